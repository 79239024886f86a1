import { describe, expect, it } from 'vitest';
import { formatKoreanNumber, formatViews } from './index.ts';

describe('formatKoreanNumber', () => {
  it.each([
    // below 1,000: the integer
    [0, '0'],
    [7, '7'],
    [999, '999'],
    // 1,000 – 9,999: whole 천, floored
    [1_000, '1천'],
    [1_999, '1천'],
    [9_999, '9천'],
    // 10,000 – 999,999: 만 with one decimal, floored, '.0' dropped
    [10_000, '1만'],
    [10_999, '1만'],
    [12_345, '1.2만'],
    [12_999, '1.2만'],
    [99_999, '9.9만'],
    [100_000, '10만'],
    [123_456, '12.3만'],
    [999_999, '99.9만'],
    // 1,000,000 – 9,999,999: 백만
    [1_000_000, '1백만'],
    [1_234_567, '1.2백만'],
    [1_500_000, '1.5백만'],
    [2_500_000, '2.5백만'],
    [9_999_999, '9.9백만'],
    // 10,000,000 – 99,999,999: 천만
    [10_000_000, '1천만'],
    [15_000_000, '1.5천만'],
    [99_999_999, '9.9천만'],
    // from 100,000,000: whole 억, floored
    [100_000_000, '1억'],
    [199_999_999, '1억'],
    [335_640_704, '3억'],
    [6_831_313_000, '68억'],
    [1_000_000_000_000, '10,000억'],
  ])('%d → %s', (value, expected) => {
    expect(formatKoreanNumber(value)).toBe(expected);
  });

  it.each([
    [-1, '-1'],
    [-999, '-999'],
    [-1_000, '-1천'],
    [-12_345, '-1.2만'],
    [-6_831_313_000, '-68억'],
    [-0, '0'],
    [-0.5, '0'],
    [12_345.9, '1.2만'],
    [999.9, '999'],
  ])('signs and fractions: %d → %s', (value, expected) => {
    expect(formatKoreanNumber(value)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['12345', '1.2만'],
    [' 6831313000 ', '68억'],
    ['1,234,567', '1.2백만'],
    ['-1000', '-1천'],
    ['1e8', '1억'],
    [12_345n, '1.2만'],
  ])('numeric input %s → %s', (value, expected) => {
    expect(formatKoreanNumber(value)).toBe(expected);
  });

  it.each<[unknown]>([
    [NaN],
    [Infinity],
    [-Infinity],
    [undefined],
    [null],
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    ['0x10'],
    ['1,23'],
    [true],
    [{}],
    [[12345]],
  ])('invalid %j → 0', (value) => {
    expect(formatKoreanNumber(value)).toBe('0');
  });
});

describe('formatViews', () => {
  it.each<[unknown, string]>([
    [0, '조회수 0회'],
    [999, '조회수 999회'],
    [12_345, '조회수 1.2만회'],
    [6_831_313_000, '조회수 68억회'],
    [undefined, '조회수 0회'],
  ])('%j → %s', (value, expected) => {
    expect(formatViews(value)).toBe(expected);
  });
});
