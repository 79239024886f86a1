// Value-axis ticks that read true. R-FORMAT-02's Korean units floor every figure ('whole 억'), which is right
// for a count on a card but wrong on an axis: evenly spaced ticks at 1.5억 and 4.5억 were labelled '1억'
// and '4억'. Here the ticks are nice steps (1, 2 or 5 × 10ⁿ) and each label is the tick's exact value in
// Korean units: 0 · 5,000만 · 1억 · 1.5억 · 2억.

import { groupDigits } from '../../../shared/format/number-core.ts';

const JO = 1_000_000_000_000;
const EOK = 100_000_000;
const MAN = 10_000;
const NICE_STEPS = [1, 2, 5, 10];

/**
 * Evenly spaced ticks from 0 to at least `max`, each a multiple of a 1/2/5 × 10ⁿ step: the step whose
 * tick count comes nearest `target` without passing `target + 1`.
 */
export function niceAxisTicks(max: number, target = 5): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const intervals = Math.max(1, target - 1);
  const magnitude = 10 ** Math.floor(Math.log10(max / intervals));
  let best = { step: 0, count: 0, miss: Infinity };
  for (const step of NICE_STEPS.map((m) => m * magnitude)) {
    const count = Math.ceil(max / step - 1e-9);
    const miss = Math.abs(count - intervals);
    if (count <= target && miss < best.miss) best = { step, count, miss };
  }
  // Multiplying (not adding) keeps 0.1-steps free of 0.30000000000000004.
  return Array.from({ length: best.count + 1 }, (_, i) => roundOff(i * best.step));
}

/** An axis label that says exactly the tick's value: 150000000 → '1.5억', 50000000 → '5,000만', 2.5 → '2.5'. */
export function formatAxisTick(value: number): string {
  if (!Number.isFinite(value) || value === 0) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= JO) return `${sign}${exact(abs / JO)}조`;
  if (abs >= EOK) return `${sign}${exact(abs / EOK)}억`;
  if (abs >= MAN) return `${sign}${exact(abs / MAN)}만`;
  return `${sign}${exact(abs)}`;
}

/** Up to four decimals, digits grouped by three (by hand, like shared/format: no Intl locale data to load). */
function exact(n: number): string {
  const [whole, fraction = ''] = roundOff(n).toFixed(4).split('.');
  const decimals = fraction.replace(/0+$/, '');
  return `${groupDigits(whole!)}${decimals ? `.${decimals}` : ''}`;
}

/** Drops binary noise (0.1 × 3) without touching any digit a tick can have. */
function roundOff(n: number): number {
  return Number(n.toPrecision(12));
}
