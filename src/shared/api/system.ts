import { z } from 'zod';
import { successSchema } from './common.ts';

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
