// Choosing from a searchable list with native checkboxes (or radio buttons for one choice), so keyboards and screen
// readers work as usual: a search field with optional filters beside it, optional actions, the matching options, and
// the chosen ones as removable chips. The admin's one picker of this kind (channels to sync, a keyword to collect,
// the keywords of a home section).
import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { fieldClass } from '../../components/ui/Field.tsx';
import { ActionButton } from './ActionButton.tsx';

export type ChoiceId = string | number;

export interface Choice {
  id: ChoiceId;
  label: ReactNode;
  /** A muted second line (type, counts…). */
  detail?: ReactNode;
  disabled?: boolean;
}

interface CheckboxPickerProps {
  legend: ReactNode;
  search: { label: string; value: string; onChange: (value: string) => void; placeholder: string };
  /** Controls beside the search field (a select). */
  filters?: ReactNode;
  /** Buttons above the options. */
  actions?: ReactNode;
  options: readonly Choice[];
  /** The options list's name. */
  optionsLabel: string;
  isChosen: (id: ChoiceId) => boolean;
  onToggle: (id: ChoiceId) => void;
  /** One choice: radio buttons. */
  single?: boolean;
  /** Said when no option matches (nothing when empty). */
  emptyText?: ReactNode;
  /** The chosen ones as chips with a remove button each. */
  chosen?: { label: string; items: readonly { id: ChoiceId; name: string }[]; testId?: string };
  /** A line under everything (what was chosen, in words). */
  footer?: ReactNode;
  testId?: string;
}

const chipClass = 'inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 py-0.5 pl-3 pr-1 text-sm';

export function CheckboxPicker({
  legend,
  search,
  filters,
  actions,
  options,
  optionsLabel,
  isChosen,
  onToggle,
  single = false,
  emptyText,
  chosen,
  footer,
  testId,
}: CheckboxPickerProps) {
  const searchId = useId();
  const legendId = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3" aria-labelledby={legendId} data-testid={testId}>
      <legend id={legendId} className="px-1 font-semibold">
        {legend}
      </legend>
      <div className={filters ? 'grid gap-3 sm:grid-cols-[1fr_14rem]' : 'flex flex-col'}>
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-muted">
            {search.label}
          </label>
          <input
            id={searchId}
            type="search"
            value={search.value}
            onChange={(e) => search.onChange(e.target.value)}
            className={fieldClass}
            autoComplete="off"
            placeholder={search.placeholder}
          />
        </div>
        {filters}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      {options.length ? (
        <ul className="max-h-64 overflow-y-auto rounded-lg border border-line" aria-label={optionsLabel}>
          {options.map((option) => (
            <li key={option.id} className="border-b border-line last:border-b-0">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1 hover:bg-surface-2">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={single ? `${legendId}-choice` : undefined}
                  className="h-5 w-5 shrink-0 accent-[var(--accent-strong)]"
                  checked={isChosen(option.id)}
                  disabled={option.disabled && !isChosen(option.id)}
                  onChange={() => onToggle(option.id)}
                />
                <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                  <span className="font-semibold">{option.label}</span>
                  {option.detail && <span className="shrink-0 text-sm text-muted">{option.detail}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        emptyText && <p className="text-sm text-muted">{emptyText}</p>
      )}
      {chosen && chosen.items.length > 0 && (
        <div>
          <p className="mb-1 text-sm font-semibold text-muted">{chosen.label}</p>
          <ul className="flex flex-wrap gap-2" aria-label={chosen.label} data-testid={chosen.testId}>
            {chosen.items.map(({ id, name }) => (
              <li key={id} className={chipClass}>
                {name}
                <ActionButton
                  icon={X}
                  className="flex h-8 w-8 items-center justify-center rounded-full hover:bg-surface"
                  onClick={() => onToggle(id)}
                  aria-label={`${name} 선택 해제`}
                ></ActionButton>
              </li>
            ))}
          </ul>
        </div>
      )}
      {footer}
    </fieldset>
  );
}
