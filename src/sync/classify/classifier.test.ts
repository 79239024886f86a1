import { describe, expect, it } from 'vitest';
import { buildClassifier, classifyVideo, type KeywordRuleInput } from './classifier.ts';
import { NO_MATCH_REASON } from './reason.ts';

// A slice of the real keyword list (topics, modifier and suffix variants, broad words), categories by topic.
const KEYWORDS: [string, number[], string?][] = [
  ['소화기 사용법', [1], '소화기 사용법 교육 영상'],
  ['어린이 소화기 사용법', [1]],
  ['소화기 사용법 교육', [1, 9]],
  ['소화기', [1]],
  ['분말소화기', [1]],
  ['소화기 점검', [1, 4]],
  ['화재 대피', [2]],
  ['연기 속 대피', [2]],
  ['화재 시 행동요령', [2]],
  ['완강기 사용법', [2]],
  ['지진 대피', [5]],
  ['지진 행동요령', [5]],
  ['심폐소생술', [3]],
  ['심폐소생술 교육', [3, 9]],
  ['자동심장충격기', [3]],
  ['산불 예방', [6]],
  ['산불 진화', [6, 7]],
  ['강풍', [8]],
  ['난방기 화재', [10]],
  ['전기차 화재', [11]],
  ['화재감지기', [4]],
  ['119 신고요령', [12]],
  ['가스 누출', [13]],
  ['물놀이 안전', [14]],
  ['구명조끼 착용법', [14]],
  ['소방차 길 터주기', [12, 7]],
  ['화재', [10]],
  ['소방', [7]],
  ['안전', [9]],
];
const rows: KeywordRuleInput[] = KEYWORDS.map(([keyword, categoryIds, searchKeyword], i) => ({
  id: i + 1,
  keyword,
  categoryIds,
  searchKeyword: searchKeyword ?? keyword,
}));
const classifier = buildClassifier(rows);
const idOf = (keyword: string) => rows.find((r) => r.keyword === keyword)!.id;

type Case = [title: string, description: string, tags: string[], keyword: string | null, publish: boolean];

const CASES: Case[] = [
  // Confident: a specific keyword in the title, usually echoed by tags or description.
  ['소화기 사용법 알려드립니다', '소화기 사용법을 배워 봅시다.', ['소화기 사용법', '소화기'], '소화기 사용법', true],
  ['소화기사용법 1분 정리', '', ['소화기'], '소화기 사용법', true],
  ['[경기소방] 겨울철 난방기 화재 예방 수칙! 꼭 지켜주세요', '난방기 화재를 막는 방법', ['난방기', '겨울철'], '난방기 화재', true],
  ['어린이 소화기 사용법 | 119 안전교실', '', ['어린이', '소화기'], '어린이 소화기 사용법', true],
  ['봄철 산불 예방 캠페인', '산불 예방에 동참해 주세요', ['산불', '산불 예방'], '산불 예방', true],
  ['심폐소생술은 이렇게 하세요', '가슴압박 30회와 인공호흡', ['심폐소생술', 'CPR'], '심폐소생술', true],
  ['화재시 행동요령 꼭 기억하세요', '', ['화재'], '화재 시 행동요령', true],
  ['강풍 피해 예방 행동요령', '', ['강풍', '태풍'], '강풍', true],
  ['전기차 화재, 이렇게 진압합니다', '지하주차장 전기차 화재 대응 훈련', ['전기차'], '전기차 화재', true],
  ['소방차 길터주기 캠페인', '', ['소방차 길 터주기'], '소방차 길 터주기', true],
  // Doubtful: one weak field, synonyms only, compounds, broad words, or two topics at once.
  ['소화기를 이렇게 쓰세요', '', [], '소화기', false],
  ['CPR 배우기', '', ['cpr'], '심폐소생술', false],
  ['우리 소방서를 소개합니다', '소방 안전 체험', ['소방'], '소방', false],
  ['여름철 주의하세요', '', ['전기차 화재', '보조배터리'], '전기차 화재', false],
  ['오늘의 훈련 현장', '지진 대피 훈련을 했습니다', [], '지진 대피', false],
  ['소화기 사용법과 심폐소생술 한 번에 배우기', '', [], '소화기 사용법', false],
  ['화재보험 가입 전 꼭 보세요', '', [], '화재', false],
  ['소화전 앞 주차 금지', '', [], '소화기', false],
  ['안전한 하루 보내세요', '', ['안전'], '안전', false],
  ['지진해일 대피 요령', '', [], '지진 대피', false],
  // No keyword at all: one-syllable and compound look-alikes are not matches.
  ['불법 주차 단속 현장', '', ['주차'], null, false],
  ['가스라이팅 예방 교육', '', [], null, false],
  ['구조물 정밀진단 결과 발표', '', ['건축'], null, false],
];

