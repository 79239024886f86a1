import { describe, expect, it } from 'vitest';
import { readEnum, readInt, readText, withParams } from './url-params.ts';

const p = (text: string) => new URLSearchParams(text);

describe('url params', () => {
  it('reads enums and integers with fallbacks', () => {
    expect(readEnum(p('period=week'), 'period', ['all', 'week'] as const, 'all')).toBe('week');
    expect(readEnum(p('period=decade'), 'period', ['all', 'week'] as const, 'all')).toBe('all');
    expect(readInt(p('page=3'), 'page', 1)).toBe(3);
    expect(readInt(p('page=0'), 'page', 1)).toBe(1);
    expect(readInt(p('page=2.5'), 'page', 1)).toBe(1);
    expect(readInt(p('page=abc'), 'page', 1)).toBe(1);
    expect(readText(p('q=%20%EC%86%8C%ED%99%94%EA%B8%B0%20'), 'q')).toBe('소화기');
  });

  it('omits defaults and empty values, and resets the page on filter changes', () => {
    const next = withParams(
      p('q=화재&page=4&period=week'),
      { period: 'all', sortBy: 'view_count' },
      { period: 'all' },
      { resetPage: true },
    );
    expect(next.toString()).toBe(new URLSearchParams('q=화재&sortBy=view_count').toString());
    expect(withParams(p('page=2'), { page: 1 }, { page: 1 }).toString()).toBe('');
    expect(withParams(p('a=1'), { a: null, b: '' }).toString()).toBe('');
  });
});
