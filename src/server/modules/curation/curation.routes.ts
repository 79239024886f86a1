import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CurationApproveBodySchema,
  CurationBulkBodySchema,
  CurationBulkResponseSchema,
  CurationIdParamsSchema,
  CurationItemResponseSchema,
  CurationListQuerySchema,
  CurationListResponseSchema,
  CurationRejectBodySchema,
} from '../../../shared/api/curation.ts';
import type { AppContext } from '../../core/context.ts';
import { CurationService } from './curation.service.ts';

const TAGS = ['관리'];
const ADMIN = { requiredRole: 'admin' as const };

export function registerCurationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const curation = new CurationService(ctx);

  r.get(
    '/api/admin/curation',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '큐레이션 대기열 (자동 분류가 확신하지 못한 영상)',
        querystring: CurationListQuerySchema,
        response: { 200: CurationListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await curation.list(request.query)) }),
  );

  r.post(
    '/api/admin/curation/:id/approve',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '승인: 제안된 키워드(또는 keywordId)로 영상을 게시',
        params: CurationIdParamsSchema,
        body: CurationApproveBodySchema,
        response: { 200: CurationItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await curation.decideOne(request, request.params.id, {
        action: 'approve',
        keywordId: request.body?.keywordId,
        note: request.body?.note,
      }),
    }),
  );

  r.post(
    '/api/admin/curation/:id/reject',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '거절: 영상을 보관(archived) 상태로',
        params: CurationIdParamsSchema,
        body: CurationRejectBodySchema,
        response: { 200: CurationItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await curation.decideOne(request, request.params.id, { action: 'reject', note: request.body?.note }),
    }),
  );

  r.post(
    '/api/admin/curation/bulk',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '여러 항목을 한 번에 승인(제안대로) 또는 거절',
        body: CurationBulkBodySchema,
        response: { 200: CurationBulkResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await curation.decideMany(request, request.body) }),
  );
}
