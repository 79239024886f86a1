// The keyword fields shared by "새 키워드" and "키워드 고치기": name, address (slug), status, categories, synonyms.
// A refusal from the server is shown under the field it names, and that field gets focus.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  KEYWORD_NAME_MAX,
  KEYWORD_SLUG_MAX,
  KEYWORD_STATUS_LABELS,
  KEYWORD_STATUSES,
  type KeywordStatus,
} from '../../../../shared/constants/admin-keywords.ts';
import { slugify } from '../../../../shared/format/slug.ts';
import { ApiRequestError } from '../../../api/transport.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { CategoryChecklist } from './CategoryChecklist.tsx';
import { SynonymsInput } from './SynonymsInput.tsx';
import { SubmitButton } from '../../components/ActionButton.tsx';

export interface KeywordFormValues {
  keyword: string;
  slug: string;
  status: KeywordStatus;
  categoryIds: number[];
  synonyms: string[];
}

interface KeywordFormProps {
  mode: 'create' | 'edit';
  initial: KeywordFormValues;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  /** `slugEdited`: false while the address still follows the name (create), so the server may add -2. */
  onSubmit: (values: KeywordFormValues, slugEdited: boolean) => void;
  onCancel?: () => void;
  testId?: string;
}

const FIELDS = ['keyword', 'slug', 'status', 'categoryIds', 'synonyms'] as const;

export function KeywordForm({ mode, initial, busy, error, submitLabel, onSubmit, onCancel, testId }: KeywordFormProps) {
  const ids = { keyword: useId(), slug: useId(), slugHint: useId(), error: useId(), general: useId() };
  const [values, setValues] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(mode === 'edit');
  const refs = { keyword: useRef<HTMLInputElement>(null), slug: useRef<HTMLInputElement>(null) };
  const generalRef = useRef<HTMLParagraphElement>(null);
  const set = <K extends keyof KeywordFormValues>(key: K, value: KeywordFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const slug = slugEdited ? values.slug : slugify(values.keyword);

  const apiError = error instanceof ApiRequestError ? error : null;
  const field = apiError?.field && (FIELDS as readonly string[]).includes(apiError.field) ? apiError.field : null;
  const message = error ? (error instanceof Error ? error.message : '저장하지 못했습니다.') : null;
  useEffect(() => {
    if (!message) return;
    if (field === 'keyword' || field === 'slug') refs[field].current?.focus();
    else generalRef.current?.focus();
  }, [error]); // focus once per refusal (refs and field follow error)

  const fieldError = (name: string): ReactNode =>
    field === name ? (
      <p id={ids.error} className="text-sm font-semibold text-accent" data-testid={`field-error-${name}`}>
        {message}
      </p>
    ) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...values, slug }, slugEdited);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid={testId}>
      {message && !field && (
        <p ref={generalRef} tabIndex={-1} role="alert" className="rounded-lg border border-accent-strong p-3 font-semibold text-accent">
          {message}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.keyword} className="font-semibold">
          키워드 이름
        </label>
        <input
          id={ids.keyword}
          ref={refs.keyword}
          value={values.keyword}
          required
          maxLength={KEYWORD_NAME_MAX}
          onChange={(e) => set('keyword', e.target.value)}
          aria-invalid={field === 'keyword' || undefined}
          aria-describedby={field === 'keyword' ? ids.error : undefined}
          className={fieldClass}
          placeholder="예: 소화기 사용법"
        />
        {fieldError('keyword')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.slug} className="font-semibold">
          공개 주소 (슬러그)
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted" aria-hidden="true">
            /view/
          </span>
          <input
            id={ids.slug}
            ref={refs.slug}
            value={slug}
            maxLength={KEYWORD_SLUG_MAX}
            onChange={(e) => {
              setSlugEdited(true);
              set('slug', e.target.value);
            }}
            aria-invalid={field === 'slug' || undefined}
            aria-describedby={field === 'slug' ? `${ids.slugHint} ${ids.error}` : ids.slugHint}
            className={`${fieldClass} min-w-0 flex-1`}
            data-testid="slug-input"
          />
          {mode === 'create' && slugEdited && (
            <button type="button" className={buttonSecondary} onClick={() => setSlugEdited(false)}>
              이름에서 다시 만들기
            </button>
          )}
        </div>
        <p id={ids.slugHint} className="text-sm text-muted">
          {mode === 'create'
            ? slugEdited
              ? '직접 정한 주소입니다. 한글·영문 소문자·숫자와 하이픈(-)을 쓸 수 있습니다.'
              : '이름을 입력하면 주소가 저절로 만들어집니다. 이미 쓰이는 주소면 뒤에 -2 같은 번호가 붙습니다. 고쳐 써도 됩니다.'
            : `주소를 바꿔도 예전 주소(/view/${initial.slug})는 새 주소로 이어지므로, 이미 공유된 링크도 계속 열립니다.`}
        </p>
        {fieldError('slug')}
      </div>
      <fieldset className="flex flex-col gap-1" aria-describedby={field === 'status' ? ids.error : undefined}>
        <legend className="mb-1 font-semibold">상태</legend>
        <div className="flex flex-wrap gap-4">
          {KEYWORD_STATUSES.map((status) => (
            <label key={status} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${ids.keyword}-status`}
                className="h-5 w-5 accent-accent-strong"
                checked={values.status === status}
                onChange={() => set('status', status)}
              />
              {KEYWORD_STATUS_LABELS[status]}
            </label>
          ))}
        </div>
        <p className="text-sm text-muted">사용하지 않는 키워드는 공개 사이트에 보이지 않습니다.</p>
        {fieldError('status')}
      </fieldset>
      <div>
        <CategoryChecklist
          value={values.categoryIds}
          onChange={(next) => set('categoryIds', next)}
          invalid={field === 'categoryIds'}
          describedBy={field === 'categoryIds' ? ids.error : undefined}
        />
        {fieldError('categoryIds')}
      </div>
      <SynonymsInput
        value={values.synonyms}
        onChange={(next) => set('synonyms', next)}
        error={field === 'synonyms' ? (message ?? undefined) : undefined}
      />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            취소
          </button>
        )}
        <SubmitButton busy={busy} busyLabel="저장하는 중...">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
