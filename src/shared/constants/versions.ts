// Accessible versions of one item (issue 22, ADR 0032): kinds, the title markers that suggest them, the access
// filters and badges visitors see, and Korean messages (zod-free: the web imports them as values).

export const VERSION_KINDS = [
  'original',
  'sign_language',
  'captions',
  'audio_description',
  'easy_read',
  'translated',
  'short',
  'reupload',
] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export const VERSION_KIND_LABELS: Record<VersionKind, string> = {
  original: '원본',
  sign_language: '수어',
  captions: '자막판',
  audio_description: '화면해설',
  easy_read: '쉬운 말',
  translated: '외국어',
  short: '1분 요약·쇼츠',
  reupload: '다시 올림',
};

/** What the modal's switch button says for each kind ("수어 버전으로 보기"). */
export const VERSION_SWITCH_LABELS: Record<VersionKind, string> = {
  original: '원본으로 보기',
  sign_language: '수어 버전으로 보기',
  captions: '자막 버전으로 보기',
  audio_description: '화면해설 버전으로 보기',
  easy_read: '쉬운 말 버전으로 보기',
  translated: '외국어 버전으로 보기',
  short: '요약 버전으로 보기',
  reupload: '다시 올린 영상으로 보기',
};

/** A group holds 2 to 10 videos, exactly one of them the original. */
export const VERSION_GROUP_MIN = 2;
export const VERSION_GROUP_MAX = 10;

/** What a visitor can ask for (`access=`): the kinds that serve a need, several allowed (any of them). */
export const ACCESS_FILTERS = ['sign_language', 'captions', 'audio_description', 'easy_read', 'translated'] as const;
export type AccessFilter = (typeof ACCESS_FILTERS)[number];

/** Badge text (never colour alone) and the explanation shown on focus or hover. */
export const ACCESS_BADGES: Record<AccessFilter, { label: string; short: string; explain: string }> = {
  sign_language: {
    label: '수어',
    short: '수어 버전 있음',
    explain: '한국수어 통역이 들어간 영상이거나, 한 번에 수어 버전으로 바꿔 볼 수 있습니다.',
  },
  captions: {
    label: '자막',
    short: '사람이 쓴 자막 있음',
    explain: '사람이 쓴 자막이 있습니다. 유튜브가 자동으로 만든 자막은 세지 않습니다.',
  },
  audio_description: {
    label: '화면해설',
    short: '화면해설 버전 있음',
    explain: '화면에 보이는 내용을 말로 설명해 주는 화면해설 버전이 있습니다.',
  },
  easy_read: { label: '쉬운 말', short: '쉬운 말 버전 있음', explain: '어려운 말을 줄이고 천천히 설명한 쉬운 말 버전이 있습니다.' },
  translated: { label: '외국어', short: '외국어 버전 있음', explain: '영어 등 다른 언어로 된 버전이 있습니다.' },
};

export function isAccessFilter(value: string): value is AccessFilter {
  return (ACCESS_FILTERS as readonly string[]).includes(value);
}

/** Captions as YouTube reports them: a person's track, only automatic ones, none, or we could not tell. */
export const CAPTION_STATES = ['human', 'auto', 'none', 'unknown'] as const;
export type CaptionState = (typeof CAPTION_STATES)[number];
export const CAPTION_STATE_LABELS: Record<CaptionState, string> = {
  human: '사람이 쓴 자막 있음',
  auto: '자동 생성 자막만 있음',
  none: '자막 없음',
  unknown: '확인하지 못함',
};

/** Language names for translated versions and caption tracks (BCP 47 primary subtags). */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ko: '한국어',
  en: '영어',
  zh: '중국어',
  ja: '일본어',
  vi: '베트남어',
  th: '태국어',
  ru: '러시아어',
  mn: '몽골어',
  tl: '필리핀어',
  uz: '우즈베크어',
  ne: '네팔어',
  km: '크메르어',
  id: '인도네시아어',
  fr: '프랑스어',
  es: '스페인어',
  de: '독일어',
};

export function languageName(code: string | null | undefined): string {
  if (!code) return '';
  return LANGUAGE_NAMES[code.split('-')[0]!.toLowerCase()] ?? code;
}

/** A BCP 47 tag as YouTube writes them: en, zh-Hans, pt-BR. */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * Title markers that name a version (matched without case, on word edges; brackets around them go too).
 * Longer markers first so "수어 통역" is taken whole before "수어". Data, not code: add a marker here.
 */
