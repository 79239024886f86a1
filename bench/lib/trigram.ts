// What an operator would try instead of our index (issue 27): PostgreSQL 15's pg_trgm, a trigram GIN index over
// title and description, every word matched with ILIKE (the index serves words of three or more characters) and the
// page ranked by trigram similarity. Timed straight on the database, per query, on the same 56k catalogue.
import pg from 'pg';
import { summarise, type LatencySummary } from './stats.ts';

export interface TrigramResult {
  latency: LatencySummary;
  /** Matches it finds (counted up to 1,001, like ours). */
  found: number;
}

/** The words the original product searched: split on spaces, two characters or more, the first two. */
export function typedWords(query: string): string[] {
  return query
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => Array.from(w).length > 1)
    .slice(0, 2);
}

export async function timeTrigram(databaseUrl: string, queries: readonly string[], reps: number): Promise<Record<string, TrigramResult>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // Built once per database (a minute at 56k); kept for later runs.
    await client.query(
      `CREATE INDEX IF NOT EXISTS bench_videos_trgm ON videos USING gin ((lower(title || ' ' || description)) gin_trgm_ops) WHERE is_public`,
    );
    await client.query('ANALYZE videos');
    const out: Record<string, TrigramResult> = {};
    for (const q of queries) {
      const words = typedWords(q);
      if (words.length === 0) {
        out[q] = { latency: summarise([0]), found: 0 };
        continue;
      }
      const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const page = `SELECT id, title FROM videos
        WHERE is_public AND lower(title || ' ' || description) ILIKE ALL($1::text[])
        ORDER BY similarity(lower(title), $2) DESC, view_count DESC LIMIT 20`;
      await client.query(page, [patterns, q.toLowerCase()]);
      const samples: number[] = [];
      for (let i = 0; i < reps; i += 1) {
        const started = performance.now();
        await client.query(page, [patterns, q.toLowerCase()]);
        samples.push(performance.now() - started);
      }
      const count = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM videos WHERE is_public AND lower(title || ' ' || description) ILIKE ALL($1::text[]) LIMIT 1001) m`,
        [patterns],
      );
      out[q] = { latency: summarise(samples), found: count.rows[0]!.n };
    }
    return out;
  } finally {
    await client.end();
  }
}
