// YouTube collection for the admin pages: API keys, estimates, jobs and their items, schedules, the statistics
// history and the API test call. All under ['admin', 'sync'], so sign-out drops them and one invalidation refreshes
// every figure after a change.
import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import {
  cancelSyncJob,
  createApiKey,
  deleteApiKey,
  estimateSync,
  getStatisticsHistory,
  listApiKeys,
  listSyncJobItems,
  listSyncJobs,
  listSyncSchedules,
  retrySyncJob,
  startSync,
  testApiKey,
  testYouTubeApi,
  updateApiKey,
  updateSyncSchedule,
} from '../../shared/api/endpoints.ts';
import type { RouteBody, RouteQuery, RouteResponse } from '../../shared/api/route.ts';
import { SYNC_ITEMS_PAGE_SIZE, type ScheduledSyncKind } from '../../shared/constants/sync.ts';
import { ADMIN_QUERY_KEY, callAdmin } from './admin-client.ts';
import { useAdminList } from './admin-list.ts';

export type ApiKeysData = RouteResponse<typeof listApiKeys>['data'];
export type KeyTestResult = RouteResponse<typeof testApiKey>['data'];
export type TestApiResult = RouteResponse<typeof testYouTubeApi>['data'];
export type HistoryDay = RouteResponse<typeof getStatisticsHistory>['data']['days'][number];
export type SyncJobPage = RouteResponse<typeof listSyncJobs>;
/** The body of an estimate or a start (the same shape). */
export type SyncRequest = RouteBody<typeof startSync>;
export type JobFilters = NonNullable<RouteQuery<typeof listSyncJobs>>;
export type ScheduleChange = { kind: ScheduledSyncKind } & RouteBody<typeof updateSyncSchedule>;

export const SYNC_QUERY_KEY = [...ADMIN_QUERY_KEY, 'sync'] as const;
/** While any job is queued or running the list is read every 2 s; otherwise every 30 s (schedules start jobs too). */
export const ACTIVE_POLL_MS = 2_000;
export const IDLE_POLL_MS = 30_000;

export const isActive = (job: { state: string }) => job.state === 'queued' || job.state === 'running';

function useSyncMutation<TVars, TResult>(run: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: SYNC_QUERY_KEY }) });
}

// ── API keys ──────────────────────────────────────────────────────────────────────────────────────────
export function useApiKeys() {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'keys'],
    queryFn: ({ signal }) => callAdmin(listApiKeys, {}, signal).then((b) => b.data),
    staleTime: 10_000,
  });
}

export const useAddApiKey = () =>
  useSyncMutation((body: RouteBody<typeof createApiKey>) => callAdmin(createApiKey, { body }).then((b) => b.data.key));

export const useUpdateApiKey = () =>
  useSyncMutation(({ id, ...body }: { id: number } & RouteBody<typeof updateApiKey>) =>
    callAdmin(updateApiKey, { params: { id }, body }).then((b) => b.data.key),
  );

export const useDeleteApiKey = () => useSyncMutation((id: number) => callAdmin(deleteApiKey, { params: { id } }));

export const useTestApiKey = () => useSyncMutation((id: number) => callAdmin(testApiKey, { params: { id } }).then((b) => b.data));

// ── Estimates and jobs ────────────────────────────────────────────────────────────────────────────────
/** The quota figure for a sync before it starts; `null` request: nothing to estimate yet. */
export function useSyncEstimate(request: SyncRequest | null) {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'estimate', request],
    queryFn: () => callAdmin(estimateSync, { body: request! }).then((b) => b.data),
    enabled: request !== null,
    // While a new figure is asked for, the last one stays (dimmed) only if it was for the same kind of sync.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as SyncRequest | null | undefined)?.kind === request?.kind ? previous : undefined,
    staleTime: 5_000,
    retry: false,
  });
}

/** Quick sync's question first: what an incremental sync of every channel should cost (same key as the sync pages' estimates). */
export function useQuickSyncEstimate(enabled: boolean) {
  const request = { kind: 'incremental' } as const;
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'estimate', request],
    queryFn: () => callAdmin(estimateSync, { body: request }).then((b) => b.data),
    enabled,
    staleTime: 5_000,
    retry: false,
  });
}

export const useStartSync = () => useSyncMutation((body: SyncRequest) => callAdmin(startSync, { body }).then((b) => b.data.job));

/** Quick sync: an incremental sync of every channel (202), or 409 when one is already running. */
export const startQuickSync = () => callAdmin(startSync, { body: { kind: 'incremental' } }).then((b) => b.data.job);

export const useCancelJob = () => useSyncMutation((id: number) => callAdmin(cancelSyncJob, { params: { id } }).then((b) => b.data.job));

export const useRetryJob = () => useSyncMutation((id: number) => callAdmin(retrySyncJob, { params: { id } }).then((b) => b.data.job));

const pollWhileActive = (query: Query<SyncJobPage, Error, SyncJobPage, readonly unknown[]>) =>
  query.state.data?.data.some(isActive) ? ACTIVE_POLL_MS : IDLE_POLL_MS;

export const useSyncJobs = (filters: JobFilters) =>
  useAdminList(['sync', 'jobs'], listSyncJobs, { query: filters }, { refetchInterval: pollWhileActive });

/** Per-item results of one job (failures first); read again every 2 s while the job runs. */
export const useJobItems = (jobId: number, page: number, jobActive: boolean) =>
  useAdminList(
    ['sync', 'job-items'],
    listSyncJobItems,
    { params: { id: jobId }, query: { page, limit: SYNC_ITEMS_PAGE_SIZE } },
    {
      refetchInterval: jobActive ? ACTIVE_POLL_MS : false,
    },
  );

// ── Schedules and statistics ──────────────────────────────────────────────────────────────────────────
export function useSchedules() {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'schedules'],
    queryFn: ({ signal }) => callAdmin(listSyncSchedules, {}, signal).then((b) => b.data.schedules),
    refetchInterval: (query) => (query.state.data?.some((s) => s.lastJob && isActive(s.lastJob)) ? ACTIVE_POLL_MS : IDLE_POLL_MS),
  });
}

export const useUpdateSchedule = () =>
  useSyncMutation(({ kind, ...body }: ScheduleChange) =>
    callAdmin(updateSyncSchedule, { params: { kind }, body }).then((b) => b.data.schedule),
  );

export function useStatisticsHistory() {
  return useQuery({
    queryKey: [...SYNC_QUERY_KEY, 'statistics-history'],
    queryFn: ({ signal }) => callAdmin(getStatisticsHistory, {}, signal).then((b) => b.data.days),
    staleTime: 60_000,
  });
}

// ── API test page ─────────────────────────────────────────────────────────────────────────────────────
export const useTestApi = () =>
  useSyncMutation((body: RouteBody<typeof testYouTubeApi>) => callAdmin(testYouTubeApi, { body }).then((b) => b.data));
