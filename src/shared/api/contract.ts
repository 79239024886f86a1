// One contract per endpoint: method, path, who may call it, and the zod schemas of its input and answer.
// The server registers its route from the contract (src/server/core/route.ts); the web calls it through the
// generated, zod-free table in ./endpoints.ts, so the browser bundle carries the types and never zod itself.
import type { z } from 'zod';
import type { StaffGrant, StaffRole } from '../constants/staff-roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: anyone; session: any signed-in, active account; admin: the staff area, where the contract also names the
 * role it needs and how the scope of its target is found (`role`, `scope`; ADR 0034). The role is read from the
 * database on every request.
 */
export type EndpointAccess = 'public' | 'session' | 'admin';

/** What a scope rule can look up the region of (src/server/core/staff-scope.ts resolves each). */
export type ScopeTarget =
  | 'channel' // channel_master.id
  | 'deletedChannel' // deleted_channels.id
  | 'video' // a video id, live or archived: its channel's region
  | 'curation' // curation_queue.id: its video's channel's region
  | 'alert' // disaster_alerts.id: every region it covers
  | 'importJob' // a channel-import job: the regions of its rows
  | 'bulkTask' // a bulk-task run: the regions of its videos
  | 'importLine'; // a line of a channel-import text: the region written on it

/**
 * How the guard finds the region(s) an hq_editor's request reaches (other roles are never limited):
 * - `{ from, param }` / `{ from, query }`: one target named in the path (or a filter in the query); out of scope →
 *   403 before the handler runs.
 * - `{ from, body }`: a target (or several) named in the body; any outside the scope → 403.
 * - `{ from, body, each: true }`: a list of targets in the body; every item is checked in its own write (the audit
 *   row of a regional target refuses an item outside the scope) and reported per item, never applied.
 * - `{ from: 'regions', body }`: region codes in the body; each must be in scope → else 403.
 * - `{ from: 'list', query? }`: a list the service answers only for the caller's regions; a region filter outside
 *   them (`query`) → 403.
 * - `'none'`: the target has no region (keywords, settings, keys, accounts): the role alone decides.
 */
export type ScopeRule =
  | { from: ScopeTarget; param: string }
  | { from: ScopeTarget; query: string }
  | { from: ScopeTarget; body: string; each?: boolean }
  | { from: 'regions'; body: string }
  | { from: 'list'; query?: string };
export type ScopeDeclaration = 'none' | ScopeRule | readonly ScopeRule[];

/** A body field whose value asks for a higher role (a bulk task that collects for a keyword needs an editor). */
export interface RoleWhen {
  body: string;
  equals: string;
  role: StaffRole;
}

/** Extra per-visitor limits on top of the general API limit (see the rate-limit stage). */
export type RateLimitCategory = 'search' | 'sync' | 'upload';

/**
 * What a request costs against the per-visitor API budget (ADR 0016): `light` (half a request) for public reads and
 * view counters, `full` for the rest. Any answer served from the response cache or as 304 costs a tenth instead.
 * Default: `light` for public GETs without a category, `full` otherwise.
 */
export type RateBudget = 'light' | 'full';

interface EndpointBase {
  method: HttpMethod;
  /** Fastify path syntax: /api/admin/keywords/:id */
  path: `/api/${string}`;
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
  /**
   * The answer carries an ETag (one per content-coding) and Cache-Control, and If-None-Match gets 304: the routes
   * answered through the response cache (replyCached, sendCached). Documented in OpenAPI; a test holds it to the routes.
   */
  etag?: true;
  /** The media type of an answer that is not JSON (CSV exports), documented in OpenAPI. */
  produces?: 'text/csv';
}

/** A staff-area endpoint: the least role it needs and how the scope of its target is found (ADR 0034). */
export interface StaffEndpointSpec extends EndpointBase {
  access: 'admin';
  role: StaffRole;
  scope: ScopeDeclaration;
  /** An hq_editor holding this grant may call it too (keywords and categories). */
  grant?: StaffGrant;
  roleWhen?: readonly RoleWhen[];
}

export interface OpenEndpointSpec extends EndpointBase {
  access: 'public' | 'session';
  role?: never;
  scope?: never;
  grant?: never;
  roleWhen?: never;
}

export type EndpointSpec = StaffEndpointSpec | OpenEndpointSpec;

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
