import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { buildSearchDocument } from '../../shared/search/text.ts';
import { staticRank } from '../../shared/search/static-rank.ts';

let counter = 0;

/** Inserts one published video the way the app's writers do (search columns included). */
export async function insertVideo(
  db: Kysely<Database>,
  video: {
    title: string;
    description?: string;
    tags?: string[];
    channel_name?: string;
    view_count?: number;
    like_count?: number;
    duration?: number;
  },
) {
  counter += 1;
  const videoId = `TEST${String(counter).padStart(7, '0')}`;
  const doc = buildSearchDocument({
    title: video.title,
    channelName: video.channel_name ?? '테스트 채널',
    tags: video.tags ?? [],
    description: video.description ?? '',
  });
  await db
    .insertInto('videos')
    .values({
      video_id: videoId,
      title: video.title,
      description: video.description ?? '',
      channel_id: null,
      channel_name: video.channel_name ?? '테스트 채널',
      channel_type: null,
      upload_date: new Date(),
      view_count: video.view_count ?? 10,
      like_count: video.like_count ?? 1,
      duration: video.duration ?? 100,
      tags: video.tags ?? [],
      video_url: `https://www.youtube.com/watch?v=${videoId}`,
      ...doc,
      static_rank: staticRank(video.view_count ?? 10, video.like_count ?? 1),
    })
    .execute();
  return videoId;
}
