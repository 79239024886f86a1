// Lesson kits (수업 꾸러미): the public list and one kit, their QR and CSV addresses.
import { useQuery } from '@tanstack/react-query';
import { exportKitCsv, getKit, getKitQr, listKits } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callPublic } from './public-client.ts';
import { routeUrl } from './transport.ts';

export type KitSummary = RouteResponse<typeof listKits>['data'][number];
export type Kit = RouteResponse<typeof getKit>['data'];
export type KitVideo = Kit['videos'][number];

export function useKits() {
  return useQuery({
    queryKey: ['kits'],
    queryFn: ({ signal }) => callPublic(listKits, { query: {} }, signal).then((body) => body.data),
    staleTime: 60_000,
  });
}

export function useKit(slug: string) {
  return useQuery({
    queryKey: ['kit', slug],
    queryFn: ({ signal }) => callPublic(getKit, { params: { slug } }, signal).then((body) => body.data),
    staleTime: 60_000,
  });
}

export const kitQrUrl = (slug: string, video?: string) => routeUrl(getKitQr, { params: { slug }, query: video ? { video } : {} });
export const kitCsvUrl = (slug: string) => routeUrl(exportKitCsv, { params: { slug }, query: {} });
