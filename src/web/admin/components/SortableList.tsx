// An ordered list reordered by dragging an item's handle (mouse, touch) or by keyboard on the handle (Space/Enter,
// arrows, Space/Enter; Esc cancels) with Korean screen-reader announcements (dnd-kit). Categories among their
// siblings and a lesson kit's videos use it; each item renders its own handle from `HandleProps`.
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
import { koreanAnnouncements, SORT_INSTRUCTIONS, type SortId } from './sort-order.ts';

export interface HandleProps {
  attributes: DraggableAttributes;
  listeners: Record<string, unknown> | undefined;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  isDragging: boolean;
}

interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => SortId;
  /** What the announcements call an item. */
  nameOf: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  /** What a screen reader calls a draggable item ('순서를 바꿀 수 있는 분류'). */
  roleDescription: string;
  onReorder: (ids: SortId[], movedId: SortId) => void;
  renderItem: (item: T, index: number, handle: HandleProps) => ReactNode;
  /** Attributes of each item's <li> (test ids, data). */
  itemProps?: (item: T) => Record<string, string>;
  className?: string;
  testId?: string;
}

function SortableItem<T>({
  id,
  item,
  index,
  roleDescription,
  render,
  extra,
}: {
  id: SortId;
  item: T;
  index: number;
  roleDescription: string;
  render: SortableListProps<T>['renderItem'];
  extra: Record<string, string>;
}) {
  const sortable = useSortable({ id, attributes: { roleDescription } });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={sortable.isDragging ? 'relative z-10 opacity-90' : undefined}
      {...extra}
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

export function SortableList<T>({
  items,
  idOf,
  nameOf,
  label,
  roleDescription,
  onReorder,
  renderItem,
  itemProps,
  className = '',
  testId,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const names = new Map(items.map((item) => [idOf(item), nameOf(item)]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from < 0 || to < 0) return;
    const next = [...ids];
    next.splice(from, 1);
    next.splice(to, 0, active.id);
    onReorder(next, active.id);
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
            <SortableItem
              key={idOf(item)}
              id={idOf(item)}
              item={item}
              index={index}
              roleDescription={roleDescription}
              render={renderItem}
              extra={itemProps?.(item) ?? {}}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
