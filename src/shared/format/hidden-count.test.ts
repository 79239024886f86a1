import { describe, expect, it } from 'vitest';
import { formatGroupedNumber } from './grouped-number.ts';
import { formatHiddenCount } from './hidden-count.ts';

describe('formatHiddenCount', () => {
  it("shows a hidden count as '비공개', never 0", () => {
    expect(formatHiddenCount(null, '명')).toBe('비공개');
    expect(formatHiddenCount(undefined)).toBe('비공개');
  });
  it('formats a known count, 0 included', () => {
    expect(formatHiddenCount(0, '개')).toBe('0개');
    expect(formatHiddenCount(12_345, '명')).toBe('1.2만명');
    expect(formatHiddenCount(12_345, '', formatGroupedNumber)).toBe('12,345');
  });
});
