import { z } from 'zod';
import { SETTABLE_VIDEO_STATUSES, DELETION_REASON_MAX } from '../constants/admin-videos.ts';
import { BULK_PLAN_OUTCOMES, BULK_TASK_TARGETS_MAX, BULK_TASKS } from '../constants/bulk-tasks.ts';
import { KEYWORD_SEARCH_PAGES_MAX, SYNC_ITEM_STATES, SYNC_JOB_STATES } from '../constants/sync.ts';
import { AdminVideoFilterSchema } from './admin-videos.ts';
import { limitParam, pagedSchema, pageParam, successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { JobIdParamsSchema } from './sync.ts';

// The bulk-task wizard (/api/admin/bulk-tasks): a task over chosen videos, first as a dry run, then as a
// durable job with per-item results, cancel and (for reversible tasks, 30 days) undo.

const TAGS = ['관리: 일괄 작업'] as const;

const VideoRefsSchema = z
  .array(z.string().trim().min(1, '빈 항목은 넣을 수 없습니다.').max(500, '주소는 500자 이하여야 합니다.'))
  .min(1, '처리할 영상 ID나 주소를 하나 이상 넣으세요.')
  .max(BULK_TASK_TARGETS_MAX, `한 번에 ${BULK_TASK_TARGETS_MAX}개까지 처리할 수 있습니다.`);

export const BulkTaskBodySchema = z
  .object({
    task: z.enum(BULK_TASKS, { message: `작업(task)은 ${BULK_TASKS.join(', ')} 가운데 하나여야 합니다.` }),
    /** Pasted video IDs or YouTube addresses (one per entry). */
    videoIds: VideoRefsSchema.optional(),
    /** Every match of the admin video list's filter (restore: the archive's search only). */
    filter: AdminVideoFilterSchema.optional(),
    status: z.enum(SETTABLE_VIDEO_STATUSES).optional(),
    keywordId: z.number().int().min(1).max(2_147_483_647).optional(),
    reason: z.string().trim().max(DELETION_REASON_MAX, `삭제 사유는 ${DELETION_REASON_MAX}자 이하여야 합니다.`).optional(),
    pages: z.number().int().min(1).max(KEYWORD_SEARCH_PAGES_MAX, `검색 쪽 수는 ${KEYWORD_SEARCH_PAGES_MAX}쪽까지입니다.`).optional(),
    /** true (default): only say what would change. */
    dryRun: z.boolean().default(true),
  })
  .superRefine((body, issue) => {
    const need = (field: string, message: string) => issue.addIssue({ code: 'custom', path: [field], message });
    if (body.task === 'set_status' && !body.status) need('status', '바꿀 상태(status)를 고르세요.');
    if (body.task === 'change_keyword' && body.keywordId === undefined) need('keywordId', '연결할 키워드(keywordId)를 고르세요.');
    if (body.task === 'collect_keyword') {
      if (body.keywordId === undefined) need('keywordId', '수집할 키워드(keywordId)를 고르세요.');
      return;
    }
    if ((body.videoIds === undefined) === (body.filter === undefined))
      need('videoIds', '처리할 영상을 videoIds(영상 ID·주소 목록)나 filter(조건) 가운데 하나로 고르세요.');
  });
export type BulkTaskBody = z.infer<typeof BulkTaskBodySchema>;

/**
 * One line of a dry run: what would change for a video (before → after), why it is skipped, or (outcome
 * invalid) a pasted entry that is no video: its position in videoIds (line, 1 = first), what it said (input),
 * and why (reason); videoId is then empty.
 */
export const BulkPlanItemSchema = z.object({
  videoId: z.string(),
  line: z.number().int().optional(),
  input: z.string().optional(),
  title: z.string().nullable(),
  outcome: z.enum(BULK_PLAN_OUTCOMES),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string().nullable(),
});
export type BulkPlanItem = z.infer<typeof BulkPlanItemSchema>;

export const BulkQuotaSchema = z.object({
  units: z.number().int(),
  remaining: z.number().int(),
  basis: z.string(),
  allowed: z.boolean(),
  apiKeys: z.object({ registered: z.number().int(), enabled: z.number().int() }),
});

export const BulkTaskPlanSchema = z.object({
  task: z.enum(BULK_TASKS),
  total: z.number().int(),
  changes: z.number().int(),
  skips: z.number().int(),
  /** Pasted entries that are no video (marked in items; the run refuses them, so leave them out or fix them). */
  invalid: z.number().int(),
  items: z.array(BulkPlanItemSchema),
  reversible: z.boolean(),
  /** Quota the run would spend (statistics and collection only). */
  quota: BulkQuotaSchema.nullable(),
  note: z.string().nullable(),
});
export type BulkTaskPlan = z.infer<typeof BulkTaskPlanSchema>;

export const BulkTaskItemSchema = z.object({
  key: z.string(),
  videoId: z.string().nullable(),
  title: z.string().nullable(),
  state: z.enum(SYNC_ITEM_STATES),
  before: z.string().nullable(),
  after: z.string().nullable(),
  message: z.string().nullable(),
});
export type BulkTaskItem = z.infer<typeof BulkTaskItemSchema>;

/** A run as a job: progress, per-item results, and whether (until when) it can be undone. */
export const BulkTaskRunSchema = z.object({
  id: z.number().int(),
  task: z.enum(BULK_TASKS),
  state: z.enum(SYNC_JOB_STATES),
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
  currentItem: z.string().nullable(),
  result: z.record(z.string(), z.number()),
  error: z.string().nullable(),
  cancelRequested: z.boolean(),
  quotaEstimate: z.number().int(),
  quotaSpent: z.number().int(),
  requestedBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  reversible: z.boolean(),
  undoableUntil: z.string().nullable(),
  /** The job that undid this run / the run this job undoes. */
  undoneBy: z.number().int().nullable(),
  undoOf: z.number().int().nullable(),
  canUndo: z.boolean(),
  items: z.array(BulkTaskItemSchema),
});
export type BulkTaskRun = z.infer<typeof BulkTaskRunSchema>;

/**
 * Where a run's undo stands, for the list of past runs: available (canUndo), undone (undoneBy says by which job),
 * expired (past the 30 days), changed_since (a later run changed the same videos: undo that first; blockedBy),
 * not_reversible (restore, statistics, collection, or an undo itself), not_finished, nothing (no video changed).
 */
export const BULK_UNDO_STATES = ['available', 'undone', 'expired', 'changed_since', 'not_reversible', 'not_finished', 'nothing'] as const;
export type BulkUndoState = (typeof BULK_UNDO_STATES)[number];

export const BulkTaskRunSummarySchema = BulkTaskRunSchema.omit({ items: true }).extend({
  undoState: z.enum(BULK_UNDO_STATES),
  /** changed_since: the later runs to undo first. */
  blockedBy: z.array(z.number().int()),
  /** Why the undo is not offered, in Korean (null when it is). */
  undoNote: z.string().nullable(),
});
export type BulkTaskRunSummary = z.infer<typeof BulkTaskRunSummarySchema>;

export const BulkTaskListQuerySchema = z.object({ page: pageParam(), limit: limitParam(20, 100) });

export const listBulkTasks = defineEndpoint({
  method: 'GET',
  path: '/api/admin/bulk-tasks',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'list' },
  tags: TAGS,
  summary: '지난 일괄 작업 (최근 것부터, 쪽 나눔): 작업마다 되돌리기 상태 (가능, 되돌림, 30일 지남, 이후에 바뀜…)',
  description:
    '본부 편집자(hq_editor)에게는 자기가 시작한 작업과, 바꾼 영상이 모두 맡은 본부의 채널인 작업만 보입니다. 되돌리기는 POST /api/admin/bulk-tasks/:id/undo.',
  query: BulkTaskListQuerySchema,
  response: pagedSchema(BulkTaskRunSummarySchema),
});

