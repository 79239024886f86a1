// Shared by the bulk-task tests (not a test file itself): totals against a fresh count, and running queued jobs.
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** Keyword, channel and platform totals equal a recount from the video rows. */
export async function expectTotalsMatchRecount(db: Kysely<Database>): Promise<void> {
  const keywords = await sql<{ id: number; stored: string; counted: string; stored_views: string; counted_views: string }>`
    SELECT k.id, k.total_videos AS stored, count(v.id) AS counted, k.total_views AS stored_views,
           coalesce(sum(v.view_count), 0) AS counted_views
    FROM keyword_master k LEFT JOIN videos v ON v.keyword_id = k.id AND v.is_public
    GROUP BY k.id HAVING k.total_videos <> count(v.id) OR k.total_views <> coalesce(sum(v.view_count), 0)`.execute(db);
  expect(keywords.rows, 'keyword totals').toEqual([]);
  const channels = await sql<{ channel_id: string }>`
    SELECT c.channel_id, c.videos_in_project, count(v.id) AS counted
    FROM channel_master c LEFT JOIN videos v ON v.channel_id = c.channel_id AND v.is_public
    GROUP BY c.channel_id, c.videos_in_project, c.total_like_count
    HAVING c.videos_in_project <> count(v.id) OR c.total_like_count <> coalesce(sum(v.like_count), 0)`.execute(db);
  expect(channels.rows, 'channel totals').toEqual([]);
  const platform = await db
    .selectFrom('platform_statistics')
    .select(['total_videos', 'total_views', 'total_likes'])
    .orderBy('stat_date', 'desc')
    .executeTakeFirstOrThrow();
  const counted = await sql<{ videos: string; views: string; likes: string }>`
    SELECT count(*) AS videos, coalesce(sum(view_count), 0) AS views, coalesce(sum(like_count), 0) AS likes
    FROM videos WHERE is_public`.execute(db);
  const fresh = counted.rows[0]!;
  expect(
    { videos: Number(platform.total_videos), views: Number(platform.total_views), likes: Number(platform.total_likes) },
    'platform statistics',
  ).toEqual({ videos: Number(fresh.videos), views: Number(fresh.views), likes: Number(fresh.likes) });
}

/** Runs queued jobs in this process until none is left (the tests' runner is not polling). */
export async function runQueued(t: TestApp): Promise<void> {
  while (await t.ctx.sync.runner.runOne());
}

/** After rows written behind the app's back (test inserts): every total recomputed. */
export async function refreshAllTotals(db: Kysely<Database>): Promise<void> {
  await sql`SELECT refresh_keyword_totals()`.execute(db);
  await sql`SELECT refresh_channel_totals()`.execute(db);
  await sql`SELECT * FROM refresh_platform_statistics()`.execute(db);
}
