// Category administration: limits and Korean messages (zod-free: the admin pages import them as values).

export const CATEGORY_NAME_MAX = 40;
export const CATEGORY_DESCRIPTION_MAX = 300;
export const CATEGORY_SLUG_MAX = 60;
/** The schema's CHECK on categories.slug (migration 0001): ASCII kebab-case, used in /categories/… addresses. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Keywords linked or unlinked in one request from a category. */
export const CATEGORY_LINK_MAX = 200;
export const CATEGORY_KEYWORD_PAGE_SIZE = 20;

/** What happens to a deleted category's sub-categories and keyword links (the admin chooses; nothing is guessed). */
export const CATEGORY_CHILDREN_MODES = ['move', 'promote'] as const;
export type CategoryChildrenMode = (typeof CATEGORY_CHILDREN_MODES)[number];
export const CATEGORY_KEYWORDS_MODES = ['move', 'detach'] as const;
export type CategoryKeywordsMode = (typeof CATEGORY_KEYWORDS_MODES)[number];

export const ADMIN_CATEGORY_MESSAGES = {
  notFound: '분류를 찾을 수 없습니다.',
  slugInvalid: '분류 주소는 영문 소문자·숫자와 하이픈(-)만 쓸 수 있습니다. 예: fire-safety',
  slugExists: '이미 쓰이고 있는 분류 주소입니다. 다른 주소를 입력하세요.',
  nameExists: '같은 상위 분류 안에 같은 이름의 분류가 이미 있습니다.',
  parentNotFound: '상위 분류를 찾을 수 없습니다.',
  parentNotTop: '상위 분류로는 맨 위 단계의 분류만 고를 수 있습니다 (분류는 두 단계까지입니다).',
  parentIsSelf: '자기 자신을 상위 분류로 고를 수 없습니다.',
  hasChildren: '하위 분류가 있는 분류는 다른 분류 아래로 옮길 수 없습니다. 하위 분류를 먼저 옮기세요.',
  childrenChoice: '하위 분류를 다른 상위 분류로 옮길지, 맨 위 단계로 올릴지 고르세요.',
  keywordsChoice: '키워드를 다른 분류로 옮길지, 연결만 끊을지 고르세요.',
  childrenTarget: '하위 분류를 옮길 상위 분류를 고르세요.',
  childrenTargetInvalid: '하위 분류는 삭제하는 분류가 아닌 맨 위 단계의 분류로만 옮길 수 있습니다.',
  keywordsTarget: '키워드를 옮길 분류를 고르세요.',
  keywordsTargetInvalid: '키워드는 삭제하는 분류가 아닌 다른 분류로만 옮길 수 있습니다.',
  linkOverlap: '같은 키워드를 연결할 목록과 뺄 목록에 함께 넣을 수 없습니다.',
  orderStale: '그사이 분류 목록이 바뀌었습니다. 화면을 새로 고친 뒤 다시 순서를 정하세요.',
  orderDuplicate: '같은 분류가 순서에 두 번 들어 있습니다.',
  unknownKeyword: '고른 키워드 가운데 찾을 수 없는 것이 있습니다.',
  nothingToLink: '연결하거나 뺄 키워드를 하나 이상 고르세요.',
} as const;
