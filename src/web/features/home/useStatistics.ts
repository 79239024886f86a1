// Statistics from the 1-hour cache when fresh, else from /api/statistics (then cached).
import { useQuery } from '@tanstack/react-query';
import { fetchStatistics } from '../../api/statistics.ts';
import { STATISTICS_CACHE_MS, readCachedStatistics, writeCachedStatistics } from './statistics-cache.ts';

export function useStatistics() {
  return useQuery({
    queryKey: ['statistics'],
    queryFn: async ({ signal }) => {
      const stats = await fetchStatistics(signal);
      writeCachedStatistics(stats);
      return stats;
    },
    initialData: () => readCachedStatistics()?.stats,
    initialDataUpdatedAt: () => readCachedStatistics()?.timestamp,
    staleTime: STATISTICS_CACHE_MS,
  });
}
