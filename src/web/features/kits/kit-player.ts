// The player address of a kit's video: youtube-nocookie with the kit's start and end seconds.
import type { KitVideo } from '../../api/kits.ts';

export function lessonEmbedUrl(video: Pick<KitVideo, 'video_id' | 'start_seconds' | 'end_seconds'>): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0' });
  if (video.start_seconds !== null) params.set('start', String(video.start_seconds));
  if (video.end_seconds !== null) params.set('end', String(video.end_seconds));
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.video_id)}?${params}`;
}
