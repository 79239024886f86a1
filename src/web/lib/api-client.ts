// Fetch wrapper for /api: session header, 30 s timeout (spec §9), Korean errors from the server's envelope.
import type { ApiError } from '../../shared/api/common.ts';
import { apiUrl, type QueryParams } from '../../shared/url/api-url.ts';
import { takeInitialAnswer } from './initial-data.ts';
import { getSessionId } from './session-id.ts';

export { API_BASE, apiUrl, type QueryParams, type QueryValue } from '../../shared/url/api-url.ts';

/** Must equal CSRF_HEADER_VALUE in src/shared/api/auth.ts (the server's CSRF rule; a test checks it). */
export const WRITE_HEADER_VALUE = '119-admin';
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

async function request<T>(url: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('X-Session-Id', getSessionId());
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiRequestError(0, 'TIMEOUT', '서버 응답이 너무 늦습니다. 잠시 후 다시 시도하세요.');
    throw new ApiRequestError(0, 'NETWORK_ERROR', '서버에 연결할 수 없습니다. 인터넷 연결을 확인하세요.');
  }
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

export function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  const url = apiUrl(path, params);
  // The server may have sent this very answer with the page (src/server/plugins/web-initial-data.ts).
  const initial = takeInitialAnswer(url);
  if (initial && (initial as { success?: unknown }).success === true) return Promise.resolve(initial as T);
  return request<T>(url, { method: 'GET' }, signal);
}

/** State-changing calls carry the header the server's CSRF rule asks for (DESIGN.md §5). */
export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return request<T>(apiUrl(path), {
    method: 'POST',
    headers: { 'X-Requested-With': WRITE_HEADER_VALUE, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
