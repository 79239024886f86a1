import { describe, expect, it } from 'vitest';
import { formatTimeLeft, idlePhase } from './idle.ts';

const min = 60_000;

describe('idle rules', () => {
  it('warns from 25 minutes and signs out from 30', () => {
    expect(idlePhase(0)).toBe('active');
    expect(idlePhase(25 * min - 1)).toBe('active');
    expect(idlePhase(25 * min)).toBe('warning');
    expect(idlePhase(30 * min - 1)).toBe('warning');
    expect(idlePhase(30 * min)).toBe('expired');
  });

  it('says the time left in Korean', () => {
    expect(formatTimeLeft(5 * min)).toBe('5분');
    expect(formatTimeLeft(4 * min + 32_000)).toBe('4분 32초');
    expect(formatTimeLeft(8_200)).toBe('9초');
    expect(formatTimeLeft(-5)).toBe('0초');
  });
});
