import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { YouTubeEndpoint } from '../../db/schema-sync.ts';
import { keyFingerprint, keyHint, type KeyVault } from './key-vault.ts';
import { pacificDay } from '../youtube/pacific-time.ts';

/** Today's quota day (Pacific time) as the `date` column compares it. */
const quotaDay = (now: Date) => sql<Date>`${pacificDay(now)}::date`;

export interface ApiKeySummary {
  id: number;
  label: string;
  hint: string;
  dailyQuota: number;
  isEnabled: boolean;
  exhaustedUntil: Date | null;
  /** When Google refused the key itself, and its reason: skipped until a test call succeeds. */
  invalidAt: Date | null;
  invalidReason: string | null;
  /** Enabled and not refused: the keys a sync may use. */
  usable: boolean;
  lastError: string | null;
  lastUsedAt: Date | null;
  createdAt: Date;
  usedToday: number;
  remainingToday: number;
  spentByEndpoint: Partial<Record<YouTubeEndpoint, { calls: number; units: number }>>;
}

export class DuplicateKeyError extends Error {
  constructor() {
    super('이미 등록된 API 키입니다.');
  }
}

export async function addApiKey(
  db: Kysely<Database>,
  vault: KeyVault,
  input: { label: string; key: string; dailyQuota?: number },
): Promise<number> {
  const fingerprint = keyFingerprint(input.key);
  const row = await db
    .insertInto('youtube_api_keys')
    .values({
      label: input.label,
      key_ciphertext: vault.seal(input.key),
      key_hint: keyHint(input.key),
      key_fingerprint: fingerprint,
      ...(input.dailyQuota ? { daily_quota: input.dailyQuota } : {}),
      updated_at: new Date(),
    })
    .onConflict((oc) => oc.column('key_fingerprint').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new DuplicateKeyError();
  return row.id;
}

/** Units spent today (Pacific day) per key. */
export async function unitsSpentToday(db: Kysely<Database>, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('youtube_quota_ledger')
    .select(['key_id', sql<string>`sum(units)`.as('units')])
    .where('quota_day', '=', quotaDay(now))
    .groupBy('key_id')
    .execute();
  return new Map(rows.map((row) => [row.key_id, Number(row.units)]));
}

export async function listApiKeys(db: Kysely<Database>, now: Date): Promise<ApiKeySummary[]> {
  const keys = await db.selectFrom('youtube_api_keys').selectAll().orderBy('id').execute();
  const ledger = await db.selectFrom('youtube_quota_ledger').selectAll().where('quota_day', '=', quotaDay(now)).execute();
  return keys.map((key) => {
    const rows = ledger.filter((row) => row.key_id === key.id);
    const usedToday = rows.reduce((sum, row) => sum + row.units, 0);
    const exhausted = key.exhausted_until && key.exhausted_until > now ? key.exhausted_until : null;
    return {
      id: key.id,
      label: key.label,
      hint: key.key_hint,
      dailyQuota: key.daily_quota,
      isEnabled: key.is_enabled,
      exhaustedUntil: exhausted,
      invalidAt: key.invalid_at,
      invalidReason: key.invalid_reason,
      usable: key.is_enabled && key.invalid_at === null,
      lastError: key.last_error,
      lastUsedAt: key.last_used_at,
      createdAt: key.created_at,
      usedToday,
      remainingToday: exhausted ? 0 : Math.max(0, key.daily_quota - usedToday),
      spentByEndpoint: Object.fromEntries(rows.map((row) => [row.endpoint, { calls: row.calls, units: row.units }])),
    };
  });
}

/** Quota left today over every usable key (enabled, not refused) that is not exhausted. */
export async function remainingQuota(db: Kysely<Database>, now: Date): Promise<number> {
  const keys = await listApiKeys(db, now);
  return keys.filter((key) => key.usable).reduce((sum, key) => sum + key.remainingToday, 0);
}

export async function recordSpend(
  db: Kysely<Database>,
  input: { keyId: number; endpoint: YouTubeEndpoint; units: number; now: Date },
): Promise<void> {
  // One round trip per charged call: the ledger row, and last_used_at at most once a minute (it is for people).
  await sql`
    WITH spent AS (
      INSERT INTO youtube_quota_ledger AS l (key_id, quota_day, endpoint, calls, units)
      VALUES (${input.keyId}, ${pacificDay(input.now)}, ${input.endpoint}, 1, ${input.units})
      ON CONFLICT (key_id, quota_day, endpoint) DO UPDATE SET calls = l.calls + 1, units = l.units + EXCLUDED.units
      RETURNING key_id)
    UPDATE youtube_api_keys SET last_used_at = ${input.now}
    WHERE id = (SELECT key_id FROM spent) AND (last_used_at IS NULL OR last_used_at < ${new Date(input.now.getTime() - 60_000)})`.execute(
    db,
  );
}

/** One key's summary, or undefined. */
export async function findApiKey(db: Kysely<Database>, id: number, now: Date): Promise<ApiKeySummary | undefined> {
  return (await listApiKeys(db, now)).find((key) => key.id === id);
}

export async function updateApiKey(
  db: Kysely<Database>,
  id: number,
  change: { label?: string | undefined; isEnabled?: boolean | undefined; dailyQuota?: number | undefined },
  now: Date,
): Promise<void> {
  await db
    .updateTable('youtube_api_keys')
    .set({
      ...(change.label ? { label: change.label } : {}),
      ...(change.isEnabled !== undefined ? { is_enabled: change.isEnabled } : {}),
      ...(change.dailyQuota ? { daily_quota: change.dailyQuota } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes a key; its ledger rows go with it (cascade). */
export async function deleteApiKey(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('youtube_api_keys').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The plain key, for a test call with this key only. */
export async function openApiKey(db: Kysely<Database>, vault: KeyVault, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('youtube_api_keys').select('key_ciphertext').where('id', '=', id).executeTakeFirst();
  return row ? vault.open(row.key_ciphertext) : undefined;
}

/** The plain keys of the given ids (the key provider's cache). */
export async function openApiKeys(db: Kysely<Database>, vault: KeyVault, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('youtube_api_keys').select(['id', 'key_ciphertext']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, vault.open(row.key_ciphertext)]));
}

/** What the last check of a key found (null: it works, and a key marked invalid is usable again). */
export async function setKeyError(db: Kysely<Database>, id: number, error: string | null): Promise<void> {
  await db
    .updateTable('youtube_api_keys')
    .set({ last_error: error, ...(error === null ? { invalid_at: null, invalid_reason: null } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Google refused the key itself: skipped by every sync until a test call with it succeeds. */
export async function markKeyInvalid(db: Kysely<Database>, id: number, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('youtube_api_keys')
    .set({ invalid_at: now, invalid_reason: reason, last_error: reason, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Google said quotaExceeded: the key is not handed out again before `until`. */
export async function markKeyExhausted(db: Kysely<Database>, id: number, until: Date, now: Date): Promise<void> {
  await db
    .updateTable('youtube_api_keys')
    .set({ exhausted_until: until, last_error: 'quotaExceeded: 오늘 할당량을 모두 썼습니다', updated_at: now })
    .where('id', '=', id)
    .execute();
}
