// Shared frame of the two logs: the admin paged list with a count line above the rows.
import type { ReactNode } from 'react';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { PagedList, withParticle, type PagedQuery } from '../../components/PagedList.tsx';

interface LogListProps {
  query: PagedQuery<unknown>;
  noun: string;
  hrefFor: (page: number) => string;
  children: ReactNode;
  testId: string;
}

export function LogList({ query, noun, hrefFor, children, testId }: LogListProps) {
  return (
    <PagedList
      query={query}
      noun={noun}
      empty={<EmptyState title={`조건에 맞는 ${withParticle(noun, '이', '가')} 없습니다`}>조건을 바꾸거나 지워 보세요.</EmptyState>}
      hrefFor={hrefFor}
      pageLabel={`${noun} 페이지`}
    >
      {(_, pagination) => (
        <>
          <p className="mb-3 text-sm text-muted" role="status">
            모두 {formatGroupedNumber(pagination.total)}건 · {pagination.page}/{Math.max(1, pagination.totalPages)}페이지
          </p>
          <ul className="flex flex-col gap-2" data-testid={testId}>
            {children}
          </ul>
        </>
      )}
    </PagedList>
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
