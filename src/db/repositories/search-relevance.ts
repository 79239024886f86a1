import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema.ts';
import type { QueryGroup } from '../../shared/search/query.ts';
import { characterBigrams, escapeLike } from '../../shared/search/text.ts';
import { VIDEO_COLUMNS, type VideoRow } from './video-columns.ts';

// Spec §9 relevance: exact title highest, phrase and title-start bonuses, title/channel/tag/description
// hits (synonyms at half weight, fire words ×1.5, generic ×0.5), plus videos.static_rank (log views/likes).
export const WEIGHTS = { exact: 100, phrase: 30, start: 15, title: 10, channel: 6, tags: 5, description: 2 } as const;

export function groupTerms(group: QueryGroup): string[] {
  return group.chosung ? group.related : [group.word, ...group.related];
}

const TITLE = sql`lower(v.title)`;
// Lower-cased fields computed once per row (OFFSET 0 keeps PostgreSQL from inlining them back per term).
const LOWERED = sql`CROSS JOIN LATERAL (SELECT lower(v.title) AS t, lower(v.channel_name) AS c,
  lower(array_to_string(v.tags, ' ')) AS g, lower(v.description) AS d OFFSET 0) f`;
const F = { title: sql`f.t`, channel: sql`f.c`, tags: sql`f.g`, description: sql`f.d` };

