import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiError } from '../../shared/api/common.ts';
import type { EndpointSpec, EndpointTypes } from '../../shared/api/contract.ts';
import { fillPath } from '../../shared/api/route.ts';
import { apiUrl, type QueryParams } from '../../shared/url/api-url.ts';
import { SAME_ORIGIN_WRITE } from './test-app.ts';

type Types<S> = EndpointTypes<S>;

/** The parts a contract asks for: `params` when its path has some, typed `query` and `body` from its schemas. */
export type CallInput<S extends EndpointSpec> = (Types<S>['params'] extends undefined
  ? { params?: undefined }
  : { params: Types<S>['params'] }) & {
  query?: Types<S>['query'] extends undefined ? undefined : Types<S>['query'];
  body?: Types<S>['body'] extends undefined ? undefined : Types<S>['body'];
  /** Input the contract refuses, sent as is (tests of 400 answers); wins over `body`. */
  untypedBody?: unknown;
  /** Query strings the contract refuses, sent as is; merged over `query`. */
  untypedQuery?: Record<string, string>;
  /** Access token: sent as `Authorization: Bearer …`. */
  as?: string | null;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export interface CallResult<S extends EndpointSpec> {
  status: number;
  /** The success answer, checked against the contract's response schema (undefined for an error or a 204). */
  body: Types<S>['response'];
  /** The error envelope's `error` when the server refused. */
  error: ApiError['error'] | undefined;
  headers: LightMyRequestResponse['headers'];
  raw: string;
}

/**
 * Calls an endpoint through `app.inject` the way our web app does: the URL from the contract's path and
 * params, the CSRF headers on writes, a bearer token when `as` is given; the answer is parsed with the
 * contract's schema, so a test reads typed fields and a drift between server and contract fails the test.
 */
export async function call<const S extends EndpointSpec>(
  target: FastifyInstance | { app: FastifyInstance },
  contract: S,
  input: CallInput<S> = {} as CallInput<S>,
): Promise<CallResult<S>> {
  const app = 'app' in target ? target.app : target;
  const path = fillPath(contract.path, input.params as Record<string, string | number> | undefined);
  const url = apiUrl(path, { ...(input.query as QueryParams | undefined), ...input.untypedQuery });
  const payload = 'untypedBody' in input ? input.untypedBody : input.body;
  const response = await app.inject({
    method: contract.method,
    url,
    headers: {
      ...(contract.method === 'GET' ? {} : SAME_ORIGIN_WRITE),
      ...(input.as ? { authorization: `Bearer ${input.as}` } : {}),
      ...input.headers,
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
  });
  const json = parseJson(response);
  const succeeded = response.statusCode < 400 && json !== undefined;
  const body = succeeded && contract.response ? contract.response.parse(json) : undefined;
  const error = response.statusCode >= 400 ? (json as ApiError | undefined)?.error : undefined;
  return { status: response.statusCode, body: body as Types<S>['response'], error, headers: response.headers, raw: response.body };
}

function parseJson(response: LightMyRequestResponse): unknown {
  if (!response.body) return undefined;
  try {
    return response.json();
  } catch {
    return undefined;
  }
}
