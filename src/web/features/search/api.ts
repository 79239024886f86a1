// Search results (videos, keywords, categories, matched and related terms).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCatalogue } from '../../../shared/api/endpoints.ts';
import type { SearchResponse } from '../../../shared/api/search.ts';
import { callPublic } from '../../api/public-client.ts';
import { searchApiParams, type SearchState } from '../../../shared/url/search-params.ts';

/** Shared with the route loader, which starts the request while the page's code is still loading. */
export function searchQueryOptions(state: SearchState, limit?: number) {
  const params = { ...searchApiParams(state), limit };
  return {
    queryKey: ['search', params] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => callPublic(searchCatalogue, { query: params }, signal) as Promise<SearchResponse>,
  };
}

export function useSearch(state: SearchState, options: { limit?: number; keepPrevious?: boolean } = {}) {
  return useQuery<SearchResponse>({
    ...searchQueryOptions(state, options.limit),
    enabled: state.q.length > 0,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
