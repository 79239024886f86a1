import type { FastifyInstance } from 'fastify';
import { getChannel, getChannelCounts, getChannelStats, listChannels, listFireDepartmentChannels } from '../../../shared/api/channels.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { ChannelService } from './channels.service.ts';

// Each handler: the contract validated the input; one service call; reply from the public response cache.
export function registerChannelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const channels = new ChannelService(ctx);

  registerEndpoint(app, listChannels, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => ({ success: true, ...(await channels.list(request.query)) })),
  );

  registerEndpoint(app, getChannelCounts, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await channels.counts() })),
  );

  registerEndpoint(app, listFireDepartmentChannels, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await channels.fireDepartments() })),
  );

  registerEndpoint(app, getChannelStats, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await channels.statistics() })),
  );

  registerEndpoint(app, getChannel, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => ({ success: true, ...(await channels.detail(request.params.id, request.query)) })),
  );
}