export const VERSION_MARKERS: readonly { text: string; kind: Exclude<VersionKind, 'original'>; language?: string }[] = [
  { text: '한국수어 통역', kind: 'sign_language' },
  { text: '수어 통역', kind: 'sign_language' },
  { text: '수어통역', kind: 'sign_language' },
  { text: '수어 버전', kind: 'sign_language' },
  { text: '수어판', kind: 'sign_language' },
  { text: '수어', kind: 'sign_language' },
  { text: '수화 통역', kind: 'sign_language' },
  { text: '수화', kind: 'sign_language' },
  { text: 'KSL', kind: 'sign_language' },
  { text: 'sign language', kind: 'sign_language' },
  { text: '자막 버전', kind: 'captions' },
  { text: '자막판', kind: 'captions' },
  { text: '한글자막', kind: 'captions' },
  { text: '한글 자막', kind: 'captions' },
  { text: '자막', kind: 'captions' },
  { text: 'CC', kind: 'captions' },
  { text: '화면해설 버전', kind: 'audio_description' },
  { text: '화면해설', kind: 'audio_description' },
  { text: '화면 해설', kind: 'audio_description' },
  { text: '음성해설', kind: 'audio_description' },
  { text: 'audio description', kind: 'audio_description' },
  { text: '쉬운 말 버전', kind: 'easy_read' },
  { text: '쉬운 말', kind: 'easy_read' },
  { text: '쉬운말', kind: 'easy_read' },
  { text: '쉬운 글', kind: 'easy_read' },
  { text: 'easy read', kind: 'easy_read' },
  { text: 'English ver', kind: 'translated', language: 'en' },
  { text: 'English', kind: 'translated', language: 'en' },
  { text: '영어 버전', kind: 'translated', language: 'en' },
  { text: '영문', kind: 'translated', language: 'en' },
  { text: '中文', kind: 'translated', language: 'zh' },
  { text: '중국어', kind: 'translated', language: 'zh' },
  { text: '日本語', kind: 'translated', language: 'ja' },
  { text: '일본어', kind: 'translated', language: 'ja' },
  { text: 'Tiếng Việt', kind: 'translated', language: 'vi' },
  { text: '베트남어', kind: 'translated', language: 'vi' },
  { text: '#shorts', kind: 'short' },
  { text: 'shorts', kind: 'short' },
  { text: '쇼츠', kind: 'short' },
  { text: '1분 요약', kind: 'short' },
  { text: '재업로드', kind: 'reupload' },
  { text: '다시 올림', kind: 'reupload' },
  { text: '재업', kind: 'reupload' },
];

/** Words that only dress a marker ("[수어 버전]", "(자막 포함)") and go with it. */
export const MARKER_COMPANIONS = ['버전', '포함', '판', 'ver', 'version'] as const;

/** Seconds a version's length may differ from the original's, by kind (fraction of the original, with a floor). */
export const VERSION_DURATION_FIT: Record<Exclude<VersionKind, 'original'>, { below: number; above: number; floor: number }> = {
  // An interpreter in a corner, same cut: nearly the same length.
  sign_language: { below: 0.05, above: 0.15, floor: 5 },
  captions: { below: 0.01, above: 0.01, floor: 2 },
  // Extended description may pause the picture.
  audio_description: { below: 0.02, above: 0.6, floor: 5 },
  easy_read: { below: 0.35, above: 0.5, floor: 10 },
  translated: { below: 0.1, above: 0.2, floor: 5 },
  // A cut-down: at most a minute (three for Shorts), and shorter than the original.
  short: { below: 1, above: 0, floor: 0 },
  reupload: { below: 0, above: 0, floor: 2 },
};
export const SHORT_VERSION_MAX_SECONDS = 180;

/** Suggestions per page of the admin list. */
export const VERSION_SUGGESTIONS_PAGE_SIZE = 20;

export const VERSION_MESSAGES = {
  tooFew: `버전 묶음에는 영상이 ${VERSION_GROUP_MIN}편 이상 있어야 합니다.`,
  tooMany: `버전 묶음에는 영상을 ${VERSION_GROUP_MAX}편까지 넣을 수 있습니다.`,
  oneOriginal: "버전 묶음에는 원본('original')이 꼭 하나 있어야 합니다.",
  twoOriginals: "원본('original')은 하나만 고를 수 있습니다.",
  unknownKind: "'kind'는 original, sign_language, captions, audio_description, easy_read, translated, short, reupload 가운데 하나입니다.",
  languageNeeded: "외국어 버전(translated)에는 언어('language', 예: en)를 적어야 합니다.",
  languageInvalid: "'language'는 en, zh-Hans 같은 언어 코드여야 합니다.",
  sameVideoTwice: '같은 영상이 묶음에 두 번 들어 있습니다.',
  notInCatalogue: (videoId: string) => `카탈로그에 없는 영상입니다: ${videoId}`,
  inOtherGroup: (videoId: string) => `이미 다른 버전 묶음에 들어 있는 영상입니다: ${videoId}`,
  alreadyGrouped: '다른 관리자가 방금 같은 영상을 묶었습니다. 목록을 새로 고친 뒤 다시 시도하세요.',
  groupNotFound: '버전 묶음을 찾을 수 없습니다.',
  videoNotFound: '영상을 찾을 수 없습니다.',
  dismissNeedsTwo: '무시할 추천에는 영상이 두 편 이상 있어야 합니다.',
  nothingToChange: '바꿀 항목을 하나 이상 보내세요.',
} as const;
