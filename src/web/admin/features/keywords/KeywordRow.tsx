// One keyword in the admin list: choose it, see its numbers and categories, open, edit or delete it.
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatGroupedNumber, formatKoreanDate, formatKoreanNumber } from '../../../../shared/format/index.ts';
import type { AdminKeyword } from '../../../api/admin-keywords.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { Checkbox } from '../../components/Checkbox.tsx';
import { KeywordStatusBadge } from '../../components/KeywordStatusBadge.tsx';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

interface KeywordRowProps {
  keyword: AdminKeyword;
  /** False for a role that only reads keywords: no checkbox, edit or delete. */
  canChange: boolean;
  selected: boolean;
  busy: boolean;
  onSelect: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function KeywordRow({ keyword, canChange, selected, busy, onSelect, onEdit, onDelete }: KeywordRowProps) {
  const figures = [
    ['영상', `${formatGroupedNumber(keyword.total_videos)}개`],
    ['조회수', formatKoreanNumber(keyword.total_views)],
    ['좋아요', formatKoreanNumber(keyword.total_likes)],
    ['만든 날', formatKoreanDate(keyword.created_at)],
  ] as const;
  return (
    <li
      className={`grid gap-3 rounded-xl border border-line bg-surface p-3 md:items-center md:p-4 ${
        canChange ? 'grid-cols-[auto_minmax(0,1fr)] md:grid-cols-[auto_minmax(0,1fr)_auto]' : 'grid-cols-1'
      }`}
      data-testid="keyword-row"
      data-keyword={keyword.keyword}
    >
      {canChange && (
        <Checkbox
          label={`${keyword.keyword} 고르기`}
          hideLabel
          checked={selected}
          onChange={onSelect}
          className="h-11 w-11 justify-center self-start md:self-center"
        />
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`${ADMIN_BASE}/keywords/v3?id=${keyword.id}`} className="text-lg font-bold hover:underline">
            {keyword.keyword}
          </Link>
          <KeywordStatusBadge status={keyword.status} />
          {keyword.categories.map((category) => (
            <span key={category.id} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">
              {category.name}
            </span>
          ))}
        </div>
        <a
          href={`/view/${encodeURIComponent(keyword.slug)}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex w-fit items-center gap-1 break-all text-sm text-muted hover:underline"
        >
          {`/view/${keyword.slug}`}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">(새 창에서 공개 페이지 열기)</span>
        </a>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {figures.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
          {keyword.synonyms.length > 0 && (
            <div className="flex gap-1">
              <dt className="text-muted">동의어</dt>
              <dd>{keyword.synonyms.join(', ')}</dd>
            </div>
          )}
        </dl>
      </div>
      {canChange && (
        <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1">
          <ActionButton icon={Pencil} className={buttonSecondary} onClick={onEdit} disabled={busy} aria-label={`${keyword.keyword} 고치기`}>
            고치기
          </ActionButton>
          <ActionButton icon={Trash2} className={buttonSecondary} onClick={onDelete} disabled={busy} aria-label={`${keyword.keyword} 삭제`}>
            삭제
          </ActionButton>
        </div>
      )}
    </li>
  );
}
