// R-AUTH-11 protected route: 'checking authentication' while the token exchange runs, the login page
// (remembering where the admin was going) when signed out, the access-denied page for a role below the page's.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { REQUIRED_ROLE } from '../../../../shared/constants/admin.ts';
import { roleAllows, type StaffGrant, type StaffRole } from '../../../../shared/constants/staff-roles.ts';
import { useAdminSession } from '../../../api/admin-session.ts';
import { AccessDenied } from '../../components/AccessDenied.tsx';
import { loginHref } from './redirect.ts';

export function RequireAdmin({
  role = REQUIRED_ROLE,
  grant,
  children,
  inLayout = false,
}: {
  role?: StaffRole;
  grant?: StaffGrant | undefined;
  children: ReactNode;
  /** A page inside the admin layout (the access-denied panel then sits in the layout's main). */
  inLayout?: boolean;
}) {
  const session = useAdminSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center" data-testid="auth-checking">
        <title>인증 확인 중 | 119 안전영상 관리</title>
        <Spinner label="인증 확인 중..." />
      </main>
    );
  }
  if (session.status === 'signed-out' || !session.user) return <Navigate to={loginHref(location)} replace />;
  if (!roleAllows(session.user.role, role, session.user.grants ?? [], grant))
    return <AccessDenied role={role} user={session.user} inLayout={inLayout} />;
  return children;
}
