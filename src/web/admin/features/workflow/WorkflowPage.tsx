// /119sys-ctrl/workflow: the bulk-task wizard. Choose a task → choose targets → dry run (per video, before → after
// or why skipped) → run as a job followed live (?run= in the URL, so a reload keeps watching it) → undo for 30 days;
// below the form, past runs with their undo (?runs= pages them).
import { Eye, Play } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readInt } from '../../../../shared/url/url-params.ts';
import { useStartBulkTask, type BulkTaskPlan } from '../../../api/bulk-tasks.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PlanList, PlanSummary } from './PlanList.tsx';
import { PastRuns } from './PastRuns.tsx';
import { RunPanel } from './RunPanel.tsx';
import { TargetStep, TaskStep } from './TaskFields.tsx';
import { entryLines, INITIAL_FORM, toRequest, withoutEntries, type WizardForm } from './workflow-form.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

export default function WorkflowPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const runId = params.has('run') ? readInt(params, 'run', 0, 1, Number.MAX_SAFE_INTEGER) || null : null;
  const runsPage = readInt(params, 'runs', 1, 1, 10_000);
  const start = useStartBulkTask();
  const [form, setForm] = useState<WizardForm>(INITIAL_FORM);
  const [plan, setPlan] = useState<{ key: string; plan: BulkTaskPlan } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const planRef = useRef<HTMLHeadingElement>(null);
  // A dry run belongs to the form it was made from: changing the form asks for a new one.
  const key = JSON.stringify(toRequest(form, true));
  const current = plan && plan.key === key ? plan.plan : null;
  const set = <K extends keyof WizardForm>(name: K, value: WizardForm[K]) => setForm((before) => ({ ...before, [name]: value }));

  async function dryRun(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const result = await start.mutateAsync(toRequest(form, true));
      if (!result.dryRun) return;
      setPlan({ key, plan: result.plan });
      requestAnimationFrame(() => planRef.current?.focus());
    } catch (error) {
      setPlan(null);
      setProblem(message(error, '미리 보기를 하지 못했습니다.'));
    }
  }

  async function runIt() {
    setProblem(null);
    try {
      // Lines the dry run marked as no video are left out (the server refuses a run that holds one).
      const bad = (current?.items ?? []).flatMap((item) => (item.outcome === 'invalid' && item.line ? [item.line] : []));
      const result = await start.mutateAsync(withoutEntries(toRequest(form, false), bad));
      if (result.dryRun) return;
      setPlan(null);
      navigate(`?run=${result.run.id}`);
    } catch (error) {
      setProblem(message(error, '작업을 시작하지 못했습니다.'));
    }
  }

  const lines = entryLines(form.pasted);
  const canRun = current !== null && (current.task === 'collect_keyword' || current.changes > 0) && (current.quota?.allowed ?? true);
  return (
    <>
      <PageHeader
        title="일괄 작업 마법사"
        description="여러 영상에 같은 작업을 한 번에 합니다. 작업과 대상을 고르고, 미리 보기에서 영상마다 바뀔 내용을 확인한 뒤 실행하세요. 상태·키워드 바꾸기, 다시 분류, 삭제는 30일 안에 한꺼번에 되돌릴 수 있습니다."
      />
      {runId !== null ? (
        <section aria-labelledby="run-title" className="flex flex-col gap-4">
          <h2 id="run-title" className="text-lg font-bold">
            작업 진행과 결과
          </h2>
          <RunPanel runId={runId} onOpen={(id) => navigate(`?run=${id}`)} />
          <div>
            <button type="button" className={buttonSecondary} onClick={() => navigate('?')}>
              새 일괄 작업
            </button>
          </div>
        </section>
      ) : (
        <div className="flex flex-col gap-5">
          <form noValidate onSubmit={dryRun} className="flex flex-col gap-5" aria-label="일괄 작업 고르기">
            <TaskStep form={form} set={set} />
            <TargetStep form={form} set={set} />
            {problem && (
              <p role="alert" className="font-semibold text-accent" data-testid="wizard-problem">
                {problem}
              </p>
            )}
            <div>
              <ActionButton icon={Eye} type="submit" className={buttonSecondary} disabled={start.isPending} data-testid="dry-run">
                3. 미리 보기 (바뀌는 것 없음)
              </ActionButton>
            </div>
          </form>
          {current && (
            <section aria-labelledby="plan-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5">
              <h2 id="plan-title" ref={planRef} tabIndex={-1} className="text-lg font-bold">
                미리 보기 결과
              </h2>
              <PlanSummary plan={current} />
              <div>
                <ActionButton
                  icon={Play}
                  className={buttonPrimary}
                  onClick={runIt}
                  disabled={!canRun || start.isPending}
                  data-testid="run-task"
                >
                  4. 실행하기
                </ActionButton>
              </div>
              <PlanList plan={current} lineOf={(position) => lines[position - 1] ?? position} />
            </section>
          )}
          <PastRuns page={runsPage} hrefFor={(n) => (n > 1 ? `?runs=${n}` : '?')} onOpen={(id) => navigate(`?run=${id}`)} />
        </div>
      )}
    </>
  );
}
