import { sql, type Kysely } from 'kysely';
import type { Database, SecurityEventType, SecuritySeverity } from '../schema.ts';

type Db = Kysely<Database>;

// One lock for every reservation: counting and inserting never interleave, in this process or any other.
const LOGIN_RESERVATION_LOCK = 1_190_014;

/**
 * Attempts (failed or still being checked) of one key (account or address) since `since`: how many, and when the
 * limit-th most recent one happened (the window frees a slot when that one ages out).
 */
export async function loginFailureWindow(
  db: Db,
  column: 'email' | 'address',
  key: string,
  since: Date,
  limit: number,
): Promise<{ count: number; unlockFrom: Date | null }> {
  const rows = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where(column, '=', key)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(limit)
    .execute();
  return { count: rows.length, unlockFrom: rows.length >= limit ? new Date(rows[limit - 1]!.failed_at) : null };
}

export interface LoginWindowRule {
  column: 'email' | 'address';
  key: string;
  windowMs: number;
  limit: number;
}

/**
 * Reserves one sign-in attempt before its password is checked: under a transaction-scoped advisory lock, counts the
 * attempts in each window and, when every window has room, records this one (as a failure until it succeeds).
 * Returns the reservation's id, or when the earliest full window frees a slot.
 */
export async function reserveLoginAttempt(
  db: Db,
  attempt: { email: string; address: string; now: Date },
  rules: readonly LoginWindowRule[],
): Promise<{ id: number } | { unlockAt: Date }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOGIN_RESERVATION_LOCK}::bigint)`.execute(trx);
    let unlockAt = 0;
    for (const rule of rules) {
      const window = await loginFailureWindow(trx, rule.column, rule.key, new Date(attempt.now.getTime() - rule.windowMs), rule.limit);
      if (window.unlockFrom) unlockAt = Math.max(unlockAt, window.unlockFrom.getTime() + rule.windowMs);
    }
    if (unlockAt > attempt.now.getTime()) return { unlockAt: new Date(unlockAt) };
    const row = await trx
      .insertInto('login_failures')
      .values({ email: attempt.email, address: attempt.address, failed_at: attempt.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id) };
  });
}

/** A reserved attempt that succeeded, and the earlier failures of the same account from the same address (the owner's typos). */
export async function clearLoginAttempts(db: Db, reservationId: number, email: string, address: string) {
  await db.deleteFrom('login_failures').where('id', '=', reservationId).execute();
  await db.deleteFrom('login_failures').where('email', '=', email).where('address', '=', address).execute();
}

/** Retention: failures older than `cutoff` (the limit only looks back 15 minutes). */
export async function pruneLoginFailures(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('login_failures').where('failed_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Retention: security events older than `cutoff`. */
export async function pruneSecurityEvents(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('security_events').where('occurred_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface SecurityEventInput {
  type: SecurityEventType;
  severity: SecuritySeverity;
  occurredAt: Date;
  userId?: number | null;
  email?: string | null;
  address?: string | null;
  userAgent?: string | null;
  method?: string | null;
  path?: string | null;
  details?: Record<string, unknown>;
}

export async function insertSecurityEvent(db: Db, event: SecurityEventInput) {
  await db
    .insertInto('security_events')
    .values({
      occurred_at: event.occurredAt,
      type: event.type,
      severity: event.severity,
      user_id: event.userId ?? null,
      email: event.email ?? null,
      address: event.address ?? null,
      user_agent: event.userAgent?.slice(0, 500) ?? null,
      method: event.method ?? null,
      path: event.path?.slice(0, 500) ?? null,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

export interface SecurityEventFilter {
  type?: SecurityEventType | undefined;
  severity?: SecuritySeverity | undefined;
  email?: string | undefined;
  address?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function listSecurityEvents(db: Db, filter: SecurityEventFilter, page: number, limit: number) {
  let query = db.selectFrom('security_events');
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.severity) query = query.where('severity', '=', filter.severity);
  if (filter.email) query = query.where('email', '=', filter.email.toLowerCase());
  if (filter.address) query = query.where('address', '=', filter.address);
  if (filter.from) query = query.where('occurred_at', '>=', filter.from);
  if (filter.to) query = query.where('occurred_at', '<', filter.to);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function countSecurityEventsSince(db: Db, since: Date, filter: { type?: SecurityEventType; severity?: SecuritySeverity }) {
  let query = db
    .selectFrom('security_events')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('occurred_at', '>=', since);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.severity) query = query.where('severity', '=', filter.severity);
  return (await query.executeTakeFirstOrThrow()).n;
}
