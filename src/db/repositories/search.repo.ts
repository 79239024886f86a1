import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChannelType, Database } from '../schema.ts';
import type { QueryGroup } from '../../shared/search/query.ts';
import { termBigrams } from '../../shared/search/query.ts';
import { escapeLike } from '../../shared/search/text.ts';
import { VIDEO_COLUMNS, type VideoRow } from './video-columns.ts';
import { countMatches, groupTerms, rankAll, rankCandidates, type RankedRow, type SearchConditions } from './search-relevance.ts';

export { groupTerms };

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
  /** Matches are counted exactly up to this many; Infinity counts all. */
  countLimit: number;
  /** Pages after this one are empty without querying (they lie past the counted matches). */
  pageLimit?: number;
}

/** At or below this many matches, relevance ranks every match directly. */
const FEW_MATCHES = 1_000;

const PERIOD_INTERVAL = { today: '1 day', week: '7 days', month: '1 month', year: '1 year' } as const;

/**
 * A video contains one of the terms. The substring test (LIKE on search_text) decides; the bigram
 * containment it implies is stated beside it so PostgreSQL can find candidates through the GIN index
 * and keep only the cheap LIKE as the per-row filter. Two-character terms are their own bigram.
 */
function anyTermMatch(terms: string[], form: MatchForm): RawBuilder<boolean> {
  if (terms.length === 0) return sql<boolean>`false`;
  // Walking an ordered index, the LIKE alone decides; the containment only helps the GIN index.
  if (form === 'scan') return sql<boolean>`v.search_text LIKE ANY(${terms.map((term) => '%' + escapeLike(term) + '%')}::text[])`;
  const containment = sql.join(
    terms.map((term) => sql`v.search_terms @> ${termBigrams(term)}::text[]`),
    sql` OR `,
  );
  if (terms.every((term) => Array.from(term).length <= 2)) return sql<boolean>`(${containment})`;
  const patterns = terms.map((term) => '%' + escapeLike(term) + '%');
  return sql<boolean>`((${containment}) AND v.search_text LIKE ANY(${patterns}::text[]))`;
}

export type MatchForm = 'index' | 'scan';

function matchCondition(groups: QueryGroup[], form: MatchForm): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    groups.map((group) => anyTermMatch(groupTerms(group), form)),
    sql` AND `,
  )})`;
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

/**
 * Relevance over a bounded candidate set, widened until the bound proves the page exact;
 * ranking every match is the last resort (docs/decisions/0002-korean-search.md).
 */
async function rankByRelevance(
  db: Kysely<Database>,
  conditions: SearchConditions,
  request: SearchRequest,
  fewMatches: boolean,
): Promise<RankedRow[]> {
  const take = (request.page - 1) * request.limit + request.limit;
  // A few hundred matches are cheaper to rank outright than to bound.
  if (Number.isFinite(request.candidateLimit) && !fewMatches) {
    for (let k = request.candidateLimit; k <= request.candidateLimit * 4; k *= 4) {
      const ranked = await rankCandidates(db, conditions, request.normalized, request.groups, Math.max(k, take), take);
      if (ranked) return ranked;
    }
  }
  return rankAll(db, conditions.index, request.normalized, request.groups, take);
}

export interface SearchResult {
  rows: Array<VideoRow & { relevance: number | null }>;
  total: number;
  /** True when there are more matches than `total` (the count stopped at countLimit). */
  capped: boolean;
}

export async function searchVideos(db: Kysely<Database>, request: SearchRequest): Promise<SearchResult> {
  const { groups, filter, sort, page, limit } = request;
  if (groups.length === 0) return { rows: [], total: 0, capped: false };
  const beyondLastPage = page > (request.pageLimit ?? Infinity);
  const where = sql<boolean>`${sql.join([matchCondition(groups, 'index'), ...filterConditions(filter)], sql` AND `)}`;
  const conditions: SearchConditions = {
    index: where,
    scan: sql<boolean>`${sql.join([matchCondition(groups, 'scan'), ...filterConditions(filter)], sql` AND `)}`,
    filtersOnly: sql<boolean>`${sql.join(filterConditions(filter), sql` AND `)}`,
  };
  const offset = (page - 1) * limit;
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));

  // Counting tens of thousands of matches costs more than the whole search budget, so the
  // count stops one past the limit: the API then says "at least N" instead of an exact figure.
  const countQuery = countMatches(db, conditions, request.countLimit);
  let rowsQuery: Promise<{ rows: Array<VideoRow & { relevance: number | null }> }>;
  if (beyondLastPage) {
    rowsQuery = Promise.resolve({ rows: [] });
  } else if (sort === 'relevance') {
    // The count decides the strategy, so it runs first.
    const counted = await countQuery;
    rowsQuery = rankByRelevance(db, conditions, request, counted <= FEW_MATCHES).then((rows) => ({ rows: rows.slice(offset) }));
  } else {
    const column = { view_count: 'v.view_count', upload_date: 'v.upload_date', like_count: 'v.like_count' }[sort];
    rowsQuery = sql<VideoRow & { relevance: null }>`
      SELECT ${columns}, NULL::float8 AS relevance FROM videos v WHERE ${where}
      ORDER BY ${sql.ref(column)} DESC NULLS LAST, v.id DESC
      LIMIT ${limit} OFFSET ${offset}`.execute(db);
  }
  const [rows, counted] = await Promise.all([rowsQuery, countQuery]);
  const capped = counted > request.countLimit;
  return { rows: rows.rows, total: capped ? request.countLimit : counted, capped };
}
