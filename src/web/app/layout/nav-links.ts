// Header links (R-SITE-03).
export const NAV_LINKS = [
  { to: '/', label: '홈', end: true },
  { to: '/popular', label: '인기 영상', end: false },
  { to: '/channels', label: '채널', end: false },
  { to: '/keyword-network', label: '키워드 네트워크', end: false },
] as const;
