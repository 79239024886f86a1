// The videos of a group (or a suggestion) with their kind: a select per video, a language for translations, and a
// choice to leave a video out. Shared by the suggestion and group cards of this area.
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { VERSION_KIND_LABELS, VERSION_KINDS, type VersionKind } from '../../../../shared/constants/versions.ts';
import { formatDuration, formatKoreanDate } from '../../../../shared/format/index.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';

export interface MemberDraft {
  videoId: string;
  kind: VersionKind;
  language: string;
  included: boolean;
  title: string;
  channel: string;
  duration: number | null;
  uploadDate: string | null;
  isPublic: boolean;
}

export function MemberRows({
  members,
  onChange,
  disabled,
}: {
  members: MemberDraft[];
  onChange: (next: MemberDraft[]) => void;
  disabled?: boolean;
}) {
  const base = useId();
  const set = (index: number, patch: Partial<MemberDraft>) => onChange(members.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  return (
    <ul className="space-y-2">
      {members.map((member, index) => (
        <li
          key={member.videoId}
          className={`flex flex-col gap-2 rounded-xl border border-line p-3 sm:flex-row sm:items-center ${member.included ? '' : 'border-dashed'}`}
          data-testid="version-member"
        >
          <div className="flex min-w-0 flex-1 gap-3">
            <Checkbox
              label={`${member.title} 묶음에 넣기`}
              row
              checked={member.included}
              disabled={disabled}
              onChange={(included) => set(index, { included })}
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">
                {!member.included && <span className="mr-1.5 rounded-md border border-fg/40 px-1.5 text-sm">묶음에서 뺌</span>}
                {member.title}
              </p>
              <p className="text-sm text-muted">
                {[
                  member.channel || '채널 없음',
                  `길이 ${member.duration === null ? '알 수 없음' : formatDuration(member.duration)}`,
                  member.uploadDate ? `올린 날 ${formatKoreanDate(member.uploadDate)}` : '',
                  member.isPublic ? '' : '비공개·보관 중',
                  `ID ${member.videoId}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {' · '}
                <a
                  href={`https://www.youtube.com/watch?v=${encodeURIComponent(member.videoId)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-accent underline underline-offset-4"
                >
                  유튜브에서 보기
                  <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                  <span className="sr-only">({member.title}, 새 창)</span>
                </a>
              </p>
            </div>
          </div>
          <div className="flex gap-2 pl-9 sm:pl-0">
            <label className="flex flex-col gap-1 text-sm font-semibold text-muted">
              종류
              <select
                className={`${fieldClass} sm:w-40`}
                value={member.kind}
                disabled={disabled || !member.included}
                onChange={(event) => set(index, { kind: event.target.value as VersionKind })}
                data-testid="version-kind"
                aria-describedby={`${base}-${index}`}
              >
                {VERSION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {VERSION_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
              <span id={`${base}-${index}`} className="sr-only">
                {member.title}
              </span>
            </label>
            {member.kind === 'translated' && (
              <label className="flex flex-col gap-1 text-sm font-semibold text-muted">
                언어 코드
                <input
                  className={`${fieldClass} w-24`}
                  value={member.language}
                  placeholder="en"
                  maxLength={12}
                  disabled={disabled}
                  onChange={(event) => set(index, { language: event.target.value.trim() })}
                />
              </label>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The body a group write sends: the included members, each with its kind (and language for a translation). */
export function groupBody(members: MemberDraft[]) {
  return {
    videos: members
      .filter((m) => m.included)
      .map((m) => ({ videoId: m.videoId, kind: m.kind, ...(m.kind === 'translated' ? { language: m.language || 'en' } : {}) })),
  };
}

export function toDraft(video: {
  video_id: string;
  kind: VersionKind;
  language: string | null;
  title: string;
  channel_name: string;
  duration: number | null;
  upload_date: string | null;
  is_public: boolean;
}): MemberDraft {
  return {
    videoId: video.video_id,
    kind: video.kind,
    language: video.language ?? '',
    included: true,
    title: video.title,
    channel: video.channel_name,
    duration: video.duration,
    uploadDate: video.upload_date,
    isPublic: video.is_public,
  };
}
