// A filter form whose values go to the URL on submit (so a filtered page can be shared or reloaded).
import { Search, X } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';

interface FilterFormProps<K extends string> {
  label: string;
  initial: Record<K, string>;
  onApply: (values: Record<K, string>) => void;
  children: (values: Record<K, string>, set: (key: K, value: string) => void) => ReactNode;
}

export function FilterForm<K extends string>({ label, initial, onApply, children }: FilterFormProps<K>) {
  const [values, setValues] = useState(initial);
  const key = JSON.stringify(initial);
  useEffect(() => setValues(JSON.parse(key) as Record<K, string>), [key]); // back/forward changes the URL
  const set = (name: K, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const empty = Object.fromEntries(Object.keys(values).map((name) => [name, ''])) as Record<K, string>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="mb-5 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{children(values, set)}</div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonPrimary}>
          <Search aria-hidden="true" className="h-4 w-4" />
          조회
        </button>
        <button type="button" className={buttonSecondary} onClick={() => { setValues(empty); onApply(empty); }}>
          <X aria-hidden="true" className="h-4 w-4" />
          조건 지우기
        </button>
      </div>
    </form>
  );
}
