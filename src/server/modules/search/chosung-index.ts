import { sql } from 'kysely';
import type { AppContext } from '../../core/context.ts';

interface ChosungEntry {
  word: string;
  videos: number;
}

const byContext = new WeakMap<AppContext, { version: number; entries: Promise<ChosungEntry[]> }>();

/**
 * Distinct words of the active keywords, most videos first — the vocabulary that a
 * 초성 query (ㅅㅎㄱ) is resolved against. Rebuilt when the catalogue version changes.
 */
export function chosungWords(ctx: AppContext): Promise<ChosungEntry[]> {
  const version = ctx.cache.version;
  const cached = byContext.get(ctx);
  if (cached && cached.version === version) return cached.entries;
  const entries = sql<ChosungEntry>`
    SELECT word, sum(total_videos)::int AS videos
    FROM keyword_master, unnest(string_to_array(lower(keyword), ' ')) AS word
    WHERE status = 'active' AND length(word) >= 2
    GROUP BY word ORDER BY videos DESC, word`
    .execute(ctx.db)
    .then((result) => result.rows);
  byContext.set(ctx, { version, entries });
  entries.catch(() => byContext.delete(ctx));
  return entries;
}
