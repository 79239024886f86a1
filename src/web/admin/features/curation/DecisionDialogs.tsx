// The two questions of curation: approve with which keyword, and reject with what note.
import { useId, useState, type FormEvent } from 'react';
import type { CurationItem } from '../../../../shared/api/curation.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { ModalDialog } from '../../components/ModalDialog.tsx';
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
  return (
    <ModalDialog
      open={item !== null}
      onClose={onClose}
      labelledBy="curation-approve-title"
      describedBy="curation-approve-desc"
      testId="curation-approve-dialog"
    >
      {item && <ApproveForm key={item.id} item={item} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </ModalDialog>
  );
}

function ApproveForm({ item, busy, onConfirm, onClose }: ApproveDialogProps & { item: CurationItem }) {
  const [keyword, setKeyword] = useState<PickedKeyword | null>(item.suggestedKeyword);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword) onConfirm(keyword, note.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <h2 id="curation-approve-title" className="text-xl font-bold">
        키워드를 골라 승인
      </h2>
      <p id="curation-approve-desc" className="text-muted">
        {`"${item.title}" 영상을 고른 키워드로 게시합니다.`}
        {item.suggestedKeyword
          ? ` 자동 분류가 제안한 키워드는 "${item.suggestedKeyword.keyword}"입니다.`
          : ' 자동 분류가 제안한 키워드가 없습니다.'}
      </p>
      <KeywordPicker value={keyword} onChange={setKeyword} />
      <NoteField value={note} onChange={setNote} />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onClose}>
          취소
        </button>
        <button type="submit" className={buttonPrimary} disabled={!keyword || busy} aria-busy={busy}>
          {busy ? '처리 중...' : keyword ? `"${keyword.keyword}"${josaRo(keyword.keyword)} 승인` : '키워드를 고르세요'}
        </button>
      </div>
    </form>
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
  return (
    <ModalDialog
      open={items !== null}
      onClose={onClose}
      labelledBy="curation-reject-title"
      describedBy="curation-reject-desc"
      role="alertdialog"
      testId="curation-reject-dialog"
    >
      {items && <RejectForm key={items.map((i) => i.id).join(',')} items={items} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </ModalDialog>
  );
}

function RejectForm({ items, busy, onConfirm, onClose }: RejectDialogProps & { items: readonly CurationItem[] }) {
  const [note, setNote] = useState('');
  const what = items.length === 1 ? `"${items[0]!.title}" 영상` : `고른 영상 ${items.length}개`;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(note.trim());
      }}
      className="flex flex-col gap-4"
    >
      <h2 id="curation-reject-title" className="text-xl font-bold">
        거절할까요?
      </h2>
      <p
        id="curation-reject-desc"
        className="text-muted"
      >{`${what}은(는) 보관 상태가 되어 사이트에 나오지 않습니다. 영상 관리에서 다시 게시할 수 있습니다.`}</p>
      <NoteField value={note} onChange={setNote} />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onClose} autoFocus>
          취소
        </button>
        <button type="submit" className={buttonPrimary} disabled={busy} aria-busy={busy}>
          {busy ? '처리 중...' : '거절'}
        </button>
      </div>
    </form>
  );
}
