import type { FastifyInstance } from 'fastify';
import {
  createAdminKit,
  deleteAdminKit,
  exportKitCsv,
  getAdminKit,
  getKit,
  getKitQr,
  listAdminKits,
  listKits,
} from '../../../shared/api/kits.ts';
import { updateAdminKit } from '../../../shared/api/kits.ts';
import { actorOf } from '../../core/actor.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { csvAttachment } from '../../core/csv.ts';
import { replyDocument } from '../../core/documents.ts';
import { registerEndpoint } from '../../core/route.ts';
import { siteOrigin } from '../../core/site-origin.ts';
import { AdminKitService } from './admin-kits.service.ts';
import { KitService } from './kits.service.ts';

// Each handler: the contract validated the input; one service call; reply (public reads from the response cache).
export function registerKitRoutes(app: FastifyInstance, ctx: AppContext): void {
  const kits = new KitService(ctx);
  const admin = new AdminKitService(ctx);
  const origin = () => siteOrigin(ctx.config, app.server.listening ? app.server.address() : null);

  registerEndpoint(app, listKits, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => ({ success: true, data: await kits.list(request.query.audience) })),
  );

  registerEndpoint(app, getKit, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => ({ success: true, data: await kits.detail(request.params.slug) })),
  );

  registerEndpoint(app, getKitQr, (request, reply) =>
    replyDocument(ctx, request, reply, {
      key: `kit-qr\u0000${origin()}\u0000${request.params.slug}\u0000${request.query.video ?? ''}`,
      type: 'image/svg+xml; charset=utf-8',
      maxAge: 3600,
      produce: () => kits.qrSvg(origin(), request.params.slug, request.query.video),
    }),
  );

  registerEndpoint(app, exportKitCsv, async (request, reply) => {
    const file = await kits.exportCsv(origin(), request.params.slug, request.query.format);
    return csvAttachment(reply, file.asciiName, file.name, file.csv);
  });

  registerEndpoint(app, listAdminKits, async () => ({ success: true as const, data: await admin.list() }));

  registerEndpoint(app, getAdminKit, async (request) => ({ success: true as const, data: await admin.get(request.params.id) }));

  registerEndpoint(app, createAdminKit, async (request) => ({
    success: true as const,
    data: await admin.create(actorOf(request), request.body),
  }));

  registerEndpoint(app, updateAdminKit, async (request) => ({
    success: true as const,
    data: await admin.update(actorOf(request), request.params.id, request.body),
  }));

  registerEndpoint(app, deleteAdminKit, async (request) => ({
    success: true as const,
    data: await admin.remove(actorOf(request), request.params.id),
  }));
}
