import type { FastifyInstance } from 'fastify';
import {
  createAdminChannel,
  deleteAdminChannel,
  getAdminChannel,
  getChannelImport,
  importAdminChannels,
  listAdminChannels,
  listDeletedChannels,
  previewAdminChannel,
  restoreDeletedChannel,
  syncAdminChannel,
  syncChannelImport,
  updateAdminChannel,
} from '../../../shared/api/admin-channels.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { AdminChannelService } from './admin-channels.service.ts';
import { ChannelDeletionService } from './channel-deletion.service.ts';
import { ChannelImportService } from './channel-import.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerAdminChannelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const channels = new AdminChannelService(ctx);
  const deletions = new ChannelDeletionService(ctx);
  const imports = new ChannelImportService(ctx);

  registerEndpoint(app, listAdminChannels, async (request) => ({
    success: true as const,
    ...(await channels.list(actorOf(request), request.query)),
  }));

  registerEndpoint(app, getAdminChannel, async (request) => ({ success: true as const, data: await channels.get(request.params.id) }));

  registerEndpoint(app, previewAdminChannel, async (request) => ({
    success: true as const,
    data: await channels.preview(request.body.channel),
  }));

  registerEndpoint(app, createAdminChannel, async (request) => ({
    success: true as const,
    data: await channels.create(actorOf(request), request.body),
  }));

  registerEndpoint(app, updateAdminChannel, async (request) => ({
    success: true as const,
    data: await channels.update(actorOf(request), request.params.id, request.body),
  }));

  registerEndpoint(app, deleteAdminChannel, async (request) => ({
    success: true as const,
    data: await deletions.remove(actorOf(request), request.params.id, request.query.videos),
  }));

  registerEndpoint(app, listDeletedChannels, async (request) => ({
    success: true as const,
    data: await deletions.listDeleted(actorOf(request)),
  }));

  registerEndpoint(app, restoreDeletedChannel, async (request) => ({
    success: true as const,
    data: await deletions.restore(actorOf(request), request.params.id),
  }));

  registerEndpoint(app, syncAdminChannel, async (request) => ({
    success: true as const,
    data: await channels.sync(actorOf(request), request.params.id),
  }));

  registerEndpoint(app, importAdminChannels, async (request) => ({
    success: true as const,
    data: await imports.run(actorOf(request), request.body),
  }));

  registerEndpoint(app, getChannelImport, async (request) => ({
    success: true as const,
    data: await imports.status(request.params.jobId),
  }));

  registerEndpoint(app, syncChannelImport, async (request) => ({
    success: true as const,
    data: await imports.syncImported(actorOf(request), request.params.jobId),
  }));
}
