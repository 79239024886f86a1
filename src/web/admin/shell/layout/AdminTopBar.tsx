// Top bar: menu buttons, the admin home link, quick sync, theme, the signed-in admin and logout.
import { Flame, LogOut, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '../../../../shared/api/auth.ts';
import { formatDateTime } from '../../../../shared/format/index.ts';
import { DisplaySettings } from '../../../components/ui/DisplaySettings.tsx';
import { ThemeToggle } from '../../../components/ui/ThemeToggle.tsx';
import { logoutAdmin } from '../../../api/admin-client.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { QuickSyncButton } from './QuickSyncButton.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { staffLabel, useStaff } from '../../components/use-staff.ts';
import { startSync } from '../../../../shared/api/endpoints.ts';

const iconButton = 'flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-line bg-surface hover:bg-surface-2';

interface TopBarProps {
  user: AuthUser;
  loginAt: string | null;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenMenu: () => void;
}

export function SignedInAs({ user, loginAt }: { user: AuthUser; loginAt: string | null }) {
  return (
    <p className="flex min-w-0 flex-col text-sm leading-tight" data-testid="signed-in-user">
      <span className="truncate font-bold">
        {user.displayName} <span className="font-normal text-muted">({user.email})</span>
      </span>
      <span className="truncate text-muted" data-testid="signed-in-role">
        {staffLabel(user)}
        {loginAt && ` · 로그인 ${formatDateTime(loginAt)}`}
      </span>
    </p>
  );
}

export function AdminTopBar({ user, loginAt, collapsed, onToggleCollapsed, onOpenMenu }: TopBarProps) {
  const [leaving, setLeaving] = useState(false);
  // The quick sync starts a whole-catalogue job: only a role the server lets start one sees the button.
  const canSync = useStaff().canCall(startSync);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-page/95 px-3 backdrop-blur md:px-4">
      <ActionButton
        icon={Menu}
        iconClassName="h-5 w-5"
        className={`${iconButton} md:hidden`}
        onClick={onOpenMenu}
        aria-label="관리 메뉴 열기"
        aria-haspopup="dialog"
        data-testid="admin-menu-button"
      ></ActionButton>
      <button
        type="button"
        className={`${iconButton} hidden md:flex`}
        onClick={onToggleCollapsed}
        aria-expanded={!collapsed}
        aria-controls="admin-sidebar"
        aria-label={collapsed ? '사이드바 펼치기' : '사이드바 접기'}
        title={collapsed ? '사이드바 펼치기' : '사이드바 접기'}
        data-testid="sidebar-toggle"
      >
        {collapsed ? <PanelLeftOpen aria-hidden="true" className="h-5 w-5" /> : <PanelLeftClose aria-hidden="true" className="h-5 w-5" />}
      </button>
      <Link to={ADMIN_BASE} className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg font-extrabold">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent-strong text-white">
          <Flame aria-hidden="true" className="h-5 w-5" />
        </span>
        <span className="hidden sm:inline">
          119 <span className="text-accent">안전영상</span>
        </span>
        <span className="whitespace-nowrap">관리</span>
      </Link>
      <div className="ml-auto flex items-center gap-2">
        {canSync && <QuickSyncButton />}
        <DisplaySettings />
        <ThemeToggle />
        <div className="hidden max-w-64 lg:block">
          <SignedInAs user={user} loginAt={loginAt} />
        </div>
        <button
          type="button"
          className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-3 font-semibold hover:bg-surface-2 disabled:opacity-60"
          onClick={() => {
            setLeaving(true);
            void logoutAdmin();
          }}
          disabled={leaving}
          data-testid="logout"
        >
          <LogOut aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only sm:not-sr-only">로그아웃</span>
        </button>
      </div>
    </header>
  );
}
