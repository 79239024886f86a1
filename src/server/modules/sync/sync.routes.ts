import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginationFor } from '../../../shared/api/common.ts';
import {
  JobIdParamsSchema,
  QuotaEstimateResponseSchema,
  StartSyncBodySchema,
  SyncJobItemsQuerySchema,
  SyncJobItemsResponseSchema,
  SyncJobListQuerySchema,
  SyncJobListResponseSchema,
  SyncJobResponseSchema,
} from '../../../shared/api/sync.ts';
import type { AppContext } from '../../core/context.ts';
import { registerSyncScheduleRoutes } from './sync-schedules.routes.ts';
import { cancelSync, estimateSync, getSyncJob, listJobItems, listSyncJobs, retrySync, startSync } from './sync.service.ts';
import { registerYouTubeKeyRoutes } from './youtube-keys.routes.ts';
import { registerYouTubeTestRoutes } from './youtube-test.routes.ts';

const TAGS = ['동기화'];
// Starting work spends YouTube quota: the spec's sync limit (10/min) applies.
const ADMIN_SYNC = { requiredRole: 'admin' as const, rateLimit: 'sync' as const };
const ADMIN = { requiredRole: 'admin' as const };

export function registerSyncRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/sync/estimate',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: '동기화 할당량 예상', body: StartSyncBodySchema, response: { 200: QuotaEstimateResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await estimateSync(ctx, request.body) }),
  );

  r.post(
    '/api/admin/sync/jobs',
    {
      config: ADMIN_SYNC,
      schema: {
        tags: TAGS,
        summary: '동기화 시작 (할당량이 모자라면 409)',
        body: StartSyncBodySchema,
        response: { 202: SyncJobResponseSchema },
      },
    },
    async (request, reply) => reply.code(202).send({ success: true as const, data: { job: await startSync(ctx, request, request.body) } }),
  );

  r.get(
    '/api/admin/sync/jobs',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '동기화 작업 목록',
        querystring: SyncJobListQuerySchema,
        response: { 200: SyncJobListResponseSchema },
      },
    },
    async (request) => {
      const { jobs, total } = await listSyncJobs(ctx, request.query);
      return { success: true as const, data: jobs, pagination: paginationFor(request.query.page, request.query.limit, total) };
    },
  );

  r.get(
    '/api/admin/sync/jobs/:id',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: '동기화 작업 상세', params: JobIdParamsSchema, response: { 200: SyncJobResponseSchema } },
    },
    async (request) => ({ success: true as const, data: { job: await getSyncJob(ctx, request.params.id) } }),
  );

  r.get(
    '/api/admin/sync/jobs/:id/items',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '작업의 항목별 결과 (실패 먼저)',
        params: JobIdParamsSchema,
        querystring: SyncJobItemsQuerySchema,
        response: { 200: SyncJobItemsResponseSchema },
      },
    },
    async (request) => {
      const { items, total } = await listJobItems(ctx, request.params.id, request.query);
      return { success: true as const, data: items, pagination: paginationFor(request.query.page, request.query.limit, total) };
    },
  );

  r.post(
    '/api/admin/sync/jobs/:id/cancel',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '작업 취소 (실행 중이면 다음 항목에서 멈춤)',
        params: JobIdParamsSchema,
        response: { 200: SyncJobResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: { job: await cancelSync(ctx, request, request.params.id) } }),
  );

  r.post(
    '/api/admin/sync/jobs/:id/retry',
    {
      config: ADMIN_SYNC,
      schema: { tags: TAGS, summary: '실패·취소된 작업 다시 실행', params: JobIdParamsSchema, response: { 202: SyncJobResponseSchema } },
    },
    async (request, reply) =>
      reply.code(202).send({ success: true as const, data: { job: await retrySync(ctx, request, request.params.id) } }),
  );

  registerYouTubeKeyRoutes(app, ctx);
  registerYouTubeTestRoutes(app, ctx);
  registerSyncScheduleRoutes(app, ctx);
}