export const BulkTaskStartResponseSchema = successSchema(
  z.discriminatedUnion('dryRun', [
    z.object({ dryRun: z.literal(true), plan: BulkTaskPlanSchema }),
    z.object({ dryRun: z.literal(false), run: BulkTaskRunSchema }),
  ]),
);
export const BulkTaskRunResponseSchema = successSchema(BulkTaskRunSchema);

export const startBulkTask = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bulk-tasks',
  access: 'admin',
  role: 'hq_editor',
  scope: [{ from: 'video', body: 'videoIds', each: true }, { from: 'list' }],
  roleWhen: [{ body: 'task', equals: 'collect_keyword', role: 'editor' }],
  tags: TAGS,
  summary: '일괄 작업 (dryRun: true는 영상마다 바뀔 내용 미리 보기, false는 하나의 작업으로 실행)',
  description:
    '작업: set_status(status), change_keyword(keywordId), delete(reason), restore, reclassify, refresh_statistics, collect_keyword(keywordId, pages). 대상은 videoIds(영상 ID·주소, 500개까지)나 filter(영상 목록의 조건). 미리 보기는 영상이 아닌 항목을 invalid로 표시하고 나머지를 계획하며, 실행은 그런 항목이 있으면 400으로 거절합니다. 할당량을 쓰는 작업은 API 키가 없으면 NO_API_KEY로 거절합니다.',
  body: BulkTaskBodySchema,
  response: BulkTaskStartResponseSchema,
  errors: {
    400: '실행(dryRun: false)에 영상 주소나 ID가 아닌 항목이 있음 (field: videoIds, 몇 번째 항목인지 밝힘)',
    404: '조건에 맞는 영상 없음, 키워드 없음',
    409: 'NO_API_KEY, QUOTA_INSUFFICIENT, BULK_TASK_BUSY: 다른 일괄 작업이 진행 중',
  },
});

export const getBulkTask = defineEndpoint({
  method: 'GET',
  path: '/api/admin/bulk-tasks/:id',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '일괄 작업의 진행, 영상마다의 결과와 되돌리기 가능 여부',
  params: JobIdParamsSchema,
  response: BulkTaskRunResponseSchema,
  errors: { 404: '작업 없음' },
});

export const undoBulkTask = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bulk-tasks/:id/undo',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'bulkTask', param: 'id' },
  tags: TAGS,
  summary: '일괄 작업 전체 되돌리기 (상태·키워드·다시 분류는 이전 값으로, 삭제는 되살리기로; 30일 안)',
  params: JobIdParamsSchema,
  response: BulkTaskRunResponseSchema,
  errors: {
    404: '작업 없음',
    409: 'BULK_TASK_NOT_REVERSIBLE, BULK_TASK_UNDO_EXPIRED, BULK_TASK_ALREADY_UNDONE, BULK_TASK_NOT_FINISHED, BULK_TASK_NOTHING_TO_UNDO, BULK_TASK_CHANGED_SINCE, BULK_TASK_BUSY',
  },
});

export const cancelBulkTask = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bulk-tasks/:id/cancel',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'bulkTask', param: 'id' },
  tags: TAGS,
  summary: '일괄 작업 취소 (대기 중이면 바로, 실행 중이면 지금 영상이 끝난 뒤 멈춤)',
  params: JobIdParamsSchema,
  response: BulkTaskRunResponseSchema,
  errors: { 404: '작업 없음', 409: 'BULK_TASK_FINISHED: 이미 끝난 작업' },
});
