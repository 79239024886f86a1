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
        terms.map(({ term, factor }) => sql`(CASE WHEN strpos(${column}, ${term}) > 0 THEN ${sql.lit(points * factor * group.weight)} ELSE 0 END)`),
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
  const containment = sql.join(terms.map((term) => sql`v.title_terms @> ${characterBigrams(term)}::text[]`), sql` OR `);
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
 * first word (-Infinity where the candidate set held every such match). Every combination of title
 * hits is tried, since the phrase bonus needs all of them.
 */
export function bestExcludedScore(groups: QueryGroup[], s1: number, s2: number[], s3: number): number {
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
    if (groups.length > 1 && mask === (1 << groups.length) - 1) text += WEIGHTS.phrase;
    best = Math.max(best, text + staticCap);
    if (hasStart && mask & 1) best = Math.max(best, text + WEIGHTS.start + Math.min(staticCap, s3));
  }
  return best;
}

export type RankedRow = VideoRow & { relevance: number };

interface Tiered extends RankedRow {
  tiers: { n1: number; s1: number | null; n2: number[]; s2: Array<number | null>; n3: number; s3: number | null };
}

/**
 * The best `take` matches by relevance, ranking only a bounded candidate set: the exact-title
 * matches plus the top `k` by static rank among (1) all matches, (2) title matches and (3) title-start
 * matches. Returns null when it cannot prove that no excluded match could outrank the last row.
 */
export async function rankCandidates(
  db: Kysely<Database>,
  where: RawBuilder<boolean>,
  filtersOnly: RawBuilder<boolean>,
  normalized: string,
  groups: QueryGroup[],
  k: number,
  take: number,
): Promise<RankedRow[] | null> {
  const titleHitsPerGroup = groups.map((group) => anyTitleMatch(groupTerms(group)));
  const start = titleStartWord(groups);
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));
  const top = (base: RawBuilder<boolean>, extra: RawBuilder<boolean>) =>
    sql`SELECT v.id, v.static_rank FROM videos v WHERE ${base} AND ${extra} ORDER BY v.static_rank DESC, v.id DESC LIMIT ${k}`;
  // With one word, a title hit on any of its terms already is a match: skip the larger array check.
  const titleBase = groups.length === 1 ? filtersOnly : where;
  const c2 = titleHitsPerGroup.map((hit, g) => sql`c2_${sql.raw(String(g))} AS (${top(titleBase, hit)})`);
  const c2Union = titleHitsPerGroup.map((_, g) => sql`UNION SELECT id FROM c2_${sql.raw(String(g))}`);
  const c2Tiers = titleHitsPerGroup.map((_, g) => sql.raw(`(SELECT count(*) FROM c2_${g})`));
  const c2Mins = titleHitsPerGroup.map((_, g) => sql.raw(`(SELECT min(static_rank)::float8 FROM c2_${g})`));
  const result = await sql<Tiered>`
    WITH c1 AS (${top(where, sql`true`)}),
         ${sql.join(c2)},
         c3 AS (${top(titleBase, start ? sql`${TITLE} LIKE ${escapeLike(start) + '%'}` : sql`false`)}),
         c0 AS (SELECT v.id FROM videos v WHERE ${where} AND ${TITLE} = ${normalized}),
         candidates AS (SELECT id FROM c0 UNION SELECT id FROM c1 ${sql.join(c2Union, sql` `)} UNION SELECT id FROM c3),
         tiers AS (SELECT json_build_object(
           'n1', (SELECT count(*) FROM c1), 's1', (SELECT min(static_rank)::float8 FROM c1),
           'n2', json_build_array(${sql.join(c2Tiers)}), 's2', json_build_array(${sql.join(c2Mins)}),
           'n3', (SELECT count(*) FROM c3), 's3', (SELECT min(static_rank)::float8 FROM c3)) AS tiers)
    SELECT ${columns}, ${relevanceScore(normalized, groups)} AS relevance, tiers.tiers
    FROM videos v JOIN candidates c ON c.id = v.id ${LOWERED} CROSS JOIN tiers
    ORDER BY relevance DESC, v.static_rank DESC, v.id DESC
    LIMIT ${take}`.execute(db);
  const rows = result.rows;
  if (rows.length === 0) return [];
  const tiers = typeof rows[0]!.tiers === 'string' ? JSON.parse(rows[0]!.tiers as unknown as string) as Tiered['tiers'] : rows[0]!.tiers;
  // A set that came back short holds every match of its kind, so nothing of that kind was left out.
  const full = (n: number, s: number | null) => (n < k || s === null ? -Infinity : s);
  const bestExcluded = bestExcludedScore(
    groups,
    full(tiers.n1, tiers.s1),
    tiers.n2.map((n, g) => full(n, tiers.s2[g] ?? null)),
    full(tiers.n3, tiers.s3),
  );
  const last = Number(rows[rows.length - 1]!.relevance);
  const provenComplete = rows.length === take ? bestExcluded < last - 1e-6 : bestExcluded === -Infinity;
  if (!provenComplete) return null;
  return rows.map(({ tiers: _tiers, ...row }) => ({ ...row, relevance: Number(row.relevance) }));
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
