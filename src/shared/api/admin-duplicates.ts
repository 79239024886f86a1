import { z } from 'zod';
import { DUPLICATE_KINDS, DUPLICATE_PAGE_SIZE, MERGE_MAX } from '../constants/duplicates.ts';
import { limitParam, pageParam, PaginationSchema, successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { BulkItemResultSchema } from './admin-videos.ts';
import { VideoIdParamsSchema } from './videos.ts';

// Duplicate videos (ADR 0018): groups found by kind, and merging a group into the video an admin keeps.

const TAGS = ['관리: 중복 영상'] as const;
const VideoId = VideoIdParamsSchema.shape.videoId;

export const DuplicateListQuerySchema = z.object({
  kind: z.enum(DUPLICATE_KINDS, "'kind'는 same_video, reupload, similar 가운데 하나입니다.").default('reupload'),
  page: pageParam(),
  limit: limitParam(DUPLICATE_PAGE_SIZE, 100),
});
export type DuplicateListQuery = z.infer<typeof DuplicateListQuerySchema>;

export const DuplicateVideoSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  channel_id: z.string().nullable(),
  channel_name: z.string(),
  duration: z.number().int().nullable(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  upload_date: z.string(),
  status: z.string(),
  /** Shown on the public site (published). */
  is_public: z.boolean(),
  keyword: z.object({ id: z.number().int(), keyword: z.string() }).nullable(),
  thumbnail_url: z.string().nullable(),
});
export type DuplicateVideo = z.infer<typeof DuplicateVideoSchema>;

export const DuplicateGroupSchema = z.object({
  /** Stable within one catalogue version: the group's sorted video ids. */
  key: z.string(),
  kind: z.enum(DUPLICATE_KINDS),
  /** Why these are grouped, in Korean. */
  reason: z.string(),
  /** Title similarity (similar groups): the lowest pairwise bigram Jaccard that joined the group. */
  similarity: z.number().nullable(),
  /** The suggested keeper first: a public copy before any other, then most views, then earliest upload. */
  videos: z.array(DuplicateVideoSchema),
});
export type DuplicateGroup = z.infer<typeof DuplicateGroupSchema>;

export const DuplicateListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(DuplicateGroupSchema),
  pagination: PaginationSchema,
  counts: z.record(z.enum(DUPLICATE_KINDS), z.number().int()),
});

export const DuplicateMergeBodySchema = z
  .object({
    keepVideoId: VideoId,
    mergeVideoIds: z
      .array(VideoId)
      .min(1, '합칠 영상을 하나 이상 고르세요.')
      .max(MERGE_MAX, `한 번에 ${MERGE_MAX}개까지 합칠 수 있습니다.`),
    kind: z.enum(DUPLICATE_KINDS, "'kind'는 same_video, reupload, similar 가운데 하나입니다."),
    /** True when the admin was told and agreed that the public site loses a video (a public copy goes, a non-public one stays). */
    acknowledgeUnpublish: z.boolean("'acknowledgeUnpublish'는 true 또는 false입니다.").optional(),
  })
  .strict();
export type DuplicateMergeBody = z.infer<typeof DuplicateMergeBodySchema>;

export const DuplicateMergeResultSchema = z.object({
  keptVideoId: z.string(),
  /** The keyword the kept video took from a merged one (it had none), or null. */
  adoptedKeywordId: z.number().int().nullable(),
  /** The merged videos' views, recorded with the merge (the kept video keeps its own YouTube counts). */
  mergedViews: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  results: z.array(BulkItemResultSchema),
});
export type DuplicateMergeResult = z.infer<typeof DuplicateMergeResultSchema>;

export const listDuplicates = defineEndpoint({
  method: 'GET',
  path: '/api/admin/duplicates',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '중복 영상 묶음 (같은 영상, 다시 올린 영상, 비슷한 제목)',
  query: DuplicateListQuerySchema,
  response: DuplicateListResponseSchema,
});

export const mergeDuplicates = defineEndpoint({
  method: 'POST',
  path: '/api/admin/duplicates/merge',
  access: 'admin',
  role: 'hq_editor',
  scope: [
    { from: 'video', body: 'keepVideoId' },
    { from: 'video', body: 'mergeVideoIds', each: true },
  ],
  tags: TAGS,
  summary: "중복 정리: 하나를 남기고 나머지는 보관함으로 (사유 '중복 정리', 되살리기로 되돌림)",
  body: DuplicateMergeBodySchema,
  response: successSchema(DuplicateMergeResultSchema),
  errors: {
    404: '남길 영상 없음 / 합칠 영상이 모두 없음',
    409: "MERGE_HIDES_PUBLIC: 남길 영상은 공개되지 않았는데 공개 영상을 보관함으로 옮기는 합치기 ('acknowledgeUnpublish': true로 확인하면 진행)",
  },
});

/**
 * Where a merge's undo stands: available (the merged copy is in the archive; restoring it undoes the merge),
 * undone (it is back in the catalogue), gone (deleted for good, or merged again since: the newer merge is the one to undo).
 */
export const MERGE_UNDO_STATES = ['available', 'undone', 'gone'] as const;

export const DuplicateMergeEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(DUPLICATE_KINDS),
  keptVideoId: z.string(),
  keptTitle: z.string().nullable(),
  mergedVideoId: z.string(),
  mergedTitle: z.string().nullable(),
  mergedAt: z.string(),
  mergedBy: z.string().nullable(),
  undoState: z.enum(MERGE_UNDO_STATES),
  /** Why the undo is not offered, in Korean (null when it is). */
  undoNote: z.string().nullable(),
});
export type DuplicateMergeEntry = z.infer<typeof DuplicateMergeEntrySchema>;

export const listDuplicateMerges = defineEndpoint({
  method: 'GET',
  path: '/api/admin/duplicates/merges',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'list' },
  tags: TAGS,
  summary: '지난 중복 정리 (최근 것부터, 쪽 나눔)와 되돌리기 상태',
  description:
    '되돌리기는 합쳐진 영상을 보관함에서 되살리는 것입니다: POST /api/admin/videos/restore에 videoIds: [mergedVideoId]. 본부 편집자(hq_editor)에게는 맡은 본부 채널의 영상만 보입니다.',
  query: z.object({ page: pageParam(), limit: limitParam(20, 100) }),
  response: z.object({ success: z.literal(true), data: z.array(DuplicateMergeEntrySchema), pagination: PaginationSchema }),
});
