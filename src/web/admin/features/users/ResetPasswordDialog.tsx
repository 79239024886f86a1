// Reset another admin's password: let the server generate one (shown once) or type one. Their sessions end.
import { Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminUser } from '../../../../shared/api/admin.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { useResetPassword, type ResetPasswordResult } from '../../../api/admin-users.ts';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { PASSWORD_HINT, PasswordInput } from '../../components/PasswordInput.tsx';
import { ActionButton, SubmitButton } from '../../components/ActionButton.tsx';
import { useFormProblem } from '../../components/use-form-problem.ts';

export function ResetPasswordDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const reset = useResetPassword();
  const [mode, setMode] = useState<'generate' | 'manual'>('generate');
  const [password, setPassword] = useState('');
  const { problem, setProblem, attempt } = useFormProblem();
  const [result, setResult] = useState<ResetPasswordResult | null>(null);
  const [copied, setCopied] = useState(false);

  const close = () => {
    setMode('generate');
    setPassword('');
    setProblem(null);
    setResult(null);
    setCopied(false);
    reset.reset();
    onClose();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    if (mode === 'manual' && !password) {
      setProblem('새 비밀번호를 입력하세요.');
      return;
    }
    setProblem(null);
    await attempt(async () => {
      setResult(await reset.mutateAsync({ id: user.id, password: mode === 'manual' ? password : undefined }));
    }, '비밀번호를 바꾸지 못했습니다.');
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false); // clipboard refused: the password stays on screen to copy by hand
    }
  }

  return (
    <ModalDialog open={user !== null} onClose={close} title="비밀번호 재설정" testId="reset-password-dialog">
      <p className="text-muted">{user?.email} 계정의 비밀번호를 바꾸고, 그 계정의 로그인 중인 세션을 모두 끝냅니다.</p>
      {result ? (
        <div className="mt-5 flex flex-col gap-4" role="status">
          <p className="font-semibold">비밀번호를 바꿨습니다. 세션 {result.endedSessions}개를 종료했습니다.</p>
          {result.generatedPassword && (
            <>
              <p>새 비밀번호는 지금 한 번만 보여 드립니다. 안전한 방법으로 전달하세요.</p>
              <div className="flex flex-wrap items-center gap-2">
                <code className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-lg break-all" data-testid="generated-password">
                  {result.generatedPassword}
                </code>
                <ActionButton icon={Copy} className={buttonSecondary} onClick={() => copy(result.generatedPassword!)}>
                  {copied ? '복사했습니다' : '복사'}
                </ActionButton>
              </div>
            </>
          )}
          <div className="flex justify-end">
            <button type="button" className={buttonPrimary} onClick={close}>
              닫기
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">새 비밀번호 정하는 방법</legend>
            {(['generate', 'manual'] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="reset-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="h-5 w-5"
                />
                {value === 'generate' ? '자동으로 만들기 (권장)' : '직접 입력'}
              </label>
            ))}
          </fieldset>
          {mode === 'manual' && (
            <PasswordInput
              label="새 비밀번호"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              hint={PASSWORD_HINT}
              disabled={reset.isPending}
              invalid={!!problem}
            />
          )}
          <p role="alert" className="min-h-6 font-semibold text-accent">
            {problem}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonSecondary} onClick={close}>
              취소
            </button>
            <SubmitButton busy={reset.isPending} busyLabel="바꾸는 중...">
              비밀번호 재설정
            </SubmitButton>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
