// /supabase-diagnostic and /diagnostic: environment info and API/database checks as pass/fail rows.
import { CheckCircle2, RotateCw, XCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { buttonSecondary } from '../../components/ui/buttons.ts';
import { environmentInfo, runDiagnostics, type CheckResult } from './checks.ts';

export function Component() {
  const [results, setResults] = useState<CheckResult[] | null>(null);
  const [running, setRunning] = useState(false);
  const run = useCallback(async () => {
    setRunning(true);
    setResults(await runDiagnostics());
    setRunning(false);
  }, []);
  useEffect(() => void run(), [run]);
  const passed = results?.filter((r) => r.ok).length ?? 0;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <title>서비스 상태 진단 | 119 안전영상</title>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">서비스 상태 진단</h1>
        <p className="mt-2 text-muted">이 브라우저에서 서버와 데이터베이스에 잘 연결되는지 확인합니다. 각 검사는 5초 안에 끝나야 합니다.</p>
      </header>
      <section aria-labelledby="checks-heading" className="rounded-2xl border border-line bg-surface p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="checks-heading" className="text-xl font-bold">
            검사 결과{' '}
            {results && (
              <span className="text-base text-muted" data-testid="diagnostic-summary">
                ({passed}/{results.length} 통과)
              </span>
            )}
          </h2>
          <button type="button" onClick={() => void run()} disabled={running} className={buttonSecondary}>
            <RotateCw aria-hidden="true" className={`h-4 w-4 ${running ? 'animate-spin' : ''}`} />
            다시 검사
          </button>
        </div>
        {!results ? (
          <Spinner label="검사하는 중..." />
        ) : (
          <table className="w-full text-left">
            <caption className="sr-only">진단 검사 결과</caption>
            <thead className="text-sm text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  검사
                </th>
                <th scope="col" className="py-2 pr-3">
                  결과
                </th>
                <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                  내용
                </th>
                <th scope="col" className="py-2 text-right">
                  시간
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.name} className="border-t border-line align-top" data-testid="diagnostic-row" data-ok={r.ok}>
                  <th scope="row" className="py-3 pr-3 font-semibold">
                    {r.name}
                    <span className="mt-1 block text-sm font-normal text-muted sm:hidden">{r.detail}</span>
                  </th>
                  <td className="whitespace-nowrap py-3 pr-3">
                    <span
                      className={`inline-flex items-center gap-1 font-bold ${r.ok ? 'text-[#15803d] dark:text-[#4ade80]' : 'text-accent'}`}
                    >
                      {r.ok ? <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> : <XCircle aria-hidden="true" className="h-5 w-5" />}
                      {r.ok ? '통과' : '실패'}
                    </span>
                  </td>
                  <td className="hidden py-3 pr-3 text-muted sm:table-cell">{r.detail}</td>
                  <td className="whitespace-nowrap py-3 text-right tabular-nums text-muted">{r.ms}ms</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="env-heading" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="env-heading" className="mb-3 text-xl font-bold">
          환경 정보
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
          {environmentInfo().map((item) => (
            <div key={item.label} className="contents">
              <dt className="font-semibold text-muted">{item.label}</dt>
              <dd className="break-all">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
