import {
  lockAdminChannel,
  findAdminChannel,
  followedChannelIds,
  refreshChannelCount,
} from '../../../db/repositories/admin-channels.repo.ts';
import { refreshChannelTotals } from '../../../db/repositories/channels.repo.ts';
import { refreshKeywordTotals } from '../../../db/repositories/curation.repo.ts';
import * as deleted from '../../../db/repositories/deleted-channels.repo.ts';
import { refreshPlatformStatistics } from '../../../db/repositories/statistics.repo.ts';
import { ADMIN_CHANNEL_MESSAGES as MSG, CHANNEL_RESTORE_DAYS, type ChannelDeleteMode } from '../../../shared/constants/admin-channels.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { iso } from '../../core/mappers.ts';
import { channelAuditView, toAdminChannels } from './admin-channel-view.ts';

const DAY_MS = 86_400_000;

const toDeletedChannel = (row: deleted.DeletedChannelRow) => ({
  id: Number(row.id),
  channel_id: row.channel_id,
  channel_name: row.channel_name,
  channel_type: row.channel_type,
  videoMode: row.video_mode,
  videos: row.video_ids.length,
  deleted_at: iso(row.deleted_at)!,
  deleted_by: row.deleted_by,
  deletion_reason: row.deletion_reason,
  restorableUntil: iso(row.restorable_until)!,
});

/**
 * Deleting a channel keeps its row for 30 days. Its videos either stay, marked with no channel (restore links
 * them again), or move to the deleted-videos archive (restored there, once the channel is back).
 */
export class ChannelDeletionService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async remove(actor: Actor, idOrChannelId: string, mode: ChannelDeleteMode) {
    const result = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const row = await lockAdminChannel(trx, idOrChannelId);
      if (!row) throw notFound(MSG.notFound);
      const now = this.#ctx.now();
      const reason = mode === 'archive' ? `채널 삭제: ${row.channel_name}` : `채널 삭제 (영상은 채널 없이 남김): ${row.channel_name}`;
      const videos =
        mode === 'archive'
          ? await deleted.archiveChannelVideos(trx, row.channel_id, { deletedBy: actor.email, reason, now })
          : await deleted.unlinkChannelVideos(trx, row.channel_id);
      const restorableUntil = new Date(now.getTime() + CHANNEL_RESTORE_DAYS * DAY_MS);
      const deletedId = await deleted.insertDeletedChannel(trx, {
        channelRowId: row.id,
        channelId: row.channel_id,
        channelName: row.channel_name,
        channelType: row.channel_type,
        videoMode: mode,
        videoIds: videos.videoIds,
        deletedAt: now,
        deletedBy: actor.email,
        reason,
        restorableUntil,
      });
      await deleted.deleteChannelRow(trx, row.id);
      await refreshKeywordTotals(trx, videos.keywordIds);
      // Archived videos leave the public totals; otherwise only the channel count changes.
      if (mode === 'archive' && videos.videoIds.length > 0) await refreshPlatformStatistics(trx);
      else await refreshChannelCount(trx);
      await deleted.purgeExpiredDeletedChannels(trx, now);
      await audit({
        action: 'channel.delete',
        targetType: 'channel',
        targetId: row.id,
        before: channelAuditView(row),
        after: { videoMode: mode, videos: videos.videoIds.length, deletedId, restorableUntil: restorableUntil.toISOString() },
      });
      return (await deleted.lockDeletedChannel(trx, deletedId))!;
    });
    await catalogueChanged(this.#ctx);
    return toDeletedChannel(result);
  }

  /** An hq_editor sees the deleted channels of its regions only (issue 24). */
  async listDeleted(actor: Actor) {
    return (await deleted.listDeletedChannels(this.#ctx.db, this.#ctx.now(), actor.access?.regions)).map(toDeletedChannel);
  }

  async restore(actor: Actor, deletedId: number) {
    const outcome = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const kept = await deleted.lockDeletedChannel(trx, deletedId);
      if (!kept || kept.restorable_until.getTime() <= this.#ctx.now().getTime()) throw notFound(MSG.deletedNotFound);
      if ((await followedChannelIds(trx, [kept.channel_id])).size > 0) throw conflict('CHANNEL_EXISTS', MSG.restoreTaken);
      await deleted.restoreChannelRow(trx, kept.id);
      const relinked =
        kept.video_mode === 'keep'
          ? await deleted.relinkChannelVideos(trx, kept.channel_id, kept.channel_type, kept.video_ids)
          : { videoIds: [], keywordIds: [] };
      const archivedVideos = kept.video_mode === 'archive' ? await deleted.archivedVideoCount(trx, kept.video_ids) : 0;
      await refreshChannelTotals(trx, [kept.channel_id]);
      await refreshKeywordTotals(trx, relinked.keywordIds);
      await refreshChannelCount(trx);
      await deleted.removeDeletedChannel(trx, kept.id);
      const row = (await findAdminChannel(trx, kept.channel_id))!;
      await audit({
        action: 'channel.restore',
        targetType: 'channel',
        targetId: row.id,
        before: { deletedId: Number(kept.id), videoMode: kept.video_mode, deletedAt: iso(kept.deleted_at) },
        after: { ...channelAuditView(row), relinkedVideos: relinked.videoIds.length, archivedVideos },
      });
      return { row, relinkedVideos: relinked.videoIds.length, archivedVideos };
    });
    await catalogueChanged(this.#ctx);
    const [channel] = await toAdminChannels(this.#ctx.db, [outcome.row]);
    return { channel: channel!, relinkedVideos: outcome.relinkedVideos, archivedVideos: outcome.archivedVideos };
  }
}
