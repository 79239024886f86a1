// The zod-free face of a contract that the web imports as a value: method and path, plus the contract's types.
import type { StaffGrant, StaffRole } from '../constants/staff-roles.ts';
import type { EndpointTypes, HttpMethod } from './contract.ts';

/** What a staff route needs of the caller's role (from its contract). */
export interface RouteStaff {
  readonly role: StaffRole;
  readonly grant?: StaffGrant;
}

export interface Route<T extends EndpointTypes<unknown> = EndpointTypes<unknown>> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Staff routes only: the least role (or grant) they need. */
  readonly staff?: RouteStaff;
  /** Types only; never set at run time. */
  readonly types?: T;
}

export type RouteParams<R> = R extends Route<infer T> ? T['params'] : never;
export type RouteQuery<R> = R extends Route<infer T> ? T['query'] : never;
export type RouteBody<R> = R extends Route<infer T> ? T['body'] : never;
export type RouteResponse<R> = R extends Route<infer T> ? T['response'] : never;

export function route<S>(method: HttpMethod, path: string, staff?: RouteStaff): Route<EndpointTypes<S>> {
  return staff ? { method, path, staff } : { method, path };
}

/** /api/keywords/:slug + { slug: '소화기' } → /api/keywords/%EC%86%8C%ED%99%94%EA%B8%B0 */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${path}: ${name} 값이 없습니다.`);
    return encodeURIComponent(String(value));
  });
}
