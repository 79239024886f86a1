// Deleting a category asks where its sub-categories and keyword links go; keywords and videos are never deleted.
import { useId, useState } from 'react';
import type { CategoryChildrenMode, CategoryKeywordsMode } from '../../../../shared/constants/admin-categories.ts';
import { useDeleteCategory, type AdminCategoryNode } from '../../../api/admin-categories.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { notify } from '../../components/notices.ts';

export interface DeleteTarget {
  category: AdminCategoryNode | (Omit<AdminCategoryNode, 'children'> & { children?: undefined });
}

interface Props {
  target: DeleteTarget | null;
  tree: readonly AdminCategoryNode[];
  onClose: () => void;
}

export function DeleteCategoryDialog({ target, tree, onClose }: Props) {
  return (
    <ModalDialog
      open={target !== null}
      onClose={onClose}
      title={`'${target?.category.name}' 분류를 삭제할까요?`}
      role="alertdialog"
      size="lg"
      testId="delete-category-dialog"
    >
      {target && <DeleteForm key={target.category.id} target={target} tree={tree} onClose={onClose} />}
    </ModalDialog>
  );
}

function DeleteForm({ target, tree, onClose }: Props & { target: DeleteTarget }) {
  const { category } = target;
  const children = category.children ?? [];
  const ids = { childrenTo: useId(), keywordsTo: useId() };
  const [childrenMode, setChildrenMode] = useState<CategoryChildrenMode>('promote');
  const [childrenTo, setChildrenTo] = useState('');
  const [keywordsMode, setKeywordsMode] = useState<CategoryKeywordsMode>('detach');
  const [keywordsTo, setKeywordsTo] = useState('');
  const remove = useDeleteCategory();
  const tops = tree.filter((top) => top.id !== category.id);
  const everyOther = tree.flatMap((top) => [top, ...top.children]).filter((c) => c.id !== category.id);
  const incomplete =
    (children.length > 0 && childrenMode === 'move' && !childrenTo) ||
    (category.keyword_count > 0 && keywordsMode === 'move' && !keywordsTo);

  const confirm = () =>
    remove.mutate(
      {
        id: category.id,
        choice: {
          ...(children.length ? { children: childrenMode, ...(childrenMode === 'move' ? { childrenTo: Number(childrenTo) } : {}) } : {}),
          ...(category.keyword_count
            ? { keywords: keywordsMode, ...(keywordsMode === 'move' ? { keywordsTo: Number(keywordsTo) } : {}) }
            : {}),
        },
      },
      {
        onSuccess: (r) => {
          const parts = [
            r.movedChildren ? `하위 분류 ${r.movedChildren}개를 옮겼습니다.` : '',
            r.promotedChildren ? `하위 분류 ${r.promotedChildren}개를 맨 위 단계로 올렸습니다.` : '',
            r.movedKeywords ? `키워드 ${r.movedKeywords}개를 다른 분류로 옮겼습니다.` : '',
            r.detachedKeywords ? `키워드 ${r.detachedKeywords}개의 연결을 끊었습니다 (키워드는 그대로).` : '',
          ].filter(Boolean);
          notify('success', `'${category.name}' 분류를 삭제했습니다. ${parts.join(' ')}`.trim());
          onClose();
        },
      },
    );

  const radio = (name: string, checked: boolean, onChange: () => void, label: string) => (
    <label className="flex min-h-11 items-center gap-2">
      <input type="radio" name={name} className="h-5 w-5 accent-accent-strong" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted" data-testid="delete-category-summary">
        {children.length === 0 && category.keyword_count === 0
          ? '하위 분류도 연결된 키워드도 없습니다. 분류만 지워집니다.'
          : `이 분류에는 ${[
              children.length ? `하위 분류 ${children.length}개` : '',
              category.keyword_count ? `연결된 키워드 ${category.keyword_count}개` : '',
            ]
              .filter(Boolean)
              .join('와 ')}가 있습니다. 어디로 보낼지 고르세요. 키워드와 영상은 지워지지 않습니다.`}
      </p>
      {children.length > 0 && (
        <fieldset className="flex flex-col gap-1 rounded-lg border border-line p-3">
          <legend className="px-1 font-semibold">{`하위 분류 ${children.length}개 (${children.map((c) => c.name).join(', ')})`}</legend>
          {radio('children', childrenMode === 'promote', () => setChildrenMode('promote'), '맨 위 단계 분류로 올리기')}
          {radio('children', childrenMode === 'move', () => setChildrenMode('move'), '다른 상위 분류 아래로 옮기기')}
          {childrenMode === 'move' && (
            <div className="ml-7 flex flex-col gap-1">
              <label htmlFor={ids.childrenTo} className="text-sm font-semibold text-muted">
                옮길 상위 분류
              </label>
              <select id={ids.childrenTo} value={childrenTo} onChange={(e) => setChildrenTo(e.target.value)} className={fieldClass}>
                <option value="">고르세요</option>
                {tops.map((top) => (
                  <option key={top.id} value={top.id}>
                    {top.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </fieldset>
      )}
      {category.keyword_count > 0 && (
        <fieldset className="flex flex-col gap-1 rounded-lg border border-line p-3">
          <legend className="px-1 font-semibold">{`연결된 키워드 ${category.keyword_count}개`}</legend>
          {radio('keywords', keywordsMode === 'detach', () => setKeywordsMode('detach'), '연결만 끊기 (키워드는 그대로 남음)')}
          {radio('keywords', keywordsMode === 'move', () => setKeywordsMode('move'), '다른 분류로 옮기기')}
          {keywordsMode === 'move' && (
            <div className="ml-7 flex flex-col gap-1">
              <label htmlFor={ids.keywordsTo} className="text-sm font-semibold text-muted">
                옮길 분류
              </label>
              <select id={ids.keywordsTo} value={keywordsTo} onChange={(e) => setKeywordsTo(e.target.value)} className={fieldClass}>
                <option value="">고르세요</option>
                {everyOther.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.parent_id === null ? c.name : `\u00a0\u00a0· ${c.name}`}
                  </option>
                ))}
              </select>
            </div>
          )}
        </fieldset>
      )}
      {remove.error && (
        <p role="alert" className="rounded-lg border border-accent-strong p-3 font-semibold text-accent">
          {remove.error.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onClose} autoFocus>
          취소
        </button>
        <button
          type="button"
          className={buttonPrimary}
          onClick={confirm}
          disabled={remove.isPending || incomplete}
          aria-busy={remove.isPending}
        >
          {remove.isPending ? '삭제하는 중...' : '분류 삭제'}
        </button>
      </div>
    </div>
  );
}
