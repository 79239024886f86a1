// R-AUTH-11 access-denied page: names the role a page needs (or the scope a target is outside of) and offers a way out.
import { Home, LogOut, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { AuthUser } from '../../../shared/api/auth.ts';
import { ADMIN_BASE } from '../../../shared/constants/admin.ts';
import { roleRequiredMessage } from '../../../shared/constants/auth.ts';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';
import { logoutAdmin } from '../../api/admin-client.ts';
import { ActionButton } from './ActionButton.tsx';
import { staffLabel } from './use-staff.ts';

/**
 * `role`: the page needs this role; `reason`: the server's own refusal (a channel outside the caller's headquarters).
 * `inLayout`: shown inside the admin layout (which already has the main landmark), so a plain section.
 */
export function AccessDenied({
  role,
  reason,
  user,
  inLayout = false,
}: {
  role?: string | undefined;
  reason?: string | undefined;
  user: AuthUser;
  inLayout?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const Wrapper = inLayout ? 'div' : 'main';
  return (
    <Wrapper
      {...(inLayout ? {} : { id: 'main', tabIndex: -1 })}
      className="flex min-h-[60vh] items-center justify-center px-4 py-10 outline-none"
    >
      <title>접근 권한 없음 | 119 안전영상 관리</title>
      <section
        className="flex w-full max-w-lg flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-8 text-center"
        data-testid="access-denied"
      >
        <ShieldAlert aria-hidden="true" className="h-14 w-14 text-accent" />
        <h1 className="text-2xl font-extrabold">접근 권한이 없습니다</h1>
        <p className="text-lg font-semibold">{reason ?? roleRequiredMessage(role ?? 'admin')}</p>
        <p className="text-muted">
          지금 로그인한 계정은 <strong className="text-fg break-all">{user.email}</strong> ({staffLabel(user)})입니다. 권한이 더 필요하면
          시스템 관리자에게 요청하세요.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href={ADMIN_BASE} className={buttonPrimary}>
            <Home aria-hidden="true" className="h-4 w-4" />
            관리 홈으로
          </a>
          <ActionButton
            icon={LogOut}
            className={buttonSecondary}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void logoutAdmin(null);
            }}
          >
            다른 계정으로 로그인
          </ActionButton>
        </div>
      </section>
    </Wrapper>
  );
}
