// Fire-safety vocabulary for query expansion and relevance (spec §5 "synonym table", §9 weights).

/** Related terms per word; each list is short so expansion stays precise. */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Single words only, and none that contains the word itself (those add nothing to the matches).
  소화기: ['소화전', '소화설비'],
  화재: ['화염', '불길', 'fire'],
  fire: ['화재'],
  대피: ['피난', '탈출'],
  피난: ['대피'],
  심폐소생술: ['cpr', '가슴압박', '응급처치'],
  cpr: ['심폐소생술'],
  응급처치: ['구급', '지혈'],
  자동심장충격기: ['aed', '제세동기'],
  aed: ['자동심장충격기'],
  하임리히법: ['기도폐쇄'],
  소방관: ['소방대원', '구조대원', 'firefighter'],
  소방대원: ['소방관'],
  구조: ['인명구조', 'rescue'],
  구급: ['응급처치'],
  지진: ['내진', 'earthquake'],
  산불: ['임야화재', 'wildfire'],
  태풍: ['강풍', '호우'],
  홍수: ['침수', '범람'],
  침수: ['홍수'],
  물놀이: ['수난사고', '구명조끼'],
  전기: ['누전', '합선'],
  가스: ['lpg', '일산화탄소'],
  완강기: ['피난기구'],
  화재경보기: ['감지기'],
  감지기: ['화재경보기'],
  스프링클러: ['소화설비'],
  배터리: ['리튬이온'],
  전기차: ['리튬이온'],
  '119': ['신고'],
  신고: ['119'],
  교통사고: ['교통안전'],
  어린이: ['유아', '아동', '초등학생'],
  어르신: ['노인', '고령자'],
  노인: ['어르신', '고령자'],
  장애인: ['배리어프리'],
};

/** Words that make a query about fire safety: matches on them weigh more (spec §9). */
export const FIRE_WORDS: ReadonlySet<string> = new Set([
  '소방', '화재', '소화기', '소방관', '구조', '구급', '대피', '피난', '심폐소생술', 'cpr', '119',
  '산불', '지진', '완강기', '스프링클러', '화재경보기', '감지기', '소화전', '방화', '불',
  '응급처치', '자동심장충격기', 'aed', '하임리히법', '화염', '연기', '질식', '폭발',
]);

/** Generic words that say little on their own: matches on them weigh less (spec §9). */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  '안전', '영상', '방법', '교육', '이야기', '소개', '정보', '모음', '하는', '알아보기', '가이드',
  'video', 'safety', 'how', 'the',
]);

/** Postpositions stripped from a query word when a stem of two or more syllables remains. */
export const STRIPPABLE_PARTICLES = ['에서', '에게', '으로', '이나', '이랑', '을', '를', '은', '는'] as const;
