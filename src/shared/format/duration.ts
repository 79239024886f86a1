// Video durations (R-FORMAT-03): 'm:ss' under an hour, 'h:mm:ss' from an hour; filter buckets.

import { groupDigits, integerDigits, toFiniteNumber } from './number-core.ts';

/** Duration filter edges (R-SEARCH-05): short < 240 s, medium 240–1200 s inclusive, long > 1200 s. */
export const SHORT_DURATION_LIMIT_SECONDS = 240;
export const LONG_DURATION_LIMIT_SECONDS = 1200;

export type DurationBucket = 'short' | 'medium' | 'long';

// The video platform's ISO-8601 form: weeks/days and a time part; years and months are refused
// because their length in seconds is not fixed. Only the seconds may carry a fraction.
const ISO_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

/** 'PT1H2M3S' → 3723, 'P1DT2H' → 93600, 'P0D' → 0; anything else (incl. 'P', 'PT', 'P1M') → null. */
export function parseIsoDuration(text: string): number | null {
  if (typeof text !== 'string') return null;
  const source = text.trim().toUpperCase();
  const match = ISO_DURATION.exec(source);
  if (!match) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  if ([weeks, days, hours, minutes, seconds].every((part) => part === undefined)) return null;
  if (source.includes('T') && [hours, minutes, seconds].every((part) => part === undefined)) return null;
  const num = (part: string | undefined): number => (part === undefined ? 0 : Number(part.replace(',', '.')));
  return num(weeks) * 604_800 + num(days) * 86_400 + num(hours) * 3_600 + num(minutes) * 60 + num(seconds);
}

/** Seconds from a number, a numeric string ('245') or an ISO-8601 duration; invalid or negative → null. */
export function toDurationSeconds(input: number | string | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const seconds = toFiniteNumber(input) ?? (typeof input === 'string' ? parseIsoDuration(input) : null);
  if (seconds === null || seconds < 0) return null;
  return Math.floor(seconds);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 45 → '0:45', 185 → '3:05', 3723 or 'PT1H2M3S' → '1:02:03', 'P1DT2H' → '26:00:00'; invalid/negative/empty → '0:00'. */
export function formatDuration(input: number | string | null | undefined): string {
  const total = toDurationSeconds(input) ?? 0;
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(seconds)}` : `${minutes}:${pad2(seconds)}`;
}

/** Filter bucket for a duration in seconds (or ISO text); invalid input counts as 0 s, i.e. 'short'. */
export function durationBucket(seconds: number | string | null | undefined): DurationBucket {
  const total = toDurationSeconds(seconds) ?? 0;
  if (total < SHORT_DURATION_LIMIT_SECONDS) return 'short';
  if (total <= LONG_DURATION_LIMIT_SECONDS) return 'medium';
  return 'long';
}

/**
 * Average duration in minutes for summary cards: 330 → '5.5분', 300 → '5분'; invalid/negative → '0분'.
 * Rounded (not floored) to one decimal: an average is a statistic, not a count crossing a unit edge.
 */
export function formatMinutes(seconds: unknown): string {
  const n = toFiniteNumber(seconds);
  if (n === null || n <= 0) return '0분';
  const tenths = Math.round(n / 6); // tenths of a minute
  const whole = groupDigits(integerDigits(Math.floor(tenths / 10)));
  const decimal = tenths % 10;
  return decimal === 0 ? `${whole}분` : `${whole}.${decimal}분`;
}
