// Making or editing a lesson kit: title, address, summary, who it is for, learning goals, and the ordered videos
// (found in the catalogue, reordered by dragging or by keyboard, each with a note, start/end and a question).
// A refusal — the form's own or the server's 400/409 — shows under the field it names, and that field gets focus.
import { AlertTriangle, ExternalLink, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AUDIENCE_NAMES, AUDIENCE_TYPES } from '../../../../shared/constants/audiences.ts';
import {
  KIT_GOALS_MAX,
  KIT_MESSAGES,
  KIT_SLUG_MAX,
  KIT_SUMMARY_MAX,
  KIT_TITLE_MAX,
  KIT_VIDEOS_MAX,
} from '../../../../shared/constants/kits.ts';
import type { AdminKitCreateBody } from '../../../../shared/api/kits.ts';
import type { AdminKit } from '../../../api/admin-kits.ts';
import type { AdminVideo } from '../../../api/admin-videos.ts';
import { ApiRequestError } from '../../../api/transport.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { ActionButton, SubmitButton } from '../../components/ActionButton.tsx';
import { SortableList } from '../../components/SortableList.tsx';
import { moveId, movedMessage, SORT_INSTRUCTIONS } from '../../components/sort-order.ts';
import { TextField } from '../../components/TextField.tsx';
import {
  emptyKitForm,
  fromAdminKit,
  KitFormError,
  problemPlace,
  toKitBody,
  type FieldProblem,
  type KitFormState,
  type KitFormVideo,
} from './kit-form-state.ts';
import { KitTextArea } from './KitTextArea.tsx';
import { KitVideoRow } from './KitVideoRow.tsx';
import { KitVideoSearch } from './KitVideoSearch.tsx';

interface KitEditorProps {
  /** The saved kit (null: a new one). The page keys the editor by its id and update time, so a save shows what was kept. */
  kit: AdminKit | null;
  busy: boolean;
  /** Saves the body; a refusal is thrown back (ApiRequestError with its field). */
  onSave: (body: AdminKitCreateBody) => Promise<void>;
  onDelete?: () => void;
  onClose: () => void;
}

const fromVideo = (video: AdminVideo): KitFormVideo => ({
  videoId: video.video_id,
  title: video.title,
  channel: video.channel_name,
  thumbnailUrl: video.thumbnail_url,
  duration: video.duration,
  available: true,
  note: '',
  question: '',
  start: '',
  end: '',
});

