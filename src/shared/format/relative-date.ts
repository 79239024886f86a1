// Relative dates (R-FORMAT-04): today, yesterday, days, weeks, months, years ago.
// Counted in whole Korean calendar days, so 23:59 and 00:01 KST the next morning are '어제'
// even though only two minutes passed, and the answer is the same on server and browser.

import { kstDayNumber, toEpochMs } from './date-input.ts';
import type { DateInput } from './date-input.ts';

/** Whole Korean calendar days from `date` to `now` (negative when `date` is in the future); null if either is invalid. */
export function kstCalendarDaysBetween(date: DateInput, now: DateInput): number | null {
  const then = toEpochMs(date);
  const current = toEpochMs(now);
  if (then === null || current === null) return null;
  return kstDayNumber(current) - kstDayNumber(then);
}

/**
 * | days (KST calendar) | text        |
 * |---------------------|-------------|
 * | ≤ 0 (incl. future)  | 오늘        |
 * | 1                   | 어제        |
 * | 2–6                 | N일 전      |
 * | 7–29                | N주 전  (floor(days / 7))   |
 * | 30–364              | N개월 전 (floor(days / 30)) |
 * | ≥ 365               | N년 전  (floor(days / 365)) |
 * Invalid date → ''.
 */
export function formatRelativeDate(date: DateInput, now: DateInput = new Date()): string {
  const days = kstCalendarDaysBetween(date, now);
  if (days === null) return '';
  if (days <= 0) return '오늘';
  if (days === 1) return '어제';
  if (days < 7) return `${days}일 전`;
  if (days < 30) return `${Math.floor(days / 7)}주 전`;
  if (days < 365) return `${Math.floor(days / 30)}개월 전`;
  return `${Math.floor(days / 365)}년 전`;
}
