// The first API answers a page asks for, sent inside its HTML (a JSON data block, which the CSP does not
// treat as a script): the page renders with its data as soon as its code runs, instead of asking for it
// afterwards (one round trip less on a phone). The answers come from the API itself (app.inject, as the
// visitor, so rate limits and caches apply as for the browser's own request); the browser takes each one
// only for the exact URL it would have requested (src/web/api/initial-data.ts), else it asks as usual.
import type { FastifyInstance, FastifyRequest } from 'fastify';
// The page's own URL readers (src/shared/url, also used by the web app) and the same contracts: the server derives
// the very API URLs the page will request (the web's routeUrl: apiUrl(fillPath(path, params), query)).
import { getKeyword, listKeywordVideos } from '../../shared/api/keywords.ts';
import { fillPath } from '../../shared/api/route.ts';
import { readKeywordParams } from '../../shared/url/keyword-params.ts';
import { readSearchState, searchApiParams } from '../../shared/url/search-params.ts';
import { apiUrl } from '../../shared/url/api-url.ts';

export const INITIAL_DATA_ELEMENT_ID = 'initial-api';
/** Larger answers are left to the browser (the HTML should stay small). */
const MAX_BODY_BYTES = 200_000;

/** API URLs the page at `url` requests first (its route loader's queries), if any. */
export function initialApiUrls(url: URL): string[] {
  if (url.pathname === '/search') {
    const state = readSearchState(url.searchParams);
    return state.q ? [apiUrl('/search', searchApiParams(state))] : [];
  }
  const view = /^\/view\/([^/]+)$/.exec(url.pathname);
  if (view) {
    let slug: string;
    try {
      slug = decodeURIComponent(view[1]!);
    } catch {
      return [];
    }
    const { filters } = readKeywordParams(url.searchParams);
    return [apiUrl(fillPath(getKeyword.path, { slug })), apiUrl(fillPath(listKeywordVideos.path, { slug }), { ...filters })];
  }
  return [];
}

/** `<script type="application/json">` with {url: answer} for the page's first requests ('' when none). */
export async function initialDataTag(app: FastifyInstance, request: FastifyRequest, url: URL): Promise<string> {
  const urls = initialApiUrls(url);
  if (!urls.length) return '';
  const answers = await Promise.all(
    urls.map(async (apiPath) => {
      const response = await app.inject({
        method: 'GET',
        url: apiPath,
        headers: { accept: 'application/json' },
        remoteAddress: request.ip,
      });
      const ok = response.statusCode === 200 && response.body.length <= MAX_BODY_BYTES && /^\s*\{/.test(response.body);
      return ok ? `${JSON.stringify(apiPath)}:${response.body}` : null;
    }),
  );
  const entries = answers.filter((entry): entry is string => entry !== null);
  if (!entries.length) return '';
  // JSON has no '<' outside strings; escaped inside them, nothing can end the element early.
  const json = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`;
}
