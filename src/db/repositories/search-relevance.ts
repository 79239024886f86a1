import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema.ts';
import type { QueryGroup } from '../../shared/search/query.ts';
import { escapeLike } from '../../shared/search/text.ts';
import { VIDEO_COLUMNS, type VideoRow } from './video-columns.ts';

// Spec §9 relevance: exact title highest, phrase and title-start bonuses, title/channel/tag/description
// hits (synonyms at half weight, fire words ×1.5, generic ×0.5), plus videos.static_rank (log views/likes).
export const WEIGHTS = { exact: 100, phrase: 30, start: 15, title: 10, channel: 6, tags: 5, description: 2 } as const;

export function groupTerms(group: QueryGroup): string[] {
  return group.chosung ? group.related : [group.word, ...group.related];
}

const TITLE = sql`lower(v.title)`;

export function relevanceScore(normalized: string, groups: QueryGroup[]): RawBuilder<number> {
  const parts: RawBuilder<number>[] = [
    sql<number>`(CASE WHEN ${TITLE} = ${normalized} THEN ${sql.lit(WEIGHTS.exact)} ELSE 0 END)`,
    sql<number>`v.static_rank::float8`,
  ];
  if (groups.length > 1) {
    parts.push(sql<number>`(CASE WHEN strpos(${TITLE}, ${normalized}) > 0 THEN ${sql.lit(WEIGHTS.phrase)} ELSE 0 END)`);
  }
  const start = titleStartWord(groups);
  if (start) parts.push(sql<number>`(CASE WHEN ${TITLE} LIKE ${escapeLike(start) + '%'} THEN ${sql.lit(WEIGHTS.start)} ELSE 0 END)`);
  for (const group of groups) {
    const terms = groupTerms(group).map((term, i) => ({ term, factor: i === 0 && !group.chosung ? 1 : 0.5 }));
    const best = (column: RawBuilder<unknown>, points: number) =>
      sql<number>`GREATEST(${sql.join(
        terms.map(({ term, factor }) => sql`(CASE WHEN strpos(${column}, ${term}) > 0 THEN ${sql.lit(points * factor * group.weight)} ELSE 0 END)`),
      )})`;
    parts.push(best(TITLE, WEIGHTS.title));
    parts.push(best(sql`lower(v.channel_name)`, WEIGHTS.channel));
    parts.push(best(sql`lower(array_to_string(v.tags, ' '))`, WEIGHTS.tags));
    parts.push(best(sql`lower(v.description)`, WEIGHTS.description));
  }
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

function titleStartWord(groups: QueryGroup[]): string | null {
  const first = groups[0];
  return first && !first.chosung ? first.word : null;
}

/** Highest text score an item can reach (a) with no title hit, (b) with one, (c) starting with the word. */
function textBounds(groups: QueryGroup[]) {
  const perGroup = (fields: number) => groups.reduce((sum, g) => sum + fields * g.weight, 0);
  const noTitle = perGroup(WEIGHTS.channel + WEIGHTS.tags + WEIGHTS.description);
  const withTitle = noTitle + perGroup(WEIGHTS.title) + (groups.length > 1 ? WEIGHTS.phrase : 0);
  return { noTitle, withTitle, withStart: withTitle + WEIGHTS.start };
}

export type RankedRow = VideoRow & { relevance: number };

interface Tiered extends RankedRow {
  n1: number; s1: number | null;
  n2: number; s2: number | null;
  n3: number; s3: number | null;
}

/**
 * The best `take` matches by relevance, ranking only a bounded candidate set: the exact-title
 * matches plus the top `k` by static rank among (1) all matches, (2) title matches and (3) title-start
 * matches. Returns null when it cannot prove that no excluded match could outrank the last row.
 */
export async function rankCandidates(
  db: Kysely<Database>,
  where: RawBuilder<boolean>,
  normalized: string,
  groups: QueryGroup[],
  k: number,
  take: number,
): Promise<RankedRow[] | null> {
  const titleTerms = groups.flatMap(groupTerms).map((term) => '%' + escapeLike(term) + '%');
  const start = titleStartWord(groups);
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));
  const top = (extra: RawBuilder<boolean>) =>
    sql`SELECT v.id, v.static_rank FROM videos v WHERE ${where} AND ${extra} ORDER BY v.static_rank DESC, v.id DESC LIMIT ${k}`;
  const result = await sql<Tiered>`
    WITH c1 AS (${top(sql`true`)}),
         c2 AS (${top(titleTerms.length ? sql`${TITLE} LIKE ANY(${titleTerms}::text[])` : sql`false`)}),
         c3 AS (${top(start ? sql`${TITLE} LIKE ${escapeLike(start) + '%'}` : sql`false`)}),
         c0 AS (SELECT v.id FROM videos v WHERE ${where} AND ${TITLE} = ${normalized}),
         candidates AS (SELECT id FROM c0 UNION SELECT id FROM c1 UNION SELECT id FROM c2 UNION SELECT id FROM c3),
         tiers AS (SELECT
           (SELECT count(*)::int FROM c1) AS n1, (SELECT min(static_rank)::float8 FROM c1) AS s1,
           (SELECT count(*)::int FROM c2) AS n2, (SELECT min(static_rank)::float8 FROM c2) AS s2,
           (SELECT count(*)::int FROM c3) AS n3, (SELECT min(static_rank)::float8 FROM c3) AS s3)
    SELECT ${columns}, ${relevanceScore(normalized, groups)} AS relevance, tiers.*
    FROM videos v JOIN candidates c ON c.id = v.id CROSS JOIN tiers
    ORDER BY relevance DESC, v.static_rank DESC, v.id DESC
    LIMIT ${take}`.execute(db);
  const rows = result.rows;
  if (rows.length === 0) return [];
  const tiers = rows[0]!;
  // A set that came back short holds every match of its kind, so nothing of that kind was left out.
  const s1 = tiers.n1 < k ? -Infinity : tiers.s1!;
  const s2 = tiers.n2 < k ? -Infinity : Math.min(s1, tiers.s2!);
  const s3 = tiers.n3 < k ? -Infinity : Math.min(s2, tiers.s3!);
  const bounds = textBounds(groups);
  const bestExcluded = Math.max(bounds.noTitle + s1, bounds.withTitle + s2, bounds.withStart + s3);
  const last = Number(rows[rows.length - 1]!.relevance);
  const provenComplete = rows.length === take ? bestExcluded < last - 1e-6 : bestExcluded === -Infinity;
  if (!provenComplete) return null;
  return rows.map(({ n1: _a, s1: _b, n2: _c, s2: _d, n3: _e, s3: _f, ...row }) => ({ ...row, relevance: Number(row.relevance) }));
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
    SELECT ${columns}, ${relevanceScore(normalized, groups)} AS relevance FROM videos v WHERE ${where}
    ORDER BY relevance DESC, v.static_rank DESC, v.id DESC LIMIT ${take}`.execute(db);
  return result.rows.map((row) => ({ ...row, relevance: Number(row.relevance) }));
}
