import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

// The original product's relevance search, reproduced for comparison (R-SEARCH-04):
// ILIKE over title and description, fetch at most 200 rows, score and sort in JavaScript.
interface Row {
  keyword_id: number | null;
  title: string;
  description: string;
  channel_name: string;
  tags: string[];
  view_count: number;
  like_count: number;
}

export async function originalSearch(db: Kysely<Database>, query: string): Promise<number> {
  return (await originalSearchRanked(db, query)).length;
}

/** The original's first page (at most 20 results, best first), with each result's keyword. */
export async function originalSearchRanked(db: Kysely<Database>, query: string): Promise<Array<{ keywordId: number | null }>> {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 1)
    .slice(0, 2);
  if (words.length === 0) return [];
  const ors = words.map((w) => sql`(title ILIKE ${'%' + w + '%'} OR description ILIKE ${'%' + w + '%'})`);
  const result = await sql<Row>`
    SELECT keyword_id, title, description, channel_name, tags, view_count, like_count FROM videos
    WHERE status IN ('published', '') AND (${sql.join(ors, sql` OR `)}) LIMIT 200`.execute(db);
  const q = query.trim().toLowerCase();
  const scored = result.rows.map((row) => {
    const title = row.title.toLowerCase();
    let score = title === q ? 100 : 0;
    if (title.includes(q)) score += 30;
    if (title.startsWith(words[0]!.toLowerCase())) score += 15;
    for (const w of words) {
      const lw = w.toLowerCase();
      if (title.includes(lw)) score += 10;
      if (row.channel_name.toLowerCase().includes(lw)) score += 6;
      if (row.tags.some((t) => t.toLowerCase().includes(lw))) score += 5;
      if (row.description.toLowerCase().includes(lw)) score += 2;
    }
    score += 3 * Math.log10(1 + Number(row.view_count)) + 2 * Math.log10(1 + Number(row.like_count));
    return { row, score };
  });
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, 20).map(({ row }) => ({ keywordId: row.keyword_id === null ? null : Number(row.keyword_id) }));
}
