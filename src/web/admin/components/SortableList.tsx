// An ordered list reordered by dragging an item's handle (mouse, touch: dnd-kit) or by keyboard on the handle
// (Space/Enter lifts, arrows move, Space/Enter drops, Esc cancels) with Korean screen-reader announcements.
// Categories among their siblings and a lesson kit's videos use it; each item renders its own handle.
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DraggableAttributes,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { koreanAnnouncements, keyboardSortAnnouncements, moveId, SORT_INSTRUCTIONS, type SortId } from './sort-order.ts';

export interface HandleProps {
  attributes: DraggableAttributes;
  listeners: Record<string, unknown> | undefined;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  /** Dragged by pointer, or lifted by keyboard. */
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

/** An item lifted by keyboard: where it started and where it is now (the list shows `order` until it is dropped). */
interface Lifted {
  id: SortId;
  original: SortId[];
  order: SortId[];
}

const LIFT_KEYS = new Set([' ', 'Enter']);
const UP_KEYS = new Set(['ArrowUp', 'ArrowLeft']);
const DOWN_KEYS = new Set(['ArrowDown', 'ArrowRight']);

function SortableItem<T>({
  id,
  item,
  index,
  roleDescription,
  render,
  extra,
  lifted,
  onKeyDown,
  onBlur,
  handleRef,
}: {
  id: SortId;
  item: T;
  index: number;
  roleDescription: string;
  render: SortableListProps<T>['renderItem'];
  extra: Record<string, string>;
  lifted: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  handleRef: (element: HTMLElement | null) => void;
}) {
  const sortable = useSortable({ id, attributes: { roleDescription } });
  const raised = sortable.isDragging || lifted;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={raised ? 'relative z-10 opacity-90' : undefined}
      {...extra}
    >
      {render(item, index, {
        attributes: { ...sortable.attributes, 'aria-pressed': lifted || undefined },
        listeners: { ...sortable.listeners, onKeyDown, onBlur },
        setActivatorNodeRef: (element) => {
          sortable.setActivatorNodeRef(element);
          handleRef(element);
        },
        isDragging: raised,
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
  // Pointer only: the keyboard is handled below, moving the item at once on each arrow (dnd-kit's keyboard
  // sensor scrolls instead of moving when the next place is off screen, so a quick drop landed in the old place).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [lifted, setLifted] = useState<Lifted | null>(null);
  const [message, setMessage] = useState('');
  const handles = useRef(new Map<SortId, HTMLElement>());
  // The handle that keeps focus while the list re-renders in a new order (moving a node in the DOM drops its
  // focus): while lifted, then until the page shows the dropped order (`until`).
  const keepFocus = useRef<{ id: SortId; until: string | null } | null>(null);

  const byId = new Map(items.map((item) => [idOf(item), item]));
  const ids = items.map(idOf);
  const shown = lifted
    ? [...lifted.order.filter((id) => byId.has(id)), ...ids.filter((id) => !lifted.order.includes(id))].map((id) => byId.get(id)!)
    : items;
  const shownIds = shown.map(idOf);
  const names = new Map(items.map((item) => [idOf(item), nameOf(item)]));
  const words = keyboardSortAnnouncements((id) => names.get(id) ?? '', shownIds.length);

  const orderKey = ids.join('\n');
  useLayoutEffect(() => {
    const keep = keepFocus.current;
    if (!keep) return;
    const handle = handles.current.get(keep.id);
    if (handle && document.activeElement !== handle) handle.focus({ preventScroll: true });
    handle?.scrollIntoView({ block: 'nearest' });
    if (keep.until === orderKey) keepFocus.current = null;
  });

  const drop = (current: Lifted) => {
    setLifted(null);
    if (keepFocus.current) keepFocus.current.until = current.order.join('\n');
    const changed = current.order.some((id, i) => id !== current.original[i]);
    // The page announces a new order itself (and saves it); an unchanged one is announced here.
    setMessage(changed ? '' : words.unchanged(current.id));
    if (changed) onReorder(current.order, current.id);
  };

  const onKeyDown = (id: SortId) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!lifted || lifted.id !== id) {
      if (!LIFT_KEYS.has(event.key)) return;
      event.preventDefault();
      keepFocus.current = { id, until: null };
      setLifted({ id, original: ids, order: ids });
      setMessage(words.lifted(id, ids.indexOf(id) + 1));
      return;
    }
    if (UP_KEYS.has(event.key) || DOWN_KEYS.has(event.key)) {
      event.preventDefault();
      const from = lifted.order.indexOf(id);
      const to = UP_KEYS.has(event.key) ? from - 1 : from + 1;
      if (to < 0 || to >= lifted.order.length) return setMessage(words.edge(id, from + 1));
      setLifted({ ...lifted, order: moveId(lifted.order, from, to) });
      setMessage(words.moved(id, to + 1));
    } else if (LIFT_KEYS.has(event.key)) {
      event.preventDefault();
      drop(lifted);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (keepFocus.current) keepFocus.current.until = orderKey;
      setLifted(null);
      setMessage(words.cancelled(id, lifted.original.indexOf(id) + 1));
    } else if (event.key === 'Tab') {
      keepFocus.current = null;
      drop(lifted);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus taken elsewhere (a click, a tab) drops the item; focus lost to a DOM move is given back above.
    if (!event.relatedTarget) return;
    keepFocus.current = null;
    if (lifted) drop(lifted);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(moveId(ids, from, to), active.id);
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
      <SortableContext items={shownIds} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={`flex flex-col gap-2 ${className}`} data-testid={testId}>
          {shown.map((item, index) => {
            const id = idOf(item);
            return (
              <SortableItem
                key={id}
                id={id}
                item={item}
                index={index}
                roleDescription={roleDescription}
                render={renderItem}
                extra={itemProps?.(item) ?? {}}
                lifted={lifted?.id === id}
                onKeyDown={onKeyDown(id)}
                onBlur={onBlur}
                handleRef={(element) => {
                  if (element) handles.current.set(id, element);
                  else if (handles.current.get(id)?.isConnected === false) handles.current.delete(id);
                }}
              />
            );
          })}
        </ul>
      </SortableContext>
      <p role="status" aria-live="assertive" className="sr-only">
        {message}
      </p>
    </DndContext>
  );
}
