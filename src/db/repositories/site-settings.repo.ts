import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

// Site settings (migration 0016): one row per key that an admin saved; a key without a row uses its default.

type Db = Kysely<Database>;

export async function readStoredSettings(db: Db) {
  return db.selectFrom('site_settings').select(['key', 'value', 'updated_at', 'updated_by']).orderBy('key').execute();
}

/** Two admins saving at once take turns: each reads the other's saved values before it writes (before/after audit). */
export async function lockSettings(db: Db): Promise<void> {
  await sql`LOCK TABLE site_settings IN SHARE ROW EXCLUSIVE MODE`.execute(db);
}

export async function saveSetting(db: Db, key: string, value: unknown, at: Date, by: string | null): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value: JSON.stringify(value), updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: at, updated_by: by }))
    .execute();
}

export async function clearSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('site_settings').where('key', '=', key).execute();
}

/** Active keywords by id or by their text (the seasonal defaults name keywords by text). */
export async function keywordsByIdOrName(db: Db, ids: readonly number[], names: readonly string[]) {
  if (ids.length === 0 && names.length === 0) return [];
  return db
    .selectFrom('keyword_master')
    .select(['id', 'keyword', 'slug', 'total_videos'])
    .where('status', '=', 'active')
    .where((eb) => eb.or([...(ids.length ? [eb('id', 'in', [...ids])] : []), ...(names.length ? [eb('keyword', 'in', [...names])] : [])]))
    .execute();
}

/** Published videos by id, with what a card shows. */
export async function publishedVideosById(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('videos')
    .select(['video_id', 'title', 'channel_name', 'duration'])
    .where('video_id', 'in', [...ids])
    .where('is_public', '=', true)
    .execute();
}

/** The keywords with the most public videos (the home page's featured keywords until operators choose). */
export async function topKeywords(db: Db, limit: number) {
  return db
    .selectFrom('keyword_master')
    .select(['id', 'keyword', 'slug', 'total_videos'])
    .where('status', '=', 'active')
    .where('total_videos', '>', 0)
    .orderBy('total_videos', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
