// /accessible: videos with an accessible version, by topic (issue 22).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAccessibleVideos } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import type { LifeStage } from '../../shared/constants/life-stages.ts';
import type { AccessFilter } from '../../shared/constants/versions.ts';
import { callPublic } from './public-client.ts';

export type AccessibleData = RouteResponse<typeof listAccessibleVideos>['data'];

export function useAccessibleVideos(q: {
  access: readonly AccessFilter[];
  lifeStage: readonly LifeStage[];
  category?: string;
  page: number;
}) {
  const query = {
    access: q.access.length ? q.access.join(',') : undefined,
    lifeStage: q.lifeStage.length ? q.lifeStage.join(',') : undefined,
    category: q.category || undefined,
    page: q.page > 1 ? q.page : undefined,
    limit: q.category ? 24 : 8,
  };
  return useQuery<AccessibleData>({
    queryKey: ['accessible', query],
    queryFn: ({ signal }) => callPublic(listAccessibleVideos, { query }, signal).then((body) => body.data as AccessibleData),
    placeholderData: keepPreviousData,
  });
}
