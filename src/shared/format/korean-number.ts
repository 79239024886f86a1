// Korean-unit numbers (R-FORMAT-01 "Number display (Korean units)").
//
// | value (absolute)           | shown as                   | examples                          |
// |----------------------------|----------------------------|-----------------------------------|
// | ≥ 100,000,000              | whole 억                   | 1억, 68억, 10,000억               |
// | 10,000,000 – 99,999,999    | 천만, one decimal          | 1천만, 1.2천만, 9.9천만            |
// | 1,000,000 – 9,999,999      | 백만, one decimal          | 1백만, 1.2백만, 9.9백만            |
// | 10,000 – 999,999           | 만, one decimal            | 1만, 1.2만, 10만, 99.9만           |
// | 1,000 – 9,999              | whole 천                   | 1천, 9천                          |
// | 0 – 999                    | the integer                | 0, 7, 999                         |
// | invalid / empty            | 0                          | NaN, '', null, 'abc' → 0          |
//
// Every step floors (truncates), never rounds: a count must not be shown larger than it is
// (12,999 views is not yet '1.3만'; 149,999,999 is not yet '2억'), and rounding would push the
// top of a band into texts that belong to the next band: 999,999 → '100만', 9,999,999 →
// '10백만', 99,999,999 → '10천만'. With floor each band's largest value prints '99.9만',
// '9.9백만', '9.9천만'.
// One decimal is dropped when it is .0 ('1만', not '1.0만'). Negative values: '-' + absolute.

import { floorTenths, groupDigits, toFiniteNumber, withSign } from './number-core.ts';

export const EOK = 100_000_000;
export const CHEONMAN = 10_000_000;
export const BAEKMAN = 1_000_000;
export const MAN = 10_000;
export const CHEON = 1_000;

/** Korean units per R-FORMAT-01: 12,345 → '1.2만', 6,831,313,000 → '68억'; invalid → '0'. */
export function formatKoreanNumber(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return '0';
  const abs = Math.trunc(Math.abs(n));
  return withSign(n < 0, koreanUnits(abs));
}

function koreanUnits(abs: number): string {
  if (abs >= EOK) return `${groupDigits((BigInt(abs) / BigInt(EOK)).toString())}억`;
  if (abs >= CHEONMAN) return `${floorTenths(abs, CHEONMAN)}천만`;
  if (abs >= BAEKMAN) return `${floorTenths(abs, BAEKMAN)}백만`;
  if (abs >= MAN) return `${floorTenths(abs, MAN)}만`;
  if (abs >= CHEON) return `${Math.floor(abs / CHEON)}천`;
  return String(abs);
}

/** The video card's view count, 'views N' in Korean: 12,345 → '조회수 1.2만회'. */
export function formatViews(value: unknown): string {
  return `조회수 ${formatKoreanNumber(value)}회`;
}
