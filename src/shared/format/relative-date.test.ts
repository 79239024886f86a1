import { describe, expect, it } from 'vitest';
import { formatRelativeDate, kstCalendarDaysBetween } from './index.ts';

/** An instant given as Korean wall-clock time (month 1–12). */
function kst(year: number, month: number, day: number, hour = 12, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour - 9, minute));
}

/** The Korean wall-clock `hour:minute`, `days` calendar days before the Korean date of `now`. */
function daysBefore(now: Date, days: number, hour: number, minute: number): Date {
  const local = new Date(now.getTime() + 9 * 3_600_000);
  return kst(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate() - days, hour, minute);
}

const BANDS: Array<[number, string]> = [
  [0, '오늘'],
  [1, '어제'],
  [2, '2일 전'],
  [6, '6일 전'],
  [7, '1주 전'],
  [13, '1주 전'],
  [14, '2주 전'],
  [29, '4주 전'],
  [30, '1개월 전'],
  [59, '1개월 전'],
  [60, '2개월 전'],
  [364, '12개월 전'],
  [365, '1년 전'],
  [729, '1년 전'],
  [730, '2년 전'],
];

// "now" just after and just before Korean midnight, and the date at either end of its day:
// the band depends only on the Korean calendar day, not on elapsed hours.
const NOWS = [kst(2024, 3, 5, 0, 1), kst(2024, 3, 5, 23, 59)];
const TIMES: Array<[number, number]> = [
  [0, 1],
  [23, 59],
];
const CASES = NOWS.flatMap((now) =>
  TIMES.flatMap(([hour, minute]) => BANDS.map(([days, text]) => [days, hour, minute, now.toISOString(), text] as const)),
);

describe('formatRelativeDate', () => {
  it.each(CASES)('%i days earlier at %i:%i KST, now %s → %s', (days, hour, minute, nowIso, expected) => {
    const now = new Date(nowIso);
    const date = daysBefore(now, days, hour, minute);
    expect(kstCalendarDaysBetween(date, now)).toBe(days);
    expect(formatRelativeDate(date, now)).toBe(expected);
  });

  it.each<[string, string, string]>([
    // two minutes apart across Korean midnight is already yesterday
    ['2024-03-04T23:59:00+09:00', '2024-03-05T00:01:00+09:00', '어제'],
    // 23 hours apart inside one Korean day is still today
    ['2024-03-05T00:30:00+09:00', '2024-03-05T23:30:00+09:00', '오늘'],
    // same instants seen from UTC: 14:59Z and 15:01Z straddle Korean midnight
    ['2024-03-04T14:59:00Z', '2024-03-04T15:01:00Z', '어제'],
    // a UTC date change that is not a Korean one
    ['2024-03-04T23:59:00Z', '2024-03-05T00:01:00Z', '오늘'],
    // across a leap day and a year end
    ['2024-02-28T12:00:00+09:00', '2024-03-01T12:00:00+09:00', '2일 전'],
    ['2023-12-31T23:59:00+09:00', '2024-01-01T00:00:00+09:00', '어제'],
    // date-only text is a Korean calendar date
    ['2024-03-04', '2024-03-05T00:01:00+09:00', '어제'],
    // the future counts as today
    ['2024-03-06T12:00:00+09:00', '2024-03-05T12:00:00+09:00', '오늘'],
    ['2030-01-01', '2024-03-05T12:00:00+09:00', '오늘'],
  ])('%s relative to %s → %s', (date, now, expected) => {
    expect(formatRelativeDate(date, now)).toBe(expected);
  });

  it('accepts epoch milliseconds and defaults now to the current time', () => {
    const now = Date.now();
    expect(formatRelativeDate(now)).toBe('오늘');
    expect(formatRelativeDate(now - 3 * 86_400_000 - 1, now)).toBe('3일 전');
  });

  it.each<[unknown, unknown]>([
    ['', '2024-03-05'],
    ['not a date', '2024-03-05'],
    [new Date(NaN), '2024-03-05'],
    [NaN, '2024-03-05'],
    ['2024-03-05', 'garbage'],
  ])('invalid (%j, %j) → empty text', (date, now) => {
    expect(formatRelativeDate(date as Date, now as Date)).toBe('');
  });
});
