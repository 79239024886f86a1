// Public documents that are not JSON (robots.txt, sitemaps, feeds): kept in the response cache by catalogue version,
// sent with a strong ETag (304 when the reader has it) and headers that let a CDN keep and serve them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';
import { sendEncoded } from './encoded-body.ts';
import { markServedFromCache, TextBody } from './response-cache.ts';

export interface DocumentOptions {
  /** Cache key (the route and its parameters). */
  key: string;
  /** Content-Type with its charset. */
  type: string;
  /** Seconds a browser or CDN may reuse it without asking (a feed reader or crawler asks again after that). */
  maxAge: number;
  /** The document, or null when what it describes does not exist (404). */
  produce: () => Promise<string | null>;
  /** What a 404 says (plain text unless given). */
  notFound?: { type: string; body: string };
}

/** `public, max-age` plus stale-while-revalidate and stale-if-error, so a CDN rides out a burst or an origin outage. */
export function cdnCacheControl(maxAge: number): string {
  return `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 4}, stale-if-error=86400`;
}

const MISSING = new TextBody('\u0000missing');

/** Answers with the cached document (produced on a miss), 304 when the client's ETag matches, or a plain 404. */
export async function replyDocument(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, options: DocumentOptions) {
  let computed = false;
  const entry = await ctx.cache.get(`doc\u0000${options.key}`, async () => {
    computed = true;
    const text = await options.produce();
    return text === null ? MISSING : new TextBody(text);
  });
  if (!computed) markServedFromCache(request);
  if (entry.body.equals(Buffer.from(MISSING.text))) {
    const { type, body } = options.notFound ?? { type: 'text/plain; charset=utf-8', body: '찾을 수 없습니다.' };
    return reply.code(404).header('cache-control', 'public, max-age=60').type(type).send(body);
  }
  reply.header('cache-control', cdnCacheControl(options.maxAge)).header('vary', 'accept-encoding');
  return sendEncoded(request, reply.type(options.type), entry);
}
