import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatKoreanDate, formatShortDate, toEpochMs } from './index.ts';
import type { DateInput } from './index.ts';

describe('Korean date formats (Korea time)', () => {
  it.each<[DateInput, string, string, string]>([
    ['2024-03-05T05:05:00Z', '2024년 3월 5일', '24.3.5', '2024년 3월 5일 14:05'],
    ['2024-03-05T14:05:00+09:00', '2024년 3월 5일', '24.3.5', '2024년 3월 5일 14:05'],
    // 15:00 UTC is midnight in Korea: the Korean date is already the next day
    ['2024-03-04T14:59:00Z', '2024년 3월 4일', '24.3.4', '2024년 3월 4일 23:59'],
    ['2024-03-04T15:00:00Z', '2024년 3월 5일', '24.3.5', '2024년 3월 5일 00:00'],
    ['2023-12-31T15:01:00Z', '2024년 1월 1일', '24.1.1', '2024년 1월 1일 00:01'],
    ['2024-12-25T09:30:00-05:00', '2024년 12월 25일', '24.12.25', '2024년 12월 25일 23:30'],
    // zone-less ISO text is Korea time
    ['2024-03-05', '2024년 3월 5일', '24.3.5', '2024년 3월 5일 00:00'],
    ['2024-03-05T14:05', '2024년 3월 5일', '24.3.5', '2024년 3월 5일 14:05'],
    ['2024-03-05 14:05:30.123+09', '2024년 3월 5일', '24.3.5', '2024년 3월 5일 14:05'],
    ['2024-02-29T23:59:59+0900', '2024년 2월 29일', '24.2.29', '2024년 2월 29일 23:59'],
    ['2005-07-09T00:00:00+09:00', '2005년 7월 9일', '05.7.9', '2005년 7월 9일 00:00'],
    [Date.UTC(2024, 2, 5, 5, 5), '2024년 3월 5일', '24.3.5', '2024년 3월 5일 14:05'],
    [new Date(Date.UTC(2024, 2, 5, 5, 5)), '2024년 3월 5일', '24.3.5', '2024년 3월 5일 14:05'],
    ['Tue, 05 Mar 2024 05:05:00 GMT', '2024년 3월 5일', '24.3.5', '2024년 3월 5일 14:05'],
  ])('%j', (input, long, short, dateTime) => {
    expect(formatKoreanDate(input)).toBe(long);
    expect(formatShortDate(input)).toBe(short);
    expect(formatDateTime(input)).toBe(dateTime);
  });

  it.each<[DateInput | null | undefined]>([
    [''],
    ['   '],
    ['not a date'],
    ['2024-02-30'],
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-03-05T24:00'],
    ['2024-03-05T12:60'],
    ['2024-03-05T12:00+25:00'],
    [new Date(NaN)],
    [NaN],
    [Infinity],
    [null],
    [undefined],
  ])('invalid %j → empty text', (input) => {
    expect(formatKoreanDate(input)).toBe('');
    expect(formatShortDate(input)).toBe('');
    expect(formatDateTime(input)).toBe('');
  });
});

describe('independence from the machine time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Seoul', 'Pacific/Kiritimati'])('same output with TZ=%s', (zone) => {
    process.env.TZ = zone;
    expect(toEpochMs('2024-03-05T14:05')).toBe(Date.UTC(2024, 2, 5, 5, 5));
    expect(formatDateTime('2024-03-05T14:05')).toBe('2024년 3월 5일 14:05');
    expect(formatShortDate(Date.UTC(2024, 2, 4, 15, 0))).toBe('24.3.5');
  });
});
