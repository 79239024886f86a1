// Lesson kits (수업 꾸러미, ADR 0030): limits, labels and Korean messages (zod-free: the web imports them as values).

export const KIT_VIDEOS_MIN = 1;
export const KIT_VIDEOS_MAX = 30;
export const KIT_TITLE_MAX = 80;
export const KIT_SLUG_MAX = 80;
export const KIT_SUMMARY_MAX = 500;
export const KIT_GOALS_MAX = 8;
export const KIT_GOAL_MAX = 200;
export const KIT_NOTE_MAX = 500;
export const KIT_QUESTION_MAX = 300;
/** Start and end seconds: up to 12 hours into a video. */
export const KIT_SECONDS_MAX = 43_200;
/** A kit's address: letters (Korean too), digits and hyphens, no spaces or slashes (migration 0040's CHECK is looser). */
export const KIT_SLUG_PATTERN = /^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u;

export const KIT_CSV_HEADER = ['순서', '영상 ID', '제목', '채널', '길이', '시작(초)', '끝(초)', '메모', '토론 질문', '영상 주소'] as const;

export const KIT_MESSAGES = {
  notFound: '수업 꾸러미를 찾을 수 없습니다.',
  titleRequired: '꾸러미 제목을 입력하세요.',
  slugInvalid: '꾸러미 주소는 글자·숫자와 하이픈(-)만 쓸 수 있습니다. 예: 유치원-소방-안전',
  slugExists: '이미 쓰이고 있는 꾸러미 주소입니다. 다른 주소를 입력하세요.',
  videosMin: `영상을 ${KIT_VIDEOS_MIN}편 이상 넣으세요.`,
  videosMax: `영상은 ${KIT_VIDEOS_MAX}편까지 넣을 수 있습니다.`,
  videoDuplicate: '같은 영상이 꾸러미에 두 번 들어 있습니다.',
  videoNotPublished: '공개된 영상만 꾸러미에 넣을 수 있습니다. 삭제되었거나 공개되지 않은 영상을 빼 주세요.',
  endBeforeStart: '끝 시각은 시작 시각보다 뒤여야 합니다.',
  nothingToChange: '바꿀 항목을 하나 이상 보내세요.',
  unavailablePlaceholder: '이 영상은 지금 볼 수 없습니다',
  unavailableWarning: '삭제되었거나 공개되지 않은 영상이 들어 있습니다. 영상을 바꾸거나 빼 주세요.',
} as const;
