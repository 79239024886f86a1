// Channel administration: sorts, regions, limits and Korean messages (zod-free: the admin pages import them as values).
import type { ChannelType } from './catalogue.ts';

export const ADMIN_CHANNEL_SORTS = ['name', 'subscribers', 'videos', 'latest_video', 'created'] as const;
export type AdminChannelSort = (typeof ADMIN_CHANNEL_SORTS)[number];
export const ADMIN_CHANNEL_SORT_LABELS: Record<AdminChannelSort, string> = {
  name: '이름 순',
  subscribers: '구독자 많은 순',
  videos: '수집한 영상 많은 순',
  latest_video: '최근 영상 순',
  created: '최근 등록 순',
};

/** R-ADMIN-CHANNEL-02: channel lists show 20 a page. */
export const ADMIN_CHANNEL_PAGE_SIZE = 20;

/** R-ADMIN-CHANNEL-01: a new channel is a fire headquarters unless said otherwise. */
export const DEFAULT_CHANNEL_TYPE: ChannelType = 'fire_dept';

/**
 * Regions of the fire headquarters in their fixed display order (R-CHANNEL-04): the national agency, then the
 * 18 headquarters. The stored value is the short label (the demo catalogue's `region`).
 */
export const CHANNEL_REGIONS = [
  '전국',
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '세종',
  '경기',
  '경기북부',
  '강원',
  '충북',
  '충남',
  '전북',
  '전남',
  '경북',
  '경남',
  '제주',
] as const;
export type ChannelRegion = (typeof CHANNEL_REGIONS)[number];
export const CHANNEL_REGION_LABELS: Record<ChannelRegion, string> = {
  전국: '전국 (소방청)',
  서울: '서울',
  부산: '부산',
  대구: '대구',
  인천: '인천',
  광주: '광주',
  대전: '대전',
  울산: '울산',
  세종: '세종',
  경기: '경기',
  경기북부: '경기북부',
  강원: '강원',
  충북: '충북',
  충남: '충남',
  전북: '전북',
  전남: '전남',
  경북: '경북',
  경남: '경남',
  제주: '제주',
};

/** What happens to a deleted channel's videos. */
export const CHANNEL_DELETE_MODES = ['keep', 'archive'] as const;
export type ChannelDeleteMode = (typeof CHANNEL_DELETE_MODES)[number];
export const CHANNEL_DELETE_MODE_LABELS: Record<ChannelDeleteMode, string> = {
  keep: '영상은 남기고 채널 연결만 풀기',
  archive: '영상도 함께 삭제된 영상 보관함으로 옮기기',
};
/** A deleted channel can be restored for this many days. */
export const CHANNEL_RESTORE_DAYS = 30;

/** Bulk import: rows per request, and the ids one channels.list call takes. */
export const CHANNEL_IMPORT_MAX_ROWS = 500;
export const CHANNEL_IMPORT_MAX_TEXT = 200_000;
export const CHANNELS_PER_LOOKUP = 50;

/** How a dry-run row stands. */
export const IMPORT_ROW_STATUSES = ['ready', 'exists', 'duplicate', 'not_found', 'invalid'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];
export const IMPORT_ROW_STATUS_LABELS: Record<ImportRowStatus, string> = {
  ready: '등록 가능',
  exists: '이미 등록됨',
  duplicate: '파일 안에서 중복',
  not_found: '유튜브에 없음',
  invalid: '읽을 수 없음',
};

/** How a reference is looked up on YouTube, and what it costs. */
export const CHANNEL_LOOKUPS = ['id', 'handle', 'username', 'custom'] as const;
export type ChannelLookup = (typeof CHANNEL_LOOKUPS)[number];
export const CHANNEL_LOOKUP_LABELS: Record<ChannelLookup, string> = {
  id: '채널 ID (50개당 1단위)',
  handle: '@핸들 (1단위)',
  username: '/user/ 주소 (1~2단위)',
  custom: '/c/ 주소 (1~2단위)',
};

export const ADMIN_CHANNEL_MESSAGES = {
  notFound: '채널을 찾을 수 없습니다.',
  youtubeNotFound: '유튜브에서 이 채널을 찾을 수 없습니다. 주소나 ID를 확인하세요.',
  exists: '이미 등록된 채널입니다.',
  regionUnknown: '지역은 목록에 있는 값(전국, 서울, 부산 … 제주) 가운데 하나여야 합니다.',
  deletedNotFound: '삭제 기록을 찾을 수 없습니다. 이미 되살렸거나 보관 기간(30일)이 지났습니다.',
  restoreExpired: '보관 기간(30일)이 지나 되살릴 수 없습니다.',
  restoreTaken: '같은 채널이 이미 다시 등록되어 있어 되살릴 수 없습니다.',
  importEmpty: '등록할 채널이 한 줄도 없습니다. 채널 주소나 ID를 한 줄에 하나씩 넣으세요.',
  importTooMany: `한 번에 ${CHANNEL_IMPORT_MAX_ROWS}줄까지 등록할 수 있습니다.`,
  importNothingChosen: '등록할 수 있는 줄이 없습니다. 미리 보기에서 "등록 가능"인 줄을 고르세요.',
  importJobNotFound: '채널 일괄 등록 작업을 찾을 수 없습니다.',
} as const;
