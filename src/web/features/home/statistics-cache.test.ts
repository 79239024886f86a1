import { describe, expect, it } from 'vitest';
import { STATISTICS_CACHE_KEY, readCachedStatistics, writeCachedStatistics } from './statistics-cache.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const stats = { totalVideos: 10, totalChannels: 2, totalViews: 300, totalLikes: 4, totalKeywords: 5, totalCategories: 6, updatedAt: null };

describe('statistics cache', () => {
  it('returns what was written within the hour and nothing after it', () => {
    const store = memoryStore();
    writeCachedStatistics(stats, 1_000, store);
    expect(readCachedStatistics(1_000 + 3_599_000, store)?.stats).toEqual(stats);
    expect(readCachedStatistics(1_000 + 3_600_001, store)).toBeNull();
  });

  it('ignores broken entries', () => {
    const store = memoryStore();
    store.setItem(STATISTICS_CACHE_KEY, '{not json');
    expect(readCachedStatistics(0, store)).toBeNull();
    store.setItem(STATISTICS_CACHE_KEY, JSON.stringify({ stats: {}, timestamp: 0 }));
    expect(readCachedStatistics(0, store)).toBeNull();
  });
});
