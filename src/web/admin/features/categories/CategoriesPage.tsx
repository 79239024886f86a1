// /119sys-ctrl/categories: the two-level tree in its public order. Reorder by dragging a handle, by keyboard
// on the handle, or with the up/down buttons; create, edit and delete categories; link keywords to them.
// Public pages and breadcrumbs follow at once (the server bumps the catalogue version on every write).
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  CATEGORY_TREE_KEY,
  useAdminCategoryTree,
  useReorderCategories,
  type AdminCategory,
  type AdminCategoryNode,
} from '../../../api/admin-categories.ts';
import { buttonPrimary } from '../../../components/ui/buttons.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notify } from '../../components/notices.ts';
import { movedMessage, SORT_INSTRUCTIONS } from '../../components/sort-order.ts';
import { CategoryFormDialog, type CategoryFormTarget } from './CategoryFormDialog.tsx';
import { CategoryKeywordsDialog } from './CategoryKeywordsDialog.tsx';
import { CategoryRow, type CategoryAction } from './CategoryRow.tsx';
import { DeleteCategoryDialog, type DeleteTarget } from './DeleteCategoryDialog.tsx';
import { SortableList } from '../../components/SortableList.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { updateAdminCategory } from '../../../../shared/api/endpoints.ts';

/** The tree with one parent's children (or the top level) put in a new order, for the optimistic update. */
function withOrder(tree: AdminCategoryNode[], parentId: number | null, ids: number[]): AdminCategoryNode[] {
  const sort = <T extends { id: number }>(items: T[]) => ids.map((id) => items.find((item) => item.id === id)!).filter(Boolean);
  if (parentId === null) return sort(tree);
  return tree.map((top) => (top.id === parentId ? { ...top, children: sort(top.children) } : top));
}

export function Component() {
  const tree = useAdminCategoryTree();
  const reorder = useReorderCategories();
  // Categories are read-only for a viewer and for an hq_editor without the taxonomy grant (ADR 0034).
  const canChange = useStaff().canCall(updateAdminCategory);
  const client = useQueryClient();
  const [form, setForm] = useState<CategoryFormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [linking, setLinking] = useState<AdminCategory | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: number; which: 'up' | 'down' } | null>(null);

  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const other = pending.which === 'up' ? 'down' : 'up';
    const button = document.querySelector<HTMLButtonElement>(`[data-move="${pending.which}-${pending.id}"]`);
    // At the top (or bottom) the button just used is disabled: keep focus on the item's other arrow.
    (button && !button.disabled ? button : document.querySelector<HTMLButtonElement>(`[data-move="${other}-${pending.id}"]`))?.focus();
  });

  function applyOrder(parentId: number | null, ids: number[], moved: AdminCategory) {
    const previous = client.getQueryData<AdminCategoryNode[]>(CATEGORY_TREE_KEY);
    if (previous) client.setQueryData(CATEGORY_TREE_KEY, withOrder(previous, parentId, ids));
    setAnnouncement(movedMessage(moved.name, ids.indexOf(moved.id) + 1, ids.length));
    reorder.mutate(
      { parentId, ids },
      {
        onError: (error) => {
          if (previous) client.setQueryData(CATEGORY_TREE_KEY, previous);
          setAnnouncement(error.message);
          notify('error', error.message);
        },
      },
    );
  }

  const actionFor = (category: AdminCategory, node: AdminCategoryNode | null) => (action: CategoryAction) => {
    if (action === 'keywords') setLinking(category);
    else if (action === 'edit') setForm({ mode: 'edit', category, childCount: node?.children.length ?? 0 });
    else setDeleting({ category: node ?? category });
  };

  const list = (items: AdminCategory[], parentId: number | null, parentSlug: string | null, label: string, testId: string) => (
    <SortableList
      items={items}
      idOf={(category) => category.id}
      nameOf={(category) => category.name}
      roleDescription="순서를 바꿀 수 있는 분류"
      itemProps={(category) => ({ 'data-testid': 'category-item', 'data-category': category.name })}
      label={label}
      testId={testId}
      className={parentId === null ? '' : 'ml-6 mt-2 border-l-2 border-line pl-3 sm:ml-10'}
      onReorder={(ids, movedId) =>
        applyOrder(
          parentId,
          ids.map(Number),
          items.find((c) => c.id === movedId)!,
        )
      }
      renderItem={(category, index, handle) => {
        const node = parentId === null ? (tree.data?.find((top) => top.id === category.id) ?? null) : null;
        return (
          <>
            <CategoryRow
              category={category}
              index={index}
              total={items.length}
              parentSlug={parentSlug}
              childCount={node?.children.length ?? 0}
              busy={false}
              handle={handle}
              canChange={canChange}
              onMove={(to, which) => {
                focusAfterMove.current = { id: category.id, which };
                const ids = items.map((c) => c.id);
                ids.splice(index, 1);
                ids.splice(to, 0, category.id);
                applyOrder(parentId, ids, category);
              }}
              onAction={actionFor(category, node)}
            />
            {node && node.children.length > 0 && list(node.children, node.id, node.slug, `${node.name}의 하위 분류`, 'category-children')}
          </>
        );
      }}
    />
  );

  return (
    <>
      <PageHeader
        title="분류 관리"
        description={
          canChange
            ? '분류는 두 단계(상위·하위)입니다. 여기 순서가 공개 사이트의 분류 순서입니다. 손잡이를 끌거나, 손잡이에서 키보드로, 또는 위·아래 버튼으로 순서를 바꿉니다.'
            : '분류는 두 단계(상위·하위)입니다. 여기 순서가 공개 사이트의 분류 순서입니다. 지금 역할로는 보기만 할 수 있습니다.'
        }
        actions={
          canChange && (
            <ActionButton icon={Plus} className={buttonPrimary} onClick={() => setForm({ mode: 'create', parentId: null })}>
              새 분류
            </ActionButton>
          )
        }
      />
      <p className="sr-only" id="category-sort-help">
        {SORT_INSTRUCTIONS}
      </p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="category-announcement">
        {announcement}
      </p>
      {tree.isPending ? (
        <Spinner label="분류를 불러오는 중..." />
      ) : tree.isError ? (
        <ErrorState message="분류를 불러오지 못했습니다" detail={errorDetail(tree.error)} onRetry={() => tree.refetch()} />
      ) : tree.data.length === 0 ? (
        <EmptyState title="분류가 아직 없습니다">'새 분류'로 첫 분류를 만드세요.</EmptyState>
      ) : (
        <section aria-labelledby="category-tree-title" aria-busy={reorder.isPending}>
          <h2 id="category-tree-title" className="mb-3 text-lg font-bold">{`상위 분류 ${tree.data.length}개`}</h2>
          {list(tree.data, null, null, '상위 분류', 'category-tree')}
        </section>
      )}
      <CategoryFormDialog target={form} tree={tree.data ?? []} onClose={() => setForm(null)} />
      <DeleteCategoryDialog target={deleting} tree={tree.data ?? []} onClose={() => setDeleting(null)} />
      <CategoryKeywordsDialog category={linking} onClose={() => setLinking(null)} />
    </>
  );
}

export default Component;
