// One block of the settings page: a form with its own save and "back to default" buttons, and where the value comes from.
import { useId, type FormEvent, type ReactNode } from 'react';
import { formatDateTime } from '../../../../shared/format/index.ts';
import type { AdminSiteSettings } from '../../../api/admin-settings.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';

interface Props {
  title: string;
  description: ReactNode;
  sources: AdminSiteSettings['sources'][keyof AdminSiteSettings['sources']][];
  busy: boolean;
  onSave: () => void;
  onReset: () => void;
  testId: string;
  children: ReactNode;
}

export function SettingsSection({ title, description, sources, busy, onSave, onReset, testId, children }: Props) {
  const headingId = useId();
  const stored = sources.filter((s) => s.source === 'stored');
  const latest = stored.sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-4 sm:p-6" data-testid={testId}>
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <p className="mt-1 text-sm text-muted">
        {latest
          ? `저장된 값 · ${latest.updatedBy ?? '알 수 없음'} · ${latest.updatedAt ? formatDateTime(latest.updatedAt) : ''}`
          : '기본값 (환경 변수·소스 파일) 사용 중'}
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          {stored.length > 0 && (
            <button type="button" className={buttonSecondary} disabled={busy} onClick={onReset}>
              기본값으로 되돌리기
            </button>
          )}
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {`${title} 저장`}
          </button>
        </div>
      </form>
    </section>
  );
}
