import { VIDEO_STATUS_LABELS, type AdminVideoStatus } from '../../../shared/constants/admin-videos.ts';
import { formatGroupedNumber } from '../../../shared/format/grouped-number.ts';
import type { AuditChange } from '../../core/audit.ts';

// Before → after, in the words a dry run and a run's item results show (the same words for both).

export type KeywordNames = ReadonlyMap<number, string>;

export const statusLabel = (status: string | null | undefined) =>
  status ? (VIDEO_STATUS_LABELS[status as AdminVideoStatus] ?? status) : VIDEO_STATUS_LABELS.published;

export const keywordLabel = (names: KeywordNames, keywordId: number | null | undefined) =>
  keywordId === null || keywordId === undefined ? '키워드 없음' : (names.get(keywordId) ?? `키워드 #${keywordId}`);

export const ARCHIVED_LABEL = '삭제됨';
export const statisticsLabel = (views: number, likes: number) =>
  `조회수 ${formatGroupedNumber(views)} · 좋아요 ${formatGroupedNumber(likes)}`;

type Picture = Record<string, unknown> | null | undefined;

/** The two sides of an item's audit row, as words. */
export function changeLabels(change: AuditChange, names: KeywordNames): { before: string; after: string } {
  const before = change.before as Picture;
  const after = change.after as Picture;
  switch (change.action) {
    case 'video.delete':
      return { before: statusLabel(before?.status as string), after: ARCHIVED_LABEL };
    case 'video.restore':
      return { before: ARCHIVED_LABEL, after: statusLabel('published') };
    case 'video.statistics':
      return {
        before: statisticsLabel(Number(before?.views), Number(before?.likes)),
        after: statisticsLabel(Number(after?.views), Number(after?.likes)),
      };
    case 'video.status':
      return { before: statusLabel(before?.status as string), after: statusLabel(after?.status as string) };
    default: {
      // video.update from the wizard changes the keyword (and nothing else).
      return {
        before: keywordLabel(names, before?.keywordId as number | null),
        after: keywordLabel(names, after?.keywordId as number | null),
      };
    }
  }
}
