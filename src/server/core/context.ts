import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import type { SyncEngine } from '../../sync/index.ts';
import type { AppConfig } from './config.ts';
import { markServedFromCache, sendCached, type PublicResponseCache } from './response-cache.ts';

export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Kysely<Database>;
  cache: PublicResponseCache;
  now: () => Date;
  appVersion: string;
  sync: SyncEngine;
}

/** Cache key from the route and its already-validated parameters (order-insensitive). */
function cacheKey(request: FastifyRequest): string {
  return `${request.routeOptions.url}\u0000${JSON.stringify(request.params ?? {})}\u0000${JSON.stringify(sortKeys(request.query))}`;
}

function sortKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  // Code-unit order: the key needs a fixed order, not a language's (localeCompare asks ICU for every pair).
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = (value as Record<string, unknown>)[key];
  return sorted;
}

/** Answers a public GET from the process cache (filled by `produce` on a miss). */
export async function replyCached(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  maxAge: number,
  produce: () => Promise<unknown>,
  options: {
    /** Part of the key beyond the URL (e.g. the notices in force, which change with the clock, not the version). */
    variant?: string;
    /** Keep the last good copy whatever else is asked for (ADR 0028). */
    pin?: boolean;
  } = {},
) {
  let computed = false;
  const key = `${cacheKey(request)}\u0000${options.variant ?? ''}`;
  const entry = await ctx.cache.get(
    key,
    () => {
      computed = true;
      return produce();
    },
    { pin: options.pin ?? false },
  );
  if (!computed) markServedFromCache(request);
  // The next request for this URL is answered before validation (plugins/cached-answers.ts) — not when the answer
  // also depends on something beyond the URL and the catalogue version (the notices in force change with the clock).
  if (request.method === 'GET' && options.variant === undefined) ctx.cache.rememberUrl(request.url, key, maxAge);
  return sendCached(request, reply, entry, { maxAge });
}

/** Remembers a list total per filter for a minute, so paging and re-sorting do not count again. */
export function rememberedCount(ctx: AppContext, scope: string, filter: unknown) {
  return (produce: () => Promise<number>) => ctx.cache.memo(`count\u0000${scope}\u0000${JSON.stringify(filter)}`, 60_000, produce);
}
