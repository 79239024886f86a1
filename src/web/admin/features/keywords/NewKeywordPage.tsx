// /119sys-ctrl/keywords/new: a keyword with its address made from the Korean name as you type (editable),
// categories, synonyms and status; afterwards it offers the public page and the keyword's detail screen.
import { CheckCircle2, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCreateKeyword, type AdminKeyword } from '../../../api/admin-keywords.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { KeywordForm, type KeywordFormValues } from './KeywordForm.tsx';

const EMPTY: KeywordFormValues = { keyword: '', slug: '', status: 'active', categoryIds: [], synonyms: [] };

function Created({ keyword, onAnother }: { keyword: AdminKeyword; onAnother: () => void }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6"
      aria-labelledby="created-title"
      data-testid="keyword-created"
    >
      <h2 id="created-title" ref={ref} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-accent" />
        {`'${keyword.keyword}' 키워드를 만들었습니다`}
      </h2>
      <p className="text-muted">
        {`공개 주소는 /view/${keyword.slug} 입니다.`}
        {keyword.status === 'active'
          ? ' 지금 바로 공개 사이트에서 볼 수 있습니다.'
          : ' 상태가 "사용 안 함"이라 공개 사이트에는 보이지 않습니다.'}
        {keyword.categories.length > 0 && ` 분류: ${keyword.categories.map((c) => c.name).join(', ')}.`}
      </p>
      <div className="flex flex-wrap gap-3">
        {keyword.status === 'active' && (
          <a href={`/view/${encodeURIComponent(keyword.slug)}`} target="_blank" rel="noreferrer" className={buttonPrimary}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            공개 페이지 열기<span className="sr-only"> (새 창)</span>
          </a>
        )}
        <Link to={`${ADMIN_BASE}/keywords/v3?id=${keyword.id}`} className={buttonSecondary}>
          자세히 보기
        </Link>
        <button type="button" className={buttonSecondary} onClick={onAnother}>
          키워드 하나 더 만들기
        </button>
        <Link to={`${ADMIN_BASE}/keywords`} className={buttonSecondary}>
          키워드 목록으로
        </Link>
      </div>
    </section>
  );
}

export function Component() {
  const create = useCreateKeyword();
  const [created, setCreated] = useState<AdminKeyword | null>(null);
  const [round, setRound] = useState(0);
  const submit = (values: KeywordFormValues, slugEdited: boolean) =>
    create.mutate(
      {
        keyword: values.keyword,
        status: values.status,
        categoryIds: values.categoryIds,
        synonyms: values.synonyms,
        ...(slugEdited ? { slug: values.slug } : {}),
      },
      { onSuccess: setCreated },
    );
  return (
    <>
      <PageHeader
        title="새 키워드"
        description="키워드를 만들고 분류에 연결합니다. 공개 주소는 이름에서 저절로 만들어지며, 고쳐 쓸 수 있습니다."
      />
      <div className="max-w-3xl">
        {created ? (
          <Created
            keyword={created}
            onAnother={() => {
              create.reset();
              setCreated(null);
              setRound((n) => n + 1);
            }}
          />
        ) : (
          <div className="rounded-2xl border border-line bg-surface p-4 md:p-6">
            <KeywordForm
              key={round}
              mode="create"
              initial={EMPTY}
              busy={create.isPending}
              error={create.error}
              submitLabel="키워드 만들기"
              onSubmit={submit}
              testId="new-keyword-form"
            />
          </div>
        )}
      </div>
    </>
  );
}

export default Component;
