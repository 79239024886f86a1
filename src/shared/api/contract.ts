// One contract per endpoint: method, path, who may call it, and the zod schemas of its input and answer.
// The server registers its route from the contract (src/server/core/route.ts); the web calls it through the
// generated, zod-free table in ./endpoints.ts, so the browser bundle carries the types and never zod itself.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: anyone; session: any signed-in, active account; admin: role admin, read from the database. */
export type EndpointAccess = 'public' | 'session' | 'admin';

/** Extra per-visitor limits on top of the general API limit (see the rate-limit stage). */
export type RateLimitCategory = 'search' | 'sync' | 'upload';

/**
 * What a request costs against the per-visitor API budget (ADR 0016): `light` (half a request) for public reads and
 * view counters, `full` for the rest. Any answer served from the response cache or as 304 costs a tenth instead.
 * Default: `light` for public GETs without a category, `full` otherwise.
 */
export type RateBudget = 'light' | 'full';

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify path syntax: /api/admin/keywords/:id */
  path: `/api/${string}`;
  access: EndpointAccess;
  summary: string;
  description?: string;
  tags: readonly string[];
  rateLimit?: RateLimitCategory;
  budget?: RateBudget;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer; leave out for answers that are not JSON (CSV, 204). */
  response?: z.ZodType;
  /** JSON answers at other statuses that carry a body of their own (health's 503), documented and serialised alike. */
  otherResponses?: Readonly<Record<number, z.ZodType>>;
  /** Status of a successful answer (default 200). */
  status?: 200 | 201 | 202 | 204;
  /** Other answers worth documenting (409 with its code…), by status. */
  errors?: Readonly<Record<number, string>>;
  /** Kept out of the public OpenAPI document. */
  hidden?: boolean;
}

/** Declares an endpoint; `const` keeps the literal method and path in its type for the generated client. */
export function defineEndpoint<const S extends EndpointSpec>(spec: S): S {
  return spec;
}

type Input<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer T extends z.ZodType } ? z.input<T> : undefined;

/** What a client sends (before defaults and coercion) and what it gets back. */
export interface EndpointTypes<S> {
  params: Input<S, 'params'>;
  query: Input<S, 'query'>;
  body: Input<S, 'body'>;
  response: S extends { response: infer R extends z.ZodType } ? z.output<R> : undefined;
}
