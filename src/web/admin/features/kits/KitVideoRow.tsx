// One place in a kit: drag handle, position, the video (or a warning when it can no longer be shown), up/down and
// remove buttons, then its note, start/end and discussion question. A refusal shows under the field it names.
import { AlertTriangle, ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { KIT_MESSAGES, KIT_NOTE_MAX, KIT_QUESTION_MAX } from '../../../../shared/constants/kits.ts';
import { formatDuration } from '../../../../shared/format/index.ts';
import { Thumbnail } from '../../../components/ui/Thumbnail.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import type { HandleProps } from '../../components/SortableList.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { KitFormVideo } from './kit-form-state.ts';
import { KitTextArea } from './KitTextArea.tsx';

interface KitVideoRowProps {
  video: KitFormVideo;
  index: number;
  total: number;
  handle: HandleProps;
  /** The refusal of one of this row's fields ('videoId', 'note', 'startSeconds'…). */
  problem: { name: string; message: string } | null;
  onChange: (patch: Partial<KitFormVideo>) => void;
  onMove: (to: number, which: 'up' | 'down') => void;
  onRemove: () => void;
}

const iconButton =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-line bg-surface px-2 text-sm font-semibold hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40';

export function KitVideoRow({ video, index, total, handle, problem, onChange, onMove, onRemove }: KitVideoRowProps) {
  const errorOf = (name: string) => (problem?.name === name ? problem.message : null);
  const field = (name: string) => `videos.${index}.${name}`;
  const position = index + 1;
  return (
    <div
      className={`flex flex-col gap-3 rounded-xl border p-3 ${
        handle.isDragging
          ? 'border-accent-strong bg-surface-2 shadow-lg'
          : video.available
            ? 'border-line bg-surface'
            : 'border-accent bg-surface'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <button
          type="button"
          ref={handle.setActivatorNodeRef}
          {...handle.attributes}
          {...handle.listeners}
          className="inline-flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg hover:bg-surface-2 active:cursor-grabbing"
          aria-label={`${position}번 영상 '${video.title}' 끌어서 순서 바꾸기`}
          data-testid="kit-video-handle"
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
        <Thumbnail
          videoId={video.available ? video.videoId : null}
          storedUrl={video.thumbnailUrl}
          className="aspect-video w-20 shrink-0 rounded-lg object-cover"
        />
        <div className="min-w-0 flex-1" data-field={field('videoId')} tabIndex={problem?.name === 'videoId' ? -1 : undefined}>
          <p className="font-semibold">
            <span className="mr-2 text-sm tabular-nums text-muted">{position}.</span>
            {video.title}
          </p>
          <p className="text-sm text-muted">
            {video.available ? (
              <>
                {video.channel}
                {video.duration ? ` · ${formatDuration(video.duration)}` : ''}
              </>
            ) : (
              <span className="inline-flex items-center gap-1 font-semibold text-accent" data-testid="kit-video-unavailable">
                <AlertTriangle aria-hidden="true" className="h-4 w-4" />
                {`${KIT_MESSAGES.unavailablePlaceholder} (삭제되었거나 공개되지 않음, 영상 ID ${video.videoId})`}
              </span>
            )}
          </p>
          {errorOf('videoId') && (
            <p className="text-sm font-semibold text-accent" data-testid="field-error">
              {errorOf('videoId')}
            </p>
          )}
        </div>
        <div className="flex w-full justify-end gap-1 sm:w-auto">
          <ActionButton
            icon={ArrowUp}
            className={iconButton}
            disabled={index === 0}
            onClick={() => onMove(index - 1, 'up')}
            aria-label={`${position}번 영상 위로`}
            data-move={`up-${video.videoId}`}
          />
          <ActionButton
            icon={ArrowDown}
            className={iconButton}
            disabled={index === total - 1}
            onClick={() => onMove(index + 1, 'down')}
            aria-label={`${position}번 영상 아래로`}
            data-move={`down-${video.videoId}`}
          />
          <ActionButton icon={Trash2} className={iconButton} onClick={onRemove} aria-label={`${position}번 영상 '${video.title}' 빼기`}>
            <span className="hidden md:inline">빼기</span>
          </ActionButton>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <KitTextArea
          label={`${position}번 메모 (선택)`}
          compact
          value={video.note}
          onChange={(note) => onChange({ note })}
          maxLength={KIT_NOTE_MAX}
          error={errorOf('note')}
          field={field('note')}
        />
        <KitTextArea
          label={`${position}번 토론 질문 (선택)`}
          compact
          value={video.question}
          onChange={(question) => onChange({ question })}
          maxLength={KIT_QUESTION_MAX}
          error={errorOf('question')}
          field={field('question')}
        />
        <TextField
          label={`${position}번 시작 (초 또는 분:초)`}
          compact
          value={video.start}
          onChange={(start) => onChange({ start })}
          placeholder="처음부터"
          maxLength={8}
          error={errorOf('startSeconds')}
          data-field={field('startSeconds')}
        />
        <TextField
          label={`${position}번 끝 (초 또는 분:초)`}
          compact
          value={video.end}
          onChange={(end) => onChange({ end })}
          placeholder="끝까지"
          maxLength={8}
          error={errorOf('endSeconds')}
          data-field={field('endSeconds')}
        />
      </div>
    </div>
  );
}
