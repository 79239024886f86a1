// Title and description templates. {kw} is the keyword text (Korean videos always contain it
// verbatim), {en} the topic's English phrase (international videos always contain it),
// {kw.을} the keyword followed by the fitting particle, {org} the channel's short name,
// {n} a small number, {year} the upload year.

import type { TopicKind } from './vocabulary.ts';

export interface TitleTemplate {
  text: string;
  /** Only for keywords without a trailing word (avoids "화재 대피 훈련 교육 영상"). */
  bare?: boolean;
  /** Only for videos of at most 60 seconds. */
  short?: boolean;
  /** Only for videos under 240 seconds ("1분 만에 …"). */
  brief?: boolean;
}

const t = (text: string, flags: Partial<TitleTemplate> = {}): TitleTemplate => ({ text, ...flags });

export const KOREAN_TITLES: Record<TopicKind | 'shorts', readonly TitleTemplate[]> = {
  howto: [
    t('{kw}, 이것만 기억하세요!'),
    t('{kw} 제대로 알고 계신가요?'),
    t('소방관이 알려주는 {kw}'),
    t('{kw} 한눈에 보기'),
    t('{kw} 핵심 정리'),
    t('알기 쉬운 {kw}'),
    t('{kw} 안내'),
    t('{kw}, 영상으로 배워요'),
    t('1분 만에 배우는 {kw}', { brief: true }),
    t('꼭 알아야 할 {kw}'),
    t('{kw} 완벽 정리'),
    t('실제 상황으로 보는 {kw}'),
    t('{kw}, 이렇게 하세요'),
    t('{kw} 따라하기', { bare: true }),
    t('{kw} 교육 영상', { bare: true }),
    t('{kw} 핵심 수칙 {n}가지', { bare: true }),
    t('{kw.을} 배워 봅시다'),
    t('누구나 할 수 있는 {kw}'),
    t('{year}년 {kw} 교육', { bare: true }),
    t('{kw} Q&A'),
    t('헷갈리는 {kw}, 정확히 알려드립니다'),
  ],
  info: [
    t('{kw}, 무엇이 위험할까?'),
    t('{kw} 알아보기'),
    t('{kw}에 대해 알아봅시다'),
    t('{kw} 총정리'),
    t('[카드뉴스] {kw}'),
    t('{kw}, 이렇게 대비하세요', { bare: true }),
    t('놓치기 쉬운 {kw}'),
    t('{kw} 안전 수칙 {n}가지', { bare: true }),
    t('{kw.이} 궁금하다면?'),
    t('모르면 위험한 {kw}'),
    t('{kw} 바로 알기'),
    t('{kw} 실험 영상', { bare: true }),
    t('{kw}, 얼마나 알고 계신가요?'),
    t('[안전 상식] {kw}'),
    t('{kw} 캠페인', { bare: true }),
    t('{year}년 {kw} 안내'),
  ],
  field: [
    t('소방관 24시 | {kw}'),
    t('[현장] {kw}'),
    t('출동! {kw}'),
    t('{kw} 현장 영상', { bare: true }),
    t('긴박했던 {kw} 현장', { bare: true }),
    t('{kw} 생생 영상'),
    t('{kw}, 그날의 기록'),
    t('{kw} 훈련 모습 공개', { bare: true }),
    t('[풀영상] {kw}'),
    t('{kw} 하이라이트'),
    t('카메라에 담긴 {kw}'),
  ],
  story: [
    t('{kw} | 소방관 브이로그'),
    t('[인터뷰] {kw}'),
    t('{kw} 이야기'),
    t('{kw}의 모든 것'),
    t('우리가 몰랐던 {kw}'),
    t('{kw} 브이로그', { bare: true }),
    t('{kw} 다큐멘터리', { bare: true }),
    t('[소방 브이로그] {kw}'),
  ],
  shorts: [t('{kw} #shorts', { short: true }), t('#shorts {kw} 30초 정리', { short: true }), t('{kw} 30초 요약 #shorts', { short: true })],
};

