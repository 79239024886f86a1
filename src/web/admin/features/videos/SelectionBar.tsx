// Choosing videos for a bulk action: this page, or every match of the filter (one bulk call holds 500).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VIDEO_BULK_MAX } from '../../../../shared/constants/admin-videos.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { canChooseAllMatches } from './videos-params.ts';

interface SelectionBarProps {
  onPage: number;
  chosen: number;
  allMatching: boolean;
  total: number;
  lowerBound: boolean;
  onChoosePage: (on: boolean) => void;
  onChooseAllMatching: (on: boolean) => void;
  children: ReactNode;
}

export function SelectionBar({
  onPage,
  chosen,
  allMatching,
  total,
  lowerBound,
  onChoosePage,
  onChooseAllMatching,
  children,
}: SelectionBarProps) {
  const pageChosen = onPage > 0 && (allMatching || chosen === onPage);
  const more = total > onPage || lowerBound;
  return (
    <div
      className="mb-4 flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-3"
      role="group"
      aria-label="고른 영상 한꺼번에 처리"
      data-testid="selection-bar"
    >
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="h-6 w-6 accent-accent-strong"
            checked={pageChosen}
            onChange={(e) => onChoosePage(e.target.checked)}
          />
          이 페이지 모두 고르기
        </label>
        <span role="status" className="text-muted" data-testid="selection-count">
          {allMatching ? `조건에 맞는 ${formatGroupedNumber(total)}개 모두 고름` : `${formatGroupedNumber(chosen)}개 고름`}
        </span>
        {pageChosen && more && canChooseAllMatches(total, lowerBound) && !allMatching && (
          <button type="button" className={buttonSecondary} onClick={() => onChooseAllMatching(true)}>
            조건에 맞는 {formatGroupedNumber(total)}개 모두 고르기
          </button>
        )}
        {allMatching && (
          <button type="button" className={buttonSecondary} onClick={() => onChooseAllMatching(false)}>
            이 페이지만 고르기
          </button>
        )}
        {pageChosen && more && !canChooseAllMatches(total, lowerBound) && (
          <span className="text-sm text-muted">
            {`조건에 맞는 영상이 ${formatGroupedNumber(VIDEO_BULK_MAX)}개보다 많아 한 번에 고를 수 없습니다. 조건을 좁히거나 `}
            <Link to={`${ADMIN_BASE}/workflow`} className="font-semibold underline">
              일괄 작업 마법사
            </Link>
            를 쓰세요.
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
