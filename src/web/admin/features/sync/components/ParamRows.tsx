// The API test page's query parameters as editable name/value rows (add, remove), labelled per row.
import { Plus, X } from 'lucide-react';
import { fieldClass } from '../../../../components/ui/Field.tsx';
import { monoFont, smallButton } from './form-styles.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';

export interface ParamRow {
  id: number;
  name: string;
  value: string;
}

let nextRowId = 1;
export const newRow = (name = '', value = ''): ParamRow => ({ id: nextRowId++, name, value });

export function ParamRows({ rows, onChange }: { rows: ParamRow[]; onChange: (rows: ParamRow[]) => void }) {
  const edit = (id: number, change: Partial<ParamRow>) => onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <fieldset className="flex flex-col gap-2" data-testid="param-rows">
      <legend className="mb-1 font-semibold">
        매개변수 <span className="font-normal text-muted">(key는 서버가 넣습니다)</span>
      </legend>
      <div aria-hidden="true" className="hidden grid-cols-[minmax(0,9rem)_minmax(0,1fr)_2.75rem] gap-2 text-sm text-muted sm:grid">
        <span>이름</span>
        <span>값</span>
      </div>
      {rows.map((row, index) => (
        <div
          key={row.id}
          className="grid grid-flow-dense grid-cols-[minmax(0,1fr)_2.75rem] gap-2 rounded-lg border border-line p-2 sm:grid-cols-[minmax(0,9rem)_minmax(0,1fr)_2.75rem] sm:border-0 sm:p-0"
          data-testid="param-row"
        >
          <input
            aria-label={`매개변수 ${index + 1} 이름`}
            value={row.name}
            onChange={(e) => edit(row.id, { name: e.target.value })}
            className={`${fieldClass} ${monoFont}`}
            autoComplete="off"
            spellCheck={false}
            placeholder="이름"
          />
          <input
            aria-label={`매개변수 ${index + 1} 값`}
            value={row.value}
            onChange={(e) => edit(row.id, { value: e.target.value })}
            className={`${fieldClass} col-span-2 sm:col-span-1 ${monoFont}`}
            autoComplete="off"
            spellCheck={false}
            placeholder="값"
          />
          <ActionButton
            icon={X}
            iconClassName="h-5 w-5"
            className="flex h-11 w-11 items-center justify-center rounded-lg border border-line bg-surface hover:bg-surface-2"
            onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
            aria-label={`매개변수 ${index + 1} (${row.name || '이름 없음'}) 지우기`}
          ></ActionButton>
        </div>
      ))}
      <div>
        <ActionButton icon={Plus} className={smallButton} onClick={() => onChange([...rows, newRow()])}>
          매개변수 추가
        </ActionButton>
      </div>
    </fieldset>
  );
}

const NAME = /^[A-Za-z][A-Za-z0-9]{0,40}$/;

/** Rows → params, or the first problem in Korean. Rows with neither name nor value are skipped. */
export function rowsToParams(rows: readonly ParamRow[]): { params: Record<string, string> } | { problem: string } {
  const params: Record<string, string> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (!name && !row.value.trim()) continue;
    if (!NAME.test(name)) return { problem: `매개변수 이름 '${name}'이(가) 올바르지 않습니다 (영문으로 시작하는 영문·숫자).` };
    if (name === 'key') return { problem: 'key는 서버가 넣습니다. 지워 주세요.' };
    if (name in params) return { problem: `매개변수 '${name}'이(가) 두 번 있습니다.` };
    params[name] = row.value.trim();
  }
  return { params };
}
