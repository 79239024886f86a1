import { describe, expect, it } from 'vitest';
import { countUpValue } from './count-up.ts';

describe('countUpValue', () => {
  it('starts at zero, rises monotonically and ends exactly on the target', () => {
    const values = Array.from({ length: 61 }, (_, step) => countUpValue(56_086, step));
    expect(values[0]).toBe(0);
    expect(values[60]).toBe(56_086);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
  });
});
