// The bench's search queries: Korean words and phrases, a chosung query, a number and an English word.
export const SEARCH_QUERIES = [
  '소방',
  '화재',
  '안전',
  '소화기',
  '심폐소생술',
  '소화기 사용법',
  '지진 대피',
  '119',
  'ㅅㅎㄱ',
  'fire',
  '완강기',
  '리튬이온',
];
