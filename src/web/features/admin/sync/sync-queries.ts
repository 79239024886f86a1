// Server state of the sync pages (issue 5): keys, estimates, jobs and their items, schedules, statistics
// history, the API test call, and the public channel/keyword lists used for choosing. All under
// ['admin', 'sync'] so sign-out drops them and one invalidation refreshes every figure after a change.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Pagination } from '../../../../shared/api/common.ts';
import type { Channel } from '../../../../shared/api/channels.ts';
import type { Keyword } from '../../../../shared/api/keywords.ts';
import type {
  ApiKey,
  ApiKeysResponseSchema,
  ApiKeyTestResponseSchema,
  QuotaEstimate,
  StatisticsHistoryResponseSchema,
  SyncJob,
  SyncJobItem,
  SyncJobKind,
  SyncSchedule,
  TestApiResponseSchema,
} from '../../../../shared/api/sync.ts';
import { adminDelete, adminGet, adminPatch, adminPost, adminPut } from '../../../api/admin-client.ts';
import { apiGet } from '../../../api/transport.ts';

export type ApiKeysData = z.infer<typeof ApiKeysResponseSchema>['data'];
export type KeyTestResult = z.infer<typeof ApiKeyTestResponseSchema>['data'];
export type TestApiResult = z.infer<typeof TestApiResponseSchema>['data'];
export type HistoryDay = z.infer<typeof StatisticsHistoryResponseSchema>['data']['days'][number];
export type YouTubeEndpoint = 'channels.list' | 'playlistItems.list' | 'videos.list' | 'search.list';
export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

/** The body of an estimate or a start (same shape: POST /api/admin/sync/estimate and /jobs). */
export interface SyncRequest {
  kind: SyncJobKind;
  channelIds?: string[];
  keywordSlug?: string;
  pages?: number;
}

export const SYNC_QUERY_KEY = ['admin', 'sync'] as const;
/** While any job is queued or running the list is read every 2 s; otherwise every 30 s (schedules start jobs too). */
export const ACTIVE_POLL_MS = 2_000;
export const IDLE_POLL_MS = 30_000;

export const isActive = (job: Pick<SyncJob, 'state'>) => job.state === 'queued' || job.state === 'running';

function useInvalidateSync() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SYNC_QUERY_KEY });
}

// ── API keys ──────────────────────────────────────────────────────────────────────────────────────────
export function useApiKeys() {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'keys'],
    queryFn: ({ signal }) => adminGet<{ data: ApiKeysData }>('/admin/youtube/keys', {}, signal).then((b) => b.data),
    staleTime: 10_000,
  });
}

function useSyncMutation<TVars, TResult>(run: (vars: TVars) => Promise<TResult>) {
  const invalidate = useInvalidateSync();
  return useMutation({ mutationFn: run, onSettled: invalidate });
}

export const useAddApiKey = () =>
  useSyncMutation((input: { label: string; key: string; dailyQuota?: number }) =>
    adminPost<{ data: { key: ApiKey } }>('/admin/youtube/keys', input).then((b) => b.data.key),
  );

export const useUpdateApiKey = () =>
  useSyncMutation(({ id, ...change }: { id: number; label?: string; isEnabled?: boolean; dailyQuota?: number }) =>
    adminPatch<{ data: { key: ApiKey } }>(`/admin/youtube/keys/${id}`, change).then((b) => b.data.key),
  );

export const useDeleteApiKey = () => useSyncMutation((id: number) => adminDelete<void>(`/admin/youtube/keys/${id}`));

export const useTestApiKey = () =>
  useSyncMutation((id: number) => adminPost<{ data: KeyTestResult }>(`/admin/youtube/keys/${id}/test`).then((b) => b.data));

// ── Estimates and jobs ────────────────────────────────────────────────────────────────────────────────
/** The quota figure for a sync before it starts; `null` request: nothing to estimate yet. */
export function useSyncEstimate(request: SyncRequest | null) {
  return useQuery<QuotaEstimate>({
    queryKey: [...SYNC_QUERY_KEY, 'estimate', request],
    queryFn: () => adminPost<{ data: QuotaEstimate }>('/admin/sync/estimate', request).then((b) => b.data),
    enabled: request !== null,
    // While a new figure is asked for, the last one stays (dimmed) only if it was for the same kind of sync.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as SyncRequest | null | undefined)?.kind === request?.kind ? previous : undefined,
    staleTime: 5_000,
    retry: false,
  });
}

