// A filter form whose values go to the URL on submit (so a filtered page can be shared or reloaded).
import { ChevronDown, Search, X } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';
import { useIsMobile } from '../../lib/hooks.ts';
import { ActionButton } from './ActionButton.tsx';

interface FilterFormProps<K extends string> {
  label: string;
  initial: Record<K, string>;
  onApply: (values: Record<K, string>) => void;
  children: (values: Record<K, string>, set: (key: K, value: string) => void) => ReactNode;
}

export function FilterForm<K extends string>({ label, initial, onApply, children }: FilterFormProps<K>) {
  const [values, setValues] = useState(initial);
  const active = Object.values(initial).filter(Boolean).length;
  // On a phone the six fields would push the results off screen: folded unless a filter is on.
  const mobile = useIsMobile();
  const [open, setOpen] = useState(!mobile || active > 0);
  const key = JSON.stringify(initial);
  useEffect(() => setValues(JSON.parse(key) as Record<K, string>), [key]); // back/forward changes the URL
  const set = (name: K, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const empty = Object.fromEntries(Object.keys(values).map((name) => [name, ''])) as Record<K, string>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group mb-5 rounded-2xl border border-line bg-surface">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 font-semibold [&::-webkit-details-marker]:hidden">
        <ChevronDown aria-hidden="true" className="h-5 w-5 transition-transform group-open:rotate-180" />
        검색 조건{active ? ` (${active}개 적용 중)` : ''}
      </summary>
      <form role="search" aria-label={label} onSubmit={submit} className="flex flex-col gap-4 px-4 pb-4">
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{children(values, set)}</div>
        <div className="flex flex-wrap gap-2">
          <ActionButton icon={Search} type="submit" className={buttonPrimary}>
            조회
          </ActionButton>
          <ActionButton
            icon={X}
            className={buttonSecondary}
            onClick={() => {
              setValues(empty);
              onApply(empty);
            }}
          >
            조건 지우기
          </ActionButton>
        </div>
      </form>
    </details>
  );
}
