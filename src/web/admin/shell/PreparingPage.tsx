// An admin page that is not built yet: says so, and says what it will do (R-ADMIN-01 lists it).
import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonSecondary } from '../../components/ui/buttons.ts';
import { ADMIN_BASE } from '../../../shared/constants/admin.ts';
import type { AdminPage } from './admin-pages.ts';
import { PageHeader } from '../components/PageHeader.tsx';

export function PreparingPage({ page }: { page: AdminPage }) {
  return (
    <>
      <PageHeader title={page.label} />
      <section
        className="flex max-w-2xl flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-surface p-6"
        data-testid="preparing-panel"
      >
        <div className="flex items-center gap-3">
          <Construction aria-hidden="true" className="h-8 w-8 text-accent" />
          <h2 className="text-xl font-bold">준비 중인 화면입니다</h2>
        </div>
        <p>{page.description}</p>
        <p className="text-muted">이 기능은 아직 만들지 않았습니다. 완성되면 이 자리에서 바로 쓸 수 있습니다.</p>
        <Link to={ADMIN_BASE} className={buttonSecondary}>
          관리 홈으로
        </Link>
      </section>
    </>
  );
}

export function AdminNotFound() {
  return (
    <>
      <PageHeader title="찾을 수 없는 페이지" />
      <section
        className="flex max-w-2xl flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-6"
        data-testid="admin-not-found"
      >
        <p>주소가 잘못되었거나 없어진 관리 화면입니다. 왼쪽 메뉴에서 원하는 화면을 고르세요.</p>
        <Link to={ADMIN_BASE} className={buttonSecondary}>
          관리 홈으로
        </Link>
      </section>
    </>
  );
}
