// The two questions of curation: approve with which keyword, and reject with what note.
import { useEffect, useId, useState } from 'react';
import type { CurationItem } from '../../../../shared/api/curation.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { CURATION_NOTE_MAX as NOTE_MAX } from '../../../../shared/constants/curation.ts';
import { josaRo } from './curation-params.ts';
import { KeywordPicker, type PickedKeyword } from '../../components/KeywordPicker.tsx';

function NoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        메모 (선택)
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={NOTE_MAX}
        rows={3}
        aria-describedby={hintId}
        className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg"
      />
      <p id={hintId} className="text-sm text-muted">{`관리 작업 기록에 남습니다. ${NOTE_MAX}자까지 쓸 수 있습니다.`}</p>
    </div>
  );
}

interface ApproveDialogProps {
  item: CurationItem | null;
  busy: boolean;
  onConfirm: (keyword: PickedKeyword, note: string) => void;
  onClose: () => void;
}

/** Approve with the suggestion or another keyword the expert picks. */
export function ApproveDialog({ item, busy, onConfirm, onClose }: ApproveDialogProps) {
  const [keyword, setKeyword] = useState<PickedKeyword | null>(null);
  const [note, setNote] = useState('');
  useEffect(() => {
    setKeyword(item?.suggestedKeyword ?? null);
    setNote('');
  }, [item]);
  return (
    <ConfirmDialog
      open={item !== null}
      title="키워드를 골라 승인"
      confirmLabel={keyword ? `"${keyword.keyword}"${josaRo(keyword.keyword)} 승인` : '키워드를 고르세요'}
      busy={busy}
      ready={keyword !== null}
      onConfirm={() => keyword && onConfirm(keyword, note.trim())}
      onClose={onClose}
      autoFocus="none"
      role="dialog"
      testId="curation-approve-dialog"
      fields={
        <>
          <KeywordPicker value={keyword} onChange={setKeyword} />
          <NoteField value={note} onChange={setNote} />
        </>
      }
    >
      {item && `"${item.title}" 영상을 고른 키워드로 게시합니다.`}
      {item?.suggestedKeyword
        ? ` 자동 분류가 제안한 키워드는 "${item.suggestedKeyword.keyword}"입니다.`
        : ' 자동 분류가 제안한 키워드가 없습니다.'}
    </ConfirmDialog>
  );
}

interface RejectDialogProps {
  items: readonly CurationItem[] | null;
  busy: boolean;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** Reject one item or the selected ones; the videos are archived, not deleted. */
export function RejectDialog({ items, busy, onConfirm, onClose }: RejectDialogProps) {
  const [note, setNote] = useState('');
  useEffect(() => setNote(''), [items]);
  const what = items?.length === 1 ? `"${items[0]!.title}" 영상` : `고른 영상 ${items?.length ?? 0}개`;
  return (
    <ConfirmDialog
      open={items !== null}
      title="거절할까요?"
      confirmLabel="거절"
      busy={busy}
      onConfirm={() => onConfirm(note.trim())}
      onClose={onClose}
      testId="curation-reject-dialog"
      fields={<NoteField value={note} onChange={setNote} />}
    >
      {`${what}은(는) 보관 상태가 되어 사이트에 나오지 않습니다. 영상 관리에서 다시 게시할 수 있습니다.`}
    </ConfirmDialog>
  );
}
