// Choosing a keyword's categories: the two-level tree as labelled checkboxes (a parent and its sub-categories).
import { useAdminCategoryTree } from '../../../api/admin-categories.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';

interface CategoryChecklistProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

export function CategoryChecklist({ value, onChange, invalid, describedBy }: CategoryChecklistProps) {
  const tree = useAdminCategoryTree();
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  const box = (id: number, name: string, strong: boolean) => (
    <label className={`flex min-h-11 items-center gap-2 ${strong ? 'font-semibold' : ''}`}>
      <input
        type="checkbox"
        className="h-5 w-5 shrink-0 accent-accent-strong"
        checked={chosen.has(id)}
        onChange={(e) => toggle(id, e.target.checked)}
      />
      {name}
    </label>
  );
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-testid="category-checklist"
    >
      <legend className="mb-1 font-semibold">분류</legend>
      {tree.isPending ? (
        <Spinner label="분류를 불러오는 중..." />
      ) : tree.isError ? (
        <p role="alert">분류를 불러오지 못했습니다.</p>
      ) : (
        <div className="grid max-h-72 gap-x-6 overflow-auto rounded-lg border border-line p-3 sm:grid-cols-2">
          {tree.data.map((top) => (
            <div key={top.id} className="flex flex-col" role="group" aria-label={top.name}>
              {box(top.id, top.name, true)}
              <div className="ml-7 flex flex-col">
                {top.children.map((child) => (
                  <div key={child.id}>{box(child.id, child.name, false)}</div>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
      <p className="text-sm text-muted">{value.length ? `${value.length}개 고름` : '고른 분류가 없습니다.'}</p>
    </fieldset>
  );
}
