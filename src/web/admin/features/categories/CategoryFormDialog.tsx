// Creating or editing a category: name, public address (slug), description and its parent (two levels at most).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, CATEGORY_SLUG_MAX } from '../../../../shared/constants/admin-categories.ts';
import { useCreateCategory, useUpdateCategory, type AdminCategory, type AdminCategoryNode } from '../../../api/admin-categories.ts';
import { ApiRequestError } from '../../../api/transport.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { notify } from '../../components/notices.ts';
import { SubmitButton } from '../../components/ActionButton.tsx';

export type CategoryFormTarget =
  { mode: 'create'; parentId: number | null } | { mode: 'edit'; category: AdminCategory; childCount: number };

interface CategoryFormDialogProps {
  target: CategoryFormTarget | null;
  tree: readonly AdminCategoryNode[];
  onClose: () => void;
}

export function CategoryFormDialog({ target, tree, onClose }: CategoryFormDialogProps) {
  return (
    <ModalDialog
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? `분류 고치기: ${target.category.name}` : '새 분류'}
      size="lg"
      testId="category-form-dialog"
    >
      {target && (
        <>
          <CategoryForm key={target.mode === 'edit' ? target.category.id : 'new'} target={target} tree={tree} onClose={onClose} />
        </>
      )}
    </ModalDialog>
  );
}

function CategoryForm({ target, tree, onClose }: { target: CategoryFormTarget; tree: readonly AdminCategoryNode[]; onClose: () => void }) {
  const ids = { name: useId(), slug: useId(), slugHint: useId(), description: useId(), parent: useId(), error: useId() };
  const editing = target.mode === 'edit' ? target.category : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [slug, setSlug] = useState(editing?.slug ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [parent, setParent] = useState(String(target.mode === 'edit' ? (editing!.parent_id ?? '') : (target.parentId ?? '')));
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const write = editing ? update : create;
  const error = write.error;
  const field = error instanceof ApiRequestError ? error.field : undefined;
  const refs = { name: useRef<HTMLInputElement>(null), slug: useRef<HTMLInputElement>(null), parentId: useRef<HTMLSelectElement>(null) };
  useEffect(() => {
    if (field === 'name' || field === 'slug' || field === 'parentId') refs[field].current?.focus();
  }, [error]); // focus the field a refusal names, once per refusal

  const lockedParent = target.mode === 'edit' && target.childCount > 0;
  const parents = tree.filter((top) => top.id !== editing?.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parentId = parent ? Number(parent) : null;
    const done = (saved: AdminCategory) => {
      notify('success', `'${saved.name}' 분류를 ${editing ? '저장했습니다' : '만들었습니다'}. 공개 주소: /categories/…/${saved.slug}`);
      onClose();
    };
    if (editing) {
      update.mutate(
        {
          id: editing.id,
          body: { name, description, ...(slug.trim() !== editing.slug ? { slug } : {}), ...(lockedParent ? {} : { parentId }) },
        },
        { onSuccess: done },
      );
    } else {
      create.mutate({ name, description, parentId, ...(slug.trim() ? { slug } : {}) }, { onSuccess: done });
    }
  };
  const errorText = (name: string) =>
    field === name ? (
      <p id={ids.error} className="text-sm font-semibold text-accent">
        {error!.message}
      </p>
    ) : null;
  const described = (name: string, hint?: string) => [hint, field === name ? ids.error : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error && !['name', 'slug', 'parentId', 'description'].includes(field ?? '') && (
        <p role="alert" className="rounded-lg border border-accent-strong p-3 font-semibold text-accent">
          {error.message}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.name} className="font-semibold">
          이름
        </label>
        <input
          id={ids.name}
          ref={refs.name}
          value={name}
          maxLength={CATEGORY_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={field === 'name' || undefined}
          aria-describedby={described('name')}
          className={fieldClass}
          placeholder="예: 전기 안전"
        />
        {errorText('name')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.slug} className="font-semibold">
          {editing ? '공개 주소 (슬러그)' : '공개 주소 (슬러그, 선택)'}
        </label>
        <input
          id={ids.slug}
          ref={refs.slug}
          value={slug}
          maxLength={CATEGORY_SLUG_MAX}
          onChange={(e) => setSlug(e.target.value)}
          aria-invalid={field === 'slug' || undefined}
          aria-describedby={described('slug', ids.slugHint)}
          className={fieldClass}
          placeholder="예: electric-safety"
          data-testid="category-slug"
        />
        <p id={ids.slugHint} className="text-sm text-muted">
          {editing
            ? '영문 소문자·숫자·하이픈(-)만 씁니다. 주소를 바꾸면 예전 분류 주소는 더 이상 열리지 않습니다.'
            : '영문 소문자·숫자·하이픈(-)만 씁니다. 비워 두면 영문 이름은 이름에서, 한글 이름은 category-번호로 만듭니다.'}
        </p>
        {errorText('slug')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.parent} className="font-semibold">
          상위 분류
        </label>
        <select
          id={ids.parent}
          ref={refs.parentId}
          value={parent}
          disabled={lockedParent}
          onChange={(e) => setParent(e.target.value)}
          aria-invalid={field === 'parentId' || undefined}
          aria-describedby={described('parentId', lockedParent ? `${ids.parent}-locked` : undefined)}
          className={fieldClass}
        >
          <option value="">없음 (맨 위 단계)</option>
          {parents.map((top) => (
            <option key={top.id} value={top.id}>
              {top.name}
            </option>
          ))}
        </select>
        {lockedParent && (
          <p id={`${ids.parent}-locked`} className="text-sm text-muted">
            하위 분류가 있는 분류는 다른 분류 아래로 옮길 수 없습니다 (분류는 두 단계까지).
          </p>
        )}
        {errorText('parentId')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.description} className="font-semibold">
          설명 (선택)
        </label>
        <textarea
          id={ids.description}
          value={description}
          maxLength={CATEGORY_DESCRIPTION_MAX}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
          aria-describedby={described('description')}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg"
        />
        {errorText('description')}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onClose}>
          취소
        </button>
        <SubmitButton busy={write.isPending} busyLabel="저장하는 중...">
          {editing ? '저장' : '분류 만들기'}
        </SubmitButton>
      </div>
    </form>
  );
}
