import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Every channel with published videos for the keyword, most videos first (then by name), from the
 * aggregate that refresh_keyword_totals() keeps (migration 0007): one index range, no scan of videos.
 * The name comes from channel_master, so a renamed channel shows its current name.
 */
export function keywordChannels(db: Kysely<Database>, keywordId: number) {
  return db
    .selectFrom('keyword_channel_totals as t')
    .innerJoin('channel_master as c', 'c.channel_id', 't.channel_id')
    .select(['t.channel_id', 'c.channel_name', 't.video_count'])
    .where('t.keyword_id', '=', keywordId)
    .orderBy('t.video_count', 'desc')
    .orderBy('c.channel_name')
    .orderBy('t.channel_id')
    .execute();
}
