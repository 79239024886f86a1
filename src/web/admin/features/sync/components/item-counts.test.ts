import { describe, expect, it } from 'vitest';
import { itemCountsText } from './item-counts.ts';

describe('itemCountsText', () => {
  it('says how many of the items failed', () => {
    expect(itemCountsText({ succeeded: 6, failed: 141, skipped: 0 }, '채널')).toBe('채널 147개 중 성공 6 · 실패 141');
    expect(itemCountsText({ succeeded: 1_200, failed: 0, skipped: 3 }, '묶음')).toBe('묶음 1,203개 중 성공 1,200 · 실패 0 · 건너뜀 3');
  });

  it('is empty for a job with no items yet', () => {
    expect(itemCountsText({ succeeded: 0, failed: 0, skipped: 0 }, '채널')).toBe('');
  });
});
