// /119sys-ctrl/login (R-AUTH-01): ID (e-mail) and password, show/hide, inputs disabled while
// submitting, typing clears the error; afterwards the originally requested page or the dashboard.
import { Eye, EyeOff, Flame, LogIn } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { loginAdmin } from '../../../api/admin-client.ts';
import { ADMIN_SESSION_MESSAGES, AUTH_MESSAGES, EMAIL_PATTERN } from '../../../../shared/constants/auth.ts';
import { useAdminSession } from '../../../api/admin-session.ts';
import { ApiRequestError } from '../../../api/transport.ts';
import { safeAdminRedirect } from './redirect.ts';
import { SubmitButton } from '../../components/ActionButton.tsx';

/** R-AUTH-01 checks before anything is sent: both fields, then an '@' in the ID. */
export function loginProblem(id: string, password: string): string | null {
  if (!id.trim() || !password) return AUTH_MESSAGES.missingFields;
  if (!EMAIL_PATTERN.test(id.trim())) return AUTH_MESSAGES.invalidEmail;
  return null;
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message || ADMIN_SESSION_MESSAGES.loginFailed;
  return ADMIN_SESSION_MESSAGES.loginFailed;
}

export function LoginPage() {
  const session = useAdminSession();
  const [params] = useSearchParams();
  const target = safeAdminRedirect(params.get('redirect'));
  // Why the admin was signed out (idle, refresh refused, logout); cleared by the next sign-in.
  const notice = session.notice;
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { id: useId(), password: useId(), error: useId(), help: useId() };

  useEffect(() => {
    if (session.status === 'signed-out') idRef.current?.focus();
  }, [session.status]);

  if (session.status === 'signed-in') return <Navigate to={target} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = loginProblem(id, password);
    if (problem) {
      setError(problem);
      (id.trim() && !password ? passwordRef : idRef).current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await loginAdmin(id.trim(), password);
    } catch (caught) {
      setError(failureMessage(caught));
      setSubmitting(false);
      // Inputs were disabled while sending; give focus back where the admin will retype.
      requestAnimationFrame(() => passwordRef.current?.focus());
    }
  }

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (error) setError(null); // R-AUTH-01: typing clears the error
  };

  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center px-4 py-10 outline-none">
      <title>관리자 로그인 | 119 안전영상</title>
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <Link to="/" className="mb-6 inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-extrabold">
          <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent-strong text-white">
            <Flame aria-hidden="true" className="h-5 w-5" />
          </span>
          119 <span className="text-accent">안전영상</span>
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight">관리자 로그인</h1>
        <p className="mt-2 text-muted">관리 화면은 등록된 관리자만 이용할 수 있습니다.</p>
        {notice && (
          <p role="alert" className="mt-4 rounded-lg border border-line bg-surface-2 px-4 py-3 font-semibold" data-testid="login-notice">
            {notice}
          </p>
        )}
        {session.status === 'loading' ? (
          <Spinner label="인증 확인 중..." className="py-10" />
        ) : (
          <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-describedby={error ? ids.error : undefined}>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.id} className="font-semibold">
                아이디 (이메일)
              </label>
              <input
                ref={idRef}
                id={ids.id}
                name="email"
                type="text"
                inputMode="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={id}
                disabled={submitting}
                aria-invalid={error ? true : undefined}
                aria-describedby={ids.help}
                onChange={(e) => edit(setId)(e.target.value)}
                className={fieldClass}
              />
              <p id={ids.help} className="text-sm text-muted">
                관리자 계정의 이메일 주소를 입력하세요.
              </p>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.password} className="font-semibold">
                비밀번호
              </label>
              <div className="flex gap-2">
                <input
                  ref={passwordRef}
                  id={ids.password}
                  name="password"
                  type={visible ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={password}
                  disabled={submitting}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => edit(setPassword)(e.target.value)}
                  className={fieldClass}
                />
                <button
                  type="button"
                  onClick={() => setVisible((v) => !v)}
                  aria-pressed={visible}
                  aria-controls={ids.password}
                  disabled={submitting}
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-line bg-surface hover:bg-surface-2 disabled:opacity-50"
                  data-testid="password-toggle"
                >
                  {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
                  <span className="sr-only">비밀번호 보기</span>
                </button>
              </div>
            </div>
            <p id={ids.error} role="alert" className="min-h-6 font-semibold text-accent" data-testid="login-error">
              {error}
            </p>
            <SubmitButton icon={LogIn} busy={submitting} busyLabel="로그인 중...">
              로그인
            </SubmitButton>
          </form>
        )}
        <p className="mt-6 text-sm text-muted">
          <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-fg underline underline-offset-4">
            사이트로 돌아가기
          </Link>
        </p>
      </div>
    </main>
  );
}
