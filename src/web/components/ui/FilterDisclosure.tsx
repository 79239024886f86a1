// A page's filters behind one "필터" control on phones (below md), so the first results are on the first screen:
// the control says how many filters are on and the active ones sit beside it as chips that take them off. The
// panel is a disclosure (aria-expanded, aria-controls; Escape closes it and focus goes back to the control).
// From md up the panel is always open, as before, and the control and chips are not shown.
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ActiveFilter {
  /** Stable key (the param and its value). */
  key: string;
  /** What the chip says, e.g. "기간: 최근 1년". */
  label: string;
  onRemove: () => void;
}

interface Props {
  /** The region's name, e.g. "검색 필터". */
  label: string;
  active: readonly ActiveFilter[];
  children: ReactNode;
  /** Shown on the control's row next to the chips (phones only), e.g. a link to the advanced search. */
  aside?: ReactNode;
}

const chipRemove =
  'inline-flex min-h-11 items-center gap-1 rounded-full border border-accent-strong bg-accent-soft px-3 text-sm font-semibold text-fg hover:bg-surface-2';

export function FilterDisclosure({ label, active, children, aside }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const count = active.length;

  const focusToggle = () => {
    const toggle = toggleRef.current;
    // Only where the control shows (phones); on a wide screen the panel never closes.
    if (toggle && toggle.offsetParent !== null) toggle.focus();
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    setOpen(false);
    focusToggle();
  };

  return (
    <section aria-label={label} className="flex flex-col gap-3" data-testid="filter-region">
      <div className="flex flex-wrap items-center gap-2 md:hidden">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-semibold ${
            open || count > 0 ? 'border-accent-strong' : 'border-line'
          } bg-surface text-fg hover:bg-surface-2`}
          data-testid="filter-toggle"
        >
          <SlidersHorizontal aria-hidden="true" className="h-5 w-5" />
          필터
          {count > 0 && (
            <>
              {' '}
              <span className="rounded-full bg-accent-strong px-2 text-sm tabular-nums text-white">{count}</span>
              <span className="sr-only">개 적용</span>
            </>
          )}
          <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        {count > 0 && (
          <ul aria-label="적용한 필터" className="contents" data-testid="active-filters">
            {active.map((filter) => (
              <li key={filter.key}>
                <button
                  type="button"
                  className={chipRemove}
                  onClick={() => {
                    filter.onRemove();
                    // The chip goes away with its filter: keep the focus on the control.
                    focusToggle();
                  }}
                  data-testid="active-filter"
                >
                  {filter.label}
                  <X aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">빼기</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {aside}
      </div>
      <div
        id={panelId}
        onKeyDown={onPanelKeyDown}
        className={`${open ? 'flex' : 'hidden'} flex-col gap-4 rounded-xl border border-line bg-surface p-4 md:flex`}
        data-testid="filter-panel"
      >
        {children}
      </div>
    </section>
  );
}
