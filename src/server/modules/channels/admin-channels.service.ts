import * as repo from '../../../db/repositories/admin-channels.repo.ts';
import type {
  AdminChannel,
  AdminChannelCreateBody,
  AdminChannelListQuery,
  AdminChannelUpdateBody,
} from '../../../shared/api/admin-channels.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { ADMIN_CHANNEL_MESSAGES as MSG } from '../../../shared/constants/admin-channels.ts';
import { parseChannelRef, type ChannelRef } from '../../../shared/url/channel-ref.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Audit, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { channelAuditView, toAdminChannels, toYouTubeChannel } from './admin-channel-view.ts';
import { startFullSync } from './channel-sync.ts';
import { lookUpChannels } from './youtube-lookup.ts';

const channelNotOnYouTube = () => new ApiError(404, 'CHANNEL_NOT_FOUND', MSG.youtubeNotFound, 'channel');
const alreadyFollowed = (field = 'channel') => conflict('CHANNEL_EXISTS', MSG.exists, field);

/** The contract already refused unreadable input; this reads it again for the service's own callers (CLI). */
export function readChannelRef(input: string): ChannelRef {
  const parsed = parseChannelRef(input);
  if (!parsed.ok) throw badRequest(parsed.reason, 'channel');
  return parsed.ref;
}

/** Staff's side of channels: list with sync state, add by any pasted form, edit, start a full sync. */
export class AdminChannelService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  /** An hq_editor lists only the channels of its regions (issue 24). */
  async list(actor: Actor, query: AdminChannelListQuery) {
    const filter = {
      search: query.search,
      type: query.type,
      active: query.active,
      autoSync: query.autoSync,
      featured: query.featured,
      region: query.region,
      regions: actor.access?.regions,
    };
    const [{ rows, total }, stats] = await Promise.all([
      repo.listAdminChannels(this.#ctx.db, filter, query.sort, query.page, query.limit),
      repo.channelStats(this.#ctx.db, actor.access?.regions),
    ]);
    return { data: await toAdminChannels(this.#ctx.db, rows), stats, pagination: paginationFor(query.page, query.limit, total) };
  }

  async get(id: string | number): Promise<AdminChannel> {
    const row = await repo.findAdminChannel(this.#ctx.db, id);
    if (!row) throw notFound(MSG.notFound);
    return (await toAdminChannels(this.#ctx.db, [row]))[0]!;
  }

  /** Looks the channel up on YouTube without saving it (1 unit; /c/ and /user/ names up to 2). */
  async preview(input: string) {
    const ref = readChannelRef(input);
    const { channels, units } = await lookUpChannels(this.#ctx, [ref]);
    const found = channels[0];
    if (!found) throw channelNotOnYouTube();
    const followed = await repo.findAdminChannel(this.#ctx.db, found.channel_id);
    return {
      lookup: ref.lookup,
      units,
      channel: toYouTubeChannel(found),
      followed: followed ? (await toAdminChannels(this.#ctx.db, [followed]))[0]! : null,
    };
  }

  async create(actor: Actor, body: AdminChannelCreateBody): Promise<AdminChannel> {
    const ref = readChannelRef(body.channel);
    // A pasted ID we already follow is refused before any quota is spent.
    if (ref.lookup === 'id' && (await repo.followedChannelIds(this.#ctx.db, [ref.value])).size > 0) throw alreadyFollowed();
    const found = (await lookUpChannels(this.#ctx, [ref])).channels[0];
    if (!found) throw channelNotOnYouTube();
    const id = await this.#write(actor, async (trx, audit) => {
      if ((await repo.followedChannelIds(trx, [found.channel_id])).size > 0) throw alreadyFollowed();
      const id = await repo.insertChannel(
        trx,
        {
          channelId: found.channel_id,
          channelName: found.channel_name,
          description: found.description,
          thumbnailUrl: found.thumbnail_url,
          subscriberCount: found.subscriber_count,
          videoCount: found.video_count,
          viewCount: found.view_count,
          uploadsPlaylistId: found.uploadsPlaylistId,
          channelType: body.channelType,
          region: body.region ?? null,
          autoSync: body.autoSync,
          isFeatured: body.isFeatured,
        },
        this.#ctx.now(),
      );
      await repo.refreshChannelCount(trx);
      const row = (await repo.findAdminChannel(trx, id))!;
      await audit({
        action: 'channel.create',
        targetType: 'channel',
        targetId: id,
        after: { ...channelAuditView(row), input: body.channel },
      });
      return id;
    });
    return this.get(id);
  }

  async update(actor: Actor, idOrChannelId: string, body: AdminChannelUpdateBody): Promise<AdminChannel> {
    const id = await this.#write(actor, async (trx, audit) => {
      const before = await repo.lockAdminChannel(trx, idOrChannelId);
      if (!before) throw notFound(MSG.notFound);
      const type = body.channelType ?? before.channel_type;
      if (body.displayOrder != null && type !== 'fire_dept')
        throw badRequest('표시 순서는 소방본부 채널에만 정할 수 있습니다.', 'displayOrder');
      const now = this.#ctx.now();
      const typeChanged = body.channelType !== undefined && body.channelType !== before.channel_type;
      await repo.updateChannel(
        trx,
        before.id,
        {
          ...(body.channelType !== undefined ? { channel_type: body.channelType } : {}),
          ...(body.region !== undefined ? { region: body.region } : {}),
          ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
          ...(body.isFeatured !== undefined ? { is_featured: body.isFeatured } : {}),
          ...(body.autoSync !== undefined ? { auto_sync: body.autoSync } : {}),
          // Only fire headquarters have a place in the fixed order; one that becomes one joins at the end.
          ...(typeChanged && type !== 'fire_dept' ? { display_order: null } : {}),
          ...(typeChanged && type === 'fire_dept' && body.displayOrder == null
            ? { display_order: await repo.nextFireDepartmentOrder(trx) }
            : {}),
          ...(body.displayOrder === null ? { display_order: null } : {}),
        },
        now,
      );
      if (typed(body.displayOrder)) await repo.moveFireDepartment(trx, before.id, body.displayOrder);
      if (typeChanged) await repo.setVideosChannelType(trx, before.channel_id, type);
      if (body.isActive !== undefined && body.isActive !== before.is_active) await repo.refreshChannelCount(trx);
      const after = (await repo.findAdminChannel(trx, before.id))!;
      await audit({
        action: 'channel.update',
        targetType: 'channel',
        targetId: before.id,
        before: channelAuditView(before),
        after: channelAuditView(after),
      });
      return before.id;
    });
    return this.get(id);
  }

  /** Queues a full sync of this channel (channel details, every upload, video details) with its audit row. */
  async sync(actor: Actor, idOrChannelId: string) {
    const row = await repo.findAdminChannel(this.#ctx.db, idOrChannelId);
    if (!row) throw notFound(MSG.notFound);
    return startFullSync(this.#ctx, actor, [row.channel_id]);
  }

  /** One transaction with its audit row; a concurrent add of the same channel is a 409, never a 500. */
  async #write<T>(actor: Actor, work: (trx: Transaction, audit: Audit) => Promise<T>): Promise<T> {
    try {
      const result = await auditedWrite(this.#ctx, actor, work);
      await catalogueChanged(this.#ctx);
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyFollowed();
      throw error;
    }
  }
}

const typed = (value: number | null | undefined): value is number => typeof value === 'number';
