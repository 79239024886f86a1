import type { FastifyRequest } from 'fastify';

/** Who does something: what a service needs to know about the caller, never the HTTP request itself. */
export interface Actor {
  userId: number | null;
  email: string;
  address: string | null;
  userAgent: string | null;
  /** Present when the caller signed in (used to keep an admin from ending their own session by mistake). */
  sessionId?: string;
}

/** Work started by the server itself (schedules, CLI, first start). */
export const SYSTEM_ACTOR: Actor = { userId: null, email: 'system', address: null, userAgent: null };

export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  const userAgent = request.headers['user-agent'];
  return {
    userId: principal?.user.id ?? null,
    email: principal?.user.email ?? 'anonymous',
    address: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
    ...(principal ? { sessionId: principal.sessionId } : {}),
  };
}
