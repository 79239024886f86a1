import { describe, expect, it } from 'vitest';
import type { Keyword } from '../../../shared/api/keywords.ts';
import { groupByCategory, keywordRadius } from './network-model.ts';

const kw = (id: number, categories: { id: number; name: string; slug: string }[]) =>
  ({ id, slug: `k${id}`, keyword: `키워드${id}`, total_videos: id, categories }) as unknown as Keyword;

describe('keyword network model', () => {
  it('groups keywords under their first category, largest group first', () => {
    const a = { id: 1, name: '소화기', slug: 'a' };
    const b = { id: 2, name: '대피', slug: 'b' };
    const groups = groupByCategory([kw(1, [a]), kw(2, [b, a]), kw(3, [b]), kw(4, [])]);
    expect(groups.map((g) => [g.name, g.keywords.map((k) => k.id)])).toEqual([
      ['대피', [2, 3]],
      ['소화기', [1]],
    ]);
  });

  it('sizes nodes by video count between 8 and 26', () => {
    expect(keywordRadius(0, 100)).toBe(8);
    expect(keywordRadius(100, 100)).toBe(26);
    expect(keywordRadius(25, 100)).toBe(17);
    expect(keywordRadius(5, 0)).toBe(8);
  });
});
