// Breadcrumb (R-ADMIN-01): 관리 홈 › group › page, from the page registry.
import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { adminPageFor, groupLabel } from '../admin-pages.ts';

export function AdminBreadcrumb() {
  const { pathname } = useLocation();
  const page = adminPageFor(pathname);
  const group = page ? groupLabel(page.group) : null;
  const current = page ? (page.path ? page.label : '관리 홈') : '찾을 수 없는 페이지';
  return (
    <nav aria-label="현재 위치" className="mb-4 text-sm text-muted" data-testid="admin-breadcrumb">
      <ol className="flex flex-wrap items-center gap-1">
        {current !== '관리 홈' && (
          <li className="flex items-center gap-1">
            <Link to={ADMIN_BASE} className="inline-flex min-h-11 items-center rounded px-1 hover:text-fg hover:underline">
              관리 홈
            </Link>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </li>
        )}
        {group && (
          <li className="flex items-center gap-1 px-1">
            {group}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </li>
        )}
        <li aria-current="page" className="flex min-h-11 items-center px-1 font-semibold text-fg">
          {current}
        </li>
      </ol>
    </nav>
  );
}
