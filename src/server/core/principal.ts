import type { AdminRole, AuthUser } from '../../shared/api/auth.ts';
import type { RateBudget, RateLimitCategory, RoleWhen, ScopeDeclaration } from '../../shared/api/contract.ts';
import type { StaffGrant } from '../../shared/constants/staff-roles.ts';

/** The signed-in caller behind a request, read from the session and the account on every request. */
export interface Principal {
  user: AuthUser;
  sessionId: string;
  absoluteExpiresAt: Date;
}

// What a route declares (registerEndpoint sets it from the contract) and what the role check leaves on the request.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role a caller needs, read from the database on every request. Required under /api/admin. */
    requiredRole?: AdminRole;
    /** How the guard finds the regions a request reaches (required under /api/admin; ADR 0034). */
    staffScope?: ScopeDeclaration;
    /** An hq_editor holding this grant passes the role check too. */
    staffGrant?: StaffGrant;
    /** Body values that need a higher role. */
    roleWhen?: readonly RoleWhen[];
    /** Needs a signed-in, active account of any role (e.g. /api/auth/check). */
    requiresSession?: boolean;
    /** An extra per-visitor limit on top of the general API limit. */
    rateLimit?: RateLimitCategory;
    /** What a request costs against the per-visitor budget (ADR 0016); routes not from a contract cost `full`. */
    rateBudget?: RateBudget;
    /** The contract's documented error answers by status (the OpenAPI document lists them). */
    apiErrors?: Readonly<Record<number, string>>;
    /** Answers with an ETag and 304 on If-None-Match (documented in OpenAPI). */
    etag?: boolean;
    /** A non-JSON answer's media type (documented in OpenAPI). */
    produces?: 'text/csv';
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}
