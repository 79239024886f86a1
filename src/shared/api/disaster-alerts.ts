import { z } from 'zod';
import { CHANNEL_REGIONS } from '../constants/admin-channels.ts';
import { VIDEO_ID_PATTERN } from '../constants/catalogue.ts';
import {
  ALERT_LINK_LABEL_MAX,
  ALERT_LINKS_MAX,
  ALERT_MESSAGE_MAX,
  ALERT_MESSAGES as MSG,
  ALERT_STEP_MAX,
  ALERT_STEPS_MAX,
  ALERT_STEPS_MIN,
  ALERT_TITLE_MAX,
  ALERT_VIDEOS_MAX,
  HAZARDS,
} from '../constants/disaster-alerts.ts';
import { successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';

// Disaster notices (issue 21, ADR 0028): staff declare, edit and end them (/api/admin/alerts); every visitor
// reads the ones in force (/api/alerts/active), which every public page shows as a banner.

const HazardSchema = z.enum(HAZARDS, { error: MSG.hazard });
const RegionSchema = z.enum(CHANNEL_REGIONS, { error: MSG.regions });
const VideoId = z.string().regex(VIDEO_ID_PATTERN, '영상 ID 형식이 올바르지 않습니다.');
const Instant = z.iso.datetime({ offset: true, error: '시각은 ISO 8601 형식(예: 2026-11-27T09:00:00+09:00)이어야 합니다.' });

export const AlertLinkSchema = z.object({
  label: z.string().trim().min(1, MSG.linkLabel).max(ALERT_LINK_LABEL_MAX, MSG.linkLabel),
  url: z
    .string()
    .trim()
    .max(500, MSG.linkUrl)
    .refine((text) => {
      try {
        const url = new URL(text);
        return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
      } catch {
        return false;
      }
    }, MSG.linkUrl),
});
export type AlertLink = z.infer<typeof AlertLinkSchema>;

const fields = {
  hazard: HazardSchema,
  regions: z.array(RegionSchema).min(1, MSG.regionsEmpty).max(CHANNEL_REGIONS.length, MSG.regions),
  title: z.string().trim().min(1, MSG.title).max(ALERT_TITLE_MAX, MSG.title),
  message: z.string().trim().max(ALERT_MESSAGE_MAX, MSG.message),
  steps: z
    .array(z.string().trim().min(1, MSG.step).max(ALERT_STEP_MAX, MSG.step))
    .min(ALERT_STEPS_MIN, MSG.steps)
    .max(ALERT_STEPS_MAX, MSG.steps),
  videoIds: z.array(VideoId).max(ALERT_VIDEOS_MAX, MSG.videos),
  links: z.array(AlertLinkSchema).max(ALERT_LINKS_MAX, MSG.links),
  startsAt: Instant,
  endsAt: Instant,
};

export const CreateAlertBodySchema = z
  .object({
    ...fields,
    message: fields.message.default(''),
    videoIds: fields.videoIds.default([]),
    links: fields.links.default([]),
    startsAt: fields.startsAt.optional(),
    endsAt: z.iso.datetime({ offset: true, error: MSG.endsAt }),
  })
  .strict();
export type CreateAlertBody = z.infer<typeof CreateAlertBodySchema>;

export const UpdateAlertBodySchema = z
  .object({
    hazard: fields.hazard.optional(),
    regions: fields.regions.optional(),
    title: fields.title.optional(),
    message: fields.message.optional(),
    steps: fields.steps.optional(),
    videoIds: fields.videoIds.optional(),
    links: fields.links.optional(),
    startsAt: fields.startsAt.optional(),
    endsAt: fields.endsAt.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), MSG.nothingToChange);
export type UpdateAlertBody = z.infer<typeof UpdateAlertBodySchema>;

/** A pinned video as a card shows it (the catalogue's column names, ADR 0009). */
export const AlertVideoSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  channel_name: z.string(),
  duration: z.number().int().nullable(),
  duration_display: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});
export type AlertVideo = z.infer<typeof AlertVideoSchema>;

export const PublicAlertSchema = z.object({
  id: z.number().int(),
  hazard: HazardSchema,
  regions: z.array(z.string()),
  title: z.string(),
  message: z.string(),
  steps: z.array(z.string()),
  videos: z.array(AlertVideoSchema),
  links: z.array(AlertLinkSchema),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PublicAlert = z.infer<typeof PublicAlertSchema>;

export const AdminAlertSchema = PublicAlertSchema.extend({
  videoIds: z.array(z.string()),
  /** scheduled: starts later; active: in force now; ended: past its end or ended by staff. */
  state: z.enum(['scheduled', 'active', 'ended']),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type AdminAlert = z.infer<typeof AdminAlertSchema>;

export const AlertDraftSchema = z.object({
  hazard: HazardSchema,
  title: z.string(),
  message: z.string(),
  steps: z.array(z.string()),
  videos: z.array(AlertVideoSchema),
  links: z.array(AlertLinkSchema),
});
export type AlertDraftView = z.infer<typeof AlertDraftSchema>;

const AlertIdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const listActiveAlerts = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/alerts/active',
  access: 'public',
  tags: ['재난 공지'],
  summary: '지금 효력이 있는 재난 공지 (region을 주면 전국 공지와 그 지역 공지만)',
  query: z.object({ region: z.enum(CHANNEL_REGIONS, { error: MSG.region }).optional() }),
  response: successSchema(z.array(PublicAlertSchema)),
});

export const listAdminAlerts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/alerts',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: ['관리: 재난 공지'],
  summary: '재난 공지 목록 (진행 중·예정이 먼저, 최근 끝난 것 50개까지)',
  response: successSchema(z.array(AdminAlertSchema)),
});

export const getAlertDraft = defineEndpoint({
  method: 'GET',
  path: '/api/admin/alerts/draft',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: ['관리: 재난 공지'],
  summary: '재난 종류별 공지 초안 (행동 요령, 카탈로그에서 고른 추천 영상, 공식 링크)',
  query: z.object({ hazard: HazardSchema }),
  response: successSchema(AlertDraftSchema),
});

export const createAdminAlert = defineEndpoint({
  method: 'POST',
  path: '/api/admin/alerts',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'regions', body: 'regions' },
  tags: ['관리: 재난 공지'],
  summary: '재난 공지 선포',
  body: CreateAlertBodySchema,
  status: 201,
  response: successSchema(AdminAlertSchema),
});

export const updateAdminAlert = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/alerts/:id',
  access: 'admin',
  role: 'hq_editor',
  scope: [
    { from: 'alert', param: 'id' },
    { from: 'regions', body: 'regions' },
  ],
  tags: ['관리: 재난 공지'],
  summary: '재난 공지 고치기 (보낸 항목만)',
  params: AlertIdParams,
  body: UpdateAlertBodySchema,
  response: successSchema(AdminAlertSchema),
  errors: { 404: '없는 공지', 409: '이미 끝난 공지' },
});

export const endAdminAlert = defineEndpoint({
  method: 'POST',
  path: '/api/admin/alerts/:id/end',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'alert', param: 'id' },
  tags: ['관리: 재난 공지'],
  summary: '재난 공지 끝내기 (지금)',
  params: AlertIdParams,
  response: successSchema(AdminAlertSchema),
  errors: { 404: '없는 공지', 409: '이미 끝난 공지' },
});
