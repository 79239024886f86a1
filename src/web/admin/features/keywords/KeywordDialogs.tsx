// Editing one keyword in a dialog (its words and categories, and apart from them whom its videos are for), and the delete confirmation that says what a delete does to its videos.
import type { AdminKeyword } from '../../../api/admin-keywords.ts';
import { useUpdateKeyword } from '../../../api/admin-keywords.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { notify } from '../../components/notices.ts';
import { deleteSummary } from './keyword-params.ts';
import { KeywordForm, type KeywordFormValues } from './KeywordForm.tsx';
import { KeywordLifeStages } from './KeywordLifeStages.tsx';

export const formValuesOf = (keyword: AdminKeyword): KeywordFormValues => ({
  keyword: keyword.keyword,
  slug: keyword.slug,
  status: keyword.status === 'inactive' ? 'inactive' : 'active',
  categoryIds: keyword.categories.map((c) => c.id),
  synonyms: keyword.synonyms,
});

export function EditKeywordDialog({ keyword, onClose }: { keyword: AdminKeyword | null; onClose: () => void }) {
  const update = useUpdateKeyword();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <ModalDialog
      open={keyword !== null}
      onClose={close}
      title={`키워드 고치기: ${keyword?.keyword}`}
      size="2xl"
      testId="edit-keyword-dialog"
    >
      {keyword && (
        <>
          <KeywordForm
            key={keyword.id}
            mode="edit"
            initial={formValuesOf(keyword)}
            busy={update.isPending}
            error={update.error}
            submitLabel="저장"
            onCancel={close}
            onSubmit={(values) =>
              update.mutate(
                { id: keyword.id, body: values },
                {
                  onSuccess: (saved) => {
                    notify('success', `'${saved.keyword}' 키워드를 저장했습니다.`);
                    close();
                  },
                },
              )
            }
          />
          <KeywordLifeStages keywordId={keyword.id} />
        </>
      )}
    </ModalDialog>
  );
}

interface DeleteKeywordsDialogProps {
  keywords: readonly AdminKeyword[] | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteKeywordsDialog({ keywords, busy, onConfirm, onClose }: DeleteKeywordsDialogProps) {
  const many = (keywords?.length ?? 0) > 1;
  return (
    <ConfirmDialog
      open={keywords !== null && keywords.length > 0}
      title={many ? `키워드 ${keywords!.length}개를 삭제할까요?` : '키워드를 삭제할까요?'}
      confirmLabel="삭제"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p data-testid="delete-summary">{keywords ? deleteSummary(keywords) : ''}</p>
      {many && (
        <ul className="mt-3 max-h-40 list-disc overflow-auto pl-5">
          {keywords!.map((k) => (
            <li key={k.id}>{`${k.keyword} (영상 ${k.linked_videos.toLocaleString('ko-KR')}개)`}</li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  );
}
