import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { documentFor, SECURITY_SCHEMES, transformDocument, transformRoute } from './openapi-document.ts';

/**
 * OpenAPI documents from the routes' zod schemas: the public one at /api/openapi.json and behind the docs page
 * (/api/docs), the admin one only to a signed-in admin at /api/admin/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance, version: string, origin?: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '119 안전영상 API', version },
      components: { securitySchemes: SECURITY_SCHEMES as never },
      tags: [{ name: '시스템' }, { name: '영상' }, { name: '채널' }, { name: '키워드' }, { name: '분류' }, { name: '검색' }],
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    // The page's own /api/docs/json and /yaml serve the public document only.
    transformSpecification: (spec) => documentFor(spec, 'public', origin),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return documentFor(app.swagger(), 'public', origin);
  });
  app.get('/api/admin/openapi.json', { schema: { hide: true }, config: { requiredRole: 'admin', staffScope: 'none' } }, async () =>
    documentFor(app.swagger(), 'admin', origin),
  );
}
