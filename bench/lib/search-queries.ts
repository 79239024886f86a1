// The search benchmark's query set, by class: common words, two words, words typed
// together, particles, 초성, Latin and numbers, rare words, odd input.
export const SEARCH_QUERY_CLASSES: Record<string, readonly string[]> = {
  '흔한 낱말': ['소방', '화재', '안전', '소화기', '대피', '구조', '교육', '예방'],
  '두 낱말': ['소화기 사용법', '지진 대피', '119 신고', '어린이 화재', '소방관 훈련', '산불 예방', '어린이 안전', '화재 대피'],
  '붙여 쓴 말': ['소화기사용법', '지진대피', '119신고', '어린이화재', '화재예방', '안전교육', '전기차화재', '리튬이온배터리'],
  조사: ['소화기로', '화재로', '소화기의', '소화기가', '소방관이', '대피를', '지진에서', '화재까지'],
  초성: ['ㅅㅎㄱ', 'ㅅㅂ', 'ㅎㅈ', 'ㅈㅈ'],
  '영문·숫자': ['119', 'fire', 'CPR', 'AED', 'cpr교육'],
  '드문 말': ['완강기', '리튬이온', '하임리히법', '심폐소생술', '방화문'],
  '이상한 입력': ['ㅋㅋ', '🔥🔥'],
};
