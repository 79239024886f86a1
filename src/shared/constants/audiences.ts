// Audience roots (R-API-04 "Audience root"): the ids and Korean names every runtime
// shares (the web adds icons and colours in src/web/lib/audiences.ts; feeds, sitemaps and lesson kits use these).
export const AUDIENCE_TYPES = ['children', 'teenager', 'adult', 'elderly', 'disabled'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

export const AUDIENCE_NAMES: Readonly<Record<AudienceType, { name: string; ageBand: string }>> = {
  children: { name: '어린이', ageBand: '5~12세' },
  teenager: { name: '청소년', ageBand: '13~18세' },
  adult: { name: '성인', ageBand: '19~64세' },
  elderly: { name: '어르신', ageBand: '65세 이상' },
  disabled: { name: '장애인', ageBand: '모든 연령' },
};

export function isAudienceType(value: string | undefined): value is AudienceType {
  return (AUDIENCE_TYPES as readonly string[]).includes(value ?? '');
}
