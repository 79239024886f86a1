// Shared frame of the two logs: count, loading/error/empty states, the rows and page links.
import type { ReactNode } from 'react';
import type { Pagination as PageInfo } from '../../../../shared/api/common.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';

interface LogListProps {
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { data: unknown[]; pagination: PageInfo } | undefined;
  };
  noun: string;
  hrefFor: (page: number) => string;
  children: ReactNode;
  testId: string;
}

/** Korean particle after a word: 을/를, 이/가 by whether its last syllable has a final consonant. */
export function withParticle(word: string, withFinal: string, withoutFinal: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return `${word}${code >= 0 && code < 11172 && code % 28 !== 0 ? withFinal : withoutFinal}`;
}

export function LogList({ query, noun, hrefFor, children, testId }: LogListProps) {
  const object = withParticle(noun, '을', '를');
  if (query.isPending) return <Spinner label={`${object} 불러오는 중...`} />;
  if (query.isError || !query.data)
    return <ErrorState message={`${object} 불러오지 못했습니다`} detail={errorDetail(query.error)} onRetry={() => query.refetch()} />;
  const { pagination, data } = query.data;
  if (!data.length)
    return <EmptyState title={`조건에 맞는 ${withParticle(noun, '이', '가')} 없습니다`}>조건을 바꾸거나 지워 보세요.</EmptyState>;
  return (
    <div aria-busy={query.isFetching}>
      <p className="mb-3 text-sm text-muted" role="status">
        모두 {formatGroupedNumber(pagination.total)}건 · {pagination.page}/{Math.max(1, pagination.totalPages)}페이지
      </p>
      <ul className="flex flex-col gap-2" data-testid={testId}>
        {children}
      </ul>
      <Pagination page={pagination.page} totalPages={pagination.totalPages} hrefFor={hrefFor} label={`${noun} 페이지`} />
    </div>
  );
}

/** Raw details for the curious (JSON, never HTML). */
export function Details({ summary, value }: { summary: string; value: unknown }) {
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">{summary}</summary>
      <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-surface-2 p-3 text-muted">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}
