// Video administration data: one hook per endpoint, typed by its contract through shared/api/endpoints.ts,
// all under ['admin'] so sign-out drops it; every write refetches everything admin (lists, totals, dashboard).
import { ADMIN_VIDEO_ORDERINGS, DELETED_VIDEO_ORDERINGS } from '../../shared/constants/sorting.ts';
import { apiOrdering } from './ordering.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddVideosBody,
  AdminVideoFilterInput,
  AdminVideoListQuery,
  AdminVideoUpdateBody,
  DeletedVideoListQuery,
} from '../../shared/api/admin-videos.ts';
import {
  addVideos,
  bulkDeleteVideos,
  bulkSetVideoStatus,
  getAdminVideo,
  listAdminVideos,
  listDeletedVideos,
  previewAddVideos,
  purgeVideos,
  restoreVideos,
  updateAdminVideo,
} from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callAdmin } from './admin-client.ts';
import { useAdminList } from './admin-list.ts';

export type AdminVideoPage = RouteResponse<typeof listAdminVideos>;
export type AdminVideo = AdminVideoPage['data'][number];
export type DeletedVideoPage = RouteResponse<typeof listDeletedVideos>;
export type DeletedVideo = DeletedVideoPage['data'][number];
export type BulkResult = RouteResponse<typeof bulkSetVideoStatus>['data'];
export type AddPreview = RouteResponse<typeof previewAddVideos>['data'];
export type AddResult = RouteResponse<typeof addVideos>['data'];
export type VideoTargets = { videoIds: string[] } | { filter: AdminVideoFilterInput };
export type ArchiveTargets = { videoIds: string[] } | { filter: { search?: string } };

const KEY = ['admin', 'videos'] as const;

export const useAdminVideos = (query: Partial<AdminVideoListQuery>) =>
  useAdminList(['videos', 'list'], listAdminVideos, { query: apiOrdering(ADMIN_VIDEO_ORDERINGS, query) }, { staleTime: 10_000 });

export function useAdminVideo(videoId: string | null) {
  return useQuery({
    queryKey: [...KEY, 'one', videoId],
    queryFn: ({ signal }) => callAdmin(getAdminVideo, { params: { videoId: videoId! } }, signal).then((body) => body.data),
    enabled: videoId !== null,
  });
}

export const useDeletedVideos = (query: Partial<DeletedVideoListQuery>) =>
  useAdminList(['videos', 'deleted'], listDeletedVideos, { query: apiOrdering(DELETED_VIDEO_ORDERINGS, query) }, { staleTime: 10_000 });

function useVideoWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useUpdateVideo = () =>
  useVideoWrite((input: { videoId: string; body: AdminVideoUpdateBody }) =>
    callAdmin(updateAdminVideo, { params: { videoId: input.videoId }, body: input.body }).then((b) => b.data),
  );

export const useBulkStatus = () =>
  useVideoWrite((input: VideoTargets & { status: 'published' | 'draft' | 'archived' }) =>
    callAdmin(bulkSetVideoStatus, { body: input }).then((b) => b.data),
  );

export const useDeleteVideos = () =>
  useVideoWrite((input: VideoTargets & { reason?: string }) => callAdmin(bulkDeleteVideos, { body: input }).then((b) => b.data));

export const useRestoreVideos = () =>
  useVideoWrite((input: ArchiveTargets) => callAdmin(restoreVideos, { body: input }).then((b) => b.data));

export const usePurgeVideos = () => useVideoWrite((input: ArchiveTargets) => callAdmin(purgeVideos, { body: input }).then((b) => b.data));

/** Asks YouTube about pasted addresses; nothing is saved (a mutation: it spends quota and is not cached). */
export const usePreviewVideos = () =>
  useMutation({ mutationFn: (urls: string[]) => callAdmin(previewAddVideos, { body: { urls } }).then((b) => b.data) });

export const useAddVideos = () =>
  useVideoWrite((body: Omit<AddVideosBody, 'publish'> & { publish: boolean }) => callAdmin(addVideos, { body }).then((b) => b.data));
