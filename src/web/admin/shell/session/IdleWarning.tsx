// The 25-minute warning (R-AUTH-08): an alert dialog with the time left, a way to stay, a way to leave.
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatTimeLeft } from './idle.ts';
import type { IdleSession } from './use-idle-session.ts';

export function IdleWarning({ warningDeadline, stayActive, logoutNow }: IdleSession) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (warningDeadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [warningDeadline]);
  const left = warningDeadline === null ? 0 : warningDeadline - now;
  return (
    <ConfirmDialog
      open={warningDeadline !== null}
      title="곧 자동으로 로그아웃됩니다"
      confirmLabel="계속 사용하기"
      onConfirm={stayActive}
      onClose={stayActive}
      cancelLabel="지금 로그아웃"
      onCancel={logoutNow}
      autoFocus="confirm"
      testId="idle-warning"
    >
      25분 동안 활동이 없었습니다. 안전을 위해{' '}
      <strong className="text-fg" data-testid="idle-time-left">
        {formatTimeLeft(left)}
      </strong>{' '}
      뒤 로그아웃됩니다.
    </ConfirmDialog>
  );
}
