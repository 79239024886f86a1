// Related keywords, fetched when the section scrolls into view (R-KEYWORD-05).
import { Link } from 'react-router';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ErrorState } from '../../components/ui/StateMessages.tsx';
import { useInViewOnce } from '../../lib/hooks.ts';
import { useRelatedKeywords } from '../../api/keywords.ts';

export function RelatedKeywords({ slug }: { slug: string }) {
  const [ref, seen] = useInViewOnce<HTMLElement>();
  const query = useRelatedKeywords(slug, seen);
  return (
    <section ref={ref} aria-labelledby="related-heading" className="min-h-32" data-testid="related-keywords">
      <h2 id="related-heading" className="mb-3 text-xl font-bold">
        관련 키워드
      </h2>
      {!seen || query.isPending ? (
        <Spinner size="sm" label="관련 키워드를 불러오는 중..." />
      ) : query.isError ? (
        <ErrorState message="관련 키워드를 불러오지 못했습니다" onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-muted">관련 키워드가 없습니다.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {query.data.map((keyword) => (
            <li key={keyword.id}>
              <Link
                to={`/view/${encodeURIComponent(keyword.slug)}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-accent hover:text-accent"
              >
                #{keyword.keyword}
                <span className="text-muted">{formatGroupedNumber(keyword.total_videos)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
