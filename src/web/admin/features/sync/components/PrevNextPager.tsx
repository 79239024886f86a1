// Previous/next paging for lists kept in component state (job list, a job's items).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { smallButton } from './form-styles.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';

interface PrevNextPagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
  className?: string;
}

export function PrevNextPager({ page, totalPages, onPage, label, className = 'mt-2' }: PrevNextPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={`${className} flex items-center justify-end gap-2`}>
      <ActionButton icon={ChevronLeft} className={smallButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        이전
      </ActionButton>
      <span className="text-sm tabular-nums">
        {page} / {totalPages}
      </span>
      <button type="button" className={smallButton} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        다음
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
