// Statistics cache (R-HOME-03): localStorage `ydvp_statistics` with stats, timestamp and last-updated date;
// ignored after 1 hour. No invented defaults (R-HOME-03): without data the cards show a placeholder.
import type { Statistics } from '../../api/statistics.ts';

export const STATISTICS_CACHE_KEY = 'ydvp_statistics';
export const STATISTICS_CACHE_MS = 3_600_000;

export interface CachedStatistics {
  stats: Statistics;
  timestamp: number;
  lastUpdated: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readCachedStatistics(now = Date.now(), store: StorageLike | null = storage()): CachedStatistics | null {
  try {
    const raw = store?.getItem(STATISTICS_CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CachedStatistics>;
    if (!parsed.stats || typeof parsed.timestamp !== 'number' || typeof parsed.stats.totalVideos !== 'number') return null;
    if (now - parsed.timestamp > STATISTICS_CACHE_MS || parsed.timestamp > now + 60_000) return null;
    return parsed as CachedStatistics;
  } catch {
    return null; // R-HOME-03: cache read failures are ignored.
  }
}

export function writeCachedStatistics(stats: Statistics, now = Date.now(), store: StorageLike | null = storage()): void {
  try {
    const entry: CachedStatistics = { stats, timestamp: now, lastUpdated: new Date(now).toISOString() };
    store?.setItem(STATISTICS_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Quota or private mode: the next visit fetches again.
  }
}

export function clearCachedStatistics(store: StorageLike | null = storage()): void {
  try {
    store?.removeItem(STATISTICS_CACHE_KEY);
  } catch {
    // ignored
  }
}
