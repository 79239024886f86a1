import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nextRunAt } from '../../../sync/jobs/scheduler.ts';
import {
  ScheduleKindParamsSchema,
  StatisticsHistoryResponseSchema,
  SyncScheduleResponseSchema,
  SyncSchedulesResponseSchema,
  type SyncSchedule,
} from '../../../shared/api/sync.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest } from '../../core/errors.ts';
import { recordAudit } from '../../core/audit.ts';
import { actorOf } from '../../core/actor.ts';
import { UpdateScheduleBodySchema } from '../../../shared/api/sync.ts';
import { toSyncJob } from './sync-mappers.ts';

const TAGS = ['동기화'];
const ADMIN = { requiredRole: 'admin' as const };

// pg reads a `date` as local midnight: format it with local fields, not UTC.
function localDate(value: Date | string): string {
  if (!(value instanceof Date)) return String(value).slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}

/** Both schedules with their last job (two queries, not one per schedule). */
async function readSchedules(db: Kysely<Database>): Promise<SyncSchedule[]> {
  const rows = await db.selectFrom('sync_schedules').selectAll().orderBy('kind').execute();
  const lastIds = rows.flatMap((row) => (row.last_job_id ? [row.last_job_id] : []));
  const jobs = lastIds.length ? await db.selectFrom('sync_jobs').selectAll().where('id', 'in', lastIds).execute() : [];
  return rows.map((row) => {
    const last = jobs.find((job) => Number(job.id) === Number(row.last_job_id));
    return {
      kind: row.kind,
      isEnabled: row.is_enabled,
      intervalMinutes: row.interval_minutes,
      dailyAt: row.daily_at,
      nextRunAt: row.is_enabled && row.next_run_at ? row.next_run_at.toISOString() : null,
      lastJob: last ? toSyncJob(last) : null,
    };
  });
}

export function registerSyncScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/sync/schedules',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: '예약 동기화 (증분·통계)', response: { 200: SyncSchedulesResponseSchema } },
    },
    async () => ({ success: true as const, data: { schedules: await readSchedules(ctx.db) } }),
  );

  r.put(
    '/api/admin/sync/schedules/:kind',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '예약 바꾸기 (증분: N분마다, 통계: 매일 HH:MM 한국 시간)',
        params: ScheduleKindParamsSchema,
        body: UpdateScheduleBodySchema,
        response: { 200: SyncScheduleResponseSchema },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const body = request.body;
      if (kind === 'incremental' && body.dailyAt) throw badRequest('증분 동기화는 간격(분)으로 예약합니다.', 'dailyAt');
      if (kind === 'statistics' && body.intervalMinutes) throw badRequest('통계 동기화는 매일 시각으로 예약합니다.', 'intervalMinutes');
      // The change and its audit row are written together or not at all.
      const after = await ctx.db.transaction().execute(async (trx) => {
        const before = (await readSchedules(trx)).find((item) => item.kind === kind);
        const interval = kind === 'incremental' ? (body.intervalMinutes ?? before?.intervalMinutes ?? 30) : null;
        const dailyAt = kind === 'statistics' ? (body.dailyAt ?? before?.dailyAt ?? '04:00') : null;
        await trx
          .updateTable('sync_schedules')
          .set({
            is_enabled: body.isEnabled,
            interval_minutes: interval,
            daily_at: dailyAt,
            next_run_at: body.isEnabled ? nextRunAt({ interval_minutes: interval, daily_at: dailyAt }, ctx.now()) : null,
            updated_at: ctx.now(),
          })
          .where('kind', '=', kind)
          .execute();
        const changed = (await readSchedules(trx)).find((item) => item.kind === kind)!;
        await recordAudit(
          ctx,
          actorOf(request),
          {
            action: 'sync.schedule',
            targetType: 'sync_schedule',
            targetId: kind,
            before,
            after: { isEnabled: changed.isEnabled, intervalMinutes: changed.intervalMinutes, dailyAt: changed.dailyAt },
          },
          trx,
        );
        return changed;
      });
      return { success: true as const, data: { schedule: after } };
    },
  );

  r.get(
    '/api/admin/sync/statistics-history',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: '플랫폼 통계 기록 (최근 90일)', response: { 200: StatisticsHistoryResponseSchema } },
    },
    async () => {
      const rows = await ctx.db.selectFrom('platform_statistics').selectAll().orderBy('stat_date', 'desc').limit(90).execute();
      const days = rows.reverse().map((row) => ({
        statDate: localDate(row.stat_date),
        totalVideos: Number(row.total_videos),
        totalChannels: Number(row.total_channels),
        totalViews: Number(row.total_views),
        totalLikes: Number(row.total_likes),
      }));
      return { success: true as const, data: { days } };
    },
  );
}
