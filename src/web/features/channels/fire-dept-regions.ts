// Fire headquarters → region (R-CHANNEL-04 "Fire_dept channel names map to regions"), for the card icon.
export interface FireDeptRegion {
  key: string;
  /** Short label drawn in the emblem. */
  label: string;
  color: string;
}

// Order matters: 경기북부 before 경기, the long provincial names before their short forms.
const REGIONS: readonly [RegExp, FireDeptRegion][] = [
  [/소방청|국가|national/i, { key: 'korea', label: '소방청', color: '#b42318' }],
  [/서울/, { key: 'seoul', label: '서울', color: '#1d4ed8' }],
  [/부산/, { key: 'busan', label: '부산', color: '#0369a1' }],
  [/대구/, { key: 'daegu', label: '대구', color: '#7c3aed' }],
  [/인천/, { key: 'incheon', label: '인천', color: '#0e7490' }],
  [/광주/, { key: 'gwangju', label: '광주', color: '#15803d' }],
  [/대전/, { key: 'daejeon', label: '대전', color: '#1e40af' }],
  [/울산/, { key: 'ulsan', label: '울산', color: '#0f766e' }],
  [/세종/, { key: 'sejong', label: '세종', color: '#4338ca' }],
  [/경기(도)?\s*북부/, { key: 'gyeonggi-north', label: '경기북부', color: '#166534' }],
  [/경기/, { key: 'gyeonggi', label: '경기', color: '#15803d' }],
  [/강원/, { key: 'gangwon', label: '강원', color: '#047857' }],
  [/충청북도|충북/, { key: 'chungbuk', label: '충북', color: '#9333ea' }],
  [/충청남도|충남/, { key: 'chungnam', label: '충남', color: '#a21caf' }],
  [/전라북도|전북/, { key: 'jeonbuk', label: '전북', color: '#c2410c' }],
  [/전라남도|전남/, { key: 'jeonnam', label: '전남', color: '#b45309' }],
  [/경상북도|경북/, { key: 'gyeongbuk', label: '경북', color: '#be123c' }],
  [/경상남도|경남/, { key: 'gyeongnam', label: '경남', color: '#9f1239' }],
  [/제주/, { key: 'jeju', label: '제주', color: '#0369a1' }],
];

export function fireDeptRegion(channelName: string): FireDeptRegion | null {
  return REGIONS.find(([pattern]) => pattern.test(channelName))?.[1] ?? null;
}
