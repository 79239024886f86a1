// Public keyword data: lists, the keyword page (detail, videos, channel choices, related keywords), the page-view
// counter and the CSV export. The route loader shares the query options, so the page reads what it started.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  exportKeywordVideos,
  getKeyword,
  listKeywordChannels,
  listKeywords,
  listKeywordVideos,
  listRelatedKeywords,
  recordKeywordView,
} from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import type { KeywordVideoFilters } from '../../shared/url/keyword-params.ts';
import { callPublic, downloadPublic } from './public-client.ts';
import { routeUrl } from './transport.ts';

export type KeywordDetail = RouteResponse<typeof getKeyword>['data'];
export type KeywordVideosData = RouteResponse<typeof listKeywordVideos>['data'];
export type RelatedKeyword = RouteResponse<typeof listRelatedKeywords>['data'][number];
export type Keyword = RouteResponse<typeof listKeywords>['data'][number];

export const keywordDetailOptions = (slug: string) => ({
  queryKey: ['keyword', slug] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callPublic(getKeyword, { params: { slug } }, signal).then((body) => body.data),
});

/** The same URL the server sends with the page (src/server/plugins/web-initial-data.ts): all filters, empty ones left out. */
export const keywordVideosOptions = (slug: string, filters: KeywordVideoFilters) => ({
  queryKey: ['keyword-videos', slug, filters] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPublic(listKeywordVideos, { params: { slug }, query: { ...filters } }, signal).then((body) => body.data),
});

export function useKeywordDetail(slug: string) {
  return useQuery(keywordDetailOptions(slug));
}

export function useKeywordVideos(slug: string, filters: KeywordVideoFilters, enabled: boolean) {
  return useQuery({ ...keywordVideosOptions(slug, filters), placeholderData: keepPreviousData, enabled });
}

/** The channel filter's choices, from the keyword's 100 most viewed videos (R-KEYWORD-03: limit=100). */
/**
 * The channel filter's choices: every channel with published videos for the keyword and how many, most
 * first (a maintained aggregate on the server).
 */
export function useKeywordChannelChoices(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['keyword', slug, 'channels'],
    queryFn: ({ signal }) =>
      callPublic(listKeywordChannels, { params: { slug } }, signal).then((b) =>
        b.data.map((c) => ({ id: c.channel_id, name: c.channel_name, count: c.video_count })),
      ),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useRelatedKeywords(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['keyword', slug, 'related'],
    queryFn: ({ signal }) => callPublic(listRelatedKeywords, { params: { slug } }, signal).then((body) => body.data),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Keywords of a category (or all), by number of videos: the keyword network's nodes. */
export function useTopKeywords(category: string | undefined, limit: number) {
  return useQuery({
    queryKey: ['keywords', 'top', category ?? 'all', limit],
    queryFn: ({ signal }) =>
      callPublic(listKeywords, { query: { category, limit, sort: 'total_videos' } }, signal).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}

/** Counts a page view (the server de-duplicates per visitor); the new count comes back. */
export function postKeywordView(slug: string) {
  return callPublic(recordKeywordView, { params: { slug } }).then((body) => body.data);
}

export const keywordExportUrl = (slug: string) => routeUrl(exportKeywordVideos, { params: { slug } });

export const downloadKeywordVideosCsv = (slug: string) => downloadPublic(exportKeywordVideos, { params: { slug }, query: {} });
