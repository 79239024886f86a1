// Public calls: a route from shared/api/endpoints.ts plus its typed input; no token.
import type { Route, RouteResponse } from '../../shared/api/route.ts';
import { partsOf, type CallInput } from './call.ts';
import { takeInitialAnswer } from './initial-data.ts';
import { routeUrl, send } from './transport.ts';

export async function callPublic<R extends Route>(route: R, input: CallInput<R>, signal?: AbortSignal): Promise<RouteResponse<R>> {
  const url = routeUrl(route, partsOf(input));
  if (route.method === 'GET') {
    // The server may have sent this very answer with the page (src/server/plugins/web-initial-data.ts).
    const initial = takeInitialAnswer(url);
    if (initial && (initial as { success?: unknown }).success === true) return initial as unknown as RouteResponse<R>;
  }
  return send<RouteResponse<R>>(route.method, url, { body: input.body, signal });
}

/** A public download (CSV): the answer as a Blob, or an ApiRequestError. */
export function downloadPublic<R extends Route>(route: R, input: CallInput<R>): Promise<Blob> {
  return send<Blob>(route.method, routeUrl(route, partsOf(input)), { as: 'blob' });
}