export const ENGLISH_TITLES: Record<TopicKind | 'shorts', readonly TitleTemplate[]> = {
  howto: [
    t('{en} | Fire Safety Tips'),
    t('{en}: What You Need to Know'),
    t('{en} Explained'),
    t('{n} Tips on {en}'),
    t('{en} - {org}'),
    t('A Firefighter Explains {en}'),
    t('{en} (Training Video)'),
    t('Community Safety Series: {en}'),
    t('{en} Basics'),
    t('{en}: Step by Step'),
  ],
  info: [
    t('{en}: What You Need to Know'),
    t('{en} Explained'),
    t('{en} | Safety Briefing'),
    t('Understanding {en}'),
    t('{en} - {org}'),
    t('The Truth About {en}'),
    t('{n} Facts About {en}'),
    t('{en} Awareness Week {year}'),
  ],
  field: [
    t('{en} | On Scene'),
    t('Inside {en}'),
    t('{en}: Training Day'),
    t('Live Drill: {en}'),
    t('{en} - {org}'),
    t('{en} (Full Footage)'),
  ],
  story: [t('{en} | Firehouse Stories'), t('Behind the Scenes: {en}'), t('{en} - {org}'), t('{en}: Our Story')],
  shorts: [t('{en} #shorts', { short: true }), t('Quick Tip: {en} #shorts', { short: true })],
};

/** Optional endings; {org} is filled like in titles. */
export const KOREAN_TITLE_ENDINGS = [' (자막)', ' (수어 통역)', ' (쉬운 말 버전)', ' | 안전교육', ' - {org}', ' (다시 보기)'];

export const KOREAN_INTROS = {
  any: [
    '{org}에서 {kw.을} 알기 쉽게 정리했습니다.',
    '이번 영상에서는 {kw}에 대해 알아봅니다.',
    '{kw}, 평소에 알아 두면 위급한 순간에 큰 도움이 됩니다.',
    '{year}년 {org}에서 제작한 {kw} 영상입니다.',
    '많은 분들이 궁금해하신 {kw.을} 차근차근 설명해 드립니다.',
  ],
  fire: ['소방관이 직접 {kw.을} 설명해 드립니다.', '{org} 대원들이 {kw.을} 시범으로 보여 드립니다.'],
  field: ['{org} 대원들의 {kw} 모습을 담았습니다.', '실제 {kw} 장면을 생생하게 전해 드립니다.'],
  story: ['{kw}, 현장을 지키는 사람들의 이야기를 들어 보세요.', '카메라가 {kw.을} 가까이에서 따라갔습니다.'],
} as const;

export const KOREAN_CLOSINGS = [
  '가족, 친구와 함께 영상을 보며 연습해 보세요.',
  '구독과 좋아요로 더 많은 안전 정보를 받아 보세요.',
  '화재나 응급 상황이 생기면 지체 없이 119에 신고하세요.',
  '안전은 습관입니다. 오늘 배운 내용을 꼭 기억해 주세요.',
  '영상 내용은 {year}년 기준이며, 자세한 사항은 가까운 소방서에 문의해 주세요.',
  '#소방안전 #119 #생활안전',
];

export const ENGLISH_INTROS = [
  'This video from {org} covers {en}.',
  '{org} explains the essentials: {en}.',
  'Part of our community safety series: {en}.',
  'A short guide for families and workplaces: {en}.',
];

export const ENGLISH_CLOSINGS = [
  'Share this video with your family and stay safe.',
  'In an emergency, always call your local emergency number first.',
  'Subscribe for more safety tips and training videos.',
  'Filmed by {org} in {year}.',
];

export const DELETION_REASONS = ['관리자 삭제', '중복 영상', '주제와 관련 없는 영상', '원본 영상 비공개 전환', '저작권 확인 필요'];
