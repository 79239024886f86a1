// Platform statistics (current_statistics) and the server's health, for the home cards and the diagnostic page.
import { getHealth, getStatistics } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callPublic } from './public-client.ts';

export type Statistics = RouteResponse<typeof getStatistics>['data'];
export type Health = RouteResponse<typeof getHealth>['data'];

export function fetchStatistics(signal?: AbortSignal): Promise<Statistics> {
  return callPublic(getStatistics, {}, signal).then((body) => body.data);
}

export function fetchHealth(signal?: AbortSignal): Promise<Health> {
  return callPublic(getHealth, {}, signal).then((body) => body.data);
}