export function KitEditor({ kit, busy, onSave, onDelete, onClose }: KitEditorProps) {
  const ids = { heading: useId(), videos: useId(), stages: useId(), problem: useId() };
  const [form, setForm] = useState<KitFormState>(() => (kit ? fromAdminKit(kit) : emptyKitForm()));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const generalRef = useRef<HTMLParagraphElement>(null);
  const focusAfterMove = useRef<{ id: string; which: 'up' | 'down' } | null>(null);

  useEffect(() => {
    if (!problem) return;
    const target = problem.field ? formRef.current?.querySelector<HTMLElement>(`[data-field="${problem.field}"]`) : null;
    (target ?? generalRef.current)?.focus();
  }, [problem]);

  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const other = pending.which === 'up' ? 'down' : 'up';
    const button = document.querySelector<HTMLButtonElement>(`[data-move="${pending.which}-${pending.id}"]`);
    // At the top (or bottom) the button just used is off: keep focus on the row's other arrow.
    (button && !button.disabled ? button : document.querySelector<HTMLButtonElement>(`[data-move="${other}-${pending.id}"]`))?.focus();
  });

  const edit = (change: Partial<KitFormState>) => {
    setForm((current) => ({ ...current, ...change }));
    setProblem(null);
  };
  const editVideo = (index: number, patch: Partial<KitFormVideo>) =>
    edit({ videos: form.videos.map((video, i) => (i === index ? { ...video, ...patch } : video)) });
  const reorder = (videoIds: readonly (string | number)[], movedId: string) => {
    const byId = new Map(form.videos.map((video) => [video.videoId, video]));
    const videos = videoIds.map((id) => byId.get(String(id))!);
    edit({ videos });
    setAnnouncement(movedMessage(byId.get(movedId)!.title, videos.findIndex((v) => v.videoId === movedId) + 1, videos.length));
  };

  const place = problemPlace(problem?.field ?? null);
  const fieldError = (name: string) => (place.kind === 'field' && place.name === name ? problem!.message : null);
  const rowProblem = (index: number) =>
    place.kind === 'video' && place.index === index ? { name: place.name, message: problem!.message } : null;
  const unavailable = form.videos.filter((video) => !video.available).length;
  const chosen = new Set(form.videos.map((video) => video.videoId));
  const goals = form.goalsText.split('\n').filter((line) => line.trim()).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let body: AdminKitCreateBody;
    try {
      body = toKitBody(form);
    } catch (error) {
      if (error instanceof KitFormError) return setProblem({ field: error.field, message: error.message });
      throw error;
    }
    try {
      await onSave(body);
    } catch (error) {
      setProblem({
        field: error instanceof ApiRequestError ? (error.field ?? null) : null,
        message: error instanceof Error ? error.message : '저장하지 못했습니다.',
      });
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="rounded-2xl border border-line bg-surface p-4 sm:p-6" data-testid="kit-editor">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={ids.heading} className="text-lg font-bold">
          {kit ? `꾸러미 고치기: ${kit.title}` : '새 수업 꾸러미'}
        </h2>
        {kit && (
          <a
            href={`/kits/${encodeURIComponent(kit.slug)}`}
            target="_blank"
            rel="noopener"
            className={buttonSecondary}
            data-testid="kit-public-link"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            공개 페이지 보기<span className="sr-only"> (새 창)</span>
          </a>
        )}
      </div>
      {unavailable > 0 && (
        <p
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-lg border-2 border-accent p-3 font-semibold"
          data-testid="kit-unavailable-warning"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
          {`${KIT_MESSAGES.unavailableWarning} (${unavailable}편)`}
        </p>
      )}
      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        {problem && place.kind === 'form' && (
          <p
            ref={generalRef}
            id={ids.problem}
            tabIndex={-1}
            role="alert"
            className="rounded-lg border border-accent-strong p-3 font-semibold text-accent"
            data-testid="kit-form-problem"
          >
            {problem.message}
          </p>
        )}
        <TextField
          label={`제목 (${form.title.length}/${KIT_TITLE_MAX}자)`}
          value={form.title}
          onChange={(title) => edit({ title })}
          maxLength={KIT_TITLE_MAX}
          required
          error={fieldError('title')}
          data-field="title"
          placeholder="예: 유치원 소방 안전"
        />
        <TextField
          label="공개 주소 (슬러그)"
          value={form.slug}
          onChange={(slug) => edit({ slug })}
          maxLength={KIT_SLUG_MAX}
          hint={`/kits/주소 로 열립니다. 글자·숫자와 하이픈(-)만 씁니다.${kit ? '' : ' 비워 두면 제목으로 만듭니다.'}`}
          error={fieldError('slug')}
          data-field="slug"
          placeholder={kit ? '' : '비우면 제목으로'}
          data-testid="kit-slug"
        />
        <KitTextArea
          label={`소개 (${form.summary.length}/${KIT_SUMMARY_MAX}자)`}
          value={form.summary}
          onChange={(summary) => edit({ summary })}
          maxLength={KIT_SUMMARY_MAX}
          rows={3}
          error={fieldError('summary')}
          field="summary"
        />
        <fieldset className="flex flex-col gap-1" aria-describedby={fieldError('lifeStages') ? ids.stages : undefined}>
          <legend className="mb-1 font-semibold">대상 (여럿 고를 수 있음)</legend>
          <div className="flex flex-wrap gap-2" data-field="lifeStages" tabIndex={fieldError('lifeStages') ? -1 : undefined}>
            {AUDIENCE_TYPES.map((stage) => (
              <label key={stage} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3">
                <input
                  type="checkbox"
                  checked={form.lifeStages.includes(stage)}
                  onChange={(e) =>
                    edit({
                      lifeStages: e.target.checked
                        ? AUDIENCE_TYPES.filter((s) => s === stage || form.lifeStages.includes(s))
                        : form.lifeStages.filter((s) => s !== stage),
                    })
                  }
                />
                {`${AUDIENCE_NAMES[stage].name} (${AUDIENCE_NAMES[stage].ageBand})`}
              </label>
            ))}
          </div>
          {fieldError('lifeStages') && (
            <p id={ids.stages} className="text-sm font-semibold text-accent" data-testid="field-error">
              {fieldError('lifeStages')}
            </p>
          )}
        </fieldset>
        <KitTextArea
          label={`학습 목표 (${goals}/${KIT_GOALS_MAX}개)`}
          value={form.goalsText}
          onChange={(goalsText) => edit({ goalsText })}
          maxLength={KIT_GOALS_MAX * 210}
          rows={4}
          hint="한 줄에 하나씩 씁니다. 예: 불이 나면 '불이야!' 외치고 119에 신고한다"
          error={fieldError('goals')}
          field="goals"
        />

        <section aria-labelledby={ids.videos} className="flex flex-col gap-3">
          <h3 id={ids.videos} className="font-bold" data-field="videos" tabIndex={-1}>
            {`영상 순서 (${form.videos.length}/${KIT_VIDEOS_MAX}편)`}
          </h3>
          <p className="text-sm text-muted">{`수업에서 보여 줄 순서입니다. 손잡이를 끌거나, 위·아래 버튼으로 옮깁니다. ${SORT_INSTRUCTIONS}`}</p>
          {fieldError('videos') && (
            <p className="text-sm font-semibold text-accent" data-testid="field-error">
              {fieldError('videos')}
            </p>
          )}
          <p role="status" aria-live="polite" className="sr-only" data-testid="kit-order-announcement">
            {announcement}
          </p>
          {form.videos.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-4 text-muted">아직 영상이 없습니다. 아래에서 찾아 넣으세요.</p>
          ) : (
            <SortableList
              items={form.videos}
              idOf={(video) => video.videoId}
              nameOf={(video) => video.title}
              roleDescription="순서를 바꿀 수 있는 영상"
              label="꾸러미 영상 순서"
              itemProps={(video) => ({ 'data-testid': 'kit-video-item', 'data-video': video.videoId })}
              onReorder={(videoIds, movedId) => reorder(videoIds, String(movedId))}
              renderItem={(video, index, handle) => (
                <KitVideoRow
                  video={video}
                  index={index}
                  total={form.videos.length}
                  handle={handle}
                  problem={rowProblem(index)}
                  onChange={(patch) => editVideo(index, patch)}
                  onMove={(to, which) => {
                    focusAfterMove.current = { id: video.videoId, which };
                    reorder(
                      moveId(
                        form.videos.map((v) => v.videoId),
                        index,
                        to,
                      ),
                      video.videoId,
                    );
                  }}
                  onRemove={() => {
                    edit({ videos: form.videos.filter((_, i) => i !== index) });
                    setAnnouncement(`'${video.title}' 영상을 뺐습니다. ${form.videos.length - 1}편 남았습니다.`);
                  }}
                />
              )}
            />
          )}
          <KitVideoSearch
            chosen={chosen}
            full={form.videos.length >= KIT_VIDEOS_MAX}
            onAdd={(video) => {
              edit({ videos: [...form.videos, fromVideo(video)] });
              setAnnouncement(`'${video.title}' 영상을 ${form.videos.length + 1}번째로 넣었습니다.`);
            }}
          />
        </section>

        <Actions>
          {onDelete && (
            <ActionButton icon={Trash2} onClick={onDelete} className={buttonSecondary}>
              꾸러미 삭제
            </ActionButton>
          )}
          <button type="button" className={buttonSecondary} onClick={onClose}>
            목록으로
          </button>
          <SubmitButton icon={Save} busy={busy} busyLabel="저장 중..." data-testid="kit-save">
            {kit ? '고친 내용 저장' : '꾸러미 만들기'}
          </SubmitButton>
        </Actions>
      </form>
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">{children}</div>;
}