/** Needs the LOWERED join (alias f) in the query. */
export function relevanceScore(normalized: string, groups: QueryGroup[]): RawBuilder<number> {
  const parts: RawBuilder<number>[] = [
    sql<number>`(CASE WHEN ${F.title} = ${normalized} THEN ${sql.lit(WEIGHTS.exact)} ELSE 0 END)`,
    sql<number>`v.static_rank::float8`,
  ];
  if (groups.length > 1) {
    parts.push(sql<number>`(CASE WHEN strpos(${F.title}, ${normalized}) > 0 THEN ${sql.lit(WEIGHTS.phrase)} ELSE 0 END)`);
  }
  const start = titleStartWord(groups);
  if (start) parts.push(sql<number>`(CASE WHEN ${F.title} LIKE ${escapeLike(start) + '%'} THEN ${sql.lit(WEIGHTS.start)} ELSE 0 END)`);
  for (const group of groups) {
    const terms = groupTerms(group).map((term, i) => ({ term, factor: i === 0 && !group.chosung ? 1 : 0.5 }));
    const best = (column: RawBuilder<unknown>, points: number) =>
      sql<number>`GREATEST(${sql.join(
        terms.map(
          ({ term, factor }) => sql`(CASE WHEN strpos(${column}, ${term}) > 0 THEN ${sql.lit(points * factor * group.weight)} ELSE 0 END)`,
        ),
      )})`;
    parts.push(best(F.title, WEIGHTS.title));
    parts.push(best(F.channel, WEIGHTS.channel));
    parts.push(best(F.tags, WEIGHTS.tags));
    parts.push(best(F.description, WEIGHTS.description));
  }
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/** The title contains one of the terms: title bigrams via their GIN index, the substring decides. */
function anyTitleMatch(terms: string[]): RawBuilder<boolean> {
  if (terms.length === 0) return sql<boolean>`false`;
  const containment = sql.join(
    terms.map((term) => sql`v.title_terms @> ${characterBigrams(term)}::text[]`),
    sql` OR `,
  );
  const patterns = terms.map((term) => '%' + escapeLike(term) + '%');
  return sql<boolean>`((${containment}) AND ${TITLE} LIKE ANY(${patterns}::text[]))`;
}

function titleStartWord(groups: QueryGroup[]): string | null {
  const first = groups[0];
  return first && !first.chosung ? first.word : null;
}

/**
 * The highest score a match left out of the candidates could have. `s1` bounds the static rank of
 * any left-out match, `s2[g]` of one whose title hits group g, `s3` of one whose title starts with the
 * first word, `s4` of one whose title holds the whole phrase (-Infinity where the candidate set held
 * every such match). Every combination of title hits is tried, since the phrase bonus needs all of them.
 */
export function bestExcludedScore(groups: QueryGroup[], s1: number, s2: number[], s3: number, s4 = Infinity): number {
  const noTitle = groups.reduce((sum, g) => sum + (WEIGHTS.channel + WEIGHTS.tags + WEIGHTS.description) * g.weight, 0);
  const hasStart = titleStartWord(groups) !== null;
  let best = noTitle + s1;
  for (let mask = 1; mask < 1 << groups.length; mask += 1) {
    let staticCap = s1;
    let text = noTitle;
    groups.forEach((group, g) => {
      if (mask & (1 << g)) {
        staticCap = Math.min(staticCap, s2[g]!);
        text += WEIGHTS.title * group.weight;
      }
    });
    best = Math.max(best, text + staticCap);
    if (hasStart && mask & 1) best = Math.max(best, text + WEIGHTS.start + Math.min(staticCap, s3));
    // The phrase bonus needs every word in the title; `s4` bounds the static rank of such left-out titles.
    if (groups.length > 1 && mask === (1 << groups.length) - 1) {
      const phraseCap = Math.min(staticCap, s4);
      best = Math.max(best, text + WEIGHTS.phrase + phraseCap);
      if (hasStart) best = Math.max(best, text + WEIGHTS.phrase + WEIGHTS.start + Math.min(phraseCap, s3));
    }
  }
  return best;
}

export type RankedRow = VideoRow & { relevance: number };

/**
 * The best `take` matches by relevance, ranking only a bounded candidate set: the exact-title
 * matches plus the top `k` by static rank among (1) all matches, (2) each word's title hits and
 * (3) title-start matches. Returns null when it cannot prove that no excluded match could outrank
 * the last row.
 */
export interface SearchConditions {
  /** The match written for the GIN indexes (bigram containment beside each substring test). */
  index: RawBuilder<boolean>;
  /** The same match as plain substring tests, for walking an ordered index row by row. */
  scan: RawBuilder<boolean>;
  /** The filters (period, duration…) without the words. */
  filtersOnly: RawBuilder<boolean>;
}

export async function rankCandidates(
  db: Kysely<Database>,
  conditions: SearchConditions,
  normalized: string,
  groups: QueryGroup[],
  k: number,
  take: number,
): Promise<RankedRow[] | null> {
  const start = titleStartWord(groups);
  const where = conditions.index;
  // With one word, a title hit on any of its terms already is a match.
  const single = groups.length === 1;
  const titleBase = { index: single ? conditions.filtersOnly : where, scan: single ? conditions.filtersOnly : conditions.scan };
  const c1 = await topByStatic(db, { index: where, scan: conditions.scan }, k);
  const c2 = [];
  for (const group of groups) {
    const terms = groupTerms(group);
    c2.push(
      await topByStatic(
        db,
        {
          index: sql<boolean>`${titleBase.index} AND ${anyTitleMatch(terms)}`,
          scan: sql<boolean>`${titleBase.scan} AND ${TITLE} LIKE ANY(${terms.map((t) => '%' + escapeLike(t) + '%')}::text[])`,
        },
        k,
      ),
    );
  }
  const c3 = start
    ? (
        await sql<StaticRow>`SELECT v.id, v.static_rank FROM videos v WHERE ${titleBase.index} AND ${TITLE} LIKE ${escapeLike(start) + '%'}
        ORDER BY v.static_rank DESC, v.id DESC LIMIT ${k}`.execute(db)
      ).rows
    : [];
  const c0 = (await sql<StaticRow>`SELECT v.id, v.static_rank FROM videos v WHERE ${where} AND ${TITLE} = ${normalized}`.execute(db)).rows;
  const phrasePattern = '%' + escapeLike(normalized) + '%';
  const c4 = single
    ? []
    : await topByStatic(
        db,
        {
          index: sql<boolean>`${where} AND ${TITLE} LIKE ${phrasePattern}`,
          scan: sql<boolean>`${conditions.scan} AND ${TITLE} LIKE ${phrasePattern}`,
        },
        k,
      );
  const ids = [...new Set([...c0, ...c1, ...c2.flat(), ...c3, ...c4].map((row) => Number(row.id)))];
  if (ids.length === 0) return [];
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));
  const rows = (
    await sql<RankedRow>`
    SELECT ${columns}, ${relevanceScore(normalized, groups)} AS relevance
    FROM videos v ${LOWERED} WHERE v.id = ANY(${ids}::bigint[])
    ORDER BY relevance DESC, v.static_rank DESC, v.id DESC LIMIT ${take}`.execute(db)
  ).rows;
  // A set that came back short holds every match of its kind, so nothing of that kind was left out.
  const floor = (set: StaticRow[]) => (set.length < k ? -Infinity : Math.min(...set.map((row) => Number(row.static_rank))));
  const bestExcluded = bestExcludedScore(groups, floor(c1), c2.map(floor), start ? floor(c3) : -Infinity, single ? -Infinity : floor(c4));
  const last = Number(rows[rows.length - 1]?.relevance ?? -Infinity);
  const provenComplete = rows.length === take ? bestExcluded < last - 1e-6 : bestExcluded === -Infinity;
  if (!provenComplete) return null;
  return rows.map((row) => ({ ...row, relevance: Number(row.relevance) }));
}

interface StaticRow {
  id: number;
  static_rank: number;
}

/** Rows per wanted row that a walk of the static-rank index may look at before the GIN index takes over. */
const WALK_FACTOR = 8;

