// GET with hard limits for untrusted feeds: one deadline for everything, a byte cap counted while
// streaming (Content-Length is not trusted), and manual redirects that must stay on one host.

import { RssFeedError } from './rss-error.ts';

export interface BoundedFetchOptions {
  fetch?: typeof fetch;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** Only redirects to this URL's host are followed. */
  allowedOrigin: URL;
  headers?: Record<string, string>;
}

function sameHost(target: URL, allowed: URL): boolean {
  if (target.hostname !== allowed.hostname) return false;
  if (target.protocol === allowed.protocol) return target.port === allowed.port;
  // http → https on the default port is the one change of scheme we accept; never a downgrade.
  return allowed.protocol === 'http:' && target.protocol === 'https:' && target.port === '';
}

const isTimeout = (error: unknown): boolean => {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

/** Reads at most maxBytes of the body; past that it cancels the stream and throws tooLarge. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new RssFeedError('tooLarge', { detail: `${maxBytes.toLocaleString('ko-KR')}바이트 초과` });
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

export async function boundedGet(start: URL, options: BoundedFetchOptions): Promise<{ status: number; text: string; url: URL }> {
  const doFetch = options.fetch ?? fetch;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = start;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await doFetch(url, { redirect: 'manual', signal, headers: options.headers });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel().catch(() => undefined);
        const next = new URL(location, url);
        if (redirects >= maxRedirects)
          throw new RssFeedError('redirectRefused', { status: response.status, detail: `리디렉션 ${maxRedirects}회 초과` });
        if (!sameHost(next, options.allowedOrigin))
          throw new RssFeedError('redirectRefused', { status: response.status, detail: next.host });
        url = next;
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel().catch(() => undefined);
        throw new RssFeedError('notFound', { status: response.status });
      }
      if (response.status < 200 || response.status >= 300) {
        await response.body?.cancel().catch(() => undefined);
        throw new RssFeedError('http', { status: response.status, detail: `HTTP ${response.status}` });
      }
      return { status: response.status, text: await readCapped(response, options.maxBytes), url };
    }
  } catch (error) {
    if (error instanceof RssFeedError) throw error;
    if (isTimeout(error) || signal.aborted) throw new RssFeedError('timeout', { detail: `${options.timeoutMs}ms` });
    throw new RssFeedError('http', { detail: '연결 실패' });
  }
}
