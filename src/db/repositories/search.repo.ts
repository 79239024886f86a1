import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChannelType, Database } from '../schema.ts';
import type { QueryGroup } from '../../shared/search/query.ts';
import { termBigrams } from '../../shared/search/query.ts';
import { escapeLike } from '../../shared/search/text.ts';
import { VIDEO_COLUMNS, type VideoRow } from './video-columns.ts';

export type SearchSort = 'relevance' | 'view_count' | 'upload_date' | 'like_count';

export interface SearchFilter {
  period?: 'all' | 'today' | 'week' | 'month' | 'year';
  duration?: 'short' | 'medium' | 'long' | undefined;
  minViews?: number | undefined;
  channelType?: ChannelType | undefined;
}

export interface SearchRequest {
  normalized: string;
  groups: QueryGroup[];
  filter: SearchFilter;
  sort: SearchSort;
  page: number;
  limit: number;
  /** Relevance ranks only this many best-known matches (by static rank); Infinity ranks all. */
  candidateLimit: number;
}

const PERIOD_INTERVAL = { today: '1 day', week: '7 days', month: '1 month', year: '1 year' } as const;

/** A video contains the term: every bigram via the GIN index, then the exact substring. */
function termMatch(term: string): RawBuilder<boolean> {
  const grams = termBigrams(term);
  const containment = sql<boolean>`v.search_terms @> ${grams}::text[]`;
  // A two-character term is its own bigram, so the substring check would add nothing.
  if (Array.from(term).length <= 2) return containment;
  return sql<boolean>`(${containment} AND v.search_text LIKE ${'%' + escapeLike(term) + '%'})`;
}

export function groupTerms(group: QueryGroup): string[] {
  return group.chosung ? group.related : [group.word, ...group.related];
}

function matchCondition(groups: QueryGroup[]): RawBuilder<boolean> {
  const perGroup = groups.map((group) => {
    const terms = groupTerms(group);
    if (terms.length === 0) return sql<boolean>`false`;
    return sql<boolean>`(${sql.join(terms.map(termMatch), sql` OR `)})`;
  });
  return sql<boolean>`(${sql.join(perGroup, sql` AND `)})`;
}

function filterConditions(filter: SearchFilter): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`v.is_public`];
  if (filter.period && filter.period !== 'all') {
    conditions.push(sql<boolean>`v.upload_date >= now() - ${PERIOD_INTERVAL[filter.period]}::interval`);
  }
  if (filter.duration === 'short') conditions.push(sql<boolean>`v.duration < 240`);
  if (filter.duration === 'medium') conditions.push(sql<boolean>`v.duration BETWEEN 240 AND 1200`);
  if (filter.duration === 'long') conditions.push(sql<boolean>`v.duration > 1200`);
  if (filter.minViews) conditions.push(sql<boolean>`v.view_count >= ${filter.minViews}`);
  if (filter.channelType) conditions.push(sql<boolean>`v.channel_type = ${filter.channelType}`);
  return conditions;
}

/** Spec §9 relevance: exact title, phrase, title start, title/channel/tag/description hits, static rank. */
function relevanceScore(normalized: string, groups: QueryGroup[]): RawBuilder<number> {
  const title = sql`lower(v.title)`;
  const parts: RawBuilder<number>[] = [
    sql<number>`(CASE WHEN ${title} = ${normalized} THEN 100 ELSE 0 END)`,
    sql<number>`v.static_rank`,
  ];
  if (groups.length > 1) parts.push(sql<number>`(CASE WHEN strpos(${title}, ${normalized}) > 0 THEN 30 ELSE 0 END)`);
  const first = groups[0];
  if (first && !first.chosung) {
    parts.push(sql<number>`(CASE WHEN ${title} LIKE ${escapeLike(first.word) + '%'} THEN 15 ELSE 0 END)`);
  }
  for (const group of groups) {
    const terms = groupTerms(group).map((term, i) => ({ term, factor: i === 0 && !group.chosung ? 1 : 0.5 }));
    const best = (column: RawBuilder<unknown>, points: number) =>
      sql<number>`GREATEST(${sql.join(
        terms.map(({ term, factor }) => sql`(CASE WHEN strpos(${column}, ${term}) > 0 THEN ${sql.lit(points * factor * group.weight)} ELSE 0 END)`),
      )})`;
    parts.push(best(title, 10));
    parts.push(best(sql`lower(v.channel_name)`, 6));
    parts.push(best(sql`lower(array_to_string(v.tags, ' '))`, 5));
    parts.push(best(sql`lower(v.description)`, 2));
  }
  return sql<number>`(${sql.join(parts, sql` + `)})::float8`;
}

export interface SearchResult {
  rows: Array<VideoRow & { relevance: number | null }>;
  total: number;
}

export async function searchVideos(db: Kysely<Database>, request: SearchRequest): Promise<SearchResult> {
  const { groups, filter, sort, page, limit } = request;
  if (groups.length === 0) return { rows: [], total: 0 };
  const where = sql.join([matchCondition(groups), ...filterConditions(filter)], sql` AND `);
  const offset = (page - 1) * limit;
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));

  const countQuery = sql<{ total: number }>`SELECT count(*)::int AS total FROM videos v WHERE ${where}`.execute(db);
  let rowsQuery;
  if (sort === 'relevance') {
    const bound = Number.isFinite(request.candidateLimit)
      ? sql`LIMIT ${Math.max(request.candidateLimit, offset + limit)}`
      : sql``;
    rowsQuery = sql<VideoRow & { relevance: number }>`
      WITH candidates AS (
        SELECT v.id FROM videos v WHERE ${where}
        ORDER BY v.static_rank DESC, v.id DESC ${bound}
      )
      SELECT ${columns}, ${relevanceScore(request.normalized, groups)} AS relevance
      FROM videos v JOIN candidates c ON c.id = v.id
      ORDER BY relevance DESC, v.static_rank DESC, v.id DESC
      LIMIT ${limit} OFFSET ${offset}`.execute(db);
  } else {
    const column = { view_count: 'v.view_count', upload_date: 'v.upload_date', like_count: 'v.like_count' }[sort];
    rowsQuery = sql<VideoRow & { relevance: null }>`
      SELECT ${columns}, NULL::float8 AS relevance FROM videos v WHERE ${where}
      ORDER BY ${sql.ref(column)} DESC, v.id DESC
      LIMIT ${limit} OFFSET ${offset}`.execute(db);
  }
  const [rows, count] = await Promise.all([rowsQuery, countQuery]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}
