// Rows → answers: what the public sees of a kit (a place whose video is gone shows no title), and what staff see.
import type { KitRow, KitVideoRow } from '../../../db/repositories/kits.repo.ts';
import type { AdminKit, Kit, KitSummary, KitVideo } from '../../../shared/api/kits.ts';
import { isAudienceType } from '../../../shared/constants/audiences.ts';

export function toKitSummary(row: KitRow): KitSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    life_stages: row.life_stages.filter(isAudienceType),
    goals: row.goals,
    video_count: Number(row.video_count),
    available_count: Number(row.available_count),
    thumbnail_url: row.thumbnail_url,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function toKitVideo(row: KitVideoRow): KitVideo {
  return {
    position: row.position,
    video_id: row.video_id,
    available: row.available,
    title: row.available ? row.title : null,
    channel_name: row.available ? row.channel_name : null,
    thumbnail_url: row.available ? row.thumbnail_url : null,
    duration: row.available ? row.duration : null,
    note: row.note,
    question: row.question,
    start_seconds: row.start_seconds,
    end_seconds: row.end_seconds,
  };
}

export const toKit = (row: KitRow, videos: KitVideoRow[]): Kit => ({ ...toKitSummary(row), videos: videos.map(toKitVideo) });

export function toAdminKit(row: KitRow, videos: KitVideoRow[]): AdminKit {
  return {
    ...toKitSummary(row),
    videos: videos.map((video) => ({ ...toKitVideo(video), saved_title: video.saved_title })),
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
    unavailable_positions: videos.filter((video) => !video.available).map((video) => video.position),
  };
}

/** What the audit log keeps of a kit (before/after). */
export const kitAuditView = (kit: AdminKit) => ({
  slug: kit.slug,
  title: kit.title,
  summary: kit.summary,
  lifeStages: kit.life_stages,
  goals: kit.goals,
  videos: kit.videos.map((video) => ({
    videoId: video.video_id,
    note: video.note,
    question: video.question,
    startSeconds: video.start_seconds,
    endSeconds: video.end_seconds,
  })),
});
