// WAI-ARIA tabs: arrow keys, Home/End move between tabs; the panel is labelled by its tab.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  idPrefix: string;
  className?: string;
  /** Tabs share the width equally (no sideways scrolling on phones). */
  fill?: boolean;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

export function Tabs<T extends string>({ items, value, onChange, label, idPrefix, className = '', fill = false }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(items[next]!.id);
  };
  return (
    <div role="tablist" aria-label={label} className={`no-scrollbar flex gap-1 overflow-x-auto border-b border-line ${className}`}>
      {items.map((item, index) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={tabId(idPrefix, item.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={`-mb-px flex min-h-12 items-center gap-x-2 whitespace-nowrap border-b-[3px] text-base font-semibold transition-colors ${fill ? 'flex-1 flex-col justify-center px-1 py-1 sm:flex-row' : 'shrink-0 px-4'} ${
              selected ? 'border-accent-strong text-fg' : 'border-transparent text-muted hover:text-fg'
            }`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