export const useStartSync = () =>
  useSyncMutation((request: SyncRequest) => adminPost<{ data: { job: SyncJob } }>('/admin/sync/jobs', request).then((b) => b.data.job));

export const useCancelJob = () =>
  useSyncMutation((id: number) => adminPost<{ data: { job: SyncJob } }>(`/admin/sync/jobs/${id}/cancel`).then((b) => b.data.job));

export const useRetryJob = () =>
  useSyncMutation((id: number) => adminPost<{ data: { job: SyncJob } }>(`/admin/sync/jobs/${id}/retry`).then((b) => b.data.job));

export interface JobFilters {
  kind?: SyncJobKind | undefined;
  state?: SyncJob['state'] | undefined;
  page?: number;
  limit?: number;
}

const pollWhileActive = (query: Query<Paged<SyncJob>, Error, Paged<SyncJob>, readonly unknown[]>) =>
  query.state.data?.data.some(isActive) ? ACTIVE_POLL_MS : IDLE_POLL_MS;

export function useSyncJobs(filters: JobFilters) {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'jobs', filters],
    queryFn: ({ signal }) => adminGet<Paged<SyncJob>>('/admin/sync/jobs', { ...filters }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollWhileActive,
  });
}

export const ITEMS_PAGE_SIZE = 50;

/** Per-item results of one job (failures first); read again every 2 s while the job runs. */
export function useJobItems(jobId: number, page: number, jobActive: boolean) {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'job-items', jobId, page],
    queryFn: ({ signal }) => adminGet<Paged<SyncJobItem>>(`/admin/sync/jobs/${jobId}/items`, { page, limit: ITEMS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: jobActive ? ACTIVE_POLL_MS : false,
  });
}

// ── Schedules and statistics ──────────────────────────────────────────────────────────────────────────
export function useSchedules() {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'schedules'],
    queryFn: ({ signal }) =>
      adminGet<{ data: { schedules: SyncSchedule[] } }>('/admin/sync/schedules', {}, signal).then((b) => b.data.schedules),
    refetchInterval: (query) => (query.state.data?.some((s) => s.lastJob && isActive(s.lastJob)) ? ACTIVE_POLL_MS : IDLE_POLL_MS),
  });
}

export type ScheduleChange = { kind: SyncSchedule['kind']; isEnabled: boolean; intervalMinutes?: number; dailyAt?: string };

export const useUpdateSchedule = () =>
  useSyncMutation(({ kind, ...body }: ScheduleChange) =>
    adminPut<{ data: { schedule: SyncSchedule } }>(`/admin/sync/schedules/${kind}`, body).then((b) => b.data.schedule),
  );

export function useStatisticsHistory() {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'statistics-history'],
    queryFn: ({ signal }) =>
      adminGet<{ data: { days: HistoryDay[] } }>('/admin/sync/statistics-history', {}, signal).then((b) => b.data.days),
    staleTime: 60_000,
  });
}

// ── API test page ─────────────────────────────────────────────────────────────────────────────────────
export const useTestApi = () =>
  useSyncMutation((input: { endpoint: YouTubeEndpoint; params: Record<string, string> }) =>
    adminPost<{ data: TestApiResult }>('/admin/youtube/test', input).then((b) => b.data),
  );

// ── Choosing channels and keywords (public lists) ─────────────────────────────────────────────────────
export function useChannelChoices() {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'channel-choices'],
    queryFn: ({ signal }) => apiGet<Paged<Channel>>('/channels', { limit: 500, sort: 'subscriber_count' }, signal).then((b) => b.data),
    staleTime: 5 * 60_000,
  });
}

export function useKeywordSearch(search: string) {
  return useQuery<Keyword[]>({
    queryKey: [...SYNC_QUERY_KEY, 'keyword-choices', search],
    queryFn: ({ signal }) =>
      apiGet<Paged<Keyword>>('/keywords', { search: search || undefined, limit: 8, sort: 'total_videos' }, signal).then((b) => b.data),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One catalogue video id, to prefill the API test page's videos.list call. */
export function useSampleVideoId() {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'sample-video'],
    queryFn: ({ signal }) => apiGet<Paged<{ video_id: string }>>('/videos', { limit: 1 }, signal).then((b) => b.data[0]?.video_id ?? ''),
    staleTime: Infinity,
  });
}
