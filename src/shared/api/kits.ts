import { z } from 'zod';
import { AUDIENCE_TYPES } from '../constants/audiences.ts';
import {
  KIT_GOAL_MAX,
  KIT_GOALS_MAX,
  KIT_MESSAGES as MSG,
  KIT_NOTE_MAX,
  KIT_QUESTION_MAX,
  KIT_SECONDS_MAX,
  KIT_SLUG_MAX,
  KIT_SUMMARY_MAX,
  KIT_TITLE_MAX,
  KIT_VIDEOS_MAX,
  KIT_VIDEOS_MIN,
} from '../constants/kits.ts';
import { CsvFormatSchema, successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';

// Lesson kits (수업 꾸러미, ADR 0030): public reading (/api/kits*) and staff editing (/api/admin/kits*).

const TAGS = ['수업 꾸러미'] as const;
const ADMIN_TAGS = ['관리: 수업 꾸러미'] as const;
const VideoIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,20}$/, '영상 ID 형식이 올바르지 않습니다.');
const AudienceSchema = z.enum(AUDIENCE_TYPES);

/** One place in a kit. `available` false: the video was deleted or unpublished (a placeholder is shown). */
export const KitVideoSchema = z.object({
  position: z.number().int(),
  video_id: z.string(),
  available: z.boolean(),
  /** null when not available (what it was is for staff only: see AdminKitSchema). */
  title: z.string().nullable(),
  channel_name: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  duration: z.number().int().nullable(),
  note: z.string(),
  question: z.string(),
  start_seconds: z.number().int().nullable(),
  end_seconds: z.number().int().nullable(),
});
export type KitVideo = z.infer<typeof KitVideoSchema>;

export const KitSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  life_stages: z.array(AudienceSchema),
  goals: z.array(z.string()),
  video_count: z.number().int(),
  available_count: z.number().int(),
  thumbnail_url: z.string().nullable(),
  updated_at: z.string(),
});
export type KitSummary = z.infer<typeof KitSummarySchema>;

export const KitSchema = KitSummarySchema.extend({ videos: z.array(KitVideoSchema) });
export type Kit = z.infer<typeof KitSchema>;

export const KitListQuerySchema = z.object({ audience: AudienceSchema.optional() });
export const KitSlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(KIT_SLUG_MAX * 3),
});
export const KitQrQuerySchema = z.object({ video: VideoIdSchema.optional() });
export const KitExportQuerySchema = z.object({ format: CsvFormatSchema });

export const listKits = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/kits',
  access: 'public',
  tags: TAGS,
  summary: '수업 꾸러미 목록',
  query: KitListQuerySchema,
  response: successSchema(z.array(KitSummarySchema)),
});

export const getKit = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/kits/:slug',
  access: 'public',
  tags: TAGS,
  summary: '수업 꾸러미 (영상은 순서대로)',
  params: KitSlugParamsSchema,
  response: successSchema(KitSchema),
  errors: { 404: '꾸러미 없음' },
});

export const getKitQr = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/kits/:slug/qr.svg',
  access: 'public',
  tags: TAGS,
  summary: '꾸러미(또는 그 안의 영상) 주소의 QR 코드 (SVG)',
  params: KitSlugParamsSchema,
  query: KitQrQuerySchema,
  errors: { 404: '꾸러미 또는 영상 없음' },
});

export const exportKitCsv = defineEndpoint({
  produces: 'text/csv',
  method: 'GET',
  path: '/api/kits/:slug/export',
  access: 'public',
  budget: 'full',
  tags: TAGS,
  summary: '꾸러미 영상 목록 CSV 내보내기',
  params: KitSlugParamsSchema,
  query: KitExportQuerySchema,
  errors: { 404: '꾸러미 없음' },
});

// Staff side.

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
export const AdminKitIdParamsSchema = z.object({ id: Id });
const Seconds = z.number({ error: '초 단위 숫자를 입력하세요.' }).int('초 단위 정수를 입력하세요.').min(0).max(KIT_SECONDS_MAX);

export const KitVideoInputSchema = z
  .object({
    videoId: VideoIdSchema,
    note: z.string().trim().max(KIT_NOTE_MAX, `메모는 ${KIT_NOTE_MAX}자 이하여야 합니다.`).default(''),
    question: z.string().trim().max(KIT_QUESTION_MAX, `토론 질문은 ${KIT_QUESTION_MAX}자 이하여야 합니다.`).default(''),
    startSeconds: Seconds.nullable().optional(),
    endSeconds: Seconds.min(1).nullable().optional(),
  })
  .strict();
