// Number parsing and digit helpers shared by the number formatters.
// Plain arithmetic (BigInt for exact integer division) so server and browser print the same text.

// Plain decimals ('12345', '-1.5', '1e6') or comma-grouped integers ('1,234,567'); no hex, no blanks.
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const GROUPED_NUMBER = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** A finite number from a number, bigint or numeric string; anything else (NaN, '', null, 'abc', true) is null. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (PLAIN_NUMBER.test(text)) return finiteOrNull(Number(text));
  if (GROUPED_NUMBER.test(text)) return finiteOrNull(Number(text.replaceAll(',', '')));
  return null;
}

function finiteOrNull(n: number): number | null {
  return Number.isFinite(n) ? n : null;
}

/** '1234567' → '1,234,567' (groups of three, as the ko-KR locale does). */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Exact decimal digits of a non-negative integer-valued number (no exponent form, even above 1e21). */
export function integerDigits(n: number): string {
  return BigInt(n).toString();
}

/**
 * abs / unit floored to one decimal, '.0' dropped, integer part grouped:
 * (12_345, 10_000) → '1.2'; (10_000, 10_000) → '1'; (999_999, 10_000) → '99.9'.
 * Integer arithmetic, so 1.2 never prints as 1.1999….
 */
export function floorTenths(abs: number, unit: number): string {
  const tenths = (BigInt(Math.trunc(abs)) * 10n) / BigInt(unit);
  const whole = groupDigits((tenths / 10n).toString());
  const decimal = tenths % 10n;
  return decimal === 0n ? whole : `${whole}.${decimal}`;
}

/** A leading '-' for negative values, but never '-0'. */
export function withSign(negative: boolean, text: string): string {
  return negative && text !== '0' ? `-${text}` : text;
}
