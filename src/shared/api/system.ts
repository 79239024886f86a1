import { z } from 'zod';
import { successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';

const TAGS = ['시스템'] as const;

export const StatisticsSchema = z.object({
  totalVideos: z.number().int(),
  totalChannels: z.number().int(),
  totalViews: z.number().int(),
  totalLikes: z.number().int(),
  totalKeywords: z.number().int(),
  totalCategories: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type Statistics = z.infer<typeof StatisticsSchema>;
export const StatisticsResponseSchema = successSchema(StatisticsSchema);

export const HealthResponseSchema = successSchema(
  z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      reachable: z.boolean(),
      schemaVersion: z.string().nullable(),
      latencyMs: z.number(),
    }),
  }),
);
export type Health = z.infer<typeof HealthResponseSchema>['data'];

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tags: TAGS,
  summary: '서버·데이터베이스 상태',
  response: HealthResponseSchema,
  // Same body when the database cannot be reached, with status "degraded".
  otherResponses: { 503: HealthResponseSchema },
});

export const getStatistics = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/statistics',
  access: 'public',
  tags: TAGS,
  summary: '플랫폼 통계 (current_statistics)',
  response: StatisticsResponseSchema,
});

export const LivenessResponseSchema = successSchema(z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }));

export const getLiveness = defineEndpoint({
  method: 'GET',
  path: '/api/health/live',
  access: 'public',
  tags: TAGS,
  summary: '살아 있음 (liveness): 프로세스가 요청에 답하는지',
  description: '데이터베이스를 보지 않습니다. 실패하면 프로세스를 다시 시작할 때입니다.',
  response: LivenessResponseSchema,
});

export const ReadinessResponseSchema = successSchema(
  z.object({
    /**
     * degraded: the database does not answer, but this process answers public reads from the copies it kept and
     * search from its index (ADR 0028); admin writes answer 503 until the database is back.
     */
    status: z.enum(['ready', 'degraded', 'not_ready']),
    database: z.object({ reachable: z.boolean(), latencyMs: z.number() }),
    /** Public answers kept for when the database is away. */
    lastGoodCopies: z.number().int(),
    migrations: z.object({
      expected: z.number().int(),
      applied: z.number().int(),
      /** Migration files this database has not applied yet (an upgrade still running, or a bad deploy). */
      pending: z.array(z.string()),
    }),
  }),
);
export type Readiness = z.infer<typeof ReadinessResponseSchema>['data'];

export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/api/health/ready',
  access: 'public',
  tags: TAGS,
  summary: '받을 준비 (readiness): 데이터베이스에 닿고 마이그레이션이 모두 적용되었는지',
  description: '부하 분산기가 이 프로세스로 요청을 보낼지 정합니다. 준비되지 않았으면 같은 본문으로 503을 답합니다.',
  response: ReadinessResponseSchema,
  otherResponses: { 503: ReadinessResponseSchema },
});
