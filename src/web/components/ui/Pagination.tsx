// Numbered pagination (R-SEARCH-06: five page numbers shown) as links, so pages are shareable.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}

export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

export function Pagination({ page, totalPages, hrefFor, label = '페이지 이동' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const item = 'flex h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-base font-semibold';
  const idle = `${item} border-line bg-surface hover:bg-surface-2`;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={idle} aria-label="이전 페이지">
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </Link>
      ) : null}
      {pageWindow(page, totalPages).map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${item} border-accent-strong bg-accent-strong text-white`}>
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefFor(n)} className={idle} aria-label={`${n}페이지`}>
            {n}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={idle} aria-label="다음 페이지">
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      ) : null}
    </nav>
  );
}
