// Keyword page data: detail with summary, its videos, related keywords, the page-view counter.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type {
  KeywordDetailResponseSchema,
  RelatedKeywordsResponseSchema,
  KeywordVideosResponseSchema,
} from '../../../shared/api/keywords.ts';
import type { KeywordChannel } from '../../../shared/api/keyword-channels.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { whenPageSettled } from '../../lib/idle.ts';
import type { KeywordVideoFilters } from '../../../shared/url/keyword-params.ts';

export type KeywordDetail = z.infer<typeof KeywordDetailResponseSchema>['data'];
export type KeywordVideosData = z.infer<typeof KeywordVideosResponseSchema>['data'];
export type RelatedKeyword = z.infer<typeof RelatedKeywordsResponseSchema>['data'][number];

const path = (slug: string, rest = '') => `/keywords/${encodeURIComponent(slug)}${rest}`;

/** Query definitions shared with the route loader (which starts them while the page's code loads). */
export const keywordDetailOptions = (slug: string) => ({
  queryKey: ['keyword', slug] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<{ data: KeywordDetail }>(path(slug), {}, signal).then((b) => b.data),
});

export const keywordVideosOptions = (slug: string, filters: KeywordVideoFilters) => ({
  queryKey: ['keyword-videos', slug, filters] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<{ data: KeywordVideosData }>(path(slug, '/videos'), { ...filters }, signal).then((b) => b.data),
});

export function useKeywordDetail(slug: string) {
  return useQuery(keywordDetailOptions(slug));
}

export function useKeywordVideos(slug: string, filters: KeywordVideoFilters, enabled: boolean) {
  return useQuery<KeywordVideosData>({
    ...keywordVideosOptions(slug, filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The channel filter's choices: every channel with published videos for the keyword and how many, most
 * first (a maintained aggregate on the server, GET /api/keywords/:slug/channels).
 */
export function useKeywordChannelChoices(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['keyword', slug, 'channels'],
    queryFn: ({ signal }) =>
      apiGet<{ data: KeywordChannel[] }>(path(slug, '/channels'), {}, signal).then((b) =>
        b.data.map((c) => ({ id: c.channel_id, name: c.channel_name, count: c.video_count })),
      ),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useRelatedKeywords(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['keyword', slug, 'related'],
    queryFn: ({ signal }) => apiGet<{ data: RelatedKeyword[] }>(path(slug, '/related'), {}, signal).then((b) => b.data),
    enabled,
    staleTime: 5 * 60_000,
  });
}

const VIEWED_KEY = 'ydvp_viewed_keywords';
export const VIEW_REFRESH_DELAY_MS = 500;

function viewedSlugs(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/** Spec §4: one page view per keyword per browser session, then the keyword reloads after 0.5 s. */
export function useRecordKeywordView(slug: string, ready: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready || viewedSlugs().has(slug)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Counted once the page has settled: the visitor is not waiting for it.
    const cancel = whenPageSettled(() => {
      const viewed = viewedSlugs();
      if (viewed.has(slug)) return;
      viewed.add(slug);
      try {
        sessionStorage.setItem(VIEWED_KEY, JSON.stringify([...viewed].slice(-200)));
      } catch {
        // Without session storage the server's own de-duplication still applies.
      }
      apiPost(path(slug, '/view'))
        .then(() => {
          timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['keyword', slug], exact: true }), VIEW_REFRESH_DELAY_MS);
        })
        .catch(() => undefined);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [slug, ready, queryClient]);
}

export function keywordExportUrl(slug: string): string {
  return `/api${path(slug, '/export')}`;
}
