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
  method: 'GET',
  path: '/api/statistics',
  access: 'public',
  tags: TAGS,
  summary: '플랫폼 통계 (current_statistics)',
  response: StatisticsResponseSchema,
});
