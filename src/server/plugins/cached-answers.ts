import type { FastifyInstance } from 'fastify';
import { markServedFromCache, sendCached, type PublicResponseCache } from '../core/response-cache.ts';

/**
 * ADR 0031: a public GET whose URL a validated request already mapped to a cache entry of the current catalogue
 * version is answered here, in the last onRequest hook, with the entry's serialised bytes and ETag (304 when the
 * client has them). It has passed everything a request must: the request ID, security headers, the rate limits
 * (charged here, refunded to a tenth in onSend as for any cache hit), the CSRF and role checks; it skips what only
 * recomputes the same key from the same URL (validation, the NUL guard, the handler). The request log line and
 * metrics (onResponse) are written as for any answer. Registered after the security stages so they all run first.
 */
export function registerCachedAnswers(app: FastifyInstance, cache: PublicResponseCache): void {
  app.addHook('onRequest', (request, reply, done) => {
    const hit = request.method === 'GET' ? cache.answerFor(request.url) : null;
    if (!hit) return done();
    markServedFromCache(request);
    // Answered: the hook runner stops at a sent reply, so no later stage runs (done is not called).
    void sendCached(request, reply, hit.entry, { maxAge: hit.maxAge });
  });
}