/**
 * The top `k` rows by static rank satisfying a condition. Frequent words are found fastest by
 * walking the static-rank index (bounded to k × WALK_FACTOR rows, so a rare word cannot make it scan
 * the table); if that does not yield k rows, the GIN bitmap finds them all. PostgreSQL's estimates for
 * multi-bigram containment are too poor to leave this choice to the planner.
 */
async function topByStatic(
  db: Kysely<Database>,
  condition: { index: RawBuilder<boolean>; scan: RawBuilder<boolean> },
  k: number,
): Promise<StaticRow[]> {
  const walk = (budget: number) =>
    sql<StaticRow>`
      SELECT id, static_rank FROM (
        SELECT v.id, v.static_rank, (${condition.scan}) AS hit FROM videos v
        ORDER BY v.static_rank DESC, v.id DESC LIMIT ${budget}
      ) prefix WHERE hit LIMIT ${k}`
      .execute(db)
      .then((result) => result.rows);
  const firstBudget = k * WALK_FACTOR;
  const first = await walk(firstBudget);
  if (first.length === k) return first;
  // The first walk measured the density: walk again if the expected distance is short enough.
  const needed = first.length > 0 ? Math.ceil((k * firstBudget * 1.5) / first.length) : Infinity;
  if (needed <= MAX_WALK) {
    const second = await walk(needed);
    if (second.length === k) return second;
  }
  // Every video outside the hot slice ranks below every video in it, so k hits there are the top k.
  const hot = await withBitmapPlan(db, (trx) =>
    sql<StaticRow>`SELECT v.id, v.static_rank FROM videos v WHERE ${condition.index} AND ${HOT_SLICE}
      ORDER BY v.static_rank DESC, v.id DESC LIMIT ${k}`
      .execute(trx)
      .then((result) => result.rows),
  );
  if (hot.length === k) return hot;
  return withBitmapPlan(db, (trx) =>
    sql<StaticRow>`SELECT v.id, v.static_rank FROM videos v WHERE ${condition.index}
      ORDER BY v.static_rank DESC, v.id DESC LIMIT ${k}`
      .execute(trx)
      .then((result) => result.rows),
  );
}

/** Must equal the predicate of the partial GIN indexes in migrations/0003_search_hot_slice.sql. */
const HOT_SLICE = sql<boolean>`v.static_rank >= 18.5::real`;

/** The longest second walk; past it the GIN bitmap is cheaper. */
const MAX_WALK = 100_000;

/** Runs a query with only bitmap index scans allowed (and room for an exact bitmap). */
export function withBitmapPlan<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_indexscan = off`.execute(trx);
    await sql`SET LOCAL work_mem = '32MB'`.execute(trx);
    return work(trx);
  });
}

/** Ranks every match (the reference the bounded ranking must equal, and the last resort). */
export async function rankAll(
  db: Kysely<Database>,
  where: RawBuilder<boolean>,
  normalized: string,
  groups: QueryGroup[],
  take: number,
): Promise<RankedRow[]> {
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));
  const result = await sql<RankedRow>`
    SELECT ${columns}, ${relevanceScore(normalized, groups)} AS relevance FROM videos v ${LOWERED} WHERE ${where}
    ORDER BY relevance DESC, v.static_rank DESC, v.id DESC LIMIT ${take}`.execute(db);
  return result.rows.map((row) => ({ ...row, relevance: Number(row.relevance) }));
}

/**
 * Counts matches up to `limit` + 1: first in a bounded walk of the static-rank index (frequent words
 * reach the limit there at once), else through the GIN bitmap.
 */
export async function countMatches(db: Kysely<Database>, conditions: SearchConditions, limit: number): Promise<number> {
  if (Number.isFinite(limit)) {
    const walked = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM (SELECT (${conditions.scan}) AS hit FROM videos v ORDER BY v.static_rank DESC, v.id DESC LIMIT ${(limit + 1) * 4}) prefix
        WHERE hit LIMIT ${limit + 1}) hits`.execute(db);
    if ((walked.rows[0]?.n ?? 0) > limit) return walked.rows[0]!.n;
    const hot = await withBitmapPlan(db, (trx) =>
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM videos v WHERE ${conditions.index} AND ${HOT_SLICE} LIMIT ${limit + 1}) hits`.execute(
        trx,
      ),
    );
    if ((hot.rows[0]?.n ?? 0) > limit) return hot.rows[0]!.n;
  }
  return withBitmapPlan(db, async (trx) => {
    const result = Number.isFinite(limit)
      ? await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM videos v WHERE ${conditions.index} LIMIT ${limit + 1}) hits`.execute(trx)
      : await sql<{ n: number }>`SELECT count(*)::int AS n FROM videos v WHERE ${conditions.index}`.execute(trx);
    return result.rows[0]?.n ?? 0;
  });
}
