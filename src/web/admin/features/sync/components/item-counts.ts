// A job's item results in one Korean line: '채널 147개 중 성공 6 · 실패 141' (skipped only when there are some).
import type { SyncJob } from '../../../../../shared/api/sync.ts';
import { formatGroupedNumber } from '../../../../../shared/format/index.ts';

export function itemCountsText(items: SyncJob['items'], unit: string): string {
  const total = items.succeeded + items.failed + items.skipped;
  if (total === 0) return '';
  const parts = [`성공 ${formatGroupedNumber(items.succeeded)}`, `실패 ${formatGroupedNumber(items.failed)}`];
  if (items.skipped > 0) parts.push(`건너뜀 ${formatGroupedNumber(items.skipped)}`);
  return `${unit} ${formatGroupedNumber(total)}개 중 ${parts.join(' · ')}`;
}
