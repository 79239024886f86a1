// Change another account's role, regions and grants. The server ends that account's sessions at once and refuses
// to demote the last system administrator (its Korean message is shown as it comes).
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminUser } from '../../../../shared/api/admin.ts';
import type { StaffGrant, StaffRegion } from '../../../../shared/constants/staff-roles.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { useUpdateUserAccess } from '../../../api/admin-users.ts';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { SubmitButton } from '../../components/ActionButton.tsx';
import { notify } from '../../components/notices.ts';
import { useFormProblem } from '../../components/use-form-problem.ts';
import { AccessFields, accessBody, accessProblem, type Access } from './AccessFields.tsx';

const accessOf = (user: AdminUser): Access => ({
  role: user.role,
  regions: user.regions as StaffRegion[],
  grants: user.grants as StaffGrant[],
});

export function AccessDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const update = useUpdateUserAccess();
  const [access, setAccess] = useState<Access>({ role: 'viewer', regions: [], grants: [] });
  const { problem, setProblem, attempt, edit } = useFormProblem();

  useEffect(() => {
    if (user) setAccess(accessOf(user));
    setProblem(null);
  }, [user, setProblem]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const issue = accessProblem(access);
    if (issue) return setProblem(issue);
    await attempt(async () => {
      const { endedSessions } = await update.mutateAsync({ id: user.id, body: accessBody(access) });
      notify('success', `${user.email} 계정의 역할을 바꿨습니다. 로그인 중인 세션 ${endedSessions}개를 끝냈습니다.`);
      onClose();
    }, '역할을 바꾸지 못했습니다.');
  }

  return (
    <ModalDialog open={user !== null} onClose={onClose} title="역할과 담당 지역" testId="access-dialog">
      <p className="text-muted">{user?.email} 계정의 권한을 바꿉니다. 바꾸면 그 계정은 바로 로그아웃되고 새 권한으로 다시 로그인합니다.</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
        <AccessFields value={access} onChange={edit(setAccess)} disabled={update.isPending} />
        <p role="alert" className="min-h-6 font-semibold text-accent" data-testid="access-error">
          {problem}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            취소
          </button>
          <SubmitButton busy={update.isPending} busyLabel="바꾸는 중...">
            저장
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  );
}
