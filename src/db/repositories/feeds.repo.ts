// The newest public videos of the whole catalogue or of one keyword, channel, category or set of keywords (feeds).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { escapeLike } from '../../shared/search/text.ts';
import { publicVideos } from './videos.repo.ts';

export interface FeedVideoRow {
  video_id: string;
  title: string;
  description: string;
  channel_id: string | null;
  channel_name: string;
  thumbnail_url: string | null;
  upload_date: Date;
  duration: number | null;
}

const FEED_COLUMNS = [
  'v.video_id',
  'v.title',
  'v.description',
  'v.channel_id',
  'v.channel_name',
  'v.thumbnail_url',
  'v.upload_date',
  'v.duration',
] as const;

export type FeedFilter = { keywordIds: number[] } | { channelId: string } | null;

/** Newest first (upload date, then id), `limit` rows; null filter: the whole catalogue. */
export async function newestVideos(db: Kysely<Database>, filter: FeedFilter, limit: number): Promise<FeedVideoRow[]> {
  let query = publicVideos(db).select(FEED_COLUMNS);
  if (filter && 'keywordIds' in filter) {
    if (!filter.keywordIds.length) return [];
    query = query.where('v.keyword_id', 'in', filter.keywordIds);
  } else if (filter) query = query.where('v.channel_id', '=', filter.channelId);
  return query.orderBy('v.upload_date', 'desc').orderBy('v.id', 'desc').limit(limit).execute();
}

/** Active keywords of a category and its sub-categories. */
export async function categoryKeywordIds(db: Kysely<Database>, categoryId: number): Promise<number[]> {
  const result = await sql<{ keyword_id: number }>`
    SELECT DISTINCT kc.keyword_id FROM keyword_categories kc
    JOIN categories c ON c.id = kc.category_id
    JOIN keyword_master k ON k.id = kc.keyword_id AND k.status = 'active'
    WHERE c.id = ${categoryId} OR c.parent_id = ${categoryId}`.execute(db);
  return result.rows.map((row) => row.keyword_id);
}

/** Active keywords whose name contains one of `terms` (an audience's topic search words). */
export async function keywordIdsMatching(db: Kysely<Database>, terms: readonly string[]): Promise<number[]> {
  if (!terms.length) return [];
  const patterns = terms.map((term) => `%${escapeLike(term.toLowerCase())}%`);
  const result = await sql<{ id: number }>`
    SELECT id FROM keyword_master
    WHERE status = 'active' AND (lower(keyword) LIKE ANY (${patterns}::text[]) OR lower(search_keyword) LIKE ANY (${patterns}::text[]))`.execute(
    db,
  );
  return result.rows.map((row) => row.id);
}
