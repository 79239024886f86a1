import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document from the routes' zod schemas, at /api/openapi.json, and a docs page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '119 안전영상 공개 API',
        description:
          '소방·안전 영상 카탈로그의 공개 REST API입니다. 모든 응답은 `{success, data, pagination?}` 형식이며, ' +
          '오류는 `{success:false, error:{code, message}}`와 알맞은 HTTP 상태 코드로 응답합니다.',
        version,
      },
      tags: [{ name: '시스템' }, { name: '영상' }, { name: '채널' }, { name: '키워드' }, { name: '분류' }, { name: '검색' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
}
