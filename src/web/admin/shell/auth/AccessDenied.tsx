// R-AUTH-11 access-denied page: names the role the page needs and offers a way out.
import { Home, LogOut, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { AuthUser } from '../../../../shared/api/auth.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { logoutAdmin } from '../../../api/admin-client.ts';
import { roleRequiredMessage } from '../../../../shared/constants/auth.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

export function AccessDenied({ role, user }: { role: string; user: AuthUser }) {
  const [busy, setBusy] = useState(false);
  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center px-4 py-10 outline-none">
      <title>접근 권한 없음 | 119 안전영상 관리</title>
      <section
        className="flex w-full max-w-lg flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-8 text-center"
        data-testid="access-denied"
      >
        <ShieldAlert aria-hidden="true" className="h-14 w-14 text-accent" />
        <h1 className="text-2xl font-extrabold">접근 권한이 없습니다</h1>
        <p className="text-lg font-semibold">{roleRequiredMessage(role)}</p>
        <p className="text-muted">
          지금 로그인한 계정은 <strong className="text-fg">{user.email}</strong> ({user.role} 권한)입니다. 다른 계정으로 로그인하거나 사이트
          관리자에게 문의하세요.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <ActionButton
            icon={LogOut}
            className={buttonPrimary}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void logoutAdmin(null);
            }}
          >
            다른 계정으로 로그인
          </ActionButton>
          <a href="/" className={buttonSecondary}>
            <Home aria-hidden="true" className="h-4 w-4" />
            사이트 홈으로
          </a>
        </div>
      </section>
    </main>
  );
}
