// /119sys-ctrl/security: security events and the audit log, paged and filtered through the URL.
import { useNavigate, useSearchParams } from 'react-router';
import { panelId, tabId, Tabs } from '../../../components/ui/Tabs.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { SecurityEventsPanel } from './SecurityEventsPanel.tsx';
import { readTab, type SecurityTab } from './security-params.ts';
import { useStaff } from '../../components/use-staff.ts';
import { listSecurityEvents } from '../../../../shared/api/endpoints.ts';

const TABS = [
  { id: 'events' as const, label: '보안 이벤트' },
  { id: 'audit' as const, label: '관리 작업 기록' },
];

export default function SecurityPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Security events are the system administrator's; other roles read the audit log only.
  const seesEvents = useStaff().canCall(listSecurityEvents);
  const tab = seesEvents ? readTab(params) : 'audit';
  return (
    <>
      <PageHeader
        title="보안 기록"
        description="로그인 실패·요청 한도 초과·접근 거부 같은 보안 이벤트와, 관리자가 한 모든 변경 작업의 기록입니다."
      />
      <Tabs
        items={seesEvents ? TABS : TABS.filter((item) => item.id === 'audit')}
        value={tab}
        onChange={(next: SecurityTab) => navigate(next === 'audit' ? '?tab=audit' : '?')}
        label="보안 기록 종류"
        idPrefix="security"
        className="mb-5"
      />
      <div role="tabpanel" id={panelId('security')} aria-labelledby={tabId('security', tab)}>
        {tab === 'audit' ? <AuditLogPanel /> : <SecurityEventsPanel />}
      </div>
    </>
  );
}
