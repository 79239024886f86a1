// Count-up animation values (R-HOME-02: 2 s in 60 steps), eased so the last steps slow down.
export const COUNT_UP_DURATION_MS = 2_000;
export const COUNT_UP_STEPS = 60;

/** Value shown at `step` (0…steps) on the way to `target`; exact at the last step. */
export function countUpValue(target: number, step: number, steps = COUNT_UP_STEPS): number {
  if (step >= steps) return target;
  const t = Math.max(0, step) / steps;
  const eased = 1 - (1 - t) ** 3;
  return Math.floor(target * eased);
}
