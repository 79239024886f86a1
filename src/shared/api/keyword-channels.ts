import { z } from 'zod';
import { successSchema } from './common.ts';

// GET /api/keywords/:slug/channels — the keyword page's channel filter: every channel that has published
// videos for the keyword, with how many (most first).
export const KeywordChannelSchema = z.object({
  channel_id: z.string(),
  channel_name: z.string(),
  video_count: z.number().int(),
});
export type KeywordChannel = z.infer<typeof KeywordChannelSchema>;

export const KeywordChannelsResponseSchema = successSchema(z.array(KeywordChannelSchema));
