// Declaring or editing a disaster notice: a hazard's ready-made draft fills the form, staff edit and declare.
import { useId, useState, type FormEvent } from 'react';
import { CHANNEL_REGIONS } from '../../../../shared/constants/admin-channels.ts';
import {
  ALERT_LINKS_MAX,
  ALERT_MESSAGE_MAX,
  ALERT_STEPS_MAX,
  ALERT_TITLE_MAX,
  ALERT_VIDEOS_MAX,
  HAZARD_LABELS,
  HAZARDS,
  SUGGESTED_ALERT_LINKS,
  type Hazard,
} from '../../../../shared/constants/disaster-alerts.ts';
import { fetchAlertDraft } from '../../../api/admin-alerts.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass, FieldGroup, SelectField } from '../../../components/ui/Field.tsx';
import { notify } from '../../components/notices.ts';
import { TextField } from '../../components/TextField.tsx';
import { toggleRegion, withDraft, type AlertFormState } from './alert-form-state.ts';

interface Props {
  form: AlertFormState;
  /** An hq_editor's regions: only these are offered (null: every region and 전국). */
  ownRegions?: readonly string[] | null;
  onChange: (form: AlertFormState) => void;
  editing: boolean;
  busy: boolean;
  onSubmit: () => void;
  onCancel?: () => void;
}

