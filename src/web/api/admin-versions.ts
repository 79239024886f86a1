// Accessible versions as staff handle them (issue 22): suggestions, groups, a video's access flags and life stages.
// Under ['admin']; every write refetches the admin lists (a confirmed or dismissed suggestion leaves the list).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createVersionGroup,
  deleteVersionGroup,
  dismissVersionSuggestion,
  getAdminVideoAccess,
  getKeywordLifeStages,
  listVersionGroups,
  listVersionSuggestions,
  updateAdminVideoAccess,
  updateKeywordLifeStages,
  updateVersionGroup,
} from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import type { AdminVideoAccessBody, VersionGroupBody } from '../../shared/api/versions.ts';
import type { LifeStage } from '../../shared/constants/life-stages.ts';
import { ADMIN_QUERY_KEY, callAdmin } from './admin-client.ts';
import { useAdminList } from './admin-list.ts';

export type VersionSuggestionPage = RouteResponse<typeof listVersionSuggestions>;
export type VersionSuggestion = VersionSuggestionPage['data'][number];
export type VersionGroup = RouteResponse<typeof listVersionGroups>['data'][number];
export type AdminVideoAccess = RouteResponse<typeof getAdminVideoAccess>['data'];

export const useVersionSuggestions = (page: number) => useAdminList(['version-suggestions'], listVersionSuggestions, { query: { page } });
export const useVersionGroups = (page: number, videoId?: string) =>
  useAdminList(['version-groups'], listVersionGroups, { query: { page, ...(videoId ? { videoId } : {}) } });

export function useVideoAccess(videoId: string | null) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'video-access', videoId],
    queryFn: ({ signal }) => callAdmin(getAdminVideoAccess, { params: { videoId: videoId! } }, signal).then((b) => b.data),
    enabled: !!videoId,
  });
}

function useAdminWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }) });
}

export const useCreateVersionGroup = () =>
  useAdminWrite((body: VersionGroupBody) => callAdmin(createVersionGroup, { body }).then((b) => b.data));
export const useUpdateVersionGroup = () =>
  useAdminWrite(({ id, body }: { id: number; body: VersionGroupBody }) =>
    callAdmin(updateVersionGroup, { params: { id }, body }).then((b) => b.data),
  );
export const useDeleteVersionGroup = () =>
  useAdminWrite((id: number) => callAdmin(deleteVersionGroup, { params: { id } }).then((b) => b.data));
export const useDismissSuggestion = () =>
  useAdminWrite((videoIds: string[]) => callAdmin(dismissVersionSuggestion, { body: { videoIds } }).then((b) => b.data));
export const useUpdateVideoAccess = () =>
  useAdminWrite(({ videoId, body }: { videoId: string; body: AdminVideoAccessBody }) =>
    callAdmin(updateAdminVideoAccess, { params: { videoId }, body }).then((b) => b.data),
  );

/** A keyword's life stages and what the rules suggest from its words (the suggestion is only shown). */
export function useKeywordLifeStages(keywordId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'keyword-life-stages', keywordId],
    queryFn: ({ signal }) => callAdmin(getKeywordLifeStages, { params: { id: keywordId! } }, signal).then((b) => b.data),
    enabled: keywordId !== null,
  });
}
export const useUpdateKeywordLifeStages = () =>
  useAdminWrite(({ id, lifeStages }: { id: number; lifeStages: LifeStage[] }) =>
    callAdmin(updateKeywordLifeStages, { params: { id }, body: { lifeStages } }).then((b) => b.data),
  );
