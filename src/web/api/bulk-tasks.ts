// The bulk-task wizard's data: dry run and start, the run followed live, cancel and undo. Under ['admin']; every
// write refetches everything admin (lists, totals, dashboard).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkTaskBody } from '../../shared/api/bulk-tasks.ts';
import { cancelBulkTask, getBulkTask, listBulkTasks, startBulkTask, undoBulkTask } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callAdmin } from './admin-client.ts';
import { useAdminList } from './admin-list.ts';

export type BulkTaskStart = RouteResponse<typeof startBulkTask>['data'];
export type BulkTaskPlan = Extract<BulkTaskStart, { dryRun: true }>['plan'];
export type BulkTaskRun = RouteResponse<typeof getBulkTask>['data'];
/** The request body as the form builds it (dryRun given explicitly). */
export type BulkTaskRequest = Omit<BulkTaskBody, 'dryRun'> & { dryRun: boolean };

const KEY = ['admin', 'bulk-tasks'] as const;

export type BulkTaskRunSummary = RouteResponse<typeof listBulkTasks>['data'][number];
export const PAST_RUNS_PAGE_SIZE = 10;
/** Past runs, newest first, with where each one's undo stands. */
export const usePastBulkTasks = (page: number) =>
  useAdminList(['bulk-tasks', 'list'], listBulkTasks, { query: { page, limit: PAST_RUNS_PAGE_SIZE } });
const POLL_MS = 1_000;

export function useBulkTaskRun(id: number | null) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: ({ signal }) => callAdmin(getBulkTask, { params: { id: id! } }, signal).then((body) => body.data),
    enabled: id !== null,
    refetchInterval: (q) => {
      const state = q.state.data?.state;
      return state === 'queued' || state === 'running' ? POLL_MS : false;
    },
  });
}

function useBulkWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useStartBulkTask = () => useBulkWrite((body: BulkTaskRequest) => callAdmin(startBulkTask, { body }).then((b) => b.data));
export const useCancelBulkTask = () => useBulkWrite((id: number) => callAdmin(cancelBulkTask, { params: { id } }).then((b) => b.data));
export const useUndoBulkTask = () => useBulkWrite((id: number) => callAdmin(undoBulkTask, { params: { id } }).then((b) => b.data));
