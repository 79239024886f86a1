import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { PERIOD_INTERVALS, type KeywordVideoSort, type SortOrder } from '../../shared/constants/catalogue.ts';
import { escapeLike, normalizeSearchText } from '../../shared/search/text.ts';
import { VIDEO_COLUMNS, type VideoRow } from './video-columns.ts';
import { applyVideoFilter, publicVideos, type VideoPeriod } from './videos.repo.ts';
import { facetConditions, hasFacets, type FacetFilter } from './video-facets.ts';

export interface KeywordVideoQuery extends FacetFilter {
  sort: KeywordVideoSort;
  order: SortOrder;
  channel?: string | undefined;
  search?: string | undefined;
  period: VideoPeriod;
  page: number;
  limit: number;
}

function keywordVideos(db: Kysely<Database>, keywordId: number, q: Omit<KeywordVideoQuery, 'page' | 'limit' | 'sort' | 'order'>) {
  let base = applyVideoFilter(publicVideos(db), { keywordId, period: q.period, access: q.access, lifeStages: q.lifeStages });
  if (q.channel) {
    const channel = q.channel;
    base = base.where((eb) => eb.or([eb('v.channel_id', '=', channel), eb('v.channel_name', '=', channel)]));
  }
  const search = q.search ? normalizeSearchText(q.search) : '';
  if (search) base = base.where(sql<boolean>`v.search_text LIKE ${'%' + escapeLike(search) + '%'}`);
  return base;
}

function orderOf(q: Pick<KeywordVideoQuery, 'sort' | 'order'>) {
  const nulls = q.sort === 'duration' ? sql.raw(q.order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : sql.raw('');
  return sql`${sql.ref(`v.${q.sort}`)} ${sql.raw(q.order)}${nulls}, v.id ${sql.raw(q.order)}`;
}

/** The filters of the keyword page (besides the keyword itself) as one condition on `v`. */
function filterOf(q: Omit<KeywordVideoQuery, 'page' | 'limit' | 'sort' | 'order'>) {
  const conditions = [sql<boolean>`v.is_public`];
  if (q.period !== 'all') conditions.push(sql<boolean>`v.upload_date >= now() - ${PERIOD_INTERVALS[q.period]}::interval`);
  if (q.channel) conditions.push(sql<boolean>`(v.channel_id = ${q.channel} OR v.channel_name = ${q.channel})`);
  const search = q.search ? normalizeSearchText(q.search) : '';
  if (search) conditions.push(sql<boolean>`v.search_text LIKE ${'%' + escapeLike(search) + '%'}`);
  conditions.push(...facetConditions(q));
  return sql.join(conditions, sql` AND `);
}

/** The page's total: unfiltered, from the maintained keyword tallies (0013_ops.sql); filtered, counted on the keyword's rows. */
function totalOf(q: Omit<KeywordVideoQuery, 'page' | 'limit' | 'sort' | 'order'>) {
  const search = q.search ? normalizeSearchText(q.search) : '';
  if (q.period === 'all' && !q.channel && !search && !hasFacets(q))
    return sql`SELECT coalesce(sum(t.videos), 0)::int AS total FROM public_keyword_tallies t WHERE t.keyword_id = kw.id`;
  return sql`SELECT count(*)::int AS total FROM videos v WHERE v.keyword_id = kw.id AND ${filterOf(q)}`;
}

type PageRow = { [K in keyof VideoRow]: VideoRow[K] | null } & { found_keyword_id: number; total: number };

/**
 * One page of a keyword's public videos and the filter's total, the keyword found by its address or an
 * address it had before a rename: a single statement, so the page costs one round trip to the database.
 * null when no active keyword has that address.
 */
export async function keywordVideoPage(
  db: Kysely<Database>,
  slug: string,
  q: KeywordVideoQuery,
): Promise<{ keywordId: number; rows: VideoRow[]; total: number } | null> {
  const where = filterOf(q);
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));
  const result = await sql<PageRow>`
    WITH kw AS (
      SELECT id FROM (
        SELECT k.id, 0 AS pick FROM keyword_master k WHERE k.status = 'active' AND k.slug = ${slug}
        UNION ALL
        SELECT k.id, 1 FROM keyword_master k JOIN keyword_slug_redirects r ON r.keyword_id = k.id
        WHERE k.status = 'active' AND r.old_slug = ${slug}
      ) found ORDER BY pick LIMIT 1
    )
    SELECT kw.id AS found_keyword_id, c.total, p.*
    FROM kw
    CROSS JOIN LATERAL (${totalOf(q)}) c
    LEFT JOIN LATERAL (
      SELECT ${columns} FROM videos v WHERE v.keyword_id = kw.id AND ${where}
      ORDER BY ${orderOf(q)} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}
    ) p ON true`.execute(db);
  const first = result.rows[0];
  if (!first) return null;
  const rows = result.rows.filter((row) => row.id !== null).map(({ found_keyword_id: _k, total: _t, ...video }) => video as VideoRow);
  return { keywordId: first.found_keyword_id, rows, total: Number(first.total) };
}

export async function listKeywordVideos(
  db: Kysely<Database>,
  keywordId: number,
  q: KeywordVideoQuery,
  count: (produce: () => Promise<number>) => Promise<number> = (produce) => produce(),
): Promise<{ rows: VideoRow[]; total: number }> {
  const base = keywordVideos(db, keywordId, q);
  const nulls = q.sort === 'duration' ? sql.raw(q.order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : sql.raw('');
  const [rows, total] = await Promise.all([
    base
      .select(VIDEO_COLUMNS)
      .orderBy(sql`${sql.ref(`v.${q.sort}`)} ${sql.raw(q.order)}${nulls}`)
      .orderBy('v.id', q.order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    count(async () => Number((await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)),
  ]);
  return { rows, total };
}

/** Every public video of a keyword for CSV export, most viewed first (bounded). */
export async function exportKeywordVideos(db: Kysely<Database>, keywordId: number, max: number): Promise<VideoRow[]> {
  return publicVideos(db)
    .select(VIDEO_COLUMNS)
    .where('v.keyword_id', '=', keywordId)
    .orderBy('v.view_count', 'desc')
    .orderBy('v.id', 'desc')
    .limit(max)
    .execute();
}
