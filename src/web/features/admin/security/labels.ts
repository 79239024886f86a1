// Korean names for audit actions and targets; event and severity names live in shared/constants/admin.ts.
import { SECURITY_EVENT_LABELS, type SecurityEventType } from '../../../../shared/constants/admin.ts';

const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.create': '계정 만들기',
  'user.activate': '계정 활성화',
  'user.deactivate': '계정 비활성화',
  'user.reset_password': '비밀번호 재설정',
  'user.end_sessions': '세션 모두 종료',
  'auth.password_change': '내 비밀번호 변경',
  'sync.start': '동기화 시작',
  'sync.retry': '동기화 다시 실행',
  'sync.cancel': '동기화 취소',
  'sync.schedule': '동기화 예약 변경',
  'youtube_key.create': 'API 키 추가',
  'youtube_key.update': 'API 키 변경',
  'youtube_key.delete': 'API 키 삭제',
  'curation.approve': '큐레이션 승인',
  'curation.reject': '큐레이션 거절',
  'video.update': '영상 편집',
  'video.status': '영상 상태 변경',
  'video.delete': '영상 삭제',
  'video.restore': '영상 되살리기',
  'video.purge': '영상 영구 삭제',
  'video.add': '영상 추가',
};
/** Known actions listed in the audit filter. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS);

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export function eventLabel(type: string): string {
  return SECURITY_EVENT_LABELS[type as SecurityEventType] ?? type;
}

const TARGET_LABELS: Record<string, string> = {
  admin_user: '계정',
  sync_job: '동기화 작업',
  sync_schedule: '예약',
  youtube_api_key: 'API 키',
  curation_item: '검수 항목',
  video: '영상',
};

/** 'admin_user', '7' → '계정 #7'. */
export function targetLabel(type: string, id: string | null): string {
  return `${TARGET_LABELS[type] ?? type}${id ? ` #${id}` : ''}`;
}
