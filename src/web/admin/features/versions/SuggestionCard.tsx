// One suggested group: why, its videos with the kind their title marker names; staff confirm it as it is or after
// changing kinds and leaving videos out, or dismiss it (never suggested again).
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { VersionSuggestion } from '../../../api/admin-versions.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { VERSION_KIND_LABELS } from '../../../../shared/constants/versions.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { MemberRows, toDraft, type MemberDraft } from './MemberRows.tsx';

interface Props {
  suggestion: VersionSuggestion;
  busy: boolean;
  /** False for a role that cannot make groups: the videos show as a plain list, without choices or buttons. */
  canChange: boolean;
  onConfirm: (members: MemberDraft[]) => void;
  onDismiss: () => void;
}

export function SuggestionCard({ suggestion, busy, canChange, onConfirm, onDismiss }: Props) {
  const [members, setMembers] = useState(() => suggestion.videos.map(toDraft));
  const reasonId = useId();
  const included = members.filter((m) => m.included).length;
  return (
    <fieldset className="rounded-2xl border border-line bg-surface p-4" aria-describedby={reasonId} data-testid="version-suggestion">
      <legend className="px-1 text-base font-bold">{`추천 묶음 · 영상 ${members.length}개`}</legend>
      <p id={reasonId} className="mb-3 text-sm text-muted">
        <span className="font-semibold text-fg">추천 이유: </span>
        {suggestion.reason}
      </p>
      {!canChange ? (
        <ul className="space-y-1 text-sm" data-testid="version-suggestion-read">
          {members.map((member) => (
            <li key={member.videoId} className="flex flex-wrap gap-2">
              <span className="rounded-md border border-fg/40 px-1.5 font-bold">{VERSION_KIND_LABELS[member.kind]}</span>
              <span className="min-w-0 break-words">{member.title}</span>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <MemberRows members={members} onChange={setMembers} disabled={busy} />
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <ActionButton icon={X} className={buttonSecondary} disabled={busy} onClick={onDismiss} data-testid="dismiss-suggestion">
              무시하기
            </ActionButton>
            <ActionButton
              icon={Check}
              className={buttonPrimary}
              disabled={busy || included < 2}
              onClick={() => onConfirm(members)}
              data-testid="confirm-suggestion"
            >{`${included}개를 한 묶음으로`}</ActionButton>
          </div>
        </>
      )}
    </fieldset>
  );
}
