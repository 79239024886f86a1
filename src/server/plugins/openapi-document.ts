import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CSRF_HEADER_VALUE } from '../../shared/constants/auth.ts';
import { HEALTH_ROUTES } from '../core/route-of.ts';

type Json = Record<string, unknown>;
type Doc = { info: Json; paths: Record<string, Record<string, Json>>; tags?: { name: string }[]; components?: Json };

const ERROR_SCHEMA = {
  type: 'object',
  required: ['success', 'error'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: '바뀌지 않는 오류 코드 (예: VALIDATION_ERROR, NOT_FOUND, RATE_LIMIT_EXCEEDED)' },
        message: { type: 'string', description: '사람이 읽는 한국어 설명' },
        field: { type: 'string', description: '400: 문제가 있는 필드 이름' },
        resetIn: { type: 'integer', description: '429: 다시 시도할 수 있을 때까지 남은 초' },
      },
    },
  },
};

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: '`POST /api/auth/login`으로 받은 10분짜리 접근 토큰 (`Authorization: Bearer …`). 관리 API는 관리자(admin) 계정만.',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Requested-With',
    description:
      `모든 변경 요청(POST·PUT·PATCH·DELETE)에 필요합니다: \`X-Requested-With: ${CSRF_HEADER_VALUE}\` 헤더와, ` +
      '같은 출처를 밝히는 `Origin` 헤더(또는 `Sec-Fetch-Site: same-origin`). 없거나 다른 출처면 403 `CSRF_REJECTED`.',
  },
};

const errorAnswer = (description: string, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** The error answers a route can give, by status (what the pipeline and the contract say). */
function errorAnswers(method: string, url: string, config: Json): Record<string, string> {
  const write = !['GET', 'HEAD'].includes(method);
  const signedIn = !!config.requiredRole || !!config.requiresSession;
  const declared = (config.apiErrors ?? {}) as Record<number, string>;
  const answers: Record<string, string> = { 400: '요청 형식 오류: 잘못된 값, 쓸 수 없는 문자(NUL), 너무 깊은 JSON (`field`에 필드 이름)' };
  if (signedIn) answers[401] = '로그인 필요: 접근 토큰이 없거나 만료됨';
  if (signedIn || write)
    answers[403] = [signedIn ? '권한 없음(관리자가 아니거나 비활성 계정)' : '', write ? 'CSRF_REJECTED(헤더·출처 확인 실패)' : '']
      .filter(Boolean)
      .join(' 또는 ');
  if (url.includes(':') || declared[404]) answers[404] = '찾을 수 없음';
  if (write) answers[413] = '요청 본문이 1 MiB보다 큼';
  if (!HEALTH_ROUTES.has(url)) answers[429] = '요청이 너무 많음 (`resetIn`초 뒤, `Retry-After` 헤더와 같음)';
  answers[500] = '서버 오류';
  // Liveness never asks the database (a load balancer must not restart a process for a database outage).
  if (url !== '/api/health/live') answers[503] = '데이터베이스에 연결할 수 없음';
  for (const [status, description] of Object.entries(declared))
    answers[status] = answers[status] ? `${answers[status]}; ${description}` : description;
  return answers;
}

/** Per route: zod schemas to JSON Schema, then who may call it (security) and its error answers (kept for transformObject). */
export const transformRoute: SwaggerTransform = (args) => {
  const result = jsonSchemaTransform(args as Parameters<typeof jsonSchemaTransform>[0]);
  const method = ([] as string[]).concat(args.route.method)[0]!;
  const config = (args.route.config ?? {}) as Json;
  const signedIn = !!config.requiredRole || !!config.requiresSession;
  const write = !['GET', 'HEAD'].includes(method);
  const security = { ...(signedIn ? { bearerAuth: [] } : {}), ...(write ? { csrfHeader: [] } : {}) };
  const schema = result.schema as Json;
  return {
    ...result,
    schema: {
      ...schema,
      ...(Object.keys(security).length ? { security: [security] } : {}),
      'x-api-errors': errorAnswers(method, args.url, config),
    },
  };
};

/** OpenAPI 3.0 `nullable` does not let an enum hold null unless the enum lists it (the API does answer null). */
function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(allowNullInNullableEnums);
  if (!node || typeof node !== 'object') return;
  const object = node as Json;
  if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null)) object.enum = [...object.enum, null];
  for (const value of Object.values(object)) allowNullInNullableEnums(value);
}

/** The whole document: the error shape, security schemes, each operation's error answers. */
export const transformDocument: SwaggerTransformObject = (document) => {
  const doc = (document as unknown as { openapiObject: Doc }).openapiObject;
  for (const methods of Object.values(doc.paths)) {
    for (const operation of Object.values(methods)) {
      const answers = (operation['x-api-errors'] ?? {}) as Record<string, string>;
      delete operation['x-api-errors'];
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      for (const [status, description] of Object.entries(answers)) {
        if (responses[status]) continue;
        responses[status] = errorAnswer(
          description,
          status === '429' ? { 'Retry-After': { schema: { type: 'integer' }, description: '다시 시도하기까지 초' } } : undefined,
        );
      }
      operation.responses = responses;
    }
  }
  allowNullInNullableEnums(doc.paths);
  const components = (doc.components ?? {}) as Json;
  doc.components = {
    ...components,
    schemas: { ...(components.schemas as Json), ApiError: ERROR_SCHEMA },
    securitySchemes: SECURITY_SCHEMES,
  };
  return doc as never;
};

const INFO = {
  public: {
    title: '119 안전영상 공개 API',
    description:
      '소방·안전 영상 카탈로그의 공개 REST API입니다. 모든 응답은 `{success, data, pagination?}` 형식이며, ' +
      '오류는 `{success:false, error:{code, message}}`와 알맞은 HTTP 상태 코드로 응답합니다.',
  },
  admin: {
    title: '119 안전영상 관리 API',
    description: '관리자(admin)만 쓰는 API입니다. 모든 요청에 접근 토큰(Bearer)이, 변경 요청에는 CSRF 헤더가 필요합니다.',
  },
} as const;

/** The public document (everything but /api/admin) or the admin one (only /api/admin), from the full document. */
export function documentFor(full: unknown, audience: 'public' | 'admin'): Doc {
  const doc = full as Doc;
  const isAdmin = (path: string) => /^\/api\/admin(\/|$)/.test(path);
  const paths = Object.fromEntries(Object.entries(doc.paths).filter(([path]) => isAdmin(path) === (audience === 'admin')));
  const used = new Set(Object.values(paths).flatMap((methods) => Object.values(methods).flatMap((op) => (op.tags as string[]) ?? [])));
  return {
    ...doc,
    info: { ...doc.info, ...INFO[audience] },
    paths,
    ...(doc.tags ? { tags: doc.tags.filter((tag) => used.has(tag.name)) } : {}),
  };
}
