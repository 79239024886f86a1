import type { FastifyRequest } from 'fastify';
import type {} from './principal.ts';
import { accessOf, type StaffAccess } from './staff-scope.ts';

/** Who does something: what a service needs to know about the caller, never the HTTP request itself. */
export interface Actor {
  userId: number | null;
  email: string;
  address: string | null;
  userAgent: string | null;
  /** Present when the caller signed in (used to keep an admin from ending their own session by mistake). */
  sessionId?: string;
  /** The caller's role and scope, read from the database with the request; absent for the server itself (unlimited). */
  access?: StaffAccess;
}

/** Work started by the server itself (schedules, CLI, first start). */
export const SYSTEM_ACTOR: Actor = { userId: null, email: 'system', address: null, userAgent: null };

const userAgentOf = (request: FastifyRequest) => {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value.slice(0, 500) : null;
};

export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  return {
    userId: principal?.user.id ?? null,
    email: principal?.user.email ?? 'anonymous',
    address: request.ip,
    userAgent: userAgentOf(request),
    ...(principal ? { sessionId: principal.sessionId, access: accessOf(principal.user) } : {}),
  };
}

/** Where a call came from, as security events record it (sign-in has no actor yet, only a client). */
export interface Client {
  address: string;
  userAgent: string | null;
  method: string | null;
  path: string | null;
}

export function clientOf(request: FastifyRequest): Client {
  return { address: request.ip, userAgent: userAgentOf(request), method: request.method, path: request.url.split('?')[0]! };
}
