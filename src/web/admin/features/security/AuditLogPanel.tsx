// The audit log: every admin write (who, when, what, before/after), with the endpoint's filters.
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../shared/format/index.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { useAuditLog, type AuditEntry } from '../../../api/admin-security.ts';
import { TextField } from '../../components/TextField.tsx';
import { FilterForm } from '../../components/FilterForm.tsx';
import { AUDIT_ACTIONS, auditActionLabel, targetLabel } from '../../components/audit-labels.ts';
import { Details, LogList } from './LogList.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { regionScopeLabel, STAFF_REGIONS } from '../../../../shared/constants/staff-roles.ts';
import { AUDIT_FILTERS, filtersHref, readFilters, readPage, toApiQuery } from './security-params.ts';

function actionOptions(current: string) {
  const known = AUDIT_ACTIONS.includes(current) || !current ? AUDIT_ACTIONS : [...AUDIT_ACTIONS, current];
  return [{ value: '', label: '전체' }, ...known.map((a) => ({ value: a, label: auditActionLabel(a) }))];
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4" data-testid="audit-entry">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-bold">{auditActionLabel(entry.action)}</span>
        <span className="text-sm text-muted">{targetLabel(entry.targetType, entry.targetId)}</span>
        <time dateTime={entry.occurredAt} className="ml-auto text-sm text-muted">
          {formatDateTime(entry.occurredAt)}
        </time>
      </p>
      <p className="text-sm text-muted">
        {`작업자 ${entry.actorEmail === 'system' ? '시스템' : entry.actorEmail}`}
        {entry.address ? ` · 주소 ${entry.address}` : ''}
      </p>
      <Details summary="변경 전후 보기" value={{ 변경전: entry.before ?? null, 변경후: entry.after ?? null }} />
    </li>
  );
}

export function AuditLogPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(params, AUDIT_FILTERS);
  const page = readPage(params);
  const query = useAuditLog(toApiQuery(filters, page));
  const staff = useStaff();
  // An hq_editor may narrow to one of its own headquarters only (the server refuses the others).
  const regionOptions = [
    { value: '', label: staff.regions ? '담당 지역 전체' : '전체' },
    ...(staff.regions ?? STAFF_REGIONS).map((region) => ({ value: region, label: regionScopeLabel(region) })),
  ];
  return (
    <>
      <FilterForm label="관리 작업 기록 조건" initial={filters} onApply={(values) => navigate(filtersHref('audit', values))}>
        {(values, set) => (
          <>
            <SelectField label="작업" value={values.action} onChange={(v) => set('action', v)} options={actionOptions(values.action)} />
            <TextField search label="작업한 계정 이메일" value={values.actorEmail} onChange={(v) => set('actorEmail', v)} />
            <SelectField
              label="대상 종류"
              value={values.targetType}
              onChange={(v) => set('targetType', v)}
              options={[
                { value: '', label: '전체' },
                { value: 'admin_user', label: '계정' },
                { value: 'sync_job', label: '동기화 작업' },
              ]}
            />
            <SelectField label="본부" value={values.region} onChange={(v) => set('region', v)} options={regionOptions} />
            <TextField search label="대상 번호" inputMode="numeric" value={values.targetId} onChange={(v) => set('targetId', v)} />
            <TextField compact label="시작일" type="date" value={values.from} onChange={(v) => set('from', v)} />
            <TextField compact label="종료일" type="date" value={values.to} onChange={(v) => set('to', v)} />
          </>
        )}
      </FilterForm>
      <LogList query={query} noun="관리 작업 기록" hrefFor={(n) => filtersHref('audit', filters, n)} testId="audit-log">
        {query.data?.data.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </LogList>
    </>
  );
}
