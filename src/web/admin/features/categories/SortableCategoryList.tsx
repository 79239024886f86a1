// One parent's categories in order, reordered by dragging the handle (mouse, touch) or by keyboard on the
// handle (Space/Enter, arrows, Space/Enter; Esc cancels) with Korean screen-reader announcements (dnd-kit).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DraggableAttributes,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { AdminCategory } from '../../../api/admin-categories.ts';
import { koreanAnnouncements, SORT_INSTRUCTIONS } from './category-order.ts';

export interface HandleProps {
  attributes: DraggableAttributes;
  listeners: Record<string, unknown> | undefined;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  isDragging: boolean;
}

interface SortableCategoryListProps {
  items: readonly AdminCategory[];
  label: string;
  onReorder: (ids: number[], movedId: number) => void;
  renderItem: (item: AdminCategory, index: number, handle: HandleProps) => ReactNode;
  className?: string;
  testId?: string;
}

function SortableItem({ item, index, render }: { item: AdminCategory; index: number; render: SortableCategoryListProps['renderItem'] }) {
  const sortable = useSortable({ id: item.id, attributes: { roleDescription: '순서를 바꿀 수 있는 분류' } });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={sortable.isDragging ? 'relative z-10 opacity-90' : undefined}
      data-testid="category-item"
      data-category={item.name}
    >
      {render(item, index, {
        attributes: sortable.attributes,
        listeners: sortable.listeners,
        setActivatorNodeRef: sortable.setActivatorNodeRef,
        isDragging: sortable.isDragging,
      })}
    </li>
  );
}

export function SortableCategoryList({ items, label, onReorder, renderItem, className = '', testId }: SortableCategoryListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const names = new Map(items.map((item) => [item.id, item.name]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    const next = [...ids];
    next.splice(from, 1);
    next.splice(to, 0, Number(active.id));
    onReorder(next, Number(active.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: koreanAnnouncements({ name: (id) => names.get(id) ?? '', position: (id) => ids.indexOf(id) + 1, total: ids.length }),
        screenReaderInstructions: { draggable: SORT_INSTRUCTIONS },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={`flex flex-col gap-2 ${className}`} data-testid={testId}>
          {items.map((item, index) => (
            <SortableItem key={item.id} item={item} index={index} render={renderItem} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
