// One page of an admin list with its states: loading, failed (with a retry), empty, then an optional heading that
// takes focus after a page change, the rows and the page links (so a page can be shared or reloaded).
import type { ReactNode, Ref } from 'react';
import type { Pagination as PageInfo } from '../../../shared/api/common.ts';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';

/** What PagedList reads of a list query (a TanStack Query result of a paged answer). */
export interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { data: T[]; pagination: PageInfo } | undefined;
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** What is listed, for the loading and error lines: '영상 목록' → '영상 목록을 불러오는 중...'. */
  noun: string;
  /** A loading line other than '… 불러오는 중...'. */
  loadingLabel?: string;
  /** Shown in place of the rows when the page has none. */
  empty: ReactNode;
  /** The list's heading (a count, say); with it the list is a section named by the heading. */
  heading?: {
    id: string;
    text: (pagination: PageInfo) => ReactNode;
    ref?: Ref<HTMLHeadingElement> | undefined;
    testId?: string;
    /** Keep the heading (and what `children` puts above the rows) on an empty page. */
    keepWhenEmpty?: boolean;
  };
  /** Shown under the heading whether or not the page has rows (totals, say). */
  intro?: ReactNode;
  /** A write under way: the list is marked busy as while it reloads. */
  busy?: boolean;
  hrefFor: (page: number) => string;
  /** The page links' figures when they are not the answer's own (a count that is only a lower bound, say). */
  pages?: { page: number; totalPages: number };
  /** The page links' name ('영상 목록 페이지'). */
  pageLabel: string;
  className?: string;
  /** The rows (and anything between the heading and them); `empty` stands in when there are none. */
  children: (rows: T[], pagination: PageInfo) => ReactNode;
}

/** Korean particle after a word: 을/를, 이/가 by whether its last syllable has a final consonant. */
export function withParticle(word: string, withFinal: string, withoutFinal: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return `${word}${code >= 0 && code < 11172 && code % 28 !== 0 ? withFinal : withoutFinal}`;
}

export function PagedList<T>(props: PagedListProps<T>) {
  const { query, noun, loadingLabel, empty, heading, intro, busy = false, hrefFor, pages, pageLabel, className, children } = props;
  const object = withParticle(noun, '을', '를');
  if (query.isPending) return <Spinner label={loadingLabel ?? `${object} 불러오는 중...`} />;
  if (query.isError || !query.data)
    return <ErrorState message={`${object} 불러오지 못했습니다`} detail={errorDetail(query.error)} onRetry={() => query.refetch()} />;
  const { data: rows, pagination } = query.data;
  const links = pages ?? pagination;
  if (!rows.length && !heading?.keepWhenEmpty) return <>{empty}</>;
  const body = (
    <>
      {intro}
      {rows.length ? children(rows, pagination) : empty}
      <Pagination page={links.page} totalPages={links.totalPages} hrefFor={hrefFor} label={pageLabel} />
    </>
  );
  if (!heading)
    return (
      <div aria-busy={query.isFetching || busy} className={className}>
        {body}
      </div>
    );
  return (
    <section aria-labelledby={heading.id} aria-busy={query.isFetching || busy} className={className}>
      <h2 id={heading.id} ref={heading.ref} tabIndex={-1} className="mb-3 text-lg font-bold" data-testid={heading.testId}>
        {heading.text(pagination)}
      </h2>
      {body}
    </section>
  );
}
