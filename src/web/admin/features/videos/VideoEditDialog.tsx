// Edits one video: status, keyword, a title of our own instead of YouTube's, and tags (or back to YouTube's).
import { ExternalLink } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminVideoUpdateBody } from '../../../../shared/api/admin-videos.ts';
import { SETTABLE_VIDEO_STATUSES, VIDEO_STATUS_LABELS, VIDEO_TITLE_MAX } from '../../../../shared/constants/admin-videos.ts';
import type { AdminVideo } from '../../../api/admin-videos.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass, FieldGroup } from '../../../components/ui/Field.tsx';
import { KeywordPicker, type PickedKeyword } from '../../components/KeywordPicker.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { parseTags } from './videos-params.ts';
import { SubmitButton } from '../../components/ActionButton.tsx';

interface VideoEditDialogProps {
  video: AdminVideo | null;
  busy: boolean;
  error: string | null;
  onSave: (body: AdminVideoUpdateBody) => void;
  onClose: () => void;
}

type Settable = (typeof SETTABLE_VIDEO_STATUSES)[number];

export function VideoEditDialog({ video, busy, error, onSave, onClose }: VideoEditDialogProps) {
  const fieldIds = { title: useId(), tags: useId(), tagsHint: useId(), titleHint: useId() };
  const [status, setStatus] = useState<string>('published');
  const [keyword, setKeyword] = useState<PickedKeyword | null>(null);
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState('');
  useEffect(() => {
    if (!video) return;
    setStatus(video.status || 'published');
    setKeyword(video.keyword ? { id: video.keyword.id, keyword: video.keyword.keyword } : null);
    setTitle(video.title_override ?? '');
    setTags(video.tags_overridden ? video.tags.join(', ') : '');
  }, [video]);
  if (!video)
    return (
      <ModalDialog open={false} onClose={onClose} title="영상 편집">
        {null}
      </ModalDialog>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: AdminVideoUpdateBody = {};
    if (status !== (video.status || 'published') && (SETTABLE_VIDEO_STATUSES as readonly string[]).includes(status))
      body.status = status as Settable;
    if ((keyword?.id ?? null) !== video.keyword_id) body.keywordId = keyword?.id ?? null;
    const override = title.trim() || null;
    if (override !== video.title_override) body.titleOverride = override;
    const nextTags = tags.trim() ? parseTags(tags) : null;
    if (JSON.stringify(nextTags) !== JSON.stringify(video.tags_overridden ? video.tags : null)) body.tags = nextTags;
    if (Object.keys(body).length === 0) return onClose();
    onSave(body);
  };

  const statuses = video.status === 'deleted' ? [...SETTABLE_VIDEO_STATUSES, 'deleted' as const] : SETTABLE_VIDEO_STATUSES;
  return (
    <ModalDialog open onClose={onClose} title="영상 편집" size="xl" testId="video-edit-dialog">
      <form onSubmit={submit} className="flex flex-col gap-5">
        <div>
          <p className="text-muted break-words">{video.source_title ?? video.title}</p>
          <a
            href={video.youtube_url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-2 hover:underline"
          >
            유튜브에서 보기 <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">(새 창)</span>
          </a>
        </div>
        <FieldGroup label="상태">
          <div className="flex flex-wrap gap-4">
            {statuses.map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                  disabled={value === 'deleted'}
                  className="h-5 w-5 accent-accent-strong"
                />
                {VIDEO_STATUS_LABELS[value]}
              </label>
            ))}
          </div>
        </FieldGroup>
        <KeywordPicker value={keyword} onChange={setKeyword} />
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldIds.title} className="font-semibold">
            보여 줄 제목
          </label>
          <input
            id={fieldIds.title}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={VIDEO_TITLE_MAX}
            aria-describedby={fieldIds.titleHint}
            className={fieldClass}
            placeholder={video.source_title ?? video.title}
          />
          <p id={fieldIds.titleHint} className="text-sm text-muted">
            비워 두면 유튜브 제목을 씁니다. 고친 제목은 동기화해도 바뀌지 않습니다.
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldIds.tags} className="font-semibold">
            태그
          </label>
          <textarea
            id={fieldIds.tags}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            rows={2}
            aria-describedby={fieldIds.tagsHint}
            className={`${fieldClass} h-auto py-2`}
            placeholder={(video.source_tags ?? video.tags).join(', ') || '태그 없음'}
          />
          <p id={fieldIds.tagsHint} className="text-sm text-muted">
            쉼표로 나눠 적으세요. 비워 두면 유튜브 태그를 씁니다.
          </p>
        </div>
        {error && (
          <p role="alert" className="rounded-lg border border-line bg-accent-soft p-3 font-semibold" data-testid="video-edit-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            취소
          </button>
          <SubmitButton busy={busy} busyLabel="저장 중...">
            저장
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  );
}
