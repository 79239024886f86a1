// One YouTube API key: its name and hint (never the key), on/off switch, today's use against its daily
// quota with what it was spent on, exhaustion and last error; test, change the daily quota, delete.
import { FlaskConical, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ApiKey } from '../../../../../shared/api/sync.ts';
import { formatDateTime, formatGroupedNumber, toEpochMs } from '../../../../../shared/format/index.ts';
import { buttonPrimary } from '../../../../components/ui/buttons.ts';
import { fieldClass } from '../../../../components/ui/Field.tsx';
import { notify } from '../../../components/notices.ts';
import { ENDPOINT_LABELS, formatUnits } from '../sync-labels.ts';
import { useTestApiKey, useUpdateApiKey, type KeyTestResult } from '../../../../api/sync.ts';
import { smallButton } from './form-styles.ts';
import { UsageBar } from './ProgressBar.tsx';

const failed = (error: unknown, fallback: string) => notify('error', error instanceof Error ? error.message : fallback);

function QuotaEditor({ apiKey, onDone }: { apiKey: ApiKey; onDone: () => void }) {
  const update = useUpdateApiKey();
  const [value, setValue] = useState(String(apiKey.dailyQuota));
  const id = useId();
  function save(event: FormEvent) {
    event.preventDefault();
    const quota = Number(value);
    if (!Number.isInteger(quota) || quota < 1) return notify('error', '하루 할당량은 1 이상의 정수여야 합니다.');
    update.mutate(
      { id: apiKey.id, dailyQuota: quota },
      {
        onSuccess: () => {
          notify('success', `${apiKey.label} 키의 하루 할당량을 ${formatUnits(quota)}로 바꿨습니다.`);
          onDone();
        },
        onError: (e) => failed(e, '할당량을 바꾸지 못했습니다.'),
      },
    );
  }
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-2" aria-label={`${apiKey.label} 하루 할당량 바꾸기`}>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-muted">
          하루 할당량 (단위)
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={10_000_000}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={`${fieldClass} w-40`}
        />
      </div>
      <button type="submit" className={buttonPrimary} disabled={update.isPending}>
        저장
      </button>
      <button type="button" className={smallButton} onClick={onDone}>
        취소
      </button>
    </form>
  );
}

