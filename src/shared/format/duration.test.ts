import { describe, expect, it } from 'vitest';
import { durationBucket, formatDuration, formatMinutes, parseIsoDuration } from './index.ts';

describe('parseIsoDuration', () => {
  it.each<[string, number | null]>([
    ['PT45S', 45],
    ['PT3M5S', 185],
    ['PT1H2M3S', 3_723],
    ['PT1H', 3_600],
    ['PT59M59S', 3_599],
    ['P1DT2H', 93_600],
    ['P1D', 86_400],
    ['P0D', 0],
    ['PT0S', 0],
    ['P1W', 604_800],
    ['PT1.5S', 1.5],
    ['pt2m', 120],
    [' PT10S ', 10],
    ['P', null],
    ['PT', null],
    ['P1DT', null],
    ['P1M', null],
    ['P1Y', null],
    ['PT1S2M', null],
    ['1:02:03', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseIsoDuration(text)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0:00'],
    [5, '0:05'],
    [45, '0:45'],
    [59, '0:59'],
    [60, '1:00'],
    [185, '3:05'],
    [599, '9:59'],
    [600, '10:00'],
    [3_599, '59:59'],
    [3_600, '1:00:00'],
    [3_723, '1:02:03'],
    [36_000, '10:00:00'],
    [45.9, '0:45'],
    ['245', '4:05'],
    ['PT45S', '0:45'],
    ['PT3M5S', '3:05'],
    ['PT59M59S', '59:59'],
    ['PT1H2M3S', '1:02:03'],
    ['PT1H', '1:00:00'],
    ['P1DT2H', '26:00:00'],
    ['P0D', '0:00'],
  ])('%j → %s', (input, expected) => {
    expect(formatDuration(input)).toBe(expected);
  });

  it.each<[number | string | null | undefined]>([[-1], [-3_600], [NaN], [Infinity], [null], [undefined], [''], ['abc'], ['PT'], ['P1M']])(
    'invalid %j → 0:00',
    (input) => {
      expect(formatDuration(input)).toBe('0:00');
    },
  );
});

describe('durationBucket', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, 'short'],
    [239, 'short'],
    [239.9, 'short'],
    [240, 'medium'],
    [600, 'medium'],
    [1_200, 'medium'],
    [1_201, 'long'],
    [3_600, 'long'],
    ['PT4M', 'medium'],
    ['PT20M', 'medium'],
    ['PT20M1S', 'long'],
    [-5, 'short'],
    [null, 'short'],
    ['abc', 'short'],
  ])('%j → %s', (input, expected) => {
    expect(durationBucket(input)).toBe(expected);
  });
});

describe('formatMinutes', () => {
  it.each<[unknown, string]>([
    [330, '5.5분'],
    [300, '5분'],
    [60, '1분'],
    [30, '0.5분'],
    [2, '0분'],
    [3, '0.1분'],
    [359, '6분'],
    [356.9, '5.9분'],
    ['330', '5.5분'],
    [74_100, '1,235분'],
    [0, '0분'],
    [-60, '0분'],
    [NaN, '0분'],
    [null, '0분'],
    ['', '0분'],
  ])('%j → %s', (seconds, expected) => {
    expect(formatMinutes(seconds)).toBe(expected);
  });
});
