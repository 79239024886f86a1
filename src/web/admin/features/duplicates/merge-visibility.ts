// What a merge would take off the public site: the public copies that go to the archive while the kept one is hidden.
import type { DuplicateGroup } from '../../../api/admin-duplicates.ts';

type GroupVideo = DuplicateGroup['videos'][number];

/** The public videos a merge keeping `keepVideoId` would archive with no public copy left (empty when none). */
export function publicVideosLost(videos: readonly GroupVideo[], keepVideoId: string): GroupVideo[] {
  const kept = videos.find((v) => v.video_id === keepVideoId);
  if (!kept || kept.is_public) return [];
  return videos.filter((v) => v.video_id !== keepVideoId && v.is_public);
}
