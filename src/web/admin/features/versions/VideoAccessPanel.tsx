// One video's access flags as staff correct them (issue 22): what YouTube said beside each hand setting ("유튜브·묶음
// 따름" clears it), sign language by hand only, and whom the video is for (its own life stages, else its keyword's).
import { Save, Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { LIFE_STAGE_LABELS, LIFE_STAGES, type LifeStage } from '../../../../shared/constants/life-stages.ts';
import { CAPTION_STATE_LABELS, languageName } from '../../../../shared/constants/versions.ts';
import { formatDateTime } from '../../../../shared/format/index.ts';
import { useUpdateVideoAccess, useVideoAccess, type AdminVideoAccess } from '../../../api/admin-versions.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { ActionButton, SubmitButton } from '../../components/ActionButton.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { updateAdminVideoAccess } from '../../../../shared/api/endpoints.ts';
import { Checkbox } from '../../components/Checkbox.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/notices.ts';

const FOLLOW = 'follow';
const flagOptions = (yes: string) => [
  { value: FOLLOW, label: '유튜브·묶음 따름' },
  { value: 'yes', label: yes },
  { value: 'no', label: '없음' },
];
const CAPTION_OPTIONS = [
  { value: FOLLOW, label: '유튜브 따름' },
  { value: 'human', label: CAPTION_STATE_LABELS.human },
  { value: 'auto', label: CAPTION_STATE_LABELS.auto },
  { value: 'none', label: CAPTION_STATE_LABELS.none },
];
const toFlag = (value: boolean | null) => (value === null ? FOLLOW : value ? 'yes' : 'no');
const fromFlag = (value: string) => (value === FOLLOW ? null : value === 'yes');

function AccessForm({ access }: { access: AdminVideoAccess }) {
  const save = useUpdateVideoAccess();
  const [captions, setCaptions] = useState<string>(access.overrides.captions ?? FOLLOW);
  const [sign, setSign] = useState(toFlag(access.overrides.signLanguage));
  const [described, setDescribed] = useState(toFlag(access.overrides.audioDescription));
  const [easy, setEasy] = useState(toFlag(access.overrides.easyRead));
  const [stages, setStages] = useState<LifeStage[]>(access.lifeStages);
  // Changing the flags needs an hq_editor (the server checks the video's region); a viewer sees them read-only.
  const canSave = useStaff().canCall(updateAdminVideoAccess);
  const youtube = access.youtube;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        videoId: access.videoId,
        body: {
          captions: captions === FOLLOW ? null : (captions as 'human' | 'auto' | 'none'),
          signLanguage: fromFlag(sign),
          audioDescription: fromFlag(described),
          easyRead: fromFlag(easy),
          lifeStages: stages,
        },
      });
      notify('success', '접근성 표시를 저장했습니다.');
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '저장하지 못했습니다.');
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="access-form">
      <h3 className="text-lg font-bold break-words">{access.title}</h3>
      <p className="text-sm text-muted" data-testid="access-youtube">
        유튜브: 자막 표시 {youtube.captionFlag === null ? '읽지 않음' : youtube.captionFlag ? '있음' : '없음'} · 자막 목록{' '}
        {CAPTION_STATE_LABELS[youtube.captions]}
        {youtube.captionLanguages.length ? ` (${youtube.captionLanguages.map(languageName).join(', ')})` : ''}
        {youtube.checkedAt ? ` · ${formatDateTime(youtube.checkedAt)}에 확인` : ''}. 수어는 유튜브 정보에 없어 묶음이나 직접 고친 값을
        따릅니다.
      </p>
      <fieldset disabled={!canSave} className="contents">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label="자막" value={captions} options={CAPTION_OPTIONS} onChange={setCaptions} testId="access-captions-select" />
          <SelectField label="수어" value={sign} options={flagOptions('수어 통역 있음')} onChange={setSign} testId="access-sign-select" />
          <SelectField label="화면해설" value={described} options={flagOptions('화면해설 있음')} onChange={setDescribed} />
          <SelectField label="쉬운 말" value={easy} options={flagOptions('쉬운 말 영상')} onChange={setEasy} />
        </div>
        <fieldset>
          <legend className="mb-1 font-semibold">이런 분께 (비우면 키워드의 생애주기를 따름)</legend>
          <p className="mb-2 text-sm text-muted">
            키워드: {access.keywordLifeStages.map((s) => LIFE_STAGE_LABELS[s]).join(', ') || '없음'} · 규칙이 추천:{' '}
            {access.suggestedLifeStages.map((s) => LIFE_STAGE_LABELS[s]).join(', ') || '없음'}
          </p>
          <div className="flex flex-wrap gap-x-4">
            {LIFE_STAGES.map((stage) => (
              <Checkbox
                key={stage}
                label={LIFE_STAGE_LABELS[stage]}
                checked={stages.includes(stage)}
                onChange={(on) => setStages(on ? [...stages, stage] : stages.filter((s) => s !== stage))}
              />
            ))}
          </div>
          {canSave && access.suggestedLifeStages.length > 0 && (
            <button type="button" className={`${buttonSecondary} mt-2`} onClick={() => setStages(access.suggestedLifeStages)}>
              추천대로 고르기
            </button>
          )}
        </fieldset>
      </fieldset>
      {canSave && (
        <div className="flex justify-end">
          <SubmitButton icon={Save} busy={save.isPending} data-testid="save-access">
            저장
          </SubmitButton>
        </div>
      )}
    </form>
  );
}

export function VideoAccessPanel({ videoId, onPick }: { videoId: string | null; onPick: (videoId: string) => void }) {
  const [text, setText] = useState(videoId ?? '');
  const access = useVideoAccess(videoId);
  useEffect(() => setText(videoId ?? ''), [videoId]);
  return (
    <section aria-labelledby="access-panel-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
      <h2 id="access-panel-title" className="text-xl font-bold">
        영상 하나의 접근성 표시
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) onPick(text.trim());
        }}
      >
        <TextField
          label="영상 ID"
          value={text}
          onChange={setText}
          compact
          maxLength={20}
          placeholder="예: dQw4w9WgXcQ"
          data-testid="access-video-id"
        />
        <ActionButton type="submit" icon={Search} className={buttonSecondary}>
          불러오기
        </ActionButton>
      </form>
      {!videoId ? null : access.isPending ? (
        <Spinner label="접근성 정보를 불러오는 중..." />
      ) : access.isError ? (
        <ErrorState message="영상을 불러오지 못했습니다" detail={errorDetail(access.error)} onRetry={() => access.refetch()} />
      ) : (
        <AccessForm key={`${access.data.videoId}|${access.dataUpdatedAt}`} access={access.data} />
      )}
    </section>
  );
}
