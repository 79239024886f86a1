// Whom a keyword's videos are for (issue 22): staff choose the life stages; the classifier's rules suggest some from
// the keyword's words, shown beside the boxes and chosen only when staff press "추천대로 고르기" and then save.
// Videos without stages of their own follow their keyword's.
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LIFE_STAGE_GROUPS, LIFE_STAGE_LABELS, LIFE_STAGES, type LifeStage } from '../../../../shared/constants/life-stages.ts';
import { useKeywordLifeStages, useUpdateKeywordLifeStages } from '../../../api/admin-versions.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { SubmitButton } from '../../components/ActionButton.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { notify } from '../../components/notices.ts';

const names = (stages: readonly LifeStage[]) => stages.map((s) => LIFE_STAGE_LABELS[s]).join(', ') || '없음';
const inOrder = (stages: readonly LifeStage[]) => LIFE_STAGES.filter((s) => stages.includes(s));

function StagesForm({ keywordId, saved, suggested }: { keywordId: number; saved: LifeStage[]; suggested: LifeStage[] }) {
  const save = useUpdateKeywordLifeStages();
  const [stages, setStages] = useState<LifeStage[]>(saved);
  const changed = inOrder(stages).join() !== inOrder(saved).join();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await save.mutateAsync({ id: keywordId, lifeStages: inOrder(stages) });
      notify('success', `생애주기를 저장했습니다: ${names(answer.lifeStages)}`);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '생애주기를 저장하지 못했습니다.');
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="keyword-life-stages">
      <p className="text-sm text-muted" data-testid="keyword-life-stages-suggested">
        규칙이 추천: {names(suggested)} · 이 키워드의 영상 가운데 생애주기를 따로 정하지 않은 영상이 여기서 고른 값을 따릅니다.
      </p>
      {LIFE_STAGE_GROUPS.map((group) => (
        <fieldset key={group.label}>
          <legend className="mb-1 font-semibold">{group.label}</legend>
          <div className="flex flex-wrap gap-x-4">
            {group.stages.map((stage) => (
              <Checkbox
                key={stage}
                label={LIFE_STAGE_LABELS[stage]}
                checked={stages.includes(stage)}
                onChange={(on) => setStages(on ? [...stages, stage] : stages.filter((s) => s !== stage))}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {suggested.length > 0 && (
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => setStages(suggested)}
            data-testid="keyword-life-stages-use-suggested"
          >
            추천대로 고르기
          </button>
        )}
        <SubmitButton icon={Save} busy={save.isPending} disabled={!changed} data-testid="keyword-life-stages-save">
          생애주기 저장
        </SubmitButton>
      </div>
    </form>
  );
}

export function KeywordLifeStages({ keywordId }: { keywordId: number }) {
  const stages = useKeywordLifeStages(keywordId);
  return (
    <section aria-labelledby="keyword-life-stages-title" className="mt-6 border-t border-line pt-4">
      <h3 id="keyword-life-stages-title" className="mb-2 text-lg font-bold">
        생애주기 (이런 분께)
      </h3>
      {stages.isPending ? (
        <Spinner label="생애주기를 불러오는 중..." />
      ) : stages.isError ? (
        <ErrorState message="생애주기를 불러오지 못했습니다" detail={errorDetail(stages.error)} onRetry={() => stages.refetch()} />
      ) : (
        <StagesForm
          key={`${stages.data.keywordId}|${stages.dataUpdatedAt}`}
          keywordId={stages.data.keywordId}
          saved={stages.data.lifeStages}
          suggested={stages.data.suggested}
        />
      )}
    </section>
  );
}
