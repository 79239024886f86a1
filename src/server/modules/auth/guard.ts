import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AdminRole } from '../../../shared/api/auth.ts';
import type { ScopeDeclaration, ScopeRule } from '../../../shared/api/contract.ts';
import { roleAllows, roleNeededMessage } from '../../../shared/constants/staff-roles.ts';
import { clientOf } from '../../core/actor.ts';
import { ApiError } from '../../core/errors.ts';
import type {} from '../../core/principal.ts';
import { accessOf, outOfScope, reaches, regionsOf, TARGET_LABELS, type StaffAccess } from '../../core/staff-scope.ts';
import type { SessionService } from './sessions.ts';

export interface RouteEntry {
  method: string;
  url: string;
  requiredRole: AdminRole | undefined;
  /** How the scope of the route's target is found (every /api/admin route declares one). */
  scope: ScopeDeclaration | undefined;
  requiresSession: boolean;
}

export const isAdminPath = (url: string) => /^\/api\/admin(\/|$)/.test(url);

const rulesOf = (scope: ScopeDeclaration | undefined): readonly ScopeRule[] =>
  !scope || scope === 'none' ? [] : Array.isArray(scope) ? scope : [scope as ScopeRule];

const field = (source: unknown, name: string): unknown =>
  source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;

/**
 * The role and scope check, in one place for every staff route (ADR 0034). Routes under /api/admin must declare a
 * role and a scope: registering one without fails at start-up, and a request that somehow reaches one is refused
 * (fail closed). The role is read from the database on every request (onRequest); the scope of the declared target
 * is checked once the input is validated (preHandler). Returns the route table for the tests that walk it.
 */
export function registerAuthGuard(app: FastifyInstance, sessions: SessionService, db: Kysely<Database>): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { requiredRole?: AdminRole; staffScope?: ScopeDeclaration; requiresSession?: boolean };
    const methods = ([] as HTTPMethods[]).concat(route.method as HTTPMethods | HTTPMethods[]);
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        requiredRole: config.requiredRole,
        scope: config.staffScope,
        requiresSession: !!config.requiresSession,
      });
    }
    if (isAdminPath(route.url) && (!config.requiredRole || !config.staffScope)) {
      throw new Error(`${methods.join(',')} ${route.url}: /api/admin 아래 경로는 config.requiredRole과 staffScope를 선언해야 합니다.`);
    }
  });

  // A callback hook: a public route passes without a promise (ADR 0031); the session check stays asynchronous.
  app.addHook('onRequest', (request, _reply, done) => {
    const { requiredRole, staffGrant, requiresSession } = request.routeOptions.config;
    if (requiredRole || requiresSession) {
      const need = requiredRole ? { role: requiredRole, grant: staffGrant } : null;
      void sessions.authorize(request.headers.authorization, need, clientOf(request)).then((principal) => {
        request.principal = principal;
        done();
      }, done);
    } else if (isAdminPath(request.routeOptions.url ?? '')) {
      done(new ApiError(403, 'FORBIDDEN', '접근 권한이 없습니다.'));
    } else done();
  });

  // After validation: params, query and body are parsed, so the declared target can be looked up. A callback hook,
  // so public routes pass without a promise (ADR 0031).
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.routeOptions.config.requiredRole || !request.principal) return done();
    void checkScope(request).then(() => done(), done);
  });

  const checkScope = async (request: FastifyRequest) => {
    const { staffScope, roleWhen } = request.routeOptions.config;
    const access = accessOf(request.principal!.user);
    for (const when of roleWhen ?? []) {
      if (field(request.body, when.body) === when.equals && !roleAllows(access.role, when.role, access.grants)) {
        await refuse(request, access, { required: when.role, [when.body]: when.equals });
        throw new ApiError(403, 'FORBIDDEN', roleNeededMessage(when.role));
      }
    }
    if (!access.regions) return;
    for (const rule of rulesOf(staffScope)) {
      const error = await checkRule(db, access, rule, request);
      if (error) {
        await refuse(request, access, { scope: access.regions, rule });
        throw error;
      }
    }
  };

  const refuse = (request: FastifyRequest, access: StaffAccess, details: Record<string, unknown>) =>
    sessions.denied(clientOf(request), request.principal!.user, { role: access.role, ...details });

  return routes;
}

/** One declared rule for a caller limited to regions: the refusal, or null when the request stays in scope. */
async function checkRule(db: Kysely<Database>, access: StaffAccess, rule: ScopeRule, request: FastifyRequest): Promise<ApiError | null> {
  if ('each' in rule && rule.each) return null; // every item is checked in its own write and reported per item
  if (rule.from === 'list') {
    const region = rule.query ? field(request.query, rule.query) : undefined;
    return typeof region === 'string' && !reaches(access, [region]) ? outOfScope(access, 'region', rule.query) : null;
  }
  if (rule.from === 'regions') {
    const value = field(request.body, rule.body);
    if (value === undefined) return null;
    const regions = Array.isArray(value) ? (value as (string | null)[]) : [value as string | null];
    return reaches(access, regions) ? null : outOfScope(access, 'region', rule.body);
  }
  const value =
    'param' in rule
      ? field(request.params, rule.param)
      : 'query' in rule
        ? field(request.query, rule.query)
        : field(request.body, rule.body);
  const keys = (Array.isArray(value) ? value : [value]).filter((key) => key !== undefined && key !== null && key !== '').map(String);
  if (keys.length === 0) return null;
  const found = await regionsOf(db, rule.from, keys);
  // Not found: the handler answers 404 as it would for anyone.
  const outside = keys.some((key) => {
    const regions = found.get(key);
    return regions !== undefined && !reaches(access, regions);
  });
  return outside ? outOfScope(access, TARGET_LABELS[rule.from]) : null;
}
