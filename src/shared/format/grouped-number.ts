// Full numbers with thousands separators (R-FORMAT-02 "Full grouped numbers use the Korean locale").
// Written by hand rather than Intl('ko-KR'): identical output wherever the ICU data is missing
// or differs (small-icu Node builds, older browsers). ko-KR grouping is ',' every three digits.

import { groupDigits, integerDigits, toFiniteNumber, withSign } from './number-core.ts';

/**
 * 1234567 → '1,234,567'; numeric strings accepted; invalid → '0'.
 * Fractions are rounded to the nearest integer (half away from zero): these are counts.
 */
export function formatGroupedNumber(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return '0';
  const abs = Math.round(Math.abs(n));
  return withSign(n < 0, groupDigits(integerDigits(abs)));
}

/** A grouped number followed by a Korean counter: (1234, '개') → '1,234개', (56086, '편') → '56,086편'. */
export function formatCount(value: unknown, unit: string): string {
  return `${formatGroupedNumber(value)}${unit}`;
}
