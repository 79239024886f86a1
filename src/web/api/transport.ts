// The one fetch transport for /api, public and admin: session header, CSRF header on writes, optional bearer
// token, 30 s timeout (R-API-01), and the server's Korean error envelope turned into an ApiRequestError.
import type { ApiError } from '../../shared/api/common.ts';
import { CSRF_HEADER_VALUE } from '../../shared/constants/auth.ts';
import type { HttpMethod } from '../../shared/api/contract.ts';
import { fillPath, type Route } from '../../shared/api/route.ts';
import { apiUrl, type QueryParams } from '../../shared/url/api-url.ts';
import { getSessionId } from './session-id.ts';

export { apiUrl, type QueryParams, type QueryValue } from '../../shared/url/api-url.ts';

const REQUEST_TIMEOUT_MS = 30_000;

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly resetIn: number | undefined;

  constructor(status: number, code: string, message: string, field?: string, resetIn?: number) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.resetIn = resetIn;
  }
}

export interface CallParts {
  params?: Record<string, string | number> | undefined;
  query?: QueryParams | undefined;
  body?: unknown;
}

/** The URL a route and its parts ask for (the same one the server keys a page's first answers by). */
export function routeUrl(route: Route, parts: CallParts = {}): string {
  return apiUrl(fillPath(route.path, parts.params), parts.query);
}

export interface SendOptions {
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal | undefined;
  /** Download answers (CSV) come back as a Blob. */
  as?: 'json' | 'blob';
}

/** One network call; returns the parsed `{success:true,…}` body (or a Blob), or throws ApiRequestError. */
export async function send<T>(method: HttpMethod, url: string, options: SendOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: options.as === 'blob' ? '*/*' : 'application/json', 'X-Session-Id': getSessionId() });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  // State-changing calls carry the header the server's CSRF rule asks for (R-AUTH-13).
  if (method !== 'GET') headers.set('X-Requested-With', CSRF_HEADER_VALUE);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiRequestError(0, 'TIMEOUT', '서버 응답이 너무 늦습니다. 잠시 후 다시 시도하세요.');
    throw new ApiRequestError(0, 'NETWORK_ERROR', '서버에 연결할 수 없습니다. 인터넷 연결을 확인하세요.');
  }
  if (response.status === 204) return undefined as T; // e.g. DELETE: done, nothing to read
  if (options.as === 'blob' && response.ok) return (await response.blob()) as T;
  return readApiResponse<T>(response);
}

/** The `{success:true,…}` body of an answer, or an ApiRequestError carrying the server's code and Korean message. */
export async function readApiResponse<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { success?: boolean }) | ApiError | null;
  if (!response.ok || !body || body.success !== true) {
    const error = (body as ApiError | null)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? `요청을 처리하지 못했습니다 (${response.status}).`,
      error?.field,
      error?.resetIn,
    );
  }
  return body as T;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
