import { z } from 'zod';
import { successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { KeywordSlugParamsSchema } from './keywords.ts';

// GET /api/keywords/:slug/channels — the keyword page's channel filter: every channel that has published
// videos for the keyword, with how many (most first).
export const KeywordChannelCountSchema = z.object({
  channel_id: z.string(),
  channel_name: z.string(),
  video_count: z.number().int(),
});
export type KeywordChannelCount = z.infer<typeof KeywordChannelCountSchema>;

export const KeywordChannelsResponseSchema = successSchema(z.array(KeywordChannelCountSchema));

export const listKeywordChannels = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/keywords/:slug/channels',
  access: 'public',
  tags: ['키워드'],
  summary: '키워드의 채널 (영상 수 포함, 채널 필터용)',
  params: KeywordSlugParamsSchema,
  response: KeywordChannelsResponseSchema,
  errors: { 404: '키워드 없음' },
});
