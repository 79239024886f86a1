// What a call to a route takes: its path parameters, query and body, each required exactly when the contract has it.
import type { Route, RouteBody, RouteParams, RouteQuery } from '../../shared/api/route.ts';

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallInput<R extends Route> = Part<'params', RouteParams<R>> & Part<'query', RouteQuery<R>> & Part<'body', RouteBody<R>>;

/** The loosely typed parts of an input, for building the URL. */
export function partsOf(input: { params?: unknown; query?: unknown; body?: unknown }) {
  return {
    params: input.params as Record<string, string | number> | undefined,
    query: input.query as Record<string, string | number | boolean | null | undefined | readonly (string | number)[]> | undefined,
    body: input.body,
  };
}
