import { z } from 'zod';
import { CHANNEL_TYPES } from '../constants/catalogue.ts';
import { successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { AdminKeywordIdParamsSchema } from './admin-keywords.ts';

// One keyword in depth for the keywords/v3 screen: 12 months of new videos and their views, its channels,
// where its videos stand (published, waiting, archived) and its most watched videos.

export const KeywordMonthSchema = z.object({
  /** 'YYYY-MM' in Korean time. */
  month: z.string(),
  newVideos: z.number().int(),
  /** Views (today's counts) of the videos uploaded that month: YouTube gives no view history. */
  views: z.number().int(),
});

export const KeywordChannelSchema = z.object({
  channel_id: z.string().nullable(),
  channel_name: z.string(),
  channel_type: z.enum(CHANNEL_TYPES).nullable(),
  videos: z.number().int(),
  views: z.number().int(),
});

export const KeywordTopVideoSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  channel_name: z.string(),
  view_count: z.number().int(),
  upload_date: z.string(),
});

export const AdminKeywordInsightsSchema = z.object({
  keywordId: z.number().int(),
  months: z.array(KeywordMonthSchema),
  channels: z.array(KeywordChannelSchema),
  /** Linked videos by status (published, draft, archived, deleted). */
  videoStatus: z.object({ published: z.number().int(), draft: z.number().int(), archived: z.number().int(), deleted: z.number().int() }),
  pendingCuration: z.number().int(),
  topVideos: z.array(KeywordTopVideoSchema),
});
export type AdminKeywordInsights = z.infer<typeof AdminKeywordInsightsSchema>;

export const getAdminKeywordInsights = defineEndpoint({
  method: 'GET',
  path: '/api/admin/keywords/:id/insights',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: ['관리: 키워드'],
  summary: '키워드 자세히: 최근 12개월 새 영상과 조회수, 채널, 영상 상태, 인기 영상',
  description:
    '월별 조회수는 그 달에 올라온 영상들의 현재 조회수 합입니다 (YouTube는 조회수 기록을 주지 않음). 채널은 영상 수 순으로 10개.',
  params: AdminKeywordIdParamsSchema,
  response: successSchema(AdminKeywordInsightsSchema),
  errors: { 404: '키워드 없음' },
});
