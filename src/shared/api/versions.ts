import { z } from 'zod';
import { LIFE_STAGES } from '../constants/life-stages.ts';
import {
  CAPTION_STATES,
  LANGUAGE_PATTERN,
  VERSION_GROUP_MAX,
  VERSION_GROUP_MIN,
  VERSION_KINDS,
  VERSION_MESSAGES,
  VERSION_SUGGESTIONS_PAGE_SIZE,
} from '../constants/versions.ts';
import { limitParam, pageParam, PaginationSchema, successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { AccessListSchema, LifeStageListSchema, VideoAccessSchema, VideoIdParamsSchema, VideoSchema } from './videos.ts';
export { AccessListSchema, LifeStageListSchema, VideoAccessSchema } from './videos.ts';
export type { VideoAccess } from './videos.ts';

// Accessible versions (issue 22, ADR 0032): staff group videos as versions of one item (suggested from titles,
// never applied alone) and correct what each video offers; visitors read the versions and access of a video.

const TAGS = ['관리: 접근성 버전'] as const;
const VideoId = VideoIdParamsSchema.shape.videoId;
const GroupId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const VersionKindSchema = z.enum(VERSION_KINDS, VERSION_MESSAGES.unknownKind);
const CaptionStateSchema = z.enum(CAPTION_STATES);
const LifeStageSchema = z.enum(LIFE_STAGES);

export const VersionMemberSchema = z
  .object({
    videoId: VideoId,
    kind: VersionKindSchema,
    language: z.string().regex(LANGUAGE_PATTERN, VERSION_MESSAGES.languageInvalid).nullish(),
  })
  .strict();
export type VersionMember = z.infer<typeof VersionMemberSchema>;

export const VersionGroupBodySchema = z
  .object({
    videos: z
      .array(VersionMemberSchema, "'videos'에는 영상 목록을 보내세요.")
      .min(VERSION_GROUP_MIN, VERSION_MESSAGES.tooFew)
      .max(VERSION_GROUP_MAX, VERSION_MESSAGES.tooMany),
  })
  .strict();
export type VersionGroupBody = z.infer<typeof VersionGroupBodySchema>;

export const VersionVideoSchema = z.object({
  video_id: z.string(),
  kind: VersionKindSchema,
  language: z.string().nullable(),
  title: z.string(),
  channel_name: z.string(),
  duration: z.number().int().nullable(),
  thumbnail_url: z.string().nullable(),
  upload_date: z.string().nullable(),
  /** False when the video is archived, a draft or gone from the catalogue (visitors do not see it). */
  is_public: z.boolean(),
});
export type VersionVideo = z.infer<typeof VersionVideoSchema>;

export const VersionGroupSchema = z.object({
  id: z.number().int(),
  videos: z.array(VersionVideoSchema),
  created_at: z.string(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type VersionGroup = z.infer<typeof VersionGroupSchema>;

export const VersionSuggestionSchema = z.object({
  /** The sorted video ids: stable while the catalogue is unchanged. */
  key: z.string(),
  /** Why, in Korean: the shared title and what joined them. */
  reason: z.string(),
  /** The suggested original first, then the versions with the kind their title marker names. */
  videos: z.array(VersionVideoSchema),
});
export type VersionSuggestion = z.infer<typeof VersionSuggestionSchema>;

export const VersionSuggestionsQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(VERSION_SUGGESTIONS_PAGE_SIZE, 100),
});

export const VersionGroupListQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(VERSION_SUGGESTIONS_PAGE_SIZE, 100),
  /** Groups holding this video. */
  videoId: VideoId.optional(),
});

export const GroupIdParamsSchema = z.object({ id: GroupId });

export const DismissSuggestionBodySchema = z
  .object({
    videoIds: z.array(VideoId).min(2, VERSION_MESSAGES.dismissNeedsTwo).max(VERSION_GROUP_MAX, VERSION_MESSAGES.tooMany),
  })
  .strict();

export const AdminVideoAccessSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  /** What visitors see (YouTube and the group, staff corrections applied). */
  access: VideoAccessSchema,
  /** What YouTube said: contentDetails.caption (null: never read) and captions.list. */
  youtube: z.object({
    captionFlag: z.boolean().nullable(),
    captions: CaptionStateSchema,
    captionLanguages: z.array(z.string()),
    checkedAt: z.string().nullable(),
  }),
  /** Staff corrections; null follows YouTube and the group. */
  overrides: z.object({
    captions: z.enum(['human', 'auto', 'none']).nullable(),
    signLanguage: z.boolean().nullable(),
    audioDescription: z.boolean().nullable(),
    easyRead: z.boolean().nullable(),
  }),
  groupId: z.number().int().nullable(),
  lifeStages: z.array(LifeStageSchema),
  /** The keyword's stages, which apply while the video has none of its own. */
  keywordLifeStages: z.array(LifeStageSchema),
  /** What the classifier's rules suggest from the title and keyword. */
  suggestedLifeStages: z.array(LifeStageSchema),
});
export type AdminVideoAccess = z.infer<typeof AdminVideoAccessSchema>;

export const AdminVideoAccessBodySchema = z
  .object({
    captions: z
      .enum(['human', 'auto', 'none'], "'captions'는 human, auto, none 가운데 하나이거나 null(유튜브 따름)입니다.")
      .nullable()
      .optional(),
    signLanguage: z.boolean().nullable().optional(),
    audioDescription: z.boolean().nullable().optional(),
    easyRead: z.boolean().nullable().optional(),
    lifeStages: z.array(LifeStageSchema).max(LIFE_STAGES.length).optional(),
  })
  .strict();
export type AdminVideoAccessBody = z.infer<typeof AdminVideoAccessBodySchema>;

