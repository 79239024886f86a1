import type { FastifyInstance } from 'fastify';
import { getStatisticsHistory, listSyncSchedules, updateSyncSchedule } from '../../../shared/api/sync.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { SyncSchedulesService } from './sync-schedules.service.ts';

export function registerSyncScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const schedules = new SyncSchedulesService(ctx);

  registerEndpoint(app, listSyncSchedules, async () => ({ success: true as const, data: { schedules: await schedules.list() } }));

  registerEndpoint(app, updateSyncSchedule, async (request) => ({
    success: true as const,
    data: { schedule: await schedules.update(actorOf(request), request.params.kind, request.body) },
  }));

  registerEndpoint(app, getStatisticsHistory, async () => ({
    success: true as const,
    data: { days: await schedules.statisticsHistory() },
  }));
}
