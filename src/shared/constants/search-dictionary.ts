// The question dictionary (issue 23, ADR 0040): limits and Korean messages. Zod-free: the web imports it.

export const TOPIC_SLUG_PATTERN = /^[a-z0-9-]{2,40}$/u;
export const TOPIC_TITLE_MAX = 40;
export const TOPIC_STEPS_MIN = 3;
export const TOPIC_STEPS_MAX = 7;
export const TOPIC_STEP_MAX = 80;
export const DICTIONARY_KEYWORDS_MAX = 5;
export const DICTIONARY_KEYWORD_MAX = 20;
export const PHRASE_MAX = 40;
export const QUESTION_WORD_MAX = 20;

export const DICTIONARY_MESSAGES = {
  slug: '주제 주소(slug)는 영문 소문자·숫자·하이픈 2~40자여야 합니다.',
  slugTaken: '같은 주소(slug)의 주제가 이미 있습니다.',
  title: `주제 이름은 1자 이상 ${TOPIC_TITLE_MAX}자 이하여야 합니다.`,
  keywords: `검색 낱말은 1개 이상 ${DICTIONARY_KEYWORDS_MAX}개 이하여야 합니다.`,
  keyword: `검색 낱말은 띄어 쓰지 않은 2~${DICTIONARY_KEYWORD_MAX}자 낱말이어야 합니다.`,
  keywordDuplicate: '같은 검색 낱말을 두 번 쓸 수 없습니다.',
  steps: `행동 요령은 ${TOPIC_STEPS_MIN}개 이상 ${TOPIC_STEPS_MAX}개 이하여야 합니다(재난 종류를 고르면 비워 둘 수 있습니다).`,
  step: `행동 요령 한 줄은 1자 이상 ${TOPIC_STEP_MAX}자 이하여야 합니다.`,
  hazard: '재난 종류는 목록에 있는 값 가운데 하나여야 합니다.',
  call119: "'call119'는 true 또는 false여야 합니다.",
  videoId: '영상 ID 형식이 올바르지 않습니다.',
  videoUnknown: '카탈로그에 게시된 영상이 아닙니다.',
  phrase: `표현은 1자 이상 ${PHRASE_MAX}자 이하여야 합니다.`,
  phraseTaken: '같은 표현이 이미 사전에 있습니다.',
  topicId: '연결할 주제를 찾을 수 없습니다.',
  word: `질문 낱말은 1자 이상 ${QUESTION_WORD_MAX}자 이하여야 합니다.`,
  wordTaken: '같은 질문 낱말이 이미 있습니다.',
  topicNotFound: '주제를 찾을 수 없습니다.',
  phraseNotFound: '표현을 찾을 수 없습니다.',
  wordNotFound: '질문 낱말을 찾을 수 없습니다.',
} as const;
