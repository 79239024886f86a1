// The bulk-task wizard's vocabulary (zod-free: the web imports it as values).

export const BULK_TASKS = [
  'set_status',
  'change_keyword',
  'delete',
  'restore',
  'reclassify',
  'refresh_statistics',
  'collect_keyword',
] as const;
export type BulkTask = (typeof BULK_TASKS)[number];

export const BULK_TASK_LABELS: Record<BulkTask, string> = {
  set_status: '상태 바꾸기',
  change_keyword: '키워드 바꾸기',
  delete: '삭제 (보관함으로)',
  restore: '보관함에서 되살리기',
  reclassify: '다시 분류하기',
  refresh_statistics: '통계 새로 고침',
  collect_keyword: '키워드로 새 영상 수집',
};

export const BULK_TASK_HINTS: Record<BulkTask, string> = {
  set_status: '고른 영상을 게시·초안·보관 가운데 한 상태로 바꿉니다. 30일 안에 되돌릴 수 있습니다.',
  change_keyword: '고른 영상을 다른 키워드에 연결합니다. 30일 안에 되돌릴 수 있습니다.',
  delete: '고른 영상을 삭제한 영상 보관함으로 옮깁니다. 30일 안에 한꺼번에 되살릴 수 있습니다.',
  restore: '보관함의 영상을 게시 상태로 되살립니다.',
  reclassify: '자동 분류 규칙으로 키워드를 다시 정합니다. 30일 안에 되돌릴 수 있습니다.',
  refresh_statistics: '유튜브에서 고른 영상의 조회수·좋아요 수를 새로 읽습니다 (50개마다 할당량 1단위).',
  collect_keyword: '키워드의 검색어로 유튜브를 검색해 새 영상을 가져옵니다 (한 쪽에 할당량 101단위).',
};

/** Tasks whose run can be undone as a whole (status, keyword, delete via restore). */
export const REVERSIBLE_BULK_TASKS: readonly BulkTask[] = ['set_status', 'change_keyword', 'delete', 'reclassify'];
/** Tasks that spend YouTube quota (refused without a key, like the other sync starts). */
export const QUOTA_BULK_TASKS: readonly BulkTask[] = ['refresh_statistics', 'collect_keyword'];
/** Tasks whose targets are in the deleted-video archive, not the catalogue. */
export const ARCHIVE_BULK_TASKS: readonly BulkTask[] = ['restore'];

export const BULK_TASK_UNDO_DAYS = 30;
export const BULK_TASK_TARGETS_MAX = 500;

/** A dry-run line's verdict: changes, is skipped (and says why), or is not a video at all (a bad pasted entry). */
export const BULK_PLAN_OUTCOMES = ['change', 'skip', 'invalid'] as const;
export type BulkPlanOutcome = (typeof BULK_PLAN_OUTCOMES)[number];

export const BULK_TASK_MESSAGES = {
  notFound: '일괄 작업을 찾을 수 없습니다.',
  videoMissing: '카탈로그에 없는 영상입니다.',
  notInArchive: '삭제한 영상 보관함에 없는 영상입니다.',
  sameStatus: '이미 그 상태입니다.',
  sameKeyword: '이미 그 키워드에 연결되어 있습니다.',
  noSuggestion: '분류 규칙에 맞는 키워드가 없어 그대로 둡니다.',
  sameSuggestion: '분류 결과가 지금 키워드와 같습니다.',
  alreadyInCatalogue: '같은 영상이 이미 카탈로그에 있습니다.',
  notReversible: '이 작업은 되돌릴 수 없습니다. 되돌릴 수 있는 작업은 상태·키워드 바꾸기, 다시 분류, 삭제입니다.',
  undoExpired: `실행한 지 ${BULK_TASK_UNDO_DAYS}일이 지나 되돌릴 수 없습니다.`,
  alreadyUndone: '이미 되돌린 작업입니다.',
  undoneBy: (job: number) => `${job}번 작업으로 이미 되돌렸습니다.`,
  nothingToUndo: '이 작업으로 바뀐 영상이 없어 되돌릴 것이 없습니다.',
  notFinished: '끝난 작업만 되돌릴 수 있습니다. 작업이 끝날 때까지 기다리거나 취소하세요.',
  finished: '이미 끝난 작업은 취소할 수 없습니다.',
  busy: '다른 일괄 작업이 진행 중입니다. 끝난 뒤에 다시 시도하세요.',
  changedSince: '작업 뒤에 다시 바뀐 영상이라 되돌리지 않았습니다.',
  changedByRuns: (runs: readonly number[]) =>
    `${runs.join(', ')}번 작업이 이후에 바꿈: 같은 영상을 나중에 바꾼 그 작업을 먼저 되돌려야 이 작업을 되돌릴 수 있습니다.`,
  changedByRun: (runs: readonly number[]) =>
    `${runs.join(', ')}번 작업이 이후에 바꿈: 그 작업을 먼저 되돌리세요. 이 영상은 그대로 두었습니다.`,
  changedByAdmin: (who: string | null) => `관리자가 이후에 바꿈${who ? `(${who})` : ''}: 그 결정을 지키려고 이 영상은 되돌리지 않았습니다.`,
  tooMany: `조건에 맞는 영상이 ${BULK_TASK_TARGETS_MAX}개보다 많습니다. 조건을 좁혀 나눠서 실행하세요.`,
  notVideoRef: '유튜브 영상 주소나 영상 ID가 아닙니다.',
  badVideoRefs: (bad: readonly { line: number; input: string }[]) =>
    `${bad
      .slice(0, 5)
      .map((b) => `${b.line}번째 항목 '${b.input.slice(0, 40)}'`)
      .join(
        ', ',
      )}${bad.length > 5 ? ` 외 ${bad.length - 5}개` : ''}은(는) 유튜브 영상 주소나 영상 ID가 아닙니다. 빼거나 고친 뒤 실행하세요.`,
  badVideoRef: (line: number, input: string) => `${line}번째 항목 '${input.slice(0, 40)}'은(는) 유튜브 영상 주소나 영상 ID가 아닙니다.`,
  itemFailed: '이 영상을 처리하지 못했습니다. 다시 시도하세요.',
  collectNote: '수집할 영상은 유튜브 검색 결과에 따라 정해지므로 미리 알 수 없습니다. 이미 있는 영상과 삭제한 영상은 건너뜁니다.',
} as const;
