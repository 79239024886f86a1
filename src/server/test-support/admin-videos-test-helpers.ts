// Shared by the admin video tests (not a test file itself).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { buildSearchDocument } from '../../shared/search/text.ts';

export interface TestVideo {
  video_id: string;
  title?: string;
  tags?: string[];
  status?: 'published' | 'draft' | 'archived';
  keyword_id?: number | null;
  channel_id?: string | null;
  view_count?: number;
  like_count?: number;
}

/** A published video (by default) of the first followed channel, with its search document. */
export async function insertVideo(db: Kysely<Database>, video: TestVideo) {
  const channel = await db
    .selectFrom('channel_master')
    .select(['channel_id', 'channel_name', 'channel_type'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const title = video.title ?? `시험 영상 ${video.video_id} 소화기 사용법`;
  const tags = video.tags ?? ['시험', '소화기'];
  const channelId = video.channel_id === undefined ? channel.channel_id : video.channel_id;
  const row = {
    video_id: video.video_id,
    title,
    description: '관리 화면 시험용 영상입니다.',
    channel_id: channelId,
    channel_name: channelId ? channel.channel_name : '등록되지 않은 채널',
    channel_type: channelId ? channel.channel_type : null,
    upload_date: new Date(Date.now() - 3 * 86_400_000),
    view_count: video.view_count ?? 1_234,
    like_count: video.like_count ?? 56,
    tags,
    keyword_id: video.keyword_id ?? null,
    status: video.status ?? 'published',
    updated_at: new Date(),
    video_url: `https://www.youtube.com/watch?v=${video.video_id}`,
    ...buildSearchDocument({
      title,
      channelName: channelId ? channel.channel_name : '등록되지 않은 채널',
      tags,
      description: '관리 화면 시험용 영상입니다.',
    }),
  };
  await db.insertInto('videos').values(row).execute();
  return { ...row, title };
}

export async function videoRow(db: Kysely<Database>, videoId: string) {
  return db.selectFrom('videos').selectAll().where('video_id', '=', videoId).executeTakeFirstOrThrow();
}

/** The latest platform_statistics row and every keyword's total_videos. */
export async function publicTotals(db: Kysely<Database>) {
  const platform = await db
    .selectFrom('platform_statistics')
    .select(['total_videos', 'total_views', 'total_likes'])
    .orderBy('stat_date', 'desc')
    .executeTakeFirstOrThrow();
  const keywords = await db.selectFrom('keyword_master').select(['id', 'total_videos']).execute();
  return {
    platform: {
      total_videos: Number(platform.total_videos),
      total_views: Number(platform.total_views),
      total_likes: Number(platform.total_likes),
    },
    keywords: new Map(keywords.map((k) => [k.id, Number(k.total_videos)])),
  };
}
