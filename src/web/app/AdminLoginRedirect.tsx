// /admin/login (the original's other login path, R-AUTH-01) → /119sys-ctrl/login, keeping ?redirect=.
import { Navigate, useLocation } from 'react-router';
import { ADMIN_LOGIN_PATH } from '../../shared/constants/admin.ts';

export function Component() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: ADMIN_LOGIN_PATH, search }} replace />;
}
