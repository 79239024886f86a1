import { describe, expect, it } from 'vitest';
import { formatCount, formatGroupedNumber, toFiniteNumber } from './index.ts';

describe('formatGroupedNumber', () => {
  it.each<[unknown, string]>([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [56_086, '56,086'],
    [1_234_567, '1,234,567'],
    [6_831_313_000, '6,831,313,000'],
    [-1_234_567, '-1,234,567'],
    [1_234.4, '1,234'],
    [1_234.5, '1,235'],
    [-0.4, '0'],
    [1e21, '1,000,000,000,000,000,000,000'],
    ['335640704', '335,640,704'],
    ['1,234', '1,234'],
    [NaN, '0'],
    [null, '0'],
    [undefined, '0'],
    ['', '0'],
    ['n/a', '0'],
  ])('%j → %s', (value, expected) => {
    expect(formatGroupedNumber(value)).toBe(expected);
  });

  it('matches Intl ko-KR grouping for integers (when this runtime has ko-KR data)', () => {
    const intl = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
    if (intl.resolvedOptions().locale !== 'ko-KR') return; // small-icu: nothing to compare with
    for (const value of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 56_086, 6_831_313_000, -98_765_432]) {
      expect(formatGroupedNumber(value)).toBe(intl.format(value));
    }
  });
});

describe('formatCount', () => {
  it.each<[unknown, string, string]>([
    [1_234, '개', '1,234개'],
    [56_086, '편', '56,086편'],
    [156, '개 채널', '156개 채널'],
    [null, '개', '0개'],
  ])('(%j, %s) → %s', (value, unit, expected) => {
    expect(formatCount(value, unit)).toBe(expected);
  });
});

describe('toFiniteNumber', () => {
  it.each<[unknown, number | null]>([
    [12, 12],
    ['12', 12],
    [' -1.5 ', -1.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['1,234,567.5', 1_234_567.5],
    [5n, 5],
    ['1e999', null],
    ['0x1F', null],
    ['1 000', null],
    ['12,34', null],
    [false, null],
    [NaN, null],
  ])('%s → %s', (value, expected) => {
    expect(toFiniteNumber(value)).toBe(expected);
  });
});
