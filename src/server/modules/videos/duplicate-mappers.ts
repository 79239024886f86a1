import type { duplicateVideoDetails } from '../../../db/repositories/video-duplicates.repo.ts';
import type { DuplicateVideo } from '../../../shared/api/admin-duplicates.ts';
import { formatGroupedNumber as formatNumber } from '../../../shared/format/index.ts';
import { iso } from '../../core/mappers.ts';
import type { FoundGroup } from './duplicate-detection.ts';

type DetailRow = Awaited<ReturnType<typeof duplicateVideoDetails>>[number];

export function toDuplicateVideo(row: DetailRow): DuplicateVideo {
  return {
    video_id: row.video_id,
    title: row.title,
    channel_id: row.channel_id,
    channel_name: row.channel_name,
    duration: row.duration,
    view_count: Number(row.view_count),
    like_count: Number(row.like_count),
    upload_date: iso(row.upload_date)!,
    status: row.status,
    is_public: row.is_public === true,
    keyword: row.keyword_id !== null && row.keyword !== null ? { id: row.keyword_id, keyword: row.keyword } : null,
    thumbnail_url: row.thumbnail_url,
  };
}

/** Why these videos are grouped, in Korean, with what an admin checks before merging. */
export function describeGroup(group: FoundGroup, videos: readonly DuplicateVideo[]): string {
  const channels = new Set(videos.map((v) => v.channel_id ?? v.channel_name)).size;
  const where = channels === 1 ? '같은 채널에 있습니다.' : `서로 다른 채널 ${formatNumber(channels)}곳에 있습니다.`;
  if (group.kind === 'same_video')
    return `영상 ID가 대소문자만 다릅니다. 가져오는 과정에서 같은 유튜브 영상이 두 번 들어온 것으로 보입니다. ${where}`;
  if (group.kind === 'reupload') {
    const lengths = videos.map((v) => v.duration ?? 0);
    const spread = Math.max(...lengths) - Math.min(...lengths);
    return `괄호·기호·띄어쓰기를 빼면 제목이 같고, 길이 차이가 ${formatNumber(spread)}초입니다. ${where}`;
  }
  return `제목이 ${Math.round((group.similarity ?? 0) * 100)}% 이상 비슷합니다 (두 글자씩 나눈 조각 기준). ${where}`;
}
