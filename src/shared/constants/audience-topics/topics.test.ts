import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '../catalogue.ts';
import { TOPICS_BY_AUDIENCE } from './index.ts';

describe('audience safety topics', () => {
  it('has the spec counts per audience', () => {
    const counts = Object.fromEntries(Object.entries(TOPICS_BY_AUDIENCE).map(([k, v]) => [k, v.length]));
    expect(counts).toEqual({ children: 24, teenager: 18, adult: 19, elderly: 16, disabled: 19 });
  });

  it('has unique ids, searchable keywords and priorities 1–3', () => {
    const all = Object.values(TOPICS_BY_AUDIENCE).flat();
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of all) {
      expect([...t.searchKeyword.trim()].length).toBeGreaterThan(1);
      expect([...t.searchKeyword].length).toBeLessThanOrEqual(SEARCH_QUERY_MAX);
      expect([1, 2, 3]).toContain(t.priority);
      expect(t.description.length).toBeGreaterThan(10);
    }
  });
});
