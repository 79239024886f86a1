// One account in the list: who, state, last sign-in, live sessions, and what can be done to it.
import { KeyRound, LogOut, ShieldCheck, UserCheck, UserX } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminUser } from '../../../../shared/api/admin.ts';
import { formatDateTime, formatGroupedNumber } from '../../../../shared/format/index.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { staffLabel } from '../../components/use-staff.ts';

export type UserAction = 'deactivate' | 'activate' | 'reset-password' | 'end-sessions' | 'access';
const small = `${buttonSecondary} px-3 text-sm`;

export function UserCard({
  user,
  isSelf,
  busy,
  onAction,
}: {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  onAction: (action: UserAction) => void;
}) {
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 @6xl:flex-row @6xl:items-center"
      data-testid="user-row"
      data-email={user.email}
    >
      <div className="min-w-0 @6xl:w-60">
        <p className="flex flex-wrap items-center gap-2 font-bold">
          {user.displayName}
          {isSelf && <span className="rounded-full border border-line px-2 text-xs font-semibold">내 계정</span>}
        </p>
        <p className="truncate text-sm text-muted">{user.email}</p>
      </div>
      <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-1 text-sm @xl:grid-cols-4">
        <div>
          <dt className="text-muted">역할</dt>
          <dd className="font-semibold" data-testid="user-role">
            {staffLabel(user)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">상태</dt>
          <dd className="font-semibold" data-testid="user-state">
            {user.isActive ? '사용 중' : '비활성'}
          </dd>
        </div>
        <div>
          <dt className="text-muted">마지막 로그인</dt>
          <dd>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : '없음'}</dd>
        </div>
        <div>
          <dt className="text-muted">로그인 중인 세션</dt>
          <dd>{formatGroupedNumber(user.activeSessions)}개</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2 @6xl:justify-end">
        {isSelf ? (
          // The server refuses self-deactivation too; one's own password is changed with the current one.
          <Link to={`${ADMIN_BASE}/account`} className={small}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />내 비밀번호 바꾸기
          </Link>
        ) : (
          <>
            <ActionButton
              icon={ShieldCheck}
              className={small}
              disabled={busy}
              onClick={() => onAction('access')}
              aria-label={`${user.email} 역할 바꾸기`}
            >
              역할 바꾸기
            </ActionButton>
            {user.isActive ? (
              <ActionButton
                icon={UserX}
                className={small}
                disabled={busy}
                onClick={() => onAction('deactivate')}
                aria-label={`${user.email} 비활성화`}
              >
                비활성화
              </ActionButton>
            ) : (
              <ActionButton
                icon={UserCheck}
                className={small}
                disabled={busy}
                onClick={() => onAction('activate')}
                aria-label={`${user.email} 다시 활성화`}
              >
                다시 활성화
              </ActionButton>
            )}
            <ActionButton
              icon={KeyRound}
              className={small}
              disabled={busy}
              onClick={() => onAction('reset-password')}
              aria-label={`${user.email} 비밀번호 재설정`}
            >
              비밀번호 재설정
            </ActionButton>
            <ActionButton
              icon={LogOut}
              className={small}
              disabled={busy || user.activeSessions === 0}
              onClick={() => onAction('end-sessions')}
              aria-label={`${user.email} 세션 종료`}
            >
              세션 종료
            </ActionButton>
          </>
        )}
      </div>
    </li>
  );
}
