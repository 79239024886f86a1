import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointSpec } from '../../shared/api/contract.ts';

type Parsed<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : undefined;
type Answer<S> = S extends { response: infer R extends z.ZodType } ? z.input<R> : unknown;

/** The request a handler sees: params, query and body already validated and typed by the contract. */
export type EndpointRequest<S> = FastifyRequest<{ Params: Parsed<S, 'params'>; Querystring: Parsed<S, 'query'>; Body: Parsed<S, 'body'> }>;

/** A route handler: read the validated input, make one service call, answer (or send through `reply` for CSV and the like). */
export type EndpointHandler<S> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => Promise<Answer<S> | FastifyReply> | Answer<S> | FastifyReply;

/** Registers a route from its contract: path, method, schemas, access (role and scope) and rate-limit category all come from there. */
export function registerEndpoint<const S extends EndpointSpec>(app: FastifyInstance, spec: S, handler: EndpointHandler<S>): void {
  const status = spec.status ?? 200;
  app.route({
    method: spec.method,
    url: spec.path,
    config: {
      ...(spec.access === 'admin'
        ? {
            requiredRole: spec.role,
            staffScope: spec.scope,
            ...(spec.grant ? { staffGrant: spec.grant } : {}),
            ...(spec.roleWhen ? { roleWhen: spec.roleWhen } : {}),
          }
        : {}),
      ...(spec.access === 'session' ? { requiresSession: true } : {}),
      ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
      rateBudget: spec.budget ?? (spec.method === 'GET' && spec.access === 'public' && !spec.rateLimit ? 'light' : 'full'),
      ...(spec.errors ? { apiErrors: spec.errors } : {}),
      ...(spec.etag ? { etag: true } : {}),
      ...(spec.produces ? { produces: spec.produces } : {}),
    },
    schema: {
      tags: [...spec.tags],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.response ? { response: { [status]: spec.response, ...spec.otherResponses } } : {}),
      ...(spec.hidden ? { hide: true } : {}),
    },
    handler: async (request, reply) => {
      if (status !== 200) reply.code(status);
      return handler(request as EndpointRequest<S>, reply);
    },
  });
}
