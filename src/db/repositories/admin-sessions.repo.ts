import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; now: Date; expiresAt: Date; address: string; userAgent: string | null },
) {
  await db
    .insertInto('admin_sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      address: session.address,
      user_agent: session.userAgent,
    })
    .execute();
}

export async function insertRefreshToken(db: Db, tokenHash: string, sessionId: string, now: Date) {
  await db.insertInto('admin_refresh_tokens').values({ token_hash: tokenHash, session_id: sessionId, issued_at: now }).execute();
}

/** A session with the account it belongs to: read on every authenticated request. */
export async function findSessionWithUser(db: Db, sessionId: string) {
  return db
    .selectFrom('admin_sessions as s')
    .innerJoin('admin_users as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.created_at',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      'u.id as user_id',
      'u.email',
      'u.display_name',
      'u.role',
      'u.regions',
      'u.grants',
      'u.is_active',
      'u.password_changed_at',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.updateTable('admin_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  return db.selectFrom('admin_refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a refresh token used; only one caller can win this for a given token. */
export async function claimRefreshToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('admin_refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('session_id')
    .executeTakeFirst();
  return !!row;
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Ends every open session of an account (optionally all but one); returns how many were open. */
export async function revokeUserSessions(db: Db, userId: number, reason: string, now: Date, except?: string): Promise<number> {
  let query = db
    .updateTable('admin_sessions')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (except) query = query.where('id', '<>', except);
  const rows = await query.returning('id').execute();
  return rows.length;
}

/** Retention: sessions that ended (expired or revoked) before `cutoff`, with their refresh tokens (cascade). */
export async function pruneSessions(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countLiveSessions(db: Db, now: Date, idleCutoff: Date): Promise<number> {
  const row = await db
    .selectFrom('admin_sessions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleCutoff)
    .executeTakeFirstOrThrow();
  return row.n;
}
