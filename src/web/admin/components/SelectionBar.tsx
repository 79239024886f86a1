// Choosing rows of a list page for one action on all of them: "이 페이지 모두 고르기", how many are chosen, more ways to
// choose (every row that matches the filter, on the video lists) and the actions.
import type { ReactNode } from 'react';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { Checkbox } from './Checkbox.tsx';

interface SelectionBarProps {
  /** The group's name ('고른 영상 한꺼번에 처리'). */
  label: string;
  onPage: number;
  chosen: number;
  onChoosePage: (on: boolean) => void;
  /** Whether the page's box is ticked (default: every row of the page is chosen). */
  pageChosen?: boolean;
  /** Said instead of 'N개 고름'. */
  status?: string;
  /** More ways to choose, beside the count. */
  more?: ReactNode;
  children: ReactNode;
}

export function SelectionBar({ label, onPage, chosen, onChoosePage, pageChosen, status, more, children }: SelectionBarProps) {
  return (
    <div
      className="mb-4 flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-3"
      role="group"
      aria-label={label}
      data-testid="selection-bar"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Checkbox
          label="이 페이지 모두 고르기"
          className="font-semibold"
          checked={pageChosen ?? (onPage > 0 && chosen === onPage)}
          onChange={onChoosePage}
        />
        <span role="status" className="text-muted" data-testid="selection-count">
          {status ?? `${formatGroupedNumber(chosen)}개 고름`}
        </span>
        {more}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
