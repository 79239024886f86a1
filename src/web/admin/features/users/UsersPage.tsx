// /119sys-ctrl/users: list, create, deactivate/activate, reset a password, end sessions (never oneself).
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../../../shared/api/admin.ts';
import { buttonPrimary } from '../../../components/ui/buttons.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { useAdminSession } from '../../../api/admin-session.ts';
import { useAdminUsers, useEndSessions, useSetUserActive } from '../../../api/admin-users.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notify } from '../../components/notices.ts';
import { CreateUserForm } from './CreateUserForm.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { AccessDialog } from './AccessDialog.tsx';
import { UserCard, type UserAction } from './UserCard.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';

type Pending = { action: 'deactivate' | 'end-sessions'; user: AdminUser } | null;

const failed = (error: unknown, fallback: string) => notify('error', error instanceof Error ? error.message : fallback);

export default function UsersPage() {
  const session = useAdminSession();
  const users = useAdminUsers();
  const setActive = useSetUserActive();
  const endSessions = useEndSessions();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const busy = setActive.isPending || endSessions.isPending;

  async function activate(user: AdminUser) {
    try {
      await setActive.mutateAsync({ id: user.id, active: true });
      notify('success', `${user.email} 계정을 다시 사용할 수 있게 했습니다.`);
    } catch (error) {
      failed(error, '계정을 활성화하지 못했습니다.');
    }
  }

  async function confirmPending() {
    if (!pending) return;
    const { action, user } = pending;
    try {
      if (action === 'deactivate') {
        await setActive.mutateAsync({ id: user.id, active: false });
        notify('success', `${user.email} 계정을 비활성화했습니다.`);
      } else {
        const { endedSessions } = await endSessions.mutateAsync(user.id);
        notify('success', `${user.email} 계정의 세션 ${endedSessions}개를 종료했습니다.`);
      }
    } catch (error) {
      failed(error, '요청을 처리하지 못했습니다.');
    } finally {
      setPending(null);
    }
  }

  function onAction(user: AdminUser, action: UserAction) {
    if (action === 'activate') void activate(user);
    else if (action === 'reset-password') setResetting(user);
    else if (action === 'access') setChanging(user);
    else setPending({ action, user });
  }

  return (
    <>
      <PageHeader
        title="관리자 계정"
        description="관리 화면에 로그인할 수 있는 직원 계정과 그 역할·담당 지역입니다. 비활성화하거나 비밀번호를 재설정하면 그 계정의 세션이 바로 끝납니다."
        actions={
          !creating && (
            <ActionButton
              icon={UserPlus}
              iconClassName="h-5 w-5"
              className={buttonPrimary}
              onClick={() => setCreating(true)}
              aria-expanded={creating}
            >
              직원 초대
            </ActionButton>
          )
        }
      />
      {creating && (
        <section aria-label="직원 초대" className="mb-8">
          <CreateUserForm onDone={() => setCreating(false)} />
        </section>
      )}
      {users.isPending ? (
        <Spinner label="계정 목록을 불러오는 중..." />
      ) : users.isError ? (
        <ErrorState message="계정 목록을 불러오지 못했습니다" detail={errorDetail(users.error)} onRetry={() => users.refetch()} />
      ) : (
        <section aria-labelledby="users-list-title">
          <h2 id="users-list-title" className="mb-3 text-lg font-bold">
            계정 {users.data.length}개
          </h2>
          <ul className="@container flex flex-col gap-3" data-testid="users-list">
            {users.data.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                isSelf={user.id === session.user?.id}
                busy={busy}
                onAction={(action) => onAction(user, action)}
              />
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'deactivate' ? '계정을 비활성화할까요?' : '세션을 모두 종료할까요?'}
        confirmLabel={pending?.action === 'deactivate' ? '비활성화' : '세션 종료'}
        busy={busy}
        onConfirm={confirmPending}
        onClose={() => setPending(null)}
      >
        {pending?.action === 'deactivate'
          ? `${pending.user.email} 계정은 더 이상 로그인할 수 없고, 로그인 중인 세션도 바로 끝납니다. 나중에 다시 활성화할 수 있습니다.`
          : `${pending?.user.email ?? ''} 계정이 로그인한 모든 브라우저에서 로그아웃됩니다.`}
      </ConfirmDialog>
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <AccessDialog user={changing} onClose={() => setChanging(null)} />
    </>
  );
}
