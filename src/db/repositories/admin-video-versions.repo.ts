// Staff's side of accessible versions (issue 22, ADR 0032): version groups and their members, dismissed
// suggestions, what the suggestions read, and hand corrections of what a video offers and whom it is for.
import { sql, type Kysely } from 'kysely';
import type { VersionKind } from '../../shared/constants/versions.ts';
import type { Database } from '../schema.ts';
import { refreshAccessKinds } from './video-access-writes.repo.ts';

type Db = Kysely<Database>;
export { refreshAccessKinds };

/** Every public video not yet in a group: id, length, owner (channel and headquarters region), title — in one row. */
export async function versionCandidates(db: Db) {
  const result = await sql<{ text: string | null }>`
    SELECT string_agg(
      v.video_id || chr(31) || coalesce(v.duration::text, '') || chr(31) || coalesce(v.channel_id, '') || chr(31) ||
      coalesce(CASE WHEN c.channel_type IN ('fire_dept', 'fire_station') THEN c.region END, '') || chr(31) ||
      (extract(epoch FROM v.upload_date) * 1000)::bigint::text || chr(31) || translate(v.title, chr(30) || chr(31), '  '),
      chr(30) ORDER BY v.id) AS text
    FROM videos v
    LEFT JOIN channel_master c ON c.channel_id = v.channel_id
    WHERE v.is_public AND NOT EXISTS (SELECT 1 FROM video_versions g WHERE g.video_id = v.video_id)`.execute(db);
  const text = result.rows[0]?.text ?? '';
  if (!text) return [];
  return text.split('\u001e').map((record) => {
    const [videoId, duration, channelId, region, uploaded, title] = record.split('\u001f') as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return {
      video_id: videoId,
      duration: duration === '' ? null : Number(duration),
      channel_id: channelId || null,
      region: region || null,
      upload_ms: Number(uploaded),
      title,
    };
  });
}

export async function dismissedPairs(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('video_version_dismissals').select(['video_a', 'video_b']).execute();
  return new Set(rows.map((row) => `${row.video_a}|${row.video_b}`));
}

