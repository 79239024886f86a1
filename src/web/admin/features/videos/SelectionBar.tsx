// Choosing videos for a bulk action: this page, or every match of the filter (one bulk call holds 500).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VIDEO_BULK_MAX } from '../../../../shared/constants/admin-videos.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { SelectionBar } from '../../components/SelectionBar.tsx';
import { canChooseAllMatches } from './videos-params.ts';

interface VideoSelectionBarProps {
  onPage: number;
  chosen: number;
  allMatching: boolean;
  total: number;
  lowerBound: boolean;
  onChoosePage: (on: boolean) => void;
  onChooseAllMatching: (on: boolean) => void;
  children: ReactNode;
}

export function VideoSelectionBar({
  onPage,
  chosen,
  allMatching,
  total,
  lowerBound,
  onChoosePage,
  onChooseAllMatching,
  children,
}: VideoSelectionBarProps) {
  const pageChosen = onPage > 0 && (allMatching || chosen === onPage);
  const more = total > onPage || lowerBound;
  return (
    <SelectionBar
      label="고른 영상 한꺼번에 처리"
      onPage={onPage}
      chosen={chosen}
      onChoosePage={onChoosePage}
      pageChosen={pageChosen}
      status={allMatching ? `조건에 맞는 ${formatGroupedNumber(total)}개 모두 고름` : undefined}
      more={
        <>
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
        </>
      }
    >
      {children}
    </SelectionBar>
  );
}
