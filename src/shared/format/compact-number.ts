// K/M/B numbers (R-FORMAT-02 "Some views show K/M"), e.g. channel cards on mobile.
// Like the Korean units, each step floors to one decimal ('.0' dropped) so 999,999 reads
// '999.9K', never '1000K' or a rounded-up figure.

import { floorTenths, toFiniteNumber, withSign } from './number-core.ts';

const COMPACT_UNITS: ReadonlyArray<readonly [number, string]> = [
  [1_000_000_000, 'B'],
  [1_000_000, 'M'],
  [1_000, 'K'],
];

/** 1234 → '1.2K', 3_456_789 → '3.4M', 1_100_000_000 → '1.1B', 999 → '999'; invalid → '0'. */
export function formatCompactNumber(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return '0';
  const abs = Math.trunc(Math.abs(n));
  for (const [unit, suffix] of COMPACT_UNITS) {
    if (abs >= unit) return withSign(n < 0, `${floorTenths(abs, unit)}${suffix}`);
  }
  return withSign(n < 0, String(abs));
}
