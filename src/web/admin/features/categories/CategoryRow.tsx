// One category line: drag handle, name, address and keyword counts, up/down buttons and its actions.
import { ArrowDown, ArrowUp, GripVertical, Link2, Pencil, Trash2 } from 'lucide-react';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import type { AdminCategory } from '../../../api/admin-categories.ts';
import type { HandleProps } from '../../components/SortableList.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';

export type CategoryAction = 'keywords' | 'edit' | 'delete';

interface CategoryRowProps {
  category: AdminCategory;
  index: number;
  total: number;
  parentSlug: string | null;
  childCount: number;
  busy: boolean;
  handle: HandleProps;
  /** False for a role that only reads categories: no handle, moves or actions. */
  canChange: boolean;
  onMove: (to: number, which: 'up' | 'down') => void;
  onAction: (action: CategoryAction) => void;
}

const iconButton =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-line bg-surface px-2 text-sm font-semibold hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40';

export function CategoryRow({
  category,
  index,
  total,
  parentSlug,
  childCount,
  busy,
  handle,
  canChange,
  onMove,
  onAction,
}: CategoryRowProps) {
  const href = parentSlug ? `/categories/${parentSlug}/${category.slug}` : `/categories/${category.slug}`;
  const top = category.parent_id === null;
  return (
    <div
      className={`flex flex-wrap items-center gap-2 rounded-xl border p-2 sm:flex-nowrap ${
        handle.isDragging ? 'border-accent-strong bg-surface-2 shadow-lg' : top ? 'border-line bg-surface' : 'border-line bg-page'
      }`}
    >
      {canChange && (
        <button
          type="button"
          ref={handle.setActivatorNodeRef}
          {...handle.attributes}
          {...handle.listeners}
          className="inline-flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg hover:bg-surface-2 active:cursor-grabbing"
          aria-label={`${category.name} 끌어서 순서 바꾸기`}
          data-testid="drag-handle"
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
      )}
      <div className="min-w-0 flex-1">
        <p className={`${top ? 'text-lg font-bold' : 'font-semibold'}`}>
          <span className="mr-2 text-sm tabular-nums text-muted">{index + 1}.</span>
          {category.name}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <a href={href} target="_blank" rel="noreferrer" className="break-all hover:underline">
            {href}
            <span className="sr-only"> (공개 페이지, 새 창)</span>
          </a>
          <span>{`키워드 ${formatGroupedNumber(category.keyword_count)}개 (사용 중 ${formatGroupedNumber(category.active_keyword_count)})`}</span>
          {top && <span>{`하위 분류 ${childCount}개`}</span>}
        </p>
      </div>
      {canChange && (
        <div className="flex w-full flex-wrap justify-end gap-1 sm:w-auto sm:flex-nowrap">
          <ActionButton
            icon={ArrowUp}
            className={iconButton}
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1, 'up')}
            aria-label={`${category.name} 위로`}
            data-move={`up-${category.id}`}
          ></ActionButton>
          <ActionButton
            icon={ArrowDown}
            className={iconButton}
            disabled={busy || index === total - 1}
            onClick={() => onMove(index + 1, 'down')}
            aria-label={`${category.name} 아래로`}
            data-move={`down-${category.id}`}
          ></ActionButton>
          <button type="button" className={iconButton} onClick={() => onAction('keywords')} aria-label={`${category.name} 키워드 연결`}>
            <Link2 aria-hidden="true" className="h-4 w-4" />
            <span className="hidden md:inline">키워드</span>
          </button>
          <button type="button" className={iconButton} onClick={() => onAction('edit')} aria-label={`${category.name} 고치기`}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            <span className="hidden md:inline">고치기</span>
          </button>
          <button type="button" className={iconButton} onClick={() => onAction('delete')} aria-label={`${category.name} 삭제`}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            <span className="hidden md:inline">삭제</span>
          </button>
        </div>
      )}
    </div>
  );
}
