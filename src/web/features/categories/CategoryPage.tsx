// /categories/:parentSlug(/:slug): a category's sub-categories and keywords (breadcrumb targets).
import { Link, useParams } from 'react-router';
import { formatGroupedNumber, formatKoreanNumber } from '../../../shared/format/index.ts';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { buttonPrimary } from '../../components/ui/buttons.ts';
import { useCategory } from '../../api/categories.ts';
import { isNotFound } from '../../api/transport.ts';
import { readInt } from '../../../shared/url/url-params.ts';
import { Breadcrumb } from '../../components/ui/Breadcrumb.tsx';
import { useUrlState } from '../../lib/url-state.ts';

const PAGE_SIZE = 24;

export function Component() {
  const { parentSlug = '', slug } = useParams();
  const [params] = useUrlState();
  const page = readInt(params, 'page', 1);
  const target = slug ?? parentSlug;
  const query = useCategory(target, page, PAGE_SIZE);

  if (query.isPending) return <Spinner label="분류를 불러오는 중..." className="py-24" />;
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        {isNotFound(query.error) ? (
          <>
            <title>분류를 찾을 수 없습니다 | 119 안전영상</title>
            <h1 className="text-2xl font-bold">분류를 찾을 수 없습니다</h1>
            <Link to="/keyword-network" className={buttonPrimary}>
              키워드 네트워크로
            </Link>
          </>
        ) : (
          <ErrorState message="분류를 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />
        )}
      </div>
    );
  }
  const { category, parent, children, keywords } = query.data.data;
  const crumbs = [{ label: '홈', href: '/' }, ...(parent ? [{ label: parent.name, href: `/categories/${parent.slug}` }] : [])];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <title>{`${category.name} | 119 안전영상`}</title>
      <Breadcrumb items={crumbs} current={category.name} />
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">{category.name}</h1>
        {category.description && <p className="mt-2 text-muted">{category.description}</p>}
      </header>
      {children.length > 0 && (
        <nav aria-label="하위 분류">
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  to={`/categories/${category.slug}/${child.slug}`}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-accent"
                >
                  {child.name} <span className="text-muted">{formatGroupedNumber(child.keyword_count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="category-keywords" className="flex flex-col gap-4">
        <h2 id="category-keywords" className="text-xl font-bold">
          키워드 {formatGroupedNumber(query.data.pagination.total)}개
        </h2>
        {keywords.length === 0 ? (
          <EmptyState title="이 분류에 키워드가 아직 없습니다" />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {keywords.map((keyword) => (
              <li key={keyword.id}>
                <Link
                  to={`/view/${encodeURIComponent(keyword.slug)}`}
                  className="flex h-full flex-col gap-1 rounded-xl border border-line bg-surface p-4 hover:border-accent"
                >
                  <span className="text-lg font-bold">{keyword.keyword}</span>
                  <span className="text-sm text-muted">
                    영상 {formatGroupedNumber(keyword.total_videos)}개 · 조회수 {formatKoreanNumber(keyword.total_views)}회
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          totalPages={query.data.pagination.totalPages}
          hrefFor={(n) => (n === 1 ? '?' : `?page=${n}`)}
          label="키워드 페이지"
        />
      </section>
    </div>
  );
}
