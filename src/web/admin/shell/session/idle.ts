// R-AUTH-08 idle rules as plain functions: warning after 25 min without activity, sign-out at 30.
import { ADMIN_IDLE_TIMEOUT_MS as IDLE_TIMEOUT_MS, ADMIN_IDLE_WARNING_MS as IDLE_WARNING_MS } from '../../../../shared/constants/auth.ts';

export type IdlePhase = 'active' | 'warning' | 'expired';

export function idlePhase(idleMs: number): IdlePhase {
  if (idleMs >= IDLE_TIMEOUT_MS) return 'expired';
  if (idleMs >= IDLE_WARNING_MS) return 'warning';
  return 'active';
}

/** 300000 → '5분', 272000 → '4분 32초', 9000 → '9초'. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (!minutes) return `${seconds}초`;
  return seconds ? `${minutes}분 ${seconds}초` : `${minutes}분`;
}

/** Events that count as activity (R-AUTH-08). */
export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;
