// /119sys-ctrl (dashboard): catalogue totals, security figures, recent admin actions and security events.
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatGroupedNumber, formatKoreanNumber } from '../../../../shared/format/index.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { useDashboard, type DashboardData } from '../../../api/admin-dashboard.ts';
import type { AuditEntry, SecurityEvent } from '../../../api/admin-security.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SeverityBadge } from '../../components/SeverityBadge.tsx';
import { StatGrid } from '../../components/StatGrid.tsx';
import { auditActionLabel, eventLabel, targetLabel } from '../../components/audit-labels.ts';
import { useStaff } from '../../components/use-staff.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { regionScopeLabel, STAFF_REGIONS } from '../../../../shared/constants/staff-roles.ts';

function catalogueStats({ statistics: s }: DashboardData) {
  return [
    { id: 'videos', label: '영상', value: `${formatGroupedNumber(s.totalVideos)}개` },
    { id: 'channels', label: '채널', value: `${formatGroupedNumber(s.totalChannels)}곳` },
    { id: 'keywords', label: '키워드', value: `${formatGroupedNumber(s.totalKeywords)}개` },
    { id: 'categories', label: '분류', value: `${formatGroupedNumber(s.totalCategories)}개` },
    { id: 'views', label: '누적 조회수', value: `${formatKoreanNumber(s.totalViews)}회` },
    { id: 'likes', label: '누적 좋아요', value: `${formatKoreanNumber(s.totalLikes)}개` },
  ];
}

function securityStats(s: NonNullable<DashboardData['security']>) {
  return [
    { id: 'admins', label: '활성 관리자 계정', value: `${formatGroupedNumber(s.activeAdmins)}명` },
    { id: 'sessions', label: '로그인 중인 세션', value: `${formatGroupedNumber(s.activeSessions)}개` },
    { id: 'failed', label: '24시간 로그인 실패', value: `${formatGroupedNumber(s.failedLogins24h)}회` },
    { id: 'high', label: '24시간 위험도 높은 이벤트', value: `${formatGroupedNumber(s.highSeverity24h)}건` },
  ];
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className="flex flex-col gap-1 border-t border-line py-3 first:border-t-0">
      <span className="font-semibold">{auditActionLabel(entry.action)}</span>
      <span className="text-sm text-muted">
        {entry.actorEmail === 'system' ? '시스템' : entry.actorEmail} · {targetLabel(entry.targetType, entry.targetId)} ·{' '}
        <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
      </span>
    </li>
  );
}

function EventItem({ event }: { event: SecurityEvent }) {
  return (
    <li className="flex flex-col gap-1 border-t border-line py-3 first:border-t-0">
      <span className="flex flex-wrap items-center gap-2 font-semibold">
        {eventLabel(event.type)} <SeverityBadge severity={event.severity} />
      </span>
      <span className="text-sm text-muted">
        {[event.email, event.address].filter(Boolean).join(' · ') || '주소 없음'} ·{' '}
        <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
      </span>
    </li>
  );
}

function RecentList({
  title,
  href,
  empty,
  children,
  count,
}: {
  title: string;
  href: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="flex flex-col rounded-2xl border border-line bg-surface p-5" aria-labelledby={titleId}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <Link to={href} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          전체 보기
        </Link>
      </div>
      {count ? <ul>{children}</ul> : <p className="py-6 text-center text-muted">{empty}</p>}
    </section>
  );
}

/** Which headquarters the figures cover, in words. */
const scopeText = (regions: readonly string[] | null) =>
  regions ? `${regions.map(regionScopeLabel).join(', ')}의 채널과 영상만 셉니다 (분류는 전국 합계).` : '전국 합계입니다.';

export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const staff = useStaff();
  // An hq_editor chooses among its own regions only (the server refuses the others); '' is its whole scope.
  const choices = staff.regions ?? STAFF_REGIONS;
  const region = STAFF_REGIONS.find((code) => code === params.get('region') && choices.includes(code));
  const query = useDashboard(region);
  const regionOptions = [
    { value: '', label: staff.regions ? '담당 지역 전체' : '전국' },
    ...choices.map((code) => ({ value: code, label: regionScopeLabel(code) })),
  ];
  return (
    <>
      <PageHeader title="관리 대시보드" description="카탈로그 현황과 최근 관리 작업, 보안 이벤트를 한눈에 봅니다." />
      <div className="mb-5 max-w-xs">
        <SelectField
          label="본부"
          value={region ?? ''}
          onChange={(value) => setParams(value ? { region: value } : {}, { replace: true })}
          options={regionOptions}
          testId="dashboard-region"
        />
      </div>
      {query.isPending ? (
        <Spinner label="대시보드를 불러오는 중..." />
      ) : query.isError ? (
        <ErrorState message="대시보드를 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />
      ) : (
        <div className="flex flex-col gap-8" data-testid="admin-dashboard">
          <section aria-labelledby="catalogue-title" className="flex flex-col gap-3">
            <h2 id="catalogue-title" className="text-lg font-bold">
              카탈로그
            </h2>
            <StatGrid label="카탈로그 합계" stats={catalogueStats(query.data)} />
            <p className="text-sm text-muted" data-testid="dashboard-scope">
              {scopeText(query.data.regions)}{' '}
              {query.data.statistics.updatedAt
                ? `통계 기준: ${formatDateTime(query.data.statistics.updatedAt)}`
                : '아직 집계된 통계가 없습니다.'}
            </p>
          </section>
          {query.data.security && (
            <section aria-labelledby="security-title" className="flex flex-col gap-3">
              <h2 id="security-title" className="text-lg font-bold">
                보안 현황
              </h2>
              <StatGrid label="보안 현황" stats={securityStats(query.data.security)} />
            </section>
          )}
          <div className="grid gap-6 xl:grid-cols-2">
            <RecentList
              title="최근 관리 작업"
              href={`${ADMIN_BASE}/security?tab=audit`}
              empty="아직 기록된 관리 작업이 없습니다."
              count={query.data.recentAudit.length}
            >
              {query.data.recentAudit.map((entry) => (
                <AuditItem key={entry.id} entry={entry} />
              ))}
            </RecentList>
            {query.data.security && (
              <RecentList
                title="최근 보안 이벤트"
                href={`${ADMIN_BASE}/security`}
                empty="아직 기록된 보안 이벤트가 없습니다."
                count={query.data.recentSecurityEvents.length}
              >
                {query.data.recentSecurityEvents.map((event) => (
                  <EventItem key={event.id} event={event} />
                ))}
              </RecentList>
            )}
          </div>
        </div>
      )}
    </>
  );
}