export type KitVideoInput = z.infer<typeof KitVideoInputSchema>;

const TitleSchema = z
  .string({ error: MSG.titleRequired })
  .trim()
  .min(1, MSG.titleRequired)
  .max(KIT_TITLE_MAX, `꾸러미 제목은 ${KIT_TITLE_MAX}자 이하여야 합니다.`);
const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, '꾸러미 주소를 입력하세요.')
  .max(KIT_SLUG_MAX, `꾸러미 주소는 ${KIT_SLUG_MAX}자 이하여야 합니다.`);
const SummarySchema = z.string().trim().max(KIT_SUMMARY_MAX, `소개는 ${KIT_SUMMARY_MAX}자 이하여야 합니다.`);
const GoalsSchema = z
  .array(z.string().trim().min(1, '빈 학습 목표는 넣을 수 없습니다.').max(KIT_GOAL_MAX, `학습 목표는 ${KIT_GOAL_MAX}자 이하여야 합니다.`))
  .max(KIT_GOALS_MAX, `학습 목표는 ${KIT_GOALS_MAX}개까지 넣을 수 있습니다.`);
const LifeStagesSchema = z.array(AudienceSchema).max(AUDIENCE_TYPES.length);
const VideosSchema = z
  .array(KitVideoInputSchema, { error: MSG.videosMin })
  .min(KIT_VIDEOS_MIN, MSG.videosMin)
  .max(KIT_VIDEOS_MAX, MSG.videosMax);

export const AdminKitCreateBodySchema = z
  .object({
    title: TitleSchema,
    slug: SlugSchema.optional(),
    summary: SummarySchema.default(''),
    lifeStages: LifeStagesSchema.default([]),
    goals: GoalsSchema.default([]),
    videos: VideosSchema,
  })
  .strict();
export type AdminKitCreateBody = z.infer<typeof AdminKitCreateBodySchema>;

export const AdminKitUpdateBodySchema = z
  .object({
    title: TitleSchema.optional(),
    slug: SlugSchema.optional(),
    summary: SummarySchema.optional(),
    lifeStages: LifeStagesSchema.optional(),
    goals: GoalsSchema.optional(),
    videos: VideosSchema.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), MSG.nothingToChange);
export type AdminKitUpdateBody = z.infer<typeof AdminKitUpdateBodySchema>;

/** A kit as staff see it: every place with the title it was saved with, and which ones can no longer be shown. */
export const AdminKitSchema = KitSchema.extend({
  videos: z.array(KitVideoSchema.extend({ saved_title: z.string() })),
  created_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  /** Positions whose video was deleted or unpublished since (staff see a warning). */
  unavailable_positions: z.array(z.number().int()),
});
export type AdminKit = z.infer<typeof AdminKitSchema>;

export const listAdminKits = defineEndpoint({
  method: 'GET',
  path: '/api/admin/kits',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: ADMIN_TAGS,
  summary: '수업 꾸러미 목록 (관리)',
  response: successSchema(z.array(KitSummarySchema)),
});

export const getAdminKit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/kits/:id',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: ADMIN_TAGS,
  summary: '수업 꾸러미 (관리)',
  params: AdminKitIdParamsSchema,
  response: successSchema(AdminKitSchema),
  errors: { 404: '꾸러미 없음' },
});

export const createAdminKit = defineEndpoint({
  method: 'POST',
  path: '/api/admin/kits',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: ADMIN_TAGS,
  summary: '수업 꾸러미 만들기',
  body: AdminKitCreateBodySchema,
  response: successSchema(AdminKitSchema),
  status: 201,
  errors: { 409: '주소 중복 (SLUG_EXISTS)' },
});

export const updateAdminKit = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/kits/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: ADMIN_TAGS,
  summary: '수업 꾸러미 고치기 (videos를 보내면 목록 전체를 바꿈)',
  params: AdminKitIdParamsSchema,
  body: AdminKitUpdateBodySchema,
  response: successSchema(AdminKitSchema),
  errors: { 404: '꾸러미 없음', 409: '주소 중복 (SLUG_EXISTS)' },
});

export const deleteAdminKit = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/kits/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: ADMIN_TAGS,
  summary: '수업 꾸러미 삭제',
  params: AdminKitIdParamsSchema,
  response: successSchema(z.object({ id: z.number().int(), slug: z.string() })),
  errors: { 404: '꾸러미 없음' },
});
