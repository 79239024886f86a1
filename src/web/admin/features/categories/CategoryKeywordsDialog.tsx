// Linking keywords from the category's side: its keywords (20 a page) with "빼기", and a picker to add one.
import { useId, useState } from 'react';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useAdminCategoryKeywords, useLinkCategoryKeywords, type AdminCategory } from '../../../api/admin-categories.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { KeywordPicker, type PickedKeyword } from '../../components/KeywordPicker.tsx';
import { notify } from '../../components/notices.ts';
import { KeywordStatusBadge } from '../../components/KeywordStatusBadge.tsx';

export function CategoryKeywordsDialog({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  return (
    <ModalDialog
      open={category !== null}
      onClose={onClose}
      title={`'${category?.name}' 분류의 키워드`}
      size="xl"
      testId="category-keywords-dialog"
    >
      {category && <Body key={category.id} category={category} onClose={onClose} />}
    </ModalDialog>
  );
}

function Body({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const listId = useId();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<PickedKeyword | null>(null);
  const list = useAdminCategoryKeywords(category.id, page);
  const link = useLinkCategoryKeywords();
  const change = (add: number[], remove: number[], done: string) =>
    link.mutate(
      { id: category.id, add, remove },
      {
        onSuccess: () => notify('success', done),
        onError: (error) => notify('error', error.message),
      },
    );
  const pages = list.data?.pagination.totalPages ?? 1;
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-2 rounded-lg border border-line p-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!picked) return;
          change([picked.id], [], `'${picked.keyword}' 키워드를 '${category.name}' 분류에 넣었습니다.`);
          setPicked(null);
        }}
      >
        <KeywordPicker value={picked} onChange={setPicked} />
        <button type="submit" className={`${buttonPrimary} self-end`} disabled={!picked || link.isPending}>
          이 분류에 넣기
        </button>
      </form>
      {list.isPending ? (
        <Spinner label="키워드를 불러오는 중..." />
      ) : list.isError ? (
        <p role="alert">키워드를 불러오지 못했습니다.</p>
      ) : (
        <section aria-labelledby={listId} aria-busy={list.isFetching || link.isPending}>
          <h3 id={listId} className="mb-2 font-bold">{`바로 연결된 키워드 ${formatGroupedNumber(list.data.pagination.total)}개`}</h3>
          {list.data.data.length === 0 ? (
            <p className="text-muted">아직 연결된 키워드가 없습니다.</p>
          ) : (
            <ul className="flex max-h-80 flex-col gap-1 overflow-auto" data-testid="category-keyword-list">
              {list.data.data.map((k) => (
                <li key={k.id} className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 hover:bg-surface-2">
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <span className="font-semibold">{k.keyword}</span>
                    <KeywordStatusBadge status={k.status} />
                    <span className="text-sm text-muted">{`영상 ${formatGroupedNumber(k.total_videos)}개`}</span>
                  </span>
                  <button
                    type="button"
                    className={buttonSecondary}
                    disabled={link.isPending}
                    onClick={() => change([], [k.id], `'${k.keyword}' 키워드를 '${category.name}' 분류에서 뺐습니다.`)}
                    aria-label={`${k.keyword} 빼기`}
                  >
                    빼기
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <div className="mt-2 flex items-center justify-between gap-2">
              <button type="button" className={buttonSecondary} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                이전
              </button>
              <span className="text-sm text-muted">{`${page} / ${pages}쪽`}</span>
              <button type="button" className={buttonSecondary} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                다음
              </button>
            </div>
          )}
        </section>
      )}
      <div className="flex justify-end">
        <button type="button" className={buttonSecondary} onClick={onClose}>
          닫기
        </button>
      </div>
    </div>
  );
}
