import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKoreanNumber } from '../../../shared/format/index.ts';
import { formatAxisTick, niceAxisTicks } from './korean-axis.ts';

/** Reads a label back: '1.5억' → 150000000, '5,000만' → 50000000. */
function parseLabel(label: string): number {
  const match = /^(-?)([\d,]+(?:\.\d+)?)(조|억|만)?$/.exec(label);
  if (!match) throw new Error(`not a Korean axis label: ${label}`);
  const unit = { 조: 1e12, 억: 1e8, 만: 1e4, '': 1 }[match[3] ?? '']!;
  return ((match[1] ? -1 : 1) * Math.round(Number(match[2]!.replaceAll(',', '')) * unit * 1e4)) / 1e4;
}

describe('channel analytics value axis', () => {
  it('labels the ticks of a 0–6억 axis truly (was 0, 1억, 3억, 4억, 6억)', () => {
    // What the axis showed: Recharts' ticks through the floored display format.
    expect([0, 1.5e8, 3e8, 4.5e8, 6e8].map(formatKoreanNumber)).toEqual(['0', '1억', '3억', '4억', '6억']);
    const ticks = niceAxisTicks(580_000_000);
    const labels = ticks.map(formatAxisTick);
    expect(labels).toEqual(['0', '2억', '4억', '6억']);
    expect(niceAxisTicks(130_000_000).map(formatAxisTick)).toEqual(['0', '5,000만', '1억', '1.5억']);
    expect(formatAxisTick(150_000_000)).toBe('1.5억');
    expect(formatAxisTick(450_000_000)).toBe('4.5억');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('formats small, fractional and huge ticks exactly', () => {
    expect(niceAxisTicks(9).map(formatAxisTick)).toEqual(['0', '2', '4', '6', '8', '10']);
    expect(niceAxisTicks(0.7).map(formatAxisTick)).toEqual(['0', '0.2', '0.4', '0.6', '0.8']);
    expect(niceAxisTicks(14_500).map(formatAxisTick)).toEqual(['0', '5,000', '1만', '1.5만']);
    expect(formatAxisTick(68_0000_0000)).toBe('68억');
    expect(formatAxisTick(2.5e12)).toBe('2.5조');
    expect(niceAxisTicks(0)).toEqual([0, 1]);
  });

  it('for any data maximum: evenly spaced 1/2/5×10ⁿ ticks from 0 past the maximum, every label reading its exact value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 5e13, noNaN: true }), fc.integer({ min: 3, max: 8 }), (max, target) => {
        const ticks = niceAxisTicks(max, target);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(target + 1);
        const step = ticks[1]! - ticks[0]!;
        const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));
        expect([1, 2, 5]).toContain(mantissa);
        for (const [i, tick] of ticks.entries()) {
          expect(tick).toBeCloseTo(i * step, 6);
          const read = parseLabel(formatAxisTick(tick));
          expect(Math.abs(read - tick)).toBeLessThanOrEqual(Math.abs(tick) * 1e-9);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
