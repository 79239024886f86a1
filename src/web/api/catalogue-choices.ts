// Public catalogue lists the admin pages choose from: channels and keywords for a sync, keyword suggestions for a
// curation decision, one video id for the API test page. Under ['admin'] like the rest of the admin data.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Keyword, SuggestionSchema } from '../../shared/api/keywords.ts';
import { listChannels, listKeywords, listVideos, suggestKeywords } from '../../shared/api/endpoints.ts';
import { ADMIN_QUERY_KEY } from './admin-client.ts';
import { callPublic } from './public-client.ts';

export type KeywordSuggestion = z.infer<typeof SuggestionSchema>;

const KEY = [...ADMIN_QUERY_KEY, 'choices'] as const;

export function useChannelChoices() {
  return useQuery({
    queryKey: [...KEY, 'channels'],
    queryFn: ({ signal }) => callPublic(listChannels, { query: { limit: 500, sort: 'subscriber_count' } }, signal).then((b) => b.data),
    staleTime: 5 * 60_000,
  });
}

export function useKeywordSearch(search: string) {
  return useQuery<Keyword[]>({
    queryKey: [...KEY, 'keywords', search],
    queryFn: ({ signal }) =>
      callPublic(listKeywords, { query: { search: search || undefined, limit: 8, sort: 'total_videos' } }, signal).then((b) => b.data),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The same suggestions the site's search box shows. */
export function useKeywordSuggestions(q: string) {
  return useQuery({
    queryKey: [...KEY, 'keyword-suggest', q],
    queryFn: ({ signal }) => callPublic(suggestKeywords, { query: { q } }, signal).then((b) => b.data),
    enabled: q.length > 0,
    staleTime: 60_000,
  });
}

/** One catalogue video id, to prefill the API test page's videos.list call. */
export function useSampleVideoId() {
  return useQuery({
    queryKey: [...KEY, 'sample-video'],
    queryFn: ({ signal }) => callPublic(listVideos, { query: { limit: 1 } }, signal).then((b) => b.data[0]?.video_id ?? ''),
    staleTime: Infinity,
  });
}