export function AlertForm({ form, onChange, ownRegions = null, editing, busy, onSubmit, onCancel }: Props) {
  const [loadingDraft, setLoadingDraft] = useState(false);
  const [videoId, setVideoId] = useState('');
  const messageId = useId();
  const stepsId = useId();
  const stepsHint = useId();
  const set = <K extends keyof AlertFormState>(key: K, value: AlertFormState[K]) => onChange({ ...form, [key]: value });
  const steps = form.stepsText.split('\n').filter((line) => line.trim()).length;

  const loadDraft = async () => {
    setLoadingDraft(true);
    try {
      onChange(withDraft(form, await fetchAlertDraft(form.hazard)));
      notify('info', `${HAZARD_LABELS[form.hazard]} 초안을 채웠습니다. 지역과 끝나는 시각을 확인하고 고쳐 쓰세요.`);
    } catch (error) {
      notify('error', `초안을 불러오지 못했습니다: ${error instanceof Error ? error.message : ''}`);
    } finally {
      setLoadingDraft(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="alert-form">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="재난 종류"
          value={form.hazard}
          onChange={(value) => set('hazard', value as Hazard)}
          options={HAZARDS.map((h) => ({ value: h, label: HAZARD_LABELS[h] }))}
          className="min-w-48"
          testId="alert-hazard"
        />
        <button type="button" className={buttonSecondary} onClick={loadDraft} disabled={loadingDraft}>
          {loadingDraft ? '초안 불러오는 중...' : '초안 채우기'}
        </button>
      </div>

      <FieldGroup label={ownRegions ? '지역 (담당 본부 안에서)' : '지역 (전국 또는 여러 지역)'}>
        <div className="flex flex-wrap gap-2">
          {(ownRegions ? CHANNEL_REGIONS.filter((r) => ownRegions.includes(r)) : CHANNEL_REGIONS).map((region) => (
            <label key={region} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3">
              <input
                type="checkbox"
                checked={form.regions.includes(region)}
                onChange={() => set('regions', toggleRegion(form.regions, region))}
              />
              {region}
            </label>
          ))}
        </div>
      </FieldGroup>

      <TextField
        label={`제목 (${form.title.length}/${ALERT_TITLE_MAX}자)`}
        value={form.title}
        onChange={(value) => set('title', value)}
        maxLength={ALERT_TITLE_MAX}
        required
      />

      <div className="flex flex-col gap-1">
        <label htmlFor={messageId} className="font-semibold">{`안내 문구 (${form.message.length}/${ALERT_MESSAGE_MAX}자)`}</label>
        <textarea
          id={messageId}
          value={form.message}
          onChange={(e) => set('message', e.target.value)}
          maxLength={ALERT_MESSAGE_MAX}
          rows={3}
          className={`${fieldClass} h-auto py-2`}
        />
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={stepsId} className="font-semibold">{`행동 요령 (${steps}/${ALERT_STEPS_MAX}줄)`}</label>
        <textarea
          id={stepsId}
          value={form.stepsText}
          onChange={(e) => set('stepsText', e.target.value)}
          aria-describedby={stepsHint}
          rows={6}
          className={`${fieldClass} h-auto py-2`}
        />
        <p id={stepsHint} className="text-sm text-muted">
          한 줄에 하나씩, 짧게 씁니다. 예: 흔들릴 때는 탁자 아래로
        </p>
      </div>

      <FieldGroup label={`고정 영상 (${form.videos.length}/${ALERT_VIDEOS_MAX}개, 검색 결과 맨 앞과 재난 안내 페이지에 나옵니다)`}>
        <ul className="flex flex-col gap-2">
          {form.videos.map((video, i) => (
            <li key={video.video_id} className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-2">
              <span className="min-w-0 truncate">{video.title}</span>
              <button
                type="button"
                // Never squeezed by a long title into "빼 / 기" on a phone.
                className={`${buttonSecondary} shrink-0 whitespace-nowrap`}
                onClick={() =>
                  set(
                    'videos',
                    form.videos.filter((_, j) => j !== i),
                  )
                }
                aria-label={`${video.title} 빼기`}
              >
                빼기
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <TextField label="영상 ID로 추가" value={videoId} onChange={setVideoId} compact className="w-48" maxLength={20} />
          <button
            type="button"
            className={buttonSecondary}
            disabled={!videoId.trim() || form.videos.length >= ALERT_VIDEOS_MAX}
            onClick={() => {
              set('videos', [...form.videos, { video_id: videoId.trim(), title: videoId.trim() }]);
              setVideoId('');
            }}
          >
            영상 추가
          </button>
        </div>
      </FieldGroup>

      <FieldGroup label={`관련 누리집 (${form.links.length}/${ALERT_LINKS_MAX}개, https 주소만)`}>
        {form.links.map((link, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
            <TextField
              label={`링크 ${i + 1} 이름`}
              value={link.label}
              compact
              onChange={(label) =>
                set(
                  'links',
                  form.links.map((l, j) => (j === i ? { ...l, label } : l)),
                )
              }
            />
            <TextField
              label={`링크 ${i + 1} 주소`}
              value={link.url}
              compact
              type="url"
              onChange={(url) =>
                set(
                  'links',
                  form.links.map((l, j) => (j === i ? { ...l, url } : l)),
                )
              }
            />
            <button
              type="button"
              className={buttonSecondary}
              onClick={() =>
                set(
                  'links',
                  form.links.filter((_, j) => j !== i),
                )
              }
            >
              {`링크 ${i + 1} 빼기`}
            </button>
          </div>
        ))}
        {form.links.length < ALERT_LINKS_MAX && (
          <div className="mt-1 flex flex-wrap gap-2">
            <button type="button" className={buttonSecondary} onClick={() => set('links', [...form.links, { label: '', url: 'https://' }])}>
              링크 추가
            </button>
            {SUGGESTED_ALERT_LINKS.filter((s) => !form.links.some((l) => l.url === s.url)).map((s) => (
              <button key={s.url} type="button" className={buttonSecondary} onClick={() => set('links', [...form.links, { ...s }])}>
                {`+ ${s.label}`}
              </button>
            ))}
          </div>
        )}
      </FieldGroup>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="시작 (비우면 지금)" type="datetime-local" value={form.startsAt} onChange={(value) => set('startsAt', value)} />
        <TextField
          label="끝 (7일 안, 꼭 입력)"
          type="datetime-local"
          value={form.endsAt}
          onChange={(value) => set('endsAt', value)}
          required
          hint="끝나는 시각이 되면 모든 화면에서 저절로 내려갑니다."
        />
      </div>

      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            고치기 취소
          </button>
        )}
        <button type="submit" className={buttonPrimary} disabled={busy}>
          {busy ? '저장 중...' : editing ? '고친 내용 저장' : '공지 선포'}
        </button>
      </div>
    </form>
  );
}
