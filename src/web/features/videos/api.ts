// One video with its keyword and channel (for the modal), and the view counter.
import { useQuery } from '@tanstack/react-query';
import type { VideoDetailResponseSchema } from '../../../shared/api/videos.ts';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../api/transport.ts';

export type VideoDetail = z.infer<typeof VideoDetailResponseSchema>['data'];

export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{6,20}$/;

export function useVideoDetail(videoId: string | null) {
  return useQuery({
    queryKey: ['video', videoId],
    queryFn: ({ signal }) => apiGet<{ data: VideoDetail }>(`/videos/${encodeURIComponent(videoId!)}`, {}, signal).then((b) => b.data),
    enabled: !!videoId && VIDEO_ID_PATTERN.test(videoId),
    staleTime: 5 * 60_000,
  });
}

const counted = new Set<string>();

/** One view per video per page session (the server also de-duplicates per session id). */
export function recordVideoView(videoId: string): void {
  if (counted.has(videoId)) return;
  counted.add(videoId);
  apiPost(`/videos/${encodeURIComponent(videoId)}/view`).catch(() => counted.delete(videoId));
}