export function ApiKeyCard({ apiKey, onDelete }: { apiKey: ApiKey; onDelete: (key: ApiKey) => void }) {
  const update = useUpdateApiKey();
  const test = useTestApiKey();
  const [result, setResult] = useState<KeyTestResult | null>(null);
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const exhausted = apiKey.exhaustedUntil && (toEpochMs(apiKey.exhaustedUntil) ?? 0) > Date.now() ? apiKey.exhaustedUntil : null;
  const spent = Object.entries(apiKey.spentByEndpoint).sort((a, b) => b[1].units - a[1].units);

  function toggle() {
    update.mutate(
      { id: apiKey.id, isEnabled: !apiKey.isEnabled },
      {
        onSuccess: (after) => notify('success', `${after.label} 키를 ${after.isEnabled ? '사용합니다' : '사용하지 않습니다'}.`),
        onError: (e) => failed(e, '키 상태를 바꾸지 못했습니다.'),
      },
    );
  }

  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
      aria-labelledby={titleId}
      data-testid="api-key"
      data-hint={apiKey.hint}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold">
            {apiKey.label}
          </h3>
          <p className="text-sm text-muted">
            키{' '}
            <code className="rounded bg-surface-2 px-1 text-fg" data-testid="api-key-hint">
              {apiKey.hint}
            </code>{' '}
            · 등록 {formatDateTime(apiKey.createdAt)}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={apiKey.isEnabled}
          onClick={toggle}
          disabled={update.isPending}
          className="inline-flex min-h-11 items-center gap-3 rounded-lg px-2 font-semibold hover:bg-surface-2 disabled:opacity-50"
          data-testid="api-key-enabled"
        >
          <span
            aria-hidden="true"
            className={`relative h-6 w-11 rounded-full border ${apiKey.isEnabled ? 'border-accent-strong bg-accent-strong' : 'border-line bg-surface-2'}`}
          >
            <span
              className={`absolute top-0.5 h-4.5 w-4.5 rounded-full bg-white shadow transition-[left] ${apiKey.isEnabled ? 'left-[1.4rem]' : 'left-0.5'}`}
            />
          </span>
          사용<span className="sr-only"> ({apiKey.label})</span>
          <span className="text-sm font-normal text-muted" aria-hidden="true">
            {apiKey.isEnabled ? '켜짐' : '꺼짐'}
          </span>
        </button>
      </div>
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <span>
            오늘 사용 <strong className="tabular-nums">{formatUnits(apiKey.usedToday)}</strong> / 하루 {formatUnits(apiKey.dailyQuota)}
          </span>
          <span>
            남음{' '}
            <strong className="tabular-nums" data-testid="api-key-remaining">
              {formatUnits(apiKey.remainingToday)}
            </strong>
          </span>
        </p>
        <UsageBar used={apiKey.usedToday} total={apiKey.dailyQuota} />
      </div>
      {spent.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold">오늘 쓴 곳</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-2 font-normal">
                호출
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-normal">
                횟수
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                단위
              </th>
            </tr>
          </thead>
          <tbody>
            {spent.map(([endpoint, figure]) => (
              <tr key={endpoint} className="border-t border-line">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {ENDPOINT_LABELS[endpoint] ?? endpoint}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{formatGroupedNumber(figure.calls)}회</td>
                <td className="py-1 text-right tabular-nums">{formatUnits(figure.units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-muted">오늘은 아직 이 키를 쓰지 않았습니다.</p>
      )}
      {exhausted && (
        <p className="text-sm font-semibold text-accent">할당량 소진: {formatDateTime(exhausted)}(한국 시간)까지 쓰지 않습니다.</p>
      )}
      {apiKey.invalidAt && (
        <p className="text-sm font-semibold text-accent" data-testid="api-key-invalid">
          Google이 이 키를 거부해 {formatDateTime(apiKey.invalidAt)}부터 동기화에 쓰지 않습니다: {apiKey.invalidReason}. 키를 고친 뒤
          ‘시험’이 성공하면 다시 씁니다.
        </p>
      )}
      {apiKey.lastError && apiKey.lastError !== apiKey.invalidReason && (
        <p className="text-sm">
          <span className="font-semibold text-accent">마지막 오류:</span> {apiKey.lastError}
        </p>
      )}
      {apiKey.lastUsedAt && <p className="text-sm text-muted">마지막 사용 {formatDateTime(apiKey.lastUsedAt)}</p>}
      {editing && <QuotaEditor apiKey={apiKey} onDone={() => setEditing(false)} />}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButton}
          disabled={test.isPending}
          aria-busy={test.isPending}
          onClick={() => test.mutate(apiKey.id, { onSuccess: setResult, onError: (e) => failed(e, '키를 시험하지 못했습니다.') })}
        >
          <FlaskConical aria-hidden="true" className="h-4 w-4" />
          {test.isPending ? '시험 중...' : '시험 (1단위)'}
          <span className="sr-only"> {apiKey.label}</span>
        </button>
        {!editing && (
          <button type="button" className={smallButton} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            할당량 바꾸기<span className="sr-only"> {apiKey.label}</span>
          </button>
        )}
        <button type="button" className={smallButton} onClick={() => onDelete(apiKey)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          삭제<span className="sr-only"> {apiKey.label}</span>
        </button>
      </div>
      <p role="status" className="text-sm font-semibold empty:hidden" data-testid="api-key-test-result">
        {result && `${result.ok ? '✓' : '✗'} ${result.message}${result.units ? ` (${formatUnits(result.units)} 사용)` : ''}`}
      </p>
    </li>
  );
}
