// The API test page's answer: status, units spent, the key's hint, time, and the raw JSON (pretty,
// in a scrollable, keyboard-reachable <pre>).
import { useId } from 'react';
import { formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { formatUnits } from '../sync-labels.ts';
import type { TestApiResult } from '../../../../api/sync.ts';
import { monoFont } from './form-styles.ts';

export function TestApiResultView({ result, pending }: { result: TestApiResult | null; pending: boolean }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={pending}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 md:p-5"
      data-testid="test-api-result"
    >
      <h2 id={titleId} className="text-xl font-bold">
        응답
      </h2>
      <div role="status" className="text-sm">
        {pending
          ? '부르는 중...'
          : result
            ? `HTTP ${result.status} · ${formatUnits(result.units)} 사용 · ${formatGroupedNumber(result.ms)}ms`
            : '아직 부르지 않았습니다.'}
      </div>
      {result && (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm 2xl:grid-cols-4">
            <div>
              <dt className="text-muted">상태</dt>
              <dd className="text-lg font-bold tabular-nums" data-testid="test-api-status">
                {result.status}
              </dd>
            </div>
            <div>
              <dt className="text-muted">쓴 할당량</dt>
              <dd className="text-lg font-bold tabular-nums" data-testid="test-api-units">
                {formatUnits(result.units)}
              </dd>
            </div>
            <div>
              <dt className="text-muted">사용한 키</dt>
              <dd className="text-lg font-bold">
                <code className="whitespace-nowrap" data-testid="test-api-key">
                  {result.keyHint ?? '없음'}
                </code>
              </dd>
            </div>
            <div>
              <dt className="text-muted">걸린 시간</dt>
              <dd className="text-lg font-bold tabular-nums">{formatGroupedNumber(result.ms)}ms</dd>
            </div>
          </dl>
          <h3 id={`${titleId}-raw`} className="font-bold">
            응답 원문 (JSON)
          </h3>
          <pre
            role="region"
            tabIndex={0}
            aria-labelledby={`${titleId}-raw`}
            className={`max-h-[36rem] overflow-auto rounded-xl border border-line bg-page p-3 text-sm leading-relaxed ${monoFont}`}
            data-testid="test-api-body"
          >
            {JSON.stringify(result.body, null, 2)}
          </pre>
        </>
      )}
    </section>
  );
}
