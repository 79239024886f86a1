// Route loaders that only start the page's first API requests, in parallel with its lazy chunk
// (they return at once: the page shows its own loading state and reads the same query cache).
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { keywordDetailOptions, keywordVideosOptions } from '../api/keywords.ts';
import { readKeywordParams } from '../../shared/url/keyword-params.ts';
import { searchQueryOptions } from '../features/search/api.ts';
import { readSearchState } from '../../shared/url/search-params.ts';

export function searchLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const state = readSearchState(new URL(request.url).searchParams);
    if (state.q) void queryClient.prefetchQuery(searchQueryOptions(state));
    return null;
  };
}

export function keywordLoader(queryClient: QueryClient) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const { filters } = readKeywordParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(keywordDetailOptions(slug));
    void queryClient.prefetchQuery(keywordVideosOptions(slug, filters));
    return null;
  };
}
