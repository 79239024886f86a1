// What a video offers, in the modal (issue 22): badges that explain themselves on focus and hover, the captions as
// YouTube reports them (automatic captions never count as "자막 제공"), and whom the video is for.
import { useId } from 'react';
import { LIFE_STAGE_LABELS } from '../../../shared/constants/life-stages.ts';
import { ACCESS_BADGES, CAPTION_STATE_LABELS, languageName } from '../../../shared/constants/versions.ts';
import type { VideoDetail } from '../../api/videos.ts';

function Badge({ label, explain, testId }: { label: string; explain: string; testId: string }) {
  const tipId = useId();
  return (
    <span className="group relative inline-flex">
      <span
        tabIndex={0}
        aria-describedby={tipId}
        className="rounded-md border border-fg/40 bg-surface-2 px-2 py-1 text-sm font-bold text-fg"
        data-testid={testId}
      >
        {label}
      </span>
      <span
        id={tipId}
        role="tooltip"
        className="invisible absolute left-0 top-full z-10 mt-1 w-64 rounded-lg border border-line bg-surface p-2 text-sm font-normal text-fg shadow-lg group-hover:visible group-focus-within:visible"
      >
        {explain}
      </span>
    </span>
  );
}

export function AccessSummary({ detail }: { detail: VideoDetail }) {
  const { video, access, lifeStages } = detail;
  const languages = access.captionLanguages.map(languageName).join(', ');
  return (
    <div className="mt-4 flex flex-col gap-2 text-sm" data-testid="access-summary">
      {video.accessible.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-muted">볼 수 있는 버전</span>
          {video.accessible.map((kind) => (
            <Badge key={kind} label={ACCESS_BADGES[kind].label} explain={ACCESS_BADGES[kind].explain} testId={`modal-badge-${kind}`} />
          ))}
        </div>
      )}
      <p className="text-muted" data-testid="caption-state">
        <span className="font-semibold">자막:</span> {CAPTION_STATE_LABELS[access.captions]}
        {access.captions === 'human' && languages ? ` (${languages})` : ''}
        {access.captions === 'auto' ? ' — 유튜브가 자동으로 만든 자막은 정확하지 않을 수 있어요.' : ''}
      </p>
      {lifeStages.length > 0 && (
        <p className="text-muted">
          <span className="font-semibold">이런 분께:</span> {lifeStages.map((stage) => LIFE_STAGE_LABELS[stage]).join(' · ')}
        </p>
      )}
    </div>
  );
}
