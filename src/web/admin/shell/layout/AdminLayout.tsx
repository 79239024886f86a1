// The admin frame (outside the public header/footer): top bar, collapsible sidebar, breadcrumb,
// the page, the idle warning and the notice region.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useAdminSession } from '../../../api/admin-session.ts';
import { IdleWarning } from '../session/IdleWarning.tsx';
import { useIdleSession } from '../session/use-idle-session.ts';
import { AdminBreadcrumb } from './AdminBreadcrumb.tsx';
import { AdminNav } from './AdminNav.tsx';
import { AdminTopBar } from './AdminTopBar.tsx';
import { MobileNavDrawer } from './MobileNavDrawer.tsx';
import { NoticeRegion } from './NoticeRegion.tsx';

const COLLAPSED_KEY = 'admin_sidebar_collapsed';

function useCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // not remembered in private mode
      }
      return !value;
    });
  return [collapsed, toggle];
}

export function AdminLayout() {
  const session = useAdminSession();
  const [collapsed, toggleCollapsed] = useCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const idle = useIdleSession();
  const firstPath = useRef(pathname);

  useEffect(() => {
    setDrawerOpen(false);
    // After in-app navigation, screen readers and keyboards start at the new page (not on first load).
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [pathname]);

  if (!session.user) return null; // RequireAdmin renders this only when signed in
  return (
    <div className="min-h-screen" data-testid="admin-shell">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-accent-strong focus:px-4 focus:py-3 focus:font-bold focus:text-white"
      >
        본문 바로가기
      </a>
      <AdminTopBar
        user={session.user}
        loginAt={session.loginAt}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        onOpenMenu={() => setDrawerOpen(true)}
      />
      <div className="flex">
        <aside
          id="admin-sidebar"
          className={`sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 overflow-y-auto border-r border-line bg-surface md:block ${collapsed ? 'w-20' : 'w-72'}`}
          data-testid="admin-sidebar"
          data-collapsed={collapsed}
        >
          <AdminNav collapsed={collapsed} idPrefix="sidebar-group" />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 pb-16 pt-2 outline-none md:px-8">
          <AdminBreadcrumb />
          <Suspense fallback={<Spinner label="화면을 불러오는 중..." className="py-24" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={session.user} loginAt={session.loginAt} />
      <IdleWarning {...idle} />
      <NoticeRegion />
    </div>
  );
}
