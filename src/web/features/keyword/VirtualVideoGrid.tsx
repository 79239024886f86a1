// Window-virtualised rows of cards (R-KEYWORD-07: above 50 videos; item height 400, buffer 2;
// 1 column up to 768 px, 2 up to 1200 px, else 3).
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/hooks.ts';

export const VIRTUALIZE_ABOVE = 50;
const ITEM_HEIGHT = 400;
const OVERSCAN_ROWS = 2;

export function useGridColumns(listMode: boolean): number {
  const narrow = useMediaQuery('(max-width: 768px)');
  const medium = useMediaQuery('(max-width: 1200px)');
  if (listMode || narrow) return 1;
  return medium ? 2 : 3;
}

interface Props<T> {
  items: T[];
  columns: number;
  rowHeight?: number;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  label: string;
}

export function VirtualVideoGrid<T>({ items, columns, rowHeight = ITEM_HEIGHT, renderItem, getKey, label }: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [columns]);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
  });

  return (
    <div ref={listRef} role="list" aria-label={label} aria-rowcount={rowCount} data-testid="virtual-list" data-virtualized="true">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const start = row.index * columns;
          const rowItems = items.slice(start, start + columns);
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
              className="pb-4"
            >
              <div className="grid gap-4" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
                {rowItems.map((item, i) => (
                  <div role="listitem" key={getKey(item)} aria-posinset={start + i + 1} aria-setsize={items.length}>
                    {renderItem(item, start + i)}
                  </div>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
