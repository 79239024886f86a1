// Korean names for audit actions and targets; event and severity names live in shared/constants/admin.ts.
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from '../../../shared/constants/audit.ts';
import { SECURITY_EVENT_LABELS, type SecurityEventType } from '../../../shared/constants/admin.ts';

/** Known actions listed in the audit filter. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS);

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export function eventLabel(type: string): string {
  return SECURITY_EVENT_LABELS[type as SecurityEventType] ?? type;
}

/** 'admin_user', '7' → '계정 #7'. */
export function targetLabel(type: string, id: string | null): string {
  return `${AUDIT_TARGET_LABELS[type] ?? type}${id ? ` #${id}` : ''}`;
}
