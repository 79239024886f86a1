// One version group: its videos and kinds; staff change kinds, leave a video out, add one by its id, or ungroup.
import { Pencil, Plus, Save, Unlink } from 'lucide-react';
import { useState } from 'react';
import type { VersionGroup } from '../../../api/admin-versions.ts';
import { formatDateTime } from '../../../../shared/format/index.ts';
import { VERSION_KIND_LABELS } from '../../../../shared/constants/versions.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { TextField } from '../../components/TextField.tsx';
import { MemberRows, toDraft, type MemberDraft } from './MemberRows.tsx';

interface Props {
  group: VersionGroup;
  busy: boolean;
  /** False for a role that cannot change groups: no ungroup or edit. */
  canChange: boolean;
  onSave: (members: MemberDraft[]) => Promise<boolean>;
  onUngroup: () => void;
}

export function GroupCard({ group, busy, canChange, onSave, onUngroup }: Props) {
  const [editing, setEditing] = useState(false);
  const [members, setMembers] = useState(() => group.videos.map(toDraft));
  const [newId, setNewId] = useState('');
  const start = () => {
    setMembers(group.videos.map(toDraft));
    setEditing(true);
  };
  const add = () => {
    const id = newId.trim();
    if (!id || members.some((m) => m.videoId === id)) return;
    setMembers([
      ...members,
      {
        videoId: id,
        kind: 'captions',
        language: '',
        included: true,
        title: id,
        channel: '',
        duration: null,
        uploadDate: null,
        isPublic: true,
      },
    ]);
    setNewId('');
  };
  return (
    <section aria-labelledby={`group-${group.id}`} className="rounded-2xl border border-line bg-surface p-4" data-testid="version-group">
      <h2 id={`group-${group.id}`} className="text-base font-bold">
        {`묶음 #${group.id} · ${group.videos.map((v) => VERSION_KIND_LABELS[v.kind]).join(', ')}`}
      </h2>
      <p className="mb-3 text-sm text-muted">{`${group.updated_by ?? '알 수 없음'} · ${formatDateTime(group.updated_at)}에 바꿈`}</p>
      {editing ? (
        <>
          <MemberRows members={members} onChange={setMembers} disabled={busy} />
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <TextField label="영상 ID로 더하기" value={newId} onChange={setNewId} compact maxLength={20} placeholder="예: dQw4w9WgXcQ" />
            <ActionButton icon={Plus} className={buttonSecondary} disabled={busy || !newId.trim()} onClick={add}>
              더하기
            </ActionButton>
          </div>
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonSecondary} onClick={() => setEditing(false)} disabled={busy}>
              취소
            </button>
            <ActionButton
              icon={Save}
              className={buttonPrimary}
              busy={busy}
              onClick={async () => {
                if (await onSave(members)) setEditing(false);
              }}
            >
              저장
            </ActionButton>
          </div>
        </>
      ) : (
        <>
          <ul className="space-y-1 text-sm">
            {group.videos.map((video) => (
              <li key={video.video_id} className="flex flex-wrap gap-2">
                <span className="rounded-md border border-fg/40 px-1.5 font-bold">{VERSION_KIND_LABELS[video.kind]}</span>
                <span className="min-w-0 break-words">{video.title}</span>
                {!video.is_public && <span className="text-muted">(비공개·보관 중)</span>}
              </li>
            ))}
          </ul>
          {canChange && (
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <ActionButton icon={Unlink} className={buttonSecondary} disabled={busy} onClick={onUngroup}>
                묶음 풀기
              </ActionButton>
              <ActionButton icon={Pencil} className={buttonSecondary} disabled={busy} onClick={start}>
                고치기
              </ActionButton>
            </div>
          )}
        </>
      )}
    </section>
  );
}
