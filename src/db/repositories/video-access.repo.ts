// Public reads of accessible versions and life stages (issue 22): a video's versions and access, the badges of a
// page of videos, and the ids the search may keep for a facet filter.
import { sql, type Kysely } from 'kysely';
import type { LifeStage } from '../../shared/constants/life-stages.ts';
import type { AccessFilter, VersionKind } from '../../shared/constants/versions.ts';
import type { Database } from '../schema.ts';
import { forLifeStages, offersAccess } from './video-facets.ts';
import { VIDEO_COLUMNS, type VideoRow } from './video-columns.ts';

type Db = Kysely<Database>;

/** The accessible kinds each of the videos offers (public sources only); videos offering none are absent. */
export async function accessKindsFor(db: Db, videoIds: readonly string[]): Promise<Map<string, AccessFilter[]>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('video_access_kinds as k')
    .innerJoin('videos as s', (join) => join.onRef('s.video_id', '=', 'k.source_video_id').on(sql<boolean>`s.is_public`))
    .select(['k.video_id', sql<AccessFilter[]>`array_agg(DISTINCT k.kind ORDER BY k.kind)`.as('kinds')])
    .where('k.video_id', 'in', [...new Set(videoIds)])
    .groupBy('k.video_id')
    .execute();
  return new Map(rows.map((row) => [row.video_id, row.kinds]));
}

/** videos.id of every public video offering any of the kinds (a few percent of the catalogue). */
export async function publicIdsOffering(db: Db, kinds: readonly AccessFilter[]): Promise<number[]> {
  const rows = await db
    .selectFrom('videos as v')
    .select('v.id')
    .where(sql<boolean>`v.is_public`)
    .where(offersAccess(kinds))
    .execute();
  return rows.map((row) => Number(row.id));
}

/** videos.id of every public video for any of the stages. */
export async function publicIdsForLifeStages(db: Db, stages: readonly LifeStage[]): Promise<number[]> {
  const rows = await db
    .selectFrom('videos as v')
    .select('v.id')
    .where(sql<boolean>`v.is_public`)
    .where(forLifeStages(stages))
    .execute();
  return rows.map((row) => Number(row.id));
}

export interface VersionRow {
  video_id: string;
  kind: VersionKind;
  language: string | null;
  title: string;
  duration: number | null;
}

/** The video's own kind in its group and the group's other public members (originals first). */
export async function versionsOf(db: Db, videoId: string): Promise<{ kind: VersionKind | null; others: VersionRow[] }> {
  const rows = await db
    .selectFrom('video_versions as me')
    .innerJoin('video_versions as m', 'm.group_id', 'me.group_id')
    .innerJoin('videos as v', (join) => join.onRef('v.video_id', '=', 'm.video_id').on(sql<boolean>`v.is_public`))
    .select(['me.kind as own_kind', 'm.video_id', 'm.kind', 'm.language', 'v.title', 'v.duration'])
    .where('me.video_id', '=', videoId)
    .orderBy(sql`m.kind = 'original'`, 'desc')
    .orderBy('m.kind')
    .orderBy('m.video_id')
    .execute();
  const own = await db.selectFrom('video_versions').select('kind').where('video_id', '=', videoId).executeTakeFirst();
  return {
    kind: own?.kind ?? null,
    others: rows.filter((row) => row.video_id !== videoId).map(({ own_kind: _o, ...row }) => row),
  };
}

export async function accessRowOf(db: Db, videoId: string) {
  return db.selectFrom('video_access').selectAll().where('video_id', '=', videoId).executeTakeFirst();
}

/** The video's own stages and its keyword's (the keyword's apply while the video has none). */
export async function lifeStagesOf(db: Db, videoId: string, keywordId: number | null): Promise<{ own: string[]; keyword: string[] }> {
  const [own, keyword] = await Promise.all([
    db.selectFrom('video_life_stages').select('stages').where('video_id', '=', videoId).executeTakeFirst(),
    keywordId === null
      ? undefined
      : db.selectFrom('keyword_life_stages').select('stages').where('keyword_id', '=', keywordId).executeTakeFirst(),
  ]);
  return { own: own?.stages ?? [], keyword: keyword?.stages ?? [] };
}

/** Every video offering something, with its kinds (public sources): the badges of any page, read once per version. */
export async function allAccessKinds(db: Db): Promise<Map<string, AccessFilter[]>> {
  const result = await sql<{ text: string | null }>`
    SELECT string_agg(video_id || ':' || kinds, ',') AS text FROM (
      SELECT k.video_id, string_agg(DISTINCT k.kind, ' ' ORDER BY k.kind) AS kinds
      FROM video_access_kinds k JOIN videos s ON s.video_id = k.source_video_id AND s.is_public
      GROUP BY k.video_id) t`.execute(db);
  const text = result.rows[0]?.text ?? '';
  const map = new Map<string, AccessFilter[]>();
  if (!text) return map;
  for (const entry of text.split(',')) {
    const at = entry.indexOf(':');
    map.set(entry.slice(0, at), entry.slice(at + 1).split(' ') as AccessFilter[]);
  }
  return map;
}

export type AccessibleRow = VideoRow & { topic_slug: string; topic_name: string; topic_total: number };

const ALL_ACCESS: readonly AccessFilter[] = ['sign_language', 'captions', 'audio_description', 'easy_read', 'translated'];

/**
 * Public videos offering an accessible version, by topic (the top-level category of their keyword; '기타' without
 * one): the first `perTopic` of every topic by views, or one topic's page. A video linked to two topics shows in both.
 */
export async function accessibleByTopic(
  db: Db,
  filter: { access?: readonly AccessFilter[] | undefined; lifeStages?: readonly LifeStage[] | undefined },
  page: { topic?: string | undefined; offset: number; limit: number },
): Promise<AccessibleRow[]> {
  const kinds = filter.access?.length ? filter.access : ALL_ACCESS;
  const stages = filter.lifeStages?.length ? sql`AND ${forLifeStages(filter.lifeStages)}` : sql``;
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));
  const topic = page.topic ? sql`WHERE t.topic_slug = ${page.topic}` : sql``;
  const window = page.topic ? sql`t.rn > ${page.offset} AND t.rn <= ${page.offset + page.limit}` : sql`t.rn <= ${page.limit}`;
  const result = await sql<AccessibleRow>`
    WITH offered AS (
      SELECT ${columns} FROM videos v WHERE v.is_public AND ${offersAccess(kinds)} ${stages}
    ), tagged AS (
      SELECT DISTINCT ON (coalesce(top.slug, ''), v.id) v.*, coalesce(top.slug, 'other') AS topic_slug,
        coalesce(top.name, '기타') AS topic_name, coalesce(top.priority, 1000000) AS topic_order
      FROM offered v
      LEFT JOIN keyword_categories kc ON kc.keyword_id = v.keyword_id
      LEFT JOIN categories c ON c.id = kc.category_id
      LEFT JOIN categories top ON top.id = coalesce(c.parent_id, c.id)
    ), t AS (
      SELECT tagged.*, row_number() OVER (PARTITION BY topic_slug ORDER BY view_count DESC, id DESC) AS rn,
        count(*) OVER (PARTITION BY topic_slug)::int AS topic_total
      FROM tagged
    )
    SELECT * FROM (SELECT * FROM t ${topic}) t WHERE ${window}
    ORDER BY t.topic_order, t.topic_slug, t.rn`.execute(db);
  return result.rows;
}
