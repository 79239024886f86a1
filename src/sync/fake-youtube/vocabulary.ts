// Words for the fake YouTube's titles, descriptions and tags: fire-safety topics in Korean.

import { DOMESTIC_CHANNELS, FIRE_DEPT_CHANNELS, FIRE_STATION_CHANNELS, INTERNATIONAL_CHANNELS } from '../../db/seed/channels-data.ts';

export const CHANNEL_SEEDS = [...FIRE_DEPT_CHANNELS, ...FIRE_STATION_CHANNELS, ...DOMESTIC_CHANNELS, ...INTERNATIONAL_CHANNELS];

export const TOPICS: readonly { name: string; tags: readonly string[] }[] = [
  { name: '소화기 사용법', tags: ['소화기', '초기진화'] },
  { name: '옥내소화전 사용법', tags: ['소화전', '초기진화'] },
  { name: '심폐소생술(CPR)', tags: ['심폐소생술', 'CPR', '응급처치'] },
  { name: '자동심장충격기(AED) 사용법', tags: ['AED', '응급처치'] },
  { name: '화재 시 대피 요령', tags: ['대피', '화재'] },
  { name: '119 신고 요령', tags: ['119', '신고'] },
  { name: '주택용 소방시설 설치', tags: ['주택용소방시설', '단독경보형감지기'] },
  { name: '전기화재 예방', tags: ['전기화재', '멀티탭'] },
  { name: '가스 누출 대처법', tags: ['가스', 'LPG'] },
  { name: '겨울철 화재 예방', tags: ['겨울철', '난방기구'] },
  { name: '여름철 물놀이 안전', tags: ['물놀이', '수난사고'] },
  { name: '지진 대피 요령', tags: ['지진', '재난대비'] },
  { name: '산불 예방 수칙', tags: ['산불', '입산'] },
  { name: '차량 화재 대처', tags: ['차량화재', '차량용소화기'] },
  { name: '하임리히법', tags: ['하임리히법', '기도폐쇄'] },
  { name: '완강기 사용법', tags: ['완강기', '피난기구'] },
  { name: '비상구 안전 점검', tags: ['비상구', '피난'] },
  { name: '리튬 배터리 화재', tags: ['배터리', '전기차'] },
  { name: '캠핑장 화재·일산화탄소 안전', tags: ['캠핑', '일산화탄소'] },
  { name: '고층 건물 화재 대피', tags: ['고층건물', '피난'] },
];

export const FORMATS: readonly string[] = [
  '따라 하기',
  '총정리',
  '1분 요약',
  '실제 상황 재연',
  'Q&A',
  '현장 브리핑',
  '교육 영상',
  '"꼭 알아두세요"',
  '어린이 안전교육',
  '소방관이 알려드립니다',
  '<실험> 결과는?',
  '#shorts',
];

export const SENTENCES: readonly string[] = [
  '위급 상황에서는 침착하게 119에 신고하세요.',
  '평소에 대피 경로를 가족과 함께 확인해 두면 좋습니다.',
  '소화기는 눈에 잘 띄는 곳에 두고 압력계를 주기적으로 확인하세요.',
  '불이 나면 "불이야!" 하고 크게 외쳐 주변에 알리세요.',
  '연기가 많을 때는 젖은 수건으로 코와 입을 막고 낮은 자세로 이동하세요.',
  '구독과 좋아요는 안전 정보를 더 많은 분께 전하는 데 큰 힘이 됩니다.',
];
