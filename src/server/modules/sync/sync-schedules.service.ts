import { listStatisticsHistory } from '../../../db/repositories/statistics.repo.ts';
import type { UpdateScheduleBody } from '../../../shared/api/sync.ts';
import type { ScheduledSyncKind } from '../../../shared/constants/sync.ts';
import { itemCountsByJob, listSchedules, updateSchedule } from '../../../sync/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Transaction } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest } from '../../core/errors.ts';
import { localDate, toSyncSchedule } from './sync-mappers.ts';

const HISTORY_DAYS = 90;

/** The incremental (every N minutes) and statistics (daily HH:MM Korea time) schedules, and the statistics history. */
export class SyncSchedulesService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async list(db: Transaction = this.#ctx.db) {
    const schedules = await listSchedules(db);
    const items = await itemCountsByJob(
      db,
      schedules.flatMap(({ lastJob }) => (lastJob ? [Number(lastJob.id)] : [])),
    );
    return schedules.map(({ schedule, lastJob }) => toSyncSchedule(schedule, lastJob, lastJob ? items.get(Number(lastJob.id)) : undefined));
  }

  /** The change and its audit row are written together or not at all. */
  async update(actor: Actor, kind: ScheduledSyncKind, body: UpdateScheduleBody) {
    if (kind === 'incremental' && body.dailyAt) throw badRequest('증분 동기화는 간격(분)으로 예약합니다.', 'dailyAt');
    if (kind !== 'incremental' && body.intervalMinutes)
      throw badRequest(`${kind === 'captions' ? '자막 확인' : '통계 동기화'}는 매일 시각으로 예약합니다.`, 'intervalMinutes');
    return auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const before = (await this.list(trx)).find((item) => item.kind === kind);
      const intervalMinutes = kind === 'incremental' ? (body.intervalMinutes ?? before?.intervalMinutes ?? 30) : null;
      const dailyAt = kind !== 'incremental' ? (body.dailyAt ?? before?.dailyAt ?? (kind === 'captions' ? '04:30' : '04:00')) : null;
      await updateSchedule(trx, kind, { isEnabled: body.isEnabled, intervalMinutes, dailyAt }, this.#ctx.now());
      const changed = (await this.list(trx)).find((item) => item.kind === kind)!;
      await audit({
        action: 'sync.schedule',
        targetType: 'sync_schedule',
        targetId: kind,
        before,
        after: { isEnabled: changed.isEnabled, intervalMinutes: changed.intervalMinutes, dailyAt: changed.dailyAt },
      });
      return changed;
    });
  }

  /** Platform totals per day, oldest first. */
  async statisticsHistory() {
    const rows = await listStatisticsHistory(this.#ctx.db, HISTORY_DAYS);
    return rows.map((row) => ({
      statDate: localDate(row.stat_date),
      totalVideos: Number(row.total_videos),
      totalChannels: Number(row.total_channels),
      totalViews: Number(row.total_views),
      totalLikes: Number(row.total_likes),
    }));
  }
}
