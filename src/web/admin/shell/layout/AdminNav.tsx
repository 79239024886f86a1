// The sidebar menu: dashboard, then the four groups of R-ADMIN-01 from the page registry.
import { NavLink } from 'react-router';
import { ADMIN_GROUPS, ADMIN_PAGES, adminHref, type AdminPage } from '../admin-pages.ts';
import { useStaff } from '../../components/use-staff.ts';

const linkClass =
  (collapsed: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center gap-3 rounded-lg px-3 text-[0.95rem] font-semibold transition-colors ${collapsed ? 'justify-center' : ''} ${
      isActive ? 'bg-accent-soft text-accent' : 'text-fg hover:bg-surface-2'
    }`;

function PageLink({ page, collapsed }: { page: AdminPage; collapsed: boolean }) {
  const Icon = page.icon;
  return (
    <li>
      <NavLink to={adminHref(page)} end className={linkClass(collapsed)} title={collapsed ? page.label : undefined}>
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span className={collapsed ? 'sr-only' : 'flex-1'}>{page.label}</span>
        {!page.component && !collapsed && <span className="rounded border border-line px-1.5 text-xs font-medium text-muted">준비 중</span>}
        {!page.component && collapsed && <span className="sr-only">(준비 중)</span>}
      </NavLink>
    </li>
  );
}

export function AdminNav({ collapsed = false, idPrefix }: { collapsed?: boolean; idPrefix: string }) {
  const staff = useStaff();
  // A page the role cannot open is not offered (its address still shows the access-denied page).
  const pages = ADMIN_PAGES.filter((page) => staff.can(page.role ? { role: page.role, grant: page.grant } : undefined));
  const top = pages.filter((page) => page.group === null);
  return (
    <nav aria-label="관리 메뉴" className="flex flex-col gap-4 p-3">
      <ul className="flex flex-col gap-1">
        {top.map((page) => (
          <PageLink key={page.path} page={page} collapsed={collapsed} />
        ))}
      </ul>
      {ADMIN_GROUPS.filter((group) => pages.some((page) => page.group === group.id)).map((group) => {
        const id = `${idPrefix}-${group.id}`;
        return (
          <div key={group.id} className="flex flex-col gap-1">
            <p id={id} className={collapsed ? 'sr-only' : 'px-3 text-sm font-bold text-muted'}>
              {group.label}
            </p>
            {collapsed && <hr aria-hidden="true" className="mx-2 border-line" />}
            <ul aria-labelledby={id} className="flex flex-col gap-1">
              {pages
                .filter((page) => page.group === group.id)
                .map((page) => (
                  <PageLink key={page.path} page={page} collapsed={collapsed} />
                ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
