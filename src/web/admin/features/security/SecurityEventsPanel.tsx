// Security events (failed sign-ins, lockouts, rate limits, token reuse, denials…) with the endpoint's filters.
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../shared/format/index.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { useSecurityEvents, type SecurityEvent } from '../../../api/admin-security.ts';
import { SeverityBadge } from '../../components/SeverityBadge.tsx';
import { TextField } from '../../components/TextField.tsx';
import { FilterForm } from '../../components/FilterForm.tsx';
import { SECURITY_EVENT_LABELS, SECURITY_EVENT_TYPES, SECURITY_SEVERITIES, SEVERITY_LABELS } from '../../../../shared/constants/admin.ts';
import { eventLabel } from '../../components/audit-labels.ts';
import { Details, LogList } from './LogList.tsx';
import { EVENT_FILTERS, filtersHref, readFilters, readPage, toApiQuery } from './security-params.ts';

const TYPE_OPTIONS = [{ value: '', label: '전체' }, ...SECURITY_EVENT_TYPES.map((t) => ({ value: t, label: SECURITY_EVENT_LABELS[t] }))];
const SEVERITY_OPTIONS = [{ value: '', label: '전체' }, ...SECURITY_SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] }))];

function EventRow({ event }: { event: SecurityEvent }) {
  const request = [event.method, event.path].filter(Boolean).join(' ');
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4" data-testid="security-event">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-bold">{eventLabel(event.type)}</span>
        <SeverityBadge severity={event.severity} />
        <time dateTime={event.occurredAt} className="ml-auto text-sm text-muted">
          {formatDateTime(event.occurredAt)}
        </time>
      </p>
      <p className="text-sm text-muted">
        {[event.email && `계정 ${event.email}`, event.address && `주소 ${event.address}`, request && `요청 ${request}`]
          .filter(Boolean)
          .join(' · ') || '추가 정보 없음'}
      </p>
      <Details summary="자세히" value={{ userAgent: event.userAgent, ...event.details }} />
    </li>
  );
}

export function SecurityEventsPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(params, EVENT_FILTERS);
  const page = readPage(params);
  const query = useSecurityEvents(toApiQuery(filters, page));
  return (
    <>
      <FilterForm label="보안 이벤트 조건" initial={filters} onApply={(values) => navigate(filtersHref('events', values))}>
        {(values, set) => (
          <>
            <SelectField label="종류" value={values.type} onChange={(v) => set('type', v)} options={TYPE_OPTIONS} />
            <SelectField label="위험도" value={values.severity} onChange={(v) => set('severity', v)} options={SEVERITY_OPTIONS} />
            <TextField search label="계정 이메일" value={values.email} onChange={(v) => set('email', v)} />
            <TextField search label="접속 주소 (IP)" value={values.address} onChange={(v) => set('address', v)} />
            <TextField compact label="시작일" type="date" value={values.from} onChange={(v) => set('from', v)} />
            <TextField compact label="종료일" type="date" value={values.to} onChange={(v) => set('to', v)} />
          </>
        )}
      </FilterForm>
      <LogList query={query} noun="보안 이벤트" hrefFor={(n) => filtersHref('events', filters, n)} testId="security-events">
        {query.data?.data.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </LogList>
    </>
  );
}
