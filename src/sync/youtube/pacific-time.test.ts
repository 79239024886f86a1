import { describe, expect, it } from 'vitest';
import { nextPacificMidnight, pacificDay } from './pacific-time.ts';

const next = (iso: string): string => nextPacificMidnight(new Date(iso)).toISOString();

describe('nextPacificMidnight', () => {
  it.each([
    // winter (PST, UTC−8)
    ['2025-01-15T12:00:00Z', '2025-01-16T08:00:00.000Z'],
    ['2025-01-15T07:59:59Z', '2025-01-15T08:00:00.000Z'],
    // exactly midnight → the following midnight
    ['2025-01-15T08:00:00Z', '2025-01-16T08:00:00.000Z'],
    // summer (PDT, UTC−7)
    ['2025-07-04T20:00:00Z', '2025-07-05T07:00:00.000Z'],
    // spring forward on 2025-03-09 02:00: the day before ends at a PST midnight, that day at a PDT one
    ['2025-03-08T20:00:00Z', '2025-03-09T08:00:00.000Z'],
    ['2025-03-09T08:00:00Z', '2025-03-10T07:00:00.000Z'],
    ['2025-03-09T10:30:00Z', '2025-03-10T07:00:00.000Z'],
    // fall back on 2025-11-02 02:00: the 25-hour day
    ['2025-11-01T20:00:00Z', '2025-11-02T07:00:00.000Z'],
    ['2025-11-02T07:00:00Z', '2025-11-03T08:00:00.000Z'],
    ['2025-11-02T09:30:00Z', '2025-11-03T08:00:00.000Z'],
    // year and leap-day roll-over
    ['2025-12-31T23:00:00Z', '2026-01-01T08:00:00.000Z'],
    ['2024-02-28T20:00:00Z', '2024-02-29T08:00:00.000Z'],
  ])('%s → %s', (now, expected) => {
    expect(next(now)).toBe(expected);
  });

  it('is always strictly later and at most 25 hours away', () => {
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 3_600_000 * 7 + 61_000) {
      const gap = nextPacificMidnight(new Date(t)).getTime() - t;
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(25 * 3_600_000);
    }
  });
});

describe('pacificDay', () => {
  it('names the Pacific calendar day', () => {
    expect(pacificDay(new Date('2025-03-09T07:59:59Z'))).toBe('2025-03-08');
    expect(pacificDay(new Date('2025-03-09T08:00:00Z'))).toBe('2025-03-09');
  });
});
