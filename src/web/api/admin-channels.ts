// Channel administration data: one hook per endpoint, typed by its contract through shared/api/endpoints.ts,
// all under ['admin'] so sign-out drops it and every write refreshes the admin figures.
import { ADMIN_CHANNEL_ORDERINGS } from '../../shared/constants/sorting.ts';
import { apiOrdering } from './ordering.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminChannelCreateBody, AdminChannelUpdateBody, ChannelImportBody } from '../../shared/api/admin-channels.ts';
import {
  createAdminChannel,
  deleteAdminChannel,
  getAdminChannel,
  getChannelImport,
  importAdminChannels,
  listAdminChannels,
  listDeletedChannels,
  previewAdminChannel,
  restoreDeletedChannel,
  syncAdminChannel,
  syncChannelImport,
  updateAdminChannel,
} from '../../shared/api/endpoints.ts';
import type { RouteQuery, RouteResponse } from '../../shared/api/route.ts';
import type { ChannelDeleteMode } from '../../shared/constants/admin-channels.ts';
import { callAdmin } from './admin-client.ts';
import { useAdminList } from './admin-list.ts';

export type AdminChannelPage = RouteResponse<typeof listAdminChannels>;
export type AdminChannel = AdminChannelPage['data'][number];
export type ChannelPreview = RouteResponse<typeof previewAdminChannel>['data'];
export type DeletedChannel = RouteResponse<typeof listDeletedChannels>['data'][number];
export type ChannelImportAnswer = RouteResponse<typeof importAdminChannels>['data'];
export type ChannelImportPreview = Extract<ChannelImportAnswer, { dryRun: true }>;
export type ChannelImportStatus = RouteResponse<typeof getChannelImport>['data'];
/** As the URL holds it: flags are 'true'/'false' text. */
export type AdminChannelQuery = NonNullable<RouteQuery<typeof listAdminChannels>>;

const KEY = ['admin', 'channels'] as const;
const IMPORT_POLL_MS = 1_000;

export function useAdminChannels(query: AdminChannelQuery) {
  return useAdminList(
    ['channels', 'list'],
    listAdminChannels,
    { query: apiOrdering(ADMIN_CHANNEL_ORDERINGS, query) },
    {
      staleTime: 5_000,
      // A channel being synced shows its progress: look again while any row has a job.
      refetchInterval: (q) => (q.state.data?.data.some((row) => row.syncing) ? 3_000 : false),
    },
  );
}

/** One channel; a 403 (another headquarters' channel) is the page's answer, not worth a retry. */
export function useAdminChannel(id: string) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => callAdmin(getAdminChannel, { params: { id } }, signal).then((body) => body.data),
    retry: false,
  });
}

export function useDeletedChannels() {
  return useQuery({
    queryKey: [...KEY, 'deleted'],
    queryFn: ({ signal }) => callAdmin(listDeletedChannels, {}, signal).then((body) => body.data),
  });
}

export function useChannelImport(jobId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'import', jobId],
    queryFn: ({ signal }) => callAdmin(getChannelImport, { params: { jobId: jobId! } }, signal).then((body) => body.data),
    enabled: jobId !== null,
    refetchInterval: (q) => {
      const state = q.state.data?.job.state;
      return state === 'queued' || state === 'running' ? IMPORT_POLL_MS : false;
    },
  });
}

/** Every channel write changes lists, totals and the dashboard: refetch everything admin. */
function useChannelWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

/** Looks a pasted channel up on YouTube (nothing is saved, so nothing is invalidated). */
export const usePreviewChannel = () =>
  useMutation({ mutationFn: (channel: string) => callAdmin(previewAdminChannel, { body: { channel } }).then((b) => b.data) });

export const useCreateChannel = () =>
  useChannelWrite((body: AdminChannelCreateBody) => callAdmin(createAdminChannel, { body }).then((b) => b.data));

export const useUpdateChannel = () =>
  useChannelWrite((input: { id: number; body: AdminChannelUpdateBody }) =>
    callAdmin(updateAdminChannel, { params: { id: String(input.id) }, body: input.body }).then((b) => b.data),
  );

export const useDeleteChannel = () =>
  useChannelWrite((input: { id: number; videos: ChannelDeleteMode }) =>
    callAdmin(deleteAdminChannel, { params: { id: String(input.id) }, query: { videos: input.videos } }).then((b) => b.data),
  );

export const useRestoreChannel = () =>
  useChannelWrite((id: number) => callAdmin(restoreDeletedChannel, { params: { id } }).then((b) => b.data));

export const useSyncChannel = () =>
  useChannelWrite((id: number) => callAdmin(syncAdminChannel, { params: { id: String(id) } }).then((b) => b.data));

/** The dry run reads YouTube but saves nothing; the real run queues a job. */
export const useImportChannels = () =>
  useChannelWrite((body: ChannelImportBody) => callAdmin(importAdminChannels, { body }).then((b) => b.data));

export const useSyncImportedChannels = () =>
  useChannelWrite((jobId: number) => callAdmin(syncChannelImport, { params: { jobId } }).then((b) => b.data));
