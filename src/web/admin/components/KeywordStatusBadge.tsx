// A keyword's status (사용 / 사용 안 함) as a badge that does not rely on colour: a filled or hollow dot and the word.
import { KEYWORD_STATUS_LABELS } from '../../../shared/constants/admin-keywords.ts';

export function KeywordStatusBadge({ status }: { status: string }) {
  const active = status === 'active';
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${
        active ? 'border-line text-fg' : 'border-dashed border-muted text-muted'
      }`}
      data-testid="keyword-status"
    >
      <span aria-hidden="true">{active ? '●' : '○'}&nbsp;</span>
      {KEYWORD_STATUS_LABELS[active ? 'active' : 'inactive']}
    </span>
  );
}