export async function insertDismissals(db: Db, pairs: readonly [string, string][], by: string, now: Date): Promise<number> {
  if (pairs.length === 0) return 0;
  const result = await db
    .insertInto('video_version_dismissals')
    .values(pairs.map(([a, b]) => ({ video_a: a, video_b: b, dismissed_by: by, dismissed_at: now })))
    .onConflict((oc) => oc.columns(['video_a', 'video_b']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Which of the ids are rows of the catalogue (any status). */
export async function existingVideoIds(db: Db, videoIds: readonly string[]): Promise<Set<string>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('videos')
    .select('video_id')
    .where('video_id', 'in', [...videoIds])
    .execute();
  return new Set(rows.map((row) => row.video_id));
}

/** The groups the ids belong to now. */
export async function membershipOf(db: Db, videoIds: readonly string[]): Promise<Map<string, number>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('video_versions')
    .select(['video_id', 'group_id'])
    .where('video_id', 'in', [...videoIds])
    .execute();
  return new Map(rows.map((row) => [row.video_id, Number(row.group_id)]));
}

export async function lockGroup(db: Db, id: number) {
  return db.selectFrom('video_version_groups').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function groupMembers(db: Db, groupId: number) {
  return db
    .selectFrom('video_versions')
    .select(['video_id', 'kind', 'language'])
    .where('group_id', '=', groupId)
    .orderBy('video_id')
    .execute();
}

export async function insertGroup(db: Db, by: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('video_version_groups')
    .values({ created_by: by, created_at: now, updated_by: by, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function touchGroup(db: Db, id: number, by: string, now: Date): Promise<void> {
  await db.updateTable('video_version_groups').set({ updated_by: by, updated_at: now }).where('id', '=', id).execute();
}

export async function replaceMembers(
  db: Db,
  groupId: number,
  members: readonly { videoId: string; kind: VersionKind; language: string | null }[],
): Promise<void> {
  await db.deleteFrom('video_versions').where('group_id', '=', groupId).execute();
  await db
    .insertInto('video_versions')
    .values(members.map((m) => ({ group_id: groupId, video_id: m.videoId, kind: m.kind, language: m.language })))
    .execute();
}

export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.deleteFrom('video_version_groups').where('id', '=', id).execute();
}

/** The groups, newest change first (optionally those holding one video), and how many there are. */
export async function listGroupIds(db: Db, page: number, limit: number, videoId?: string): Promise<{ ids: number[]; total: number }> {
  let base = db.selectFrom('video_version_groups as g');
  if (videoId)
    base = base.where((eb) =>
      eb.exists(
        eb.selectFrom('video_versions as m').select('m.video_id').whereRef('m.group_id', '=', 'g.id').where('m.video_id', '=', videoId),
      ),
    );
  const [rows, total] = await Promise.all([
    base
      .select('g.id')
      .orderBy('g.updated_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => Number(row.id)), total: Number(total.n) };
}

export async function groupRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('video_version_groups')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Members of the groups with what the admin page shows of each video (a member gone from the catalogue keeps its id). */
export async function membersWithVideos(db: Db, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('video_versions as m')
    .leftJoin('videos as v', 'v.video_id', 'm.video_id')
    .select([
      'm.group_id',
      'm.video_id',
      'm.kind',
      'm.language',
      'v.title',
      'v.channel_name',
      'v.duration',
      'v.thumbnail_url',
      'v.upload_date',
      'v.is_public',
    ])
    .where('m.group_id', 'in', [...groupIds])
    .orderBy(sql`m.kind = 'original'`, 'desc')
    .orderBy('m.kind')
    .orderBy('m.video_id')
    .execute();
}

/** What the admin page shows of loose videos (suggestions). */
export async function videoCards(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('videos as v')
    .select(['v.video_id', 'v.title', 'v.channel_name', 'v.duration', 'v.thumbnail_url', 'v.upload_date', 'v.is_public'])
    .where('v.video_id', 'in', [...videoIds])
    .execute();
}

// Hand corrections (staff): what a video offers, whom it is for, whom a keyword is for.

export async function findVideoForAccess(db: Db, videoId: string) {
  return db.selectFrom('videos').select(['video_id', 'title', 'keyword_id', 'status']).where('video_id', '=', videoId).executeTakeFirst();
}

export async function keywordText(db: Db, keywordId: number | null): Promise<string> {
  if (keywordId === null) return '';
  const row = await db.selectFrom('keyword_master').select('keyword').where('id', '=', keywordId).executeTakeFirst();
  return row?.keyword ?? '';
}

export async function groupOf(db: Db, videoId: string): Promise<number | null> {
  const row = await db.selectFrom('video_versions').select('group_id').where('video_id', '=', videoId).executeTakeFirst();
  return row ? Number(row.group_id) : null;
}

export interface AccessOverrides {
  captions_override?: 'human' | 'auto' | 'none' | null;
  sign_language?: boolean | null;
  audio_description?: boolean | null;
  easy_read?: boolean | null;
}

export async function saveAccessOverrides(db: Db, videoId: string, overrides: AccessOverrides, by: string, now: Date): Promise<void> {
  await db
    .insertInto('video_access')
    .values({ video_id: videoId, ...overrides, updated_by: by, updated_at: now })
    .onConflict((oc) => oc.column('video_id').doUpdateSet({ ...overrides, updated_by: by, updated_at: now }))
    .execute();
  await refreshAccessKinds(db, [videoId]);
}

export async function setVideoLifeStages(db: Db, videoId: string, stages: readonly string[], by: string, now: Date): Promise<void> {
  if (stages.length === 0) {
    await db.deleteFrom('video_life_stages').where('video_id', '=', videoId).execute();
    return;
  }
  await db
    .insertInto('video_life_stages')
    .values({ video_id: videoId, stages: [...stages], updated_by: by, updated_at: now })
    .onConflict((oc) => oc.column('video_id').doUpdateSet({ stages: [...stages], updated_by: by, updated_at: now }))
    .execute();
}

export async function findKeyword(db: Db, keywordId: number) {
  return db.selectFrom('keyword_master').select(['id', 'keyword']).where('id', '=', keywordId).executeTakeFirst();
}

export async function findKeywordForStages(db: Db, keywordId: number) {
  return db.selectFrom('keyword_master').select(['id', 'keyword']).where('id', '=', keywordId).forUpdate().executeTakeFirst();
}

export async function keywordLifeStages(db: Db, keywordId: number): Promise<string[]> {
  const row = await db.selectFrom('keyword_life_stages').select('stages').where('keyword_id', '=', keywordId).executeTakeFirst();
  return row?.stages ?? [];
}

export async function setKeywordLifeStages(db: Db, keywordId: number, stages: readonly string[], by: string, now: Date): Promise<void> {
  if (stages.length === 0) {
    await db.deleteFrom('keyword_life_stages').where('keyword_id', '=', keywordId).execute();
    return;
  }
  await db
    .insertInto('keyword_life_stages')
    .values({ keyword_id: keywordId, stages: [...stages], updated_by: by, updated_at: now })
    .onConflict((oc) => oc.column('keyword_id').doUpdateSet({ stages: [...stages], updated_by: by, updated_at: now }))
    .execute();
}
