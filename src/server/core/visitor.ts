import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Identifies a visitor for de-duplicating public view counts: the SPA's X-Session-Id, else address and agent.
 * Only a hash is stored; routes pass it to the service, which never sees the request.
 */
export function visitorHash(request: FastifyRequest): string {
  const header = request.headers['x-session-id'];
  const sessionId = typeof header === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(header) ? header : null;
  const basis = sessionId ? `s:${sessionId}` : `a:${request.ip}\u0000${request.headers['user-agent'] ?? ''}`;
  return createHash('sha256').update(basis).digest('base64url').slice(0, 32);
}

/** The session and the client address behind a public view (both hashed): a view counts once per each, per window. */
export function viewerOf(request: FastifyRequest): { session: string; address: string } {
  return { session: visitorHash(request), address: createHash('sha256').update(`a:${request.ip}`).digest('base64url').slice(0, 32) };
}