describe('classifyVideo', () => {
  it.each(CASES)('%s → %s', (title, description, tags, keyword, publish) => {
    const match = classifyVideo(classifier, { title, description, tags });
    if (keyword === null) {
      expect(match).toBeNull();
      return;
    }
    expect(match?.keyword).toBe(keyword);
    expect(match!.keywordId).toBe(idOf(keyword));
    expect(match!.confidence).toBeGreaterThan(0);
    expect(match!.confidence).toBeLessThanOrEqual(1);
    if (publish) expect(match!.confidence, match!.reason).toBeGreaterThanOrEqual(0.75);
    else expect(match!.confidence, match!.reason).toBeLessThan(0.75);
  });

  it('gives the keyword categories and a Korean reason that says where the evidence is', () => {
    const title = classifyVideo(classifier, { title: '소화기를 이렇게 쓰세요', description: '', tags: [] })!;
    expect(title.categoryIds).toEqual([1]);
    expect(title.reason).toBe('제목에 "소화기"가 있지만 설명·태그에는 없음');
    const all = classifyVideo(classifier, { title: '산불 예방 수칙', description: '산불 예방', tags: ['산불 예방'] })!;
    expect(all.reason).toBe('제목·설명·태그 모두에 "산불 예방"이 있음');
    expect(classifyVideo(classifier, { title: 'CPR 배우기', tags: ['cpr'] })!.reason).toBe(
      '제목·태그에 "심폐소생술"이 있지만 설명에는 없음; 제목·태그는 유사어 "CPR"(으)로 일치',
    );
    expect(classifyVideo(classifier, { title: '우리 소방서 소개' })!.reason).toContain('"소방"은 뜻이 넓은 키워드임');
    expect(classifyVideo(classifier, { title: '소화기 사용법과 심폐소생술' })!.reason).toContain('"심폐소생술"에도 해당함');
  });

  it('ranks by where the evidence is: title over tags over description, and agreement over one field', () => {
    const conf = (video: { title: string; description?: string; tags?: string[] }) => classifyVideo(classifier, video)?.confidence ?? 0;
    const inTitle = conf({ title: '지진 대피 요령' });
    const inTags = conf({ title: '오늘의 영상', tags: ['지진 대피'] });
    const inDescription = conf({ title: '오늘의 영상', description: '지진 대피 요령' });
    expect(inTitle).toBeGreaterThan(inTags);
    expect(inTags).toBeGreaterThan(inDescription);
    expect(conf({ title: '지진 대피 요령', tags: ['지진 대피'] })).toBeGreaterThan(inTitle);
    // Exact beats synonym, and a specific keyword beats a broad one with the same evidence.
    expect(conf({ title: '심폐소생술 배우기' })).toBeGreaterThan(conf({ title: 'CPR 배우기' }));
    expect(conf({ title: '자동심장충격기 위치' })).toBeGreaterThan(conf({ title: '안전 위치' }));
  });

  it('prefers the most specific keyword whose words are all there', () => {
    expect(classifyVideo(classifier, { title: '소화기 사용법 교육 현장', tags: ['소화기 사용법 교육'] })!.keyword).toBe(
      '소화기 사용법 교육',
    );
    expect(classifyVideo(classifier, { title: '분말소화기 점검 방법' })!.keyword).toBe('분말소화기');
    expect(classifyVideo(classifier, { title: '화재 감지기 설치 방법' })!.keyword).toBe('화재감지기');
  });

  it('matches search_keyword too, a little below the keyword itself', () => {
    const match = classifyVideo(classifier, { title: '소화기 사용법 교육 영상 모음' })!;
    expect(match.keyword).toBe('소화기 사용법 교육');
  });

  it('answers null when nothing matches, and the queue reason for that is fixed', () => {
    expect(classifyVideo(classifier, { title: '채널 공지사항', description: '', tags: [] })).toBeNull();
    expect(NO_MATCH_REASON).toBe('일치하는 키워드가 없습니다');
    expect(classifyVideo(buildClassifier([]), { title: '소화기 사용법' })).toBeNull();
  });
});
