// keywords/v3 inline edits: name, status, categories and synonyms, each saved on its own as soon as it changes.
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { KEYWORD_NAME_MAX } from '../../../../shared/constants/admin-keywords.ts';
import { useAdminCategoryTree } from '../../../api/admin-categories.ts';
import { useUpdateKeyword, type AdminKeyword } from '../../../api/admin-keywords.ts';
import type { AdminKeywordUpdateBody } from '../../../../shared/api/admin-keywords.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { notify } from '../../components/notices.ts';
import { categoryOptions } from './keyword-ui.ts';
import { SynonymsInput } from './SynonymsInput.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';

export function KeywordInlineEdits({ keyword }: { keyword: AdminKeyword }) {
  const update = useUpdateKeyword();
  const tree = useAdminCategoryTree();
  const nameId = useId();
  const addId = useId();
  const [name, setName] = useState(keyword.keyword);
  const [adding, setAdding] = useState('');
  useEffect(() => setName(keyword.keyword), [keyword.keyword]);

  const save = (body: AdminKeywordUpdateBody, done: string) =>
    update.mutate(
      { id: keyword.id, body },
      {
        onSuccess: () => notify('success', done),
        onError: (error) => notify('error', error instanceof Error ? error.message : '저장하지 못했습니다.'),
      },
    );
  const categoryIds = keyword.categories.map((c) => c.id);
  const addable = categoryOptions(tree.data ?? []).filter((o) => !categoryIds.includes(Number(o.value)));
  const active = keyword.status === 'active';

  return (
    <section
      aria-labelledby="inline-edit-title"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4"
      aria-busy={update.isPending}
    >
      <h3 id="inline-edit-title" className="font-bold">
        바로 고치기
      </h3>
      <form
        className="flex flex-col gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && name.trim() !== keyword.keyword) save({ keyword: name.trim() }, `이름을 '${name.trim()}'(으)로 바꿨습니다.`);
        }}
      >
        <label htmlFor={nameId} className="font-semibold">
          이름
        </label>
        <div className="flex gap-2">
          <input id={nameId} value={name} maxLength={KEYWORD_NAME_MAX} onChange={(e) => setName(e.target.value)} className={fieldClass} />
          <button
            type="submit"
            className={`${buttonSecondary} shrink-0`}
            disabled={update.isPending || !name.trim() || name.trim() === keyword.keyword}
          >
            저장
          </button>
        </div>
      </form>
      <div className="flex flex-col gap-1">
        <span className="font-semibold">상태</span>
        <div className="flex flex-wrap items-center gap-3">
          <span>{active ? '사용 중 (공개 사이트에 보임)' : '사용 안 함 (공개 사이트에 안 보임)'}</span>
          <button
            type="button"
            className={buttonSecondary}
            disabled={update.isPending}
            onClick={() =>
              save({ status: active ? 'inactive' : 'active' }, active ? '키워드를 사용 안 함으로 바꿨습니다.' : '키워드를 다시 사용합니다.')
            }
          >
            {active ? '사용 안 함으로 바꾸기' : '사용으로 바꾸기'}
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <span className="font-semibold">분류</span>
        {keyword.categories.length === 0 ? (
          <p className="text-muted">연결된 분류가 없습니다.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="연결된 분류">
            {keyword.categories.map((category) => (
              <li
                key={category.id}
                className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 py-1 pl-3 pr-1 text-sm"
              >
                {category.name}
                <ActionButton
                  icon={X}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-surface"
                  disabled={update.isPending}
                  onClick={() =>
                    save({ categoryIds: categoryIds.filter((id) => id !== category.id) }, `'${category.name}' 분류에서 뺐습니다.`)
                  }
                  aria-label={`${category.name} 분류에서 빼기`}
                ></ActionButton>
              </li>
            ))}
          </ul>
        )}
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!adding) return;
            const label = addable.find((o) => o.value === adding)?.label.replace(/^[\s·]+|\s\(하위 분류 포함\)$/gu, '') ?? '';
            save({ categoryIds: [...categoryIds, Number(adding)] }, `'${label}' 분류에 넣었습니다.`);
            setAdding('');
          }}
        >
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={addId} className="text-sm font-semibold text-muted">
              분류 더하기
            </label>
            <select id={addId} value={adding} onChange={(e) => setAdding(e.target.value)} className={fieldClass}>
              <option value="">분류 고르기</option>
              {addable.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label.replace(' (하위 분류 포함)', '')}
                </option>
              ))}
            </select>
          </div>
          <ActionButton icon={Plus} type="submit" className={buttonSecondary} disabled={!adding || update.isPending}>
            넣기
          </ActionButton>
        </form>
      </div>
      <SynonymsInput
        key={keyword.synonyms.join('|')}
        value={keyword.synonyms}
        onChange={(synonyms) => save({ synonyms }, '검색 동의어를 저장했습니다.')}
      />
    </section>
  );
}
