// New admin account: e-mail, display name, first password. The server checks the rules and answers in Korean.
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_DISPLAY_NAME_MAX } from '../../../../shared/constants/admin.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { useCreateUser } from '../../../api/admin-users.ts';
import { PASSWORD_HINT, PasswordInput } from '../../components/PasswordInput.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/notices.ts';
import { SubmitButton } from '../../components/ActionButton.tsx';
import { useFormProblem } from '../../components/use-form-problem.ts';

export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateUser();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const { problem, setProblem, attempt, edit } = useFormProblem();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem('이메일과 비밀번호를 입력하세요.');
      return;
    }
    setProblem(null);
    await attempt(async () => {
      const user = await create.mutateAsync({ email: email.trim(), displayName: displayName.trim(), password });
      notify('success', `${user.email} 계정을 만들었습니다.`);
      onDone();
    }, '계정을 만들지 못했습니다.');
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
      aria-label="새 관리자 계정"
      data-testid="create-user-form"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="이메일"
          type="email"
          autoComplete="off"
          value={email}
          onChange={edit(setEmail)}
          disabled={create.isPending}
          required
        />
        <TextField
          label="이름 (선택)"
          autoComplete="off"
          value={displayName}
          onChange={edit(setDisplayName)}
          disabled={create.isPending}
          hint="비우면 이메일의 @ 앞부분을 씁니다."
          maxLength={ADMIN_DISPLAY_NAME_MAX}
        />
      </div>
      <PasswordInput
        label="첫 비밀번호"
        autoComplete="new-password"
        value={password}
        onChange={edit(setPassword)}
        disabled={create.isPending}
        hint={PASSWORD_HINT}
        invalid={!!problem}
      />
      <p className="text-sm text-muted">새 계정은 관리자(admin) 권한을 가집니다. 비밀번호는 안전한 방법으로 따로 전달하세요.</p>
      <p role="alert" className="min-h-6 font-semibold text-accent" data-testid="create-user-error">
        {problem}
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton icon={UserPlus} busy={create.isPending} busyLabel="만드는 중...">
          계정 만들기
        </SubmitButton>
        <button type="button" className={buttonSecondary} onClick={onDone} disabled={create.isPending}>
          취소
        </button>
      </div>
    </form>
  );
}
