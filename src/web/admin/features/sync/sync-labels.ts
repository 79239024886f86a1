// Korean words for the sync pages: counters, item details, endpoints and quota units (kind, state and trigger
// names come from shared/constants/sync.ts).
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import {
  JOB_COUNTER_LABELS,
  SYNC_ITEM_STATE_LABELS,
  SYNC_JOB_KIND_LABELS,
  SYNC_JOB_STATE_LABELS,
  SYNC_JOB_STATES,
  SYNC_JOB_STATUS_LABELS,
  SYNC_TRIGGER_LABELS,
  YOUTUBE_QUOTA_COST,
  type SyncJobKind,
  type JobKind,
  type SyncJobState,
  type SyncJobStatus,
  type YouTubeEndpoint,
} from '../../../../shared/constants/sync.ts';

/** The order the start form offers them in. */
export const SYNC_KINDS: readonly SyncJobKind[] = ['incremental', 'full', 'statistics', 'captions', 'keyword'];

export const KIND_LABELS = SYNC_JOB_KIND_LABELS;

export const KIND_HINTS: Record<SyncJobKind, string> = {
  incremental: '채널 RSS로 새로 올라온 영상만 찾습니다. RSS는 무료이고, 새 영상 50개마다 1단위를 씁니다.',
  full: '채널 정보와 모든 업로드를 다시 읽습니다. 업로드 50개마다 약 2단위를 씁니다.',
  statistics: '모든 공개 영상의 조회수·좋아요와 채널 구독자 수를 새로 고칩니다 (영상 50개마다 1단위). 채널은 고를 수 없습니다.',
  keyword: '키워드의 검색어로 유튜브를 검색해 새 영상을 모읍니다. 검색 1쪽(50개)에 100단위가 듭니다.',
  captions:
    '게시된 영상의 자막을 확인합니다. 자막 표시는 영상 50개마다 1단위, 자막이 있다고 나온 영상만 자막 목록을 읽습니다 (영상마다 50단위). 바뀐 것이 없으면 다시 읽지 않습니다.',
};

export type JobState = SyncJobState;
export const JOB_STATES = SYNC_JOB_STATES;
export const STATE_LABELS = SYNC_JOB_STATE_LABELS;
/** What a job came to: the state names plus '일부 실패'. */
export type JobStatus = SyncJobStatus;
export const STATUS_LABELS = SYNC_JOB_STATUS_LABELS;
export const ITEM_STATE_LABELS = SYNC_ITEM_STATE_LABELS;
export const TRIGGER_LABELS = SYNC_TRIGGER_LABELS;

/** Job result counters in Korean, in the order they are shown (every counter a job kind may count). */
export const COUNTER_LABELS: Readonly<Record<string, string>> = JOB_COUNTER_LABELS;

/**
 * [key, label, value] of a job's counters in their order. A counter with no Korean name (one an older release
 * counted) is left out rather than shown by its raw name.
 */
export function counterEntries(result: Record<string, number>): [string, string, string][] {
  return Object.keys(COUNTER_LABELS)
    .filter((key) => key in result)
    .map((key) => [key, COUNTER_LABELS[key]!, formatGroupedNumber(result[key])]);
}

const DETAIL_LABELS: Record<string, string> = {
  source: '출처',
  listed: '목록의 영상',
  new: '새 영상',
  found: '검색 결과',
  inserted: '새로 저장',
  updated: '갱신',
  vanished: '사라짐',
  keptDeleted: '삭제된 영상이라 건너뜀',
  keptDeletedIds: '건너뛴 영상',
  published: '게시',
  queued: '검수 대기',
};
const SOURCE_LABELS: Record<string, string> = { rss: 'RSS', playlist: '업로드 재생목록' };

/** An item's detail (except its channel name) as short Korean phrases: '출처 RSS', '새 영상 3'. */
export function detailPhrases(detail: Record<string, unknown>): string[] {
  return Object.entries(detail)
    .filter(([key, value]) => key !== 'channel' && (typeof value === 'number' || typeof value === 'string'))
    .map(([key, value]) => {
      const shown =
        key === 'source'
          ? (SOURCE_LABELS[String(value)] ?? String(value))
          : typeof value === 'number'
            ? formatGroupedNumber(value)
            : String(value);
      return `${DETAIL_LABELS[key] ?? key} ${shown}`;
    });
}

/** What a job covers, from its parameters: '채널 3곳', '키워드 화재 · 2쪽', '모든 채널'. */
export function describeScope(kind: JobKind, params: Record<string, unknown>): string {
  if (kind === 'bulk_task') return `일괄 작업 · 영상 ${formatGroupedNumber(Array.isArray(params.videoIds) ? params.videoIds.length : 0)}개`;
  if (kind === 'channel_import') return `채널 ${formatGroupedNumber(Array.isArray(params.rows) ? params.rows.length : 0)}줄`;
  if (kind === 'keyword') {
    const pages = Number(params.pages ?? 1);
    return `키워드 ${String(params.keywordSlug ?? '')} · ${pages}쪽`;
  }
  if (kind === 'statistics') return '모든 공개 영상';
  if (kind === 'captions') return '게시된 영상';
  const ids = Array.isArray(params.channelIds) ? params.channelIds : [];
  return ids.length ? `채널 ${formatGroupedNumber(ids.length)}곳` : '모든 자동 동기화 채널';
}

export const ENDPOINTS: readonly YouTubeEndpoint[] = ['videos.list', 'channels.list', 'playlistItems.list', 'search.list', 'captions.list'];
/** Units Google charges per call (search.list is the expensive one). */
export const ENDPOINT_UNITS: Record<YouTubeEndpoint, number> = YOUTUBE_QUOTA_COST;
export const ENDPOINT_LABELS: Record<string, string> = {
  'channels.list': '채널 정보 (channels.list)',
  'playlistItems.list': '업로드 목록 (playlistItems.list)',
  'videos.list': '영상 정보 (videos.list)',
  'search.list': '검색 (search.list)',
  'captions.list': '자막 목록 (captions.list)',
};

export const formatUnits = (units: number) => `${formatGroupedNumber(units)}단위`;

/** 0–100, for bars; 0 when the total is unknown. */
export function percent(done: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}

/** '약 7시간 30분 후' until an instant (minutes rounded up), or '' once it has passed. */
export function timeUntil(iso: string, now = Date.now()): string {
  const minutes = Math.ceil((Date.parse(iso) - now) / 60_000);
  if (!(minutes > 0)) return '';
  const hours = Math.floor(minutes / 60);
  return `약 ${hours ? `${hours}시간 ` : ''}${minutes % 60 ? `${minutes % 60}분 ` : ''}후`;
}
