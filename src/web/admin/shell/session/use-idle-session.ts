// Idle timer (R-AUTH-08): activity = mousedown/keydown/scroll/touchstart; checked every 60 s; a warning at
// 25 min (plus a browser notification if already permitted) and sign-out at 30. While the admin is active
// the server is told now and then (GET /api/auth/check counts as activity there), so both clocks agree.
import { useCallback, useEffect, useRef, useState } from 'react';
import { logoutAdmin, pingAdminSession } from '../../../api/admin-client.ts';
import {
  ACTIVITY_PING_MS,
  ADMIN_IDLE_CHECK_MS as IDLE_CHECK_MS,
  ADMIN_IDLE_TIMEOUT_MS as IDLE_TIMEOUT_MS,
  ADMIN_SESSION_MESSAGES,
} from '../../../../shared/constants/auth.ts';
import { formatTimeLeft, idlePhase, ACTIVITY_EVENTS } from './idle.ts';

function notifyBrowser(leftMs: number) {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    new Notification('119 안전영상 관리', { body: `${formatTimeLeft(leftMs)} 뒤 자동으로 로그아웃됩니다.`, tag: 'admin-idle' });
  } catch {
    // Some browsers only allow notifications from a service worker; the in-page warning remains.
  }
}

export interface IdleSession {
  /** Time of sign-out if nothing happens, while the warning shows; otherwise null. */
  warningDeadline: number | null;
  stayActive: () => void;
  logoutNow: () => void;
}

export function useIdleSession(): IdleSession {
  const lastActivity = useRef(Date.now());
  const lastPing = useRef(Date.now());
  const warned = useRef(false);
  const [warningDeadline, setWarningDeadline] = useState<number | null>(null);

  // Activity pushes the deadline back; the open warning itself closes only through its buttons
  // (closing it on mousedown would swallow the click on '지금 로그아웃').
  const markActive = useCallback(() => {
    const now = Date.now();
    lastActivity.current = now;
    warned.current = false;
    if (now - lastPing.current >= ACTIVITY_PING_MS) {
      lastPing.current = now;
      void pingAdminSession().catch(() => undefined); // a lost session shows up on the next real call
    }
  }, []);

  useEffect(() => {
    const options = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, options);
    const timer = setInterval(() => {
      const idle = Date.now() - lastActivity.current;
      const phase = idlePhase(idle);
      if (phase === 'expired') {
        clearInterval(timer);
        void logoutAdmin(ADMIN_SESSION_MESSAGES.idleLoggedOut);
      } else if (phase === 'warning') {
        if (!warned.current) notifyBrowser(IDLE_TIMEOUT_MS - idle);
        warned.current = true;
        setWarningDeadline(lastActivity.current + IDLE_TIMEOUT_MS);
      } else setWarningDeadline(null);
    }, IDLE_CHECK_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive, options);
    };
  }, [markActive]);

  const stayActive = useCallback(() => {
    lastPing.current = 0; // tell the server right away
    markActive();
    setWarningDeadline(null);
  }, [markActive]);

  const logoutNow = useCallback(() => void logoutAdmin(), []);
  return { warningDeadline, stayActive, logoutNow };
}
