// Site settings (ADR 0018): keys, limits, the seasonal defaults and Korean messages. Zod-free: the web imports it.

export const SITE_SETTING_KEYS = [
  'contactEmail',
  'inquiryEmail',
  'recommendedVideos',
  'publishConfidence',
  'featuredKeywordIds',
  'seasonalFeatures',
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const SITE_SETTING_LABELS: Record<SiteSettingKey, string> = {
  contactEmail: '문의 메일 (바닥글)',
  inquiryEmail: '제보 메일 (홈 화면 제보 안내)',
  recommendedVideos: '홈 화면 추천 영상 4개',
  publishConfidence: '자동 게시 신뢰도 기준',
  featuredKeywordIds: '홈 화면 주요 키워드',
  seasonalFeatures: '계절별 특집',
};

export const RECOMMENDED_VIDEO_COUNT = 4;
export const RECOMMENDED_NOTE_MAX = 60;
export const FEATURED_KEYWORDS_MAX = 12;
export const SEASONAL_FEATURES_MAX = 12;
export const SEASON_TITLE_MAX = 40;
export const SEASON_DESCRIPTION_MAX = 120;
export const SEASON_ITEMS_MAX = 12;
/** 'MM-DD': a season repeats every year; an end before the start wraps over the new year. */
export const MONTH_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export interface SeasonalFeatureSetting {
  id: string;
  title: string;
  description: string;
  start: string;
  end: string;
  keywordIds: number[];
  videoIds: string[];
  enabled: boolean;
}

/**
 * The four seasons a fresh install features. Keywords are named by their text (the demo catalogue's
 * vocabulary) because their ids are not known before the catalogue exists; names that match no keyword
 * are left out. Saving the settings page stores ids.
 */
export const DEFAULT_SEASONS: readonly (Omit<SeasonalFeatureSetting, 'keywordIds'> & { keywordNames: string[] })[] = [
  {
    id: 'winter-heating',
    title: '겨울철 난방 안전',
    description: '난방기·전기장판·보일러를 쓰는 겨울, 불이 나기 쉬운 곳을 미리 살펴보세요.',
    start: '12-01',
    end: '02-29',
    keywordNames: ['난방기 화재', '전기장판 화재', '화목보일러 화재', '가스보일러 점검', '일산화탄소 중독'],
    videoIds: [],
    enabled: true,
  },
  {
    id: 'spring-wildfire',
    title: '봄철 산불',
    description: '건조한 봄에는 작은 불씨도 산불이 됩니다. 예방 수칙과 대피 요령을 확인하세요.',
    start: '03-01',
    end: '05-15',
    keywordNames: ['산불 예방', '산불 대피', '입산 통제', '소방 헬기'],
    videoIds: [],
    enabled: true,
  },
  {
    id: 'summer-water',
    title: '여름 물놀이 안전',
    description: '계곡·바다·수영장에 가기 전에 구명조끼 착용법과 물에 빠진 사람 구하는 법을 익혀 두세요.',
    start: '07-01',
    end: '08-31',
    keywordNames: ['물놀이 안전', '구명조끼 착용법', '익수자 구조', '수난 구조'],
    videoIds: [],
    enabled: true,
  },
  {
    id: 'day-119',
    title: '11월 9일 119의 날',
    description: '불조심 강조의 달 11월, 119 신고 요령과 현장을 지키는 소방관 이야기를 함께 보세요.',
    start: '11-01',
    end: '11-30',
    keywordNames: ['119 신고요령', '119 구조대', '119 구급대원', '소방관 일상'],
    videoIds: [],
    enabled: true,
  },
];

export const SITE_SETTINGS_MESSAGES = {
  email: '올바른 전자우편 주소를 입력하세요.',
  recommendedCount: `추천 영상은 정확히 ${RECOMMENDED_VIDEO_COUNT}개를 고르세요.`,
  recommendedDistinct: '추천 영상에 같은 영상을 두 번 넣을 수 없습니다.',
  unknownVideo: '카탈로그에 게시된 영상이 아닙니다.',
  unknownKeyword: '사용 중인 키워드가 아닙니다.',
  confidence: '자동 게시 신뢰도는 0에서 1 사이의 값이어야 합니다.',
  monthDay: "날짜는 'MM-DD' 형식(예: 12-01)으로 입력하세요.",
  seasonEmpty: '특집에 키워드나 영상을 하나 이상 넣으세요.',
  seasonIdDuplicate: '특집 ID가 겹칩니다.',
  nothingToChange: '바꿀 설정을 하나 이상 보내세요.',
  unchanged: '바뀐 설정이 없습니다.',
} as const;

/** Whether `today` ('MM-DD') falls in a season (inclusive; an end before the start wraps over the new year). */
export function seasonIsActive(season: { start: string; end: string }, today: string): boolean {
  return season.start <= season.end ? today >= season.start && today <= season.end : today >= season.start || today <= season.end;
}

/** Today as 'MM-DD' in Korea (the site's time zone, R-FORMAT-05). */
export function koreanMonthDay(now: Date): string {
  const korea = new Date(now.getTime() + 9 * 3_600_000);
  return `${String(korea.getUTCMonth() + 1).padStart(2, '0')}-${String(korea.getUTCDate()).padStart(2, '0')}`;
}

/** 'MM-DD' → '11월 1일' (R-FORMAT-05 dates). */
export function formatMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return `${month}월 ${day}일`;
}
