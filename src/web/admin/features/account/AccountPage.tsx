// /119sys-ctrl/account: the signed-in admin's details and password change (PUT /api/auth/password).
// The server checks the rules and ends every other session; its message is shown as it comes.
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../shared/format/index.ts';
import { useAdminSession } from '../../../api/admin-session.ts';
import { useChangeOwnPassword } from '../../../api/admin-users.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PASSWORD_HINT, PasswordInput } from '../../components/PasswordInput.tsx';
import { notify } from '../../components/notices.ts';
import { SubmitButton } from '../../components/ActionButton.tsx';
import { useFormProblem } from '../../components/use-form-problem.ts';

export default function AccountPage() {
  const { user, loginAt } = useAdminSession();
  const change = useChangeOwnPassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const { problem, setProblem, attempt, edit } = useFormProblem();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current || !next) return setProblem('현재 비밀번호와 새 비밀번호를 입력하세요.');
    if (next !== repeat) return setProblem('새 비밀번호 확인이 일치하지 않습니다.');
    setProblem(null);
    await attempt(async () => {
      await change.mutateAsync({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      notify('success', '비밀번호를 바꿨습니다. 다른 브라우저의 로그인은 모두 끝났습니다.');
    }, '비밀번호를 바꾸지 못했습니다.');
  }

  return (
    <>
      <PageHeader title="내 계정" description="로그인한 계정의 정보와 비밀번호입니다." />
      <div className="grid max-w-4xl gap-6 lg:grid-cols-2">
        <section aria-labelledby="me-title" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="me-title" className="mb-3 text-lg font-bold">
            계정 정보
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">이름</dt>
            <dd className="font-semibold">{user?.displayName}</dd>
            <dt className="text-muted">이메일</dt>
            <dd className="break-all">{user?.email}</dd>
            <dt className="text-muted">권한</dt>
            <dd>{user?.role}</dd>
            <dt className="text-muted">이번 로그인</dt>
            <dd>{loginAt ? formatDateTime(loginAt) : '—'}</dd>
          </dl>
        </section>
        <section aria-labelledby="password-title" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="password-title" className="mb-3 text-lg font-bold">
            비밀번호 바꾸기
          </h2>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="password-form">
            <PasswordInput
              label="현재 비밀번호"
              autoComplete="current-password"
              value={current}
              onChange={edit(setCurrent)}
              disabled={change.isPending}
            />
            <PasswordInput
              label="새 비밀번호"
              autoComplete="new-password"
              value={next}
              onChange={edit(setNext)}
              disabled={change.isPending}
              hint={PASSWORD_HINT}
            />
            <PasswordInput
              label="새 비밀번호 확인"
              autoComplete="new-password"
              value={repeat}
              onChange={edit(setRepeat)}
              disabled={change.isPending}
            />
            <p role="alert" className="min-h-6 font-semibold text-accent" data-testid="password-error">
              {problem}
            </p>
            <SubmitButton icon={KeyRound} busy={change.isPending} busyLabel="바꾸는 중...">
              비밀번호 바꾸기
            </SubmitButton>
          </form>
        </section>
      </div>
    </>
  );
}
