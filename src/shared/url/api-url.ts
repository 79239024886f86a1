// API URLs as the browser requests them (also used by the server to send a page's first answers with it).
export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

/** '/api/keywords/화재' (or '/keywords/화재') + {page: 2, q: undefined} → '/api/keywords/화재?page=2' (empty values omitted). */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','));
    } else search.set(key, String(value));
  }
  const query = search.toString();
  const full = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
  return `${full}${query ? `?${query}` : ''}`;
}
