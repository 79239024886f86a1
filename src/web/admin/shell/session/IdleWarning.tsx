// The 25-minute warning (product spec › States and transitions): an alert dialog with the time left, a way to stay, a way to leave.
import { useEffect, useId, useState } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { formatTimeLeft } from './idle.ts';
import type { IdleSession } from './use-idle-session.ts';

export function IdleWarning({ warningDeadline, stayActive, logoutNow }: IdleSession) {
  const titleId = useId();
  const bodyId = useId();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (warningDeadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [warningDeadline]);
  const left = warningDeadline === null ? 0 : warningDeadline - now;
  return (
    <ModalDialog
      open={warningDeadline !== null}
      onClose={stayActive}
      labelledBy={titleId}
      describedBy={bodyId}
      role="alertdialog"
      testId="idle-warning"
    >
      <h2 id={titleId} className="text-xl font-bold">
        곧 자동으로 로그아웃됩니다
      </h2>
      <p id={bodyId} className="mt-3 text-muted">
        25분 동안 활동이 없었습니다. 안전을 위해{' '}
        <strong className="text-fg" data-testid="idle-time-left">
          {formatTimeLeft(left)}
        </strong>{' '}
        뒤 로그아웃됩니다.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={logoutNow}>
          지금 로그아웃
        </button>
        <button type="button" className={buttonPrimary} onClick={stayActive} autoFocus>
          계속 사용하기
        </button>
      </div>
    </ModalDialog>
  );
}