export const KeywordLifeStagesBodySchema = z.object({ lifeStages: z.array(LifeStageSchema).max(LIFE_STAGES.length) }).strict();
export const KeywordIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const KeywordLifeStagesSchema = z.object({
  keywordId: z.number().int(),
  lifeStages: z.array(LifeStageSchema),
  /** What the classifier's rules suggest from the keyword's words; staff choose, nothing is applied on its own. */
  suggested: z.array(LifeStageSchema),
});

export const listVersionSuggestions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/version-groups/suggestions',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '버전 묶음 추천 (표시를 뺀 제목이 같고, 같은 채널·본부, 길이가 맞는 영상)',
  query: VersionSuggestionsQuerySchema,
  response: z.object({ success: z.literal(true), data: z.array(VersionSuggestionSchema), pagination: PaginationSchema }),
});

export const listVersionGroups = defineEndpoint({
  method: 'GET',
  path: '/api/admin/version-groups',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '버전 묶음 목록 (최근 바뀐 것부터)',
  query: VersionGroupListQuerySchema,
  response: z.object({ success: z.literal(true), data: z.array(VersionGroupSchema), pagination: PaginationSchema }),
});

export const createVersionGroup = defineEndpoint({
  method: 'POST',
  path: '/api/admin/version-groups',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '버전 묶음 만들기 (2~10편, 원본 하나)',
  body: VersionGroupBodySchema,
  response: successSchema(VersionGroupSchema),
  status: 201,
  errors: { 409: '이미 다른 묶음에 든 영상 (VIDEO_ALREADY_GROUPED)' },
});

export const updateVersionGroup = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/version-groups/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '버전 묶음 고치기 (영상과 종류를 통째로 바꿈)',
  params: GroupIdParamsSchema,
  body: VersionGroupBodySchema,
  response: successSchema(VersionGroupSchema),
  errors: { 404: '묶음 없음', 409: '이미 다른 묶음에 든 영상 (VIDEO_ALREADY_GROUPED)' },
});

export const deleteVersionGroup = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/version-groups/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '버전 묶음 풀기 (영상은 그대로)',
  params: GroupIdParamsSchema,
  response: successSchema(z.object({ id: z.number().int() })),
  errors: { 404: '묶음 없음' },
});

export const dismissVersionSuggestion = defineEndpoint({
  method: 'POST',
  path: '/api/admin/version-groups/dismissals',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '버전 묶음 추천 무시 (다시 추천하지 않음)',
  body: DismissSuggestionBodySchema,
  response: successSchema(z.object({ dismissed: z.number().int() })),
});

export const getAdminVideoAccess = defineEndpoint({
  method: 'GET',
  path: '/api/admin/videos/:videoId/access',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'video', param: 'videoId' },
  tags: TAGS,
  summary: '영상 하나의 접근성 정보 (유튜브 자막, 직접 고친 값, 생애주기)',
  params: VideoIdParamsSchema,
  response: successSchema(AdminVideoAccessSchema),
  errors: { 404: '영상 없음' },
});

export const updateAdminVideoAccess = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/videos/:videoId/access',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'video', param: 'videoId' },
  tags: TAGS,
  summary: '영상 하나의 접근성 표시를 직접 고치기 (null이면 유튜브·묶음을 따름)',
  params: VideoIdParamsSchema,
  body: AdminVideoAccessBodySchema,
  response: successSchema(AdminVideoAccessSchema),
  errors: { 404: '영상 없음' },
});

export const getKeywordLifeStages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/keywords/:id/life-stages',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '키워드의 생애주기와 규칙이 추천하는 생애주기 (추천은 적용되지 않음)',
  params: KeywordIdParamsSchema,
  response: successSchema(KeywordLifeStagesSchema),
  errors: { 404: '키워드 없음' },
});

export const updateKeywordLifeStages = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/keywords/:id/life-stages',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '키워드의 생애주기 (그 키워드의 영상이 따름)',
  params: KeywordIdParamsSchema,
  body: KeywordLifeStagesBodySchema,
  response: successSchema(KeywordLifeStagesSchema),
  errors: { 404: '키워드 없음' },
});

export const AccessibleQuerySchema = z.object({
  access: AccessListSchema,
  lifeStage: LifeStageListSchema,
  /** One topic (a top-level category's slug), paged; without it, every topic with its first videos. */
  category: z.string().trim().min(1).max(120).optional(),
  page: pageParam(),
  limit: limitParam(12, 48),
});
export type AccessibleQuery = z.infer<typeof AccessibleQuerySchema>;

export const AccessibleSectionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Videos of this topic offering an accessible version. */
  total: z.number().int(),
  videos: z.array(VideoSchema),
});

export const AccessibleResponseSchema = successSchema(
  z.object({
    /** Videos offering an accessible version (those asked for), over every topic. */
    total: z.number().int(),
    sections: z.array(AccessibleSectionSchema),
    /** Paging of the one topic asked for (null for the overview). Deprecated here: the same object is at the top. */
    pagination: PaginationSchema.nullable().meta({ deprecated: true }),
  }),
).extend({
  /** ADR 0038: beside `data`, as on every list (null for the overview, which has no pages). */
  pagination: PaginationSchema.nullable(),
});
export type AccessibleResponse = z.infer<typeof AccessibleResponseSchema>;

export const listAccessibleVideos = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/accessible',
  access: 'public',
  tags: ['영상'],
  summary: '접근성 버전이 있는 영상 (주제별): 수어, 사람이 쓴 자막, 화면해설, 쉬운 말, 외국어',
  query: AccessibleQuerySchema,
  response: AccessibleResponseSchema,
  errors: { 404: '주제 없음' },
});
