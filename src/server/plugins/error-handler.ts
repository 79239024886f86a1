import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldName, koreanIssueMessage, type IssueLike } from '../../shared/api/validation-messages.ts';
import { ApiError } from '../core/errors.ts';
import { applySecurityHeaders } from './security-headers.ts';

export const STATUS_MESSAGES: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: '요청 형식이 올바르지 않습니다.' },
  401: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' },
  403: { code: 'FORBIDDEN', message: '접근 권한이 없습니다.' },
  404: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: '허용되지 않는 요청 방식입니다.' },
  406: { code: 'NOT_ACCEPTABLE', message: '지원하지 않는 응답 형식입니다.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' },
  414: { code: 'URI_TOO_LONG', message: '요청 주소가 너무 깁니다.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: '지원하지 않는 요청 형식입니다.' },
  431: { code: 'HEADERS_TOO_LARGE', message: '요청 헤더가 너무 큽니다.' },
};

export function sendError(reply: FastifyReply, status: number, code: string, message: string, field?: string) {
  reply.header('cache-control', 'no-store');
  return reply.code(status).send({ success: false, error: field ? { code, message, field } : { code, message } });
}

/** The database is away or too slow (connection refused or cut, shutdown, pool wait or statement timeout). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code = '', message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '57014', '53300', '08006', '08001', '08003'].includes(
      code,
    )
  )
    return true;
  // node-postgres says these in words only.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i.test(
    message,
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] as unknown as {
        keyword?: string;
        params?: Record<string, unknown> & { issue?: IssueLike };
        instancePath?: string;
        message?: string;
      };
      // fastify-type-provider-zod 7 spreads the zod issue into `params` (code in `keyword`); older versions nest it.
      const zodIssue: IssueLike | undefined =
        issue.params?.issue ??
        (issue.keyword
          ? { ...issue.params, code: issue.keyword, message: issue.message, path: (issue.instancePath ?? '').split('/').filter(Boolean) }
          : undefined);
      // Query and path parameters are flat: name the parameter, not an index inside it.
      const path = (zodIssue?.path ?? (issue.instancePath ?? '').split('/').filter(Boolean)).slice(0, 1);
      const message = zodIssue ? koreanIssueMessage({ ...zodIssue, path }) : `'${fieldName(path)}' 값이 올바르지 않습니다.`;
      return sendError(reply, 400, 'VALIDATION_ERROR', message, fieldName(path));
    }
    if (error instanceof ApiError) return sendError(reply, error.statusCode, error.code, error.message, error.field);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!;
      return sendError(reply, status, known.code, known.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '10');
      // A write that answers this was not saved (its transaction never committed): say so, so nobody assumes it was.
      const message =
        request.method === 'GET' || request.method === 'HEAD'
          ? '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도하세요.'
          : '데이터베이스에 연결할 수 없어 저장하지 못했습니다. 입력한 내용은 그대로 두고 잠시 후 다시 시도하세요.';
      return sendError(reply, 503, 'DATABASE_UNAVAILABLE', message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', '서버 오류가 발생했습니다. 잠시 후 다시 시도하세요.');
  });

  app.setNotFoundHandler((request, reply) => {
    // Requests no route matched at all (an unknown method); /api paths of every spelling have their own route below.
    const known = STATUS_MESSAGES[404]!;
    if (request.url.startsWith('/api')) return sendError(reply, 404, known.code, known.message);
    return sendError(reply, 404, 'NOT_FOUND', '페이지를 찾을 수 없습니다.');
  });
}

/** Fastify's own routing errors (malformed URL encoding) answered in the same shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // The router answers these before any hook runs: the security headers are written here.
  applySecurityHeaders(reply);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(reply, status, 'BAD_REQUEST', '요청 주소의 형식이 올바르지 않습니다.');
}
