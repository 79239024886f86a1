import { adjustPlatformTotals } from '../../../db/repositories/admin-videos.repo.ts';
import { refreshChannelTotals } from '../../../db/repositories/channels.repo.ts';
import { refreshKeywordTotals } from '../../../db/repositories/curation.repo.ts';
import type { Audit, AuditChange, Transaction } from '../../core/audit.ts';

/** Keywords or channels refreshed per transaction after a bulk run: each step a few milliseconds (ADR 0026). */
const REFRESH_STEP = 8;

/** A video's part in the public totals. */
export interface PublicShare {
  isPublic: boolean;
  views: number;
  likes: number;
}

/**
 * Keyword and channel totals a write touched. A single write refreshes them inside its own transaction;
 * a bulk call shares one of these across its items and refreshes each keyword and channel once at the end.
 */
export class TouchedTotals {
  readonly keywords = new Set<number>();
  readonly channels = new Set<string>();

  /** A bulk-task job's record of each item, written in the item's transaction right after its audit row. */
  readonly onItem: ((trx: Transaction, change: AuditChange, auditId: number) => Promise<void>) | undefined;

  constructor(onItem?: (trx: Transaction, change: AuditChange, auditId: number) => Promise<void>) {
    this.onItem = onItem;
  }

  note(...videos: readonly { keyword_id: number | null; channel_id: string | null }[]): void {
    for (const video of videos) {
      if (video.keyword_id !== null) this.keywords.add(video.keyword_id);
      if (video.channel_id !== null) this.channels.add(video.channel_id);
    }
  }

  get empty(): boolean {
    return this.keywords.size === 0 && this.channels.size === 0;
  }

  /** refresh_keyword_totals per keyword and the channels repository's per-channel refresh. */
  async refresh(db: Transaction): Promise<void> {
    await refreshKeywordTotals(db, this.keywords);
    await refreshChannelTotals(db, this.channels);
    this.keywords.clear();
    this.channels.clear();
  }

  /**
   * The same after a bulk run, in short transactions of a few keywords or channels each: 365 keywords and 124
   * channels in one transaction held the embedded database (and so every visitor) for 2 s. Totals are derived, and
   * a run that stops half-way settles them again from its items when it resumes.
   */
  async refreshInSteps(db: Transaction): Promise<void> {
    const keywords = [...this.keywords];
    const channels = [...this.channels];
    this.keywords.clear();
    this.channels.clear();
    for (let i = 0; i < keywords.length; i += REFRESH_STEP) {
      await db.transaction().execute((trx) => refreshKeywordTotals(trx, keywords.slice(i, i + REFRESH_STEP)));
    }
    for (let i = 0; i < channels.length; i += REFRESH_STEP) {
      await refreshChannelTotals(db, channels.slice(i, i + REFRESH_STEP));
    }
  }
}

/** The latest platform_statistics row follows a video into or out of the public catalogue (inside the item's transaction). */
export async function movePublicShare(db: Transaction, before: PublicShare, isPublicAfter: boolean): Promise<void> {
  if (before.isPublic === isPublicAfter) return;
  const sign = isPublicAfter ? 1 : -1;
  await adjustPlatformTotals(db, { videos: sign, views: sign * before.views, likes: sign * before.likes });
}

export const isPublicStatus = (status: string) => status === 'published' || status === '';

/** A per-item step's audit, followed in the same transaction by the bulk run's record of the item (if any). */
export function itemAudit(trx: Transaction, audit: Audit, totals?: TouchedTotals): Audit {
  const onItem = totals?.onItem;
  if (!onItem) return audit;
  return async (change) => {
    const auditId = await audit(change);
    await onItem(trx, change, auditId);
    return auditId;
  };
}
