import { z } from 'zod';
import { VIDEO_ID_PATTERN } from '../constants/catalogue.ts';
import {
  FEATURED_KEYWORDS_MAX,
  MONTH_DAY_PATTERN,
  RECOMMENDED_NOTE_MAX,
  RECOMMENDED_VIDEO_COUNT,
  SEASON_DESCRIPTION_MAX,
  SEASON_ITEMS_MAX,
  SEASON_TITLE_MAX,
  SEASONAL_FEATURES_MAX,
  SITE_SETTING_KEYS,
  SITE_SETTINGS_MESSAGES as MSG,
} from '../constants/site-settings.ts';
import { successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';

// Site settings (ADR 0018): the operators' settings stored in the database (GET/PUT /api/admin/settings)
// and what the public pages show of them (GET /api/site-settings, cached on the catalogue version).

const VideoId = z.string().regex(VIDEO_ID_PATTERN, '영상 ID 형식이 올바르지 않습니다.');
const KeywordId = z.number().int().min(1).max(2_147_483_647);
const Email = z.email(MSG.email).max(200, MSG.email);
const MonthDay = z.string().regex(MONTH_DAY_PATTERN, MSG.monthDay);

export const RecommendedVideoSettingSchema = z.object({
  videoId: VideoId,
  note: z.string().trim().max(RECOMMENDED_NOTE_MAX, `추천 이유는 ${RECOMMENDED_NOTE_MAX}자 이하여야 합니다.`),
});

export const SeasonalFeatureSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, '특집 ID는 영문 소문자·숫자·하이픈으로 40자 이하입니다.'),
    title: z.string().trim().min(1, '특집 이름을 입력하세요.').max(SEASON_TITLE_MAX, `특집 이름은 ${SEASON_TITLE_MAX}자 이하여야 합니다.`),
    description: z.string().trim().max(SEASON_DESCRIPTION_MAX, `특집 설명은 ${SEASON_DESCRIPTION_MAX}자 이하여야 합니다.`),
    start: MonthDay,
    end: MonthDay,
    keywordIds: z.array(KeywordId).max(SEASON_ITEMS_MAX, `특집 키워드는 ${SEASON_ITEMS_MAX}개까지입니다.`),
    videoIds: z.array(VideoId).max(SEASON_ITEMS_MAX, `특집 영상은 ${SEASON_ITEMS_MAX}개까지입니다.`),
    enabled: z.boolean(),
  })
  .refine((season) => season.keywordIds.length + season.videoIds.length > 0, { message: MSG.seasonEmpty, path: ['keywordIds'] });
export type SeasonalFeature = z.infer<typeof SeasonalFeatureSchema>;

export const SiteSettingsSchema = z.object({
  contactEmail: Email,
  inquiryEmail: Email,
  recommendedVideos: z.array(RecommendedVideoSettingSchema).length(RECOMMENDED_VIDEO_COUNT, MSG.recommendedCount),
  publishConfidence: z.number().min(0, MSG.confidence).max(1, MSG.confidence),
  featuredKeywordIds: z.array(KeywordId).max(FEATURED_KEYWORDS_MAX, `주요 키워드는 ${FEATURED_KEYWORDS_MAX}개까지입니다.`),
  seasonalFeatures: z.array(SeasonalFeatureSchema).max(SEASONAL_FEATURES_MAX, `특집은 ${SEASONAL_FEATURES_MAX}개까지입니다.`),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** Any subset of the settings; null puts a setting back to its default. */
export const SiteSettingsUpdateBodySchema = z
  .object(
    Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, SiteSettingsSchema.shape[key].nullable().optional()])) as {
      [K in keyof SiteSettings]: z.ZodOptional<z.ZodNullable<(typeof SiteSettingsSchema.shape)[K]>>;
    },
  )
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), MSG.nothingToChange);
export type SiteSettingsUpdateBody = z.infer<typeof SiteSettingsUpdateBodySchema>;

const SettingSourceSchema = z.object({
  /** 'stored': saved on the settings page; 'default': environment variable or source file. */
  source: z.enum(['stored', 'default']),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

const KeywordRefSchema = z.object({ id: z.number().int(), keyword: z.string(), slug: z.string(), total_videos: z.number().int() });
export type FeaturedKeyword = z.infer<typeof KeywordRefSchema>;

const ShownVideoSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  channelName: z.string(),
  durationSeconds: z.number().int().nullable(),
  note: z.string(),
});

export const AdminSiteSettingsSchema = z.object({
  settings: SiteSettingsSchema,
  sources: z.record(z.enum(SITE_SETTING_KEYS), SettingSourceSchema),
  /** The keywords and videos the settings name, for showing names instead of ids. */
  keywords: z.array(KeywordRefSchema),
  videos: z.array(ShownVideoSchema),
  /** Today's date in Korea ('MM-DD') and the seasons shown on the home page now. */
  today: z.string(),
  activeSeasonIds: z.array(z.string()),
});
export type AdminSiteSettings = z.infer<typeof AdminSiteSettingsSchema>;

export const PublicSeasonSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string(),
  keywords: z.array(KeywordRefSchema),
  videos: z.array(ShownVideoSchema),
});

export const PublicSiteSettingsSchema = z.object({
  contactEmail: z.string(),
  inquiryEmail: z.string(),
  recommendedVideos: z.array(ShownVideoSchema),
  featuredKeywords: z.array(KeywordRefSchema),
  /** Seasonal features whose period includes today (Korean time), in the operators' order. */
  seasons: z.array(PublicSeasonSchema),
});
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>;

export const getSiteSettings = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/site-settings',
  access: 'public',
  tags: ['사이트'],
  summary: '사이트 설정 (연락처, 추천 영상, 주요 키워드, 지금 기간의 계절 특집)',
  response: successSchema(PublicSiteSettingsSchema),
});

export const getAdminSettings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/settings',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: ['관리: 사이트 설정'],
  summary: '사이트 설정 (저장된 값과 기본값)',
  response: successSchema(AdminSiteSettingsSchema),
});

export const updateAdminSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/settings',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: ['관리: 사이트 설정'],
  summary: '사이트 설정 바꾸기 (보낸 항목만; null은 기본값으로 되돌림)',
  body: SiteSettingsUpdateBodySchema,
  response: successSchema(AdminSiteSettingsSchema),
});
