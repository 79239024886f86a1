import { sql, type Kysely } from 'kysely';
import type { AdminChannelSort } from '../../shared/constants/admin-channels.ts';
import { escapeLike, normalizeSearchText } from '../../shared/search/text.ts';
import type { ChannelType, Database } from '../schema.ts';

type Db = Kysely<Database>;

export const ADMIN_CHANNEL_COLUMNS = [
  'c.id',
  'c.channel_id',
  'c.channel_name',
  'c.channel_type',
  'c.description',
  'c.region',
  'c.display_order',
  'c.thumbnail_url',
  'c.subscriber_count',
  'c.video_count',
  'c.view_count',
  'c.videos_in_project',
  'c.total_like_count',
  'c.is_active',
  'c.is_featured',
  'c.auto_sync',
  'c.latest_video_date',
  'c.uploads_playlist_id',
  'c.last_synced_at',
  'c.last_full_sync_at',
  'c.created_at',
  'c.updated_at',
] as const;

const ORDER: Record<AdminChannelSort, { column: string; direction: 'asc' | 'desc'; nulls?: 'last' }> = {
  name: { column: 'c.channel_name', direction: 'asc' },
  subscribers: { column: 'c.subscriber_count', direction: 'desc', nulls: 'last' },
  videos: { column: 'c.videos_in_project', direction: 'desc' },
  latest_video: { column: 'c.latest_video_date', direction: 'desc', nulls: 'last' },
  created: { column: 'c.created_at', direction: 'desc' },
};

export interface AdminChannelFilter {
  search?: string | undefined;
  type?: ChannelType | undefined;
  active?: boolean | undefined;
  autoSync?: boolean | undefined;
  featured?: boolean | undefined;
  region?: string | undefined;
  /** A reader limited to these headquarters regions (issue 24). */
  regions?: readonly string[] | null | undefined;
}

function filtered(db: Db, filter: AdminChannelFilter) {
  let query = db.selectFrom('channel_master as c');
  if (filter.region) query = query.where('c.region', '=', filter.region);
  if (filter.regions)
    query = filter.regions.length > 0 ? query.where('c.region', 'in', [...filter.regions]) : query.where(sql<boolean>`false`);
  if (filter.type) query = query.where('c.channel_type', '=', filter.type);
  if (filter.active !== undefined) query = query.where('c.is_active', '=', filter.active);
  if (filter.autoSync !== undefined) query = query.where('c.auto_sync', '=', filter.autoSync);
  if (filter.featured !== undefined) query = query.where('c.is_featured', '=', filter.featured);
  if (filter.search) {
    const name = `%${escapeLike(normalizeSearchText(filter.search))}%`;
    const id = `%${escapeLike(filter.search.trim())}%`;
    query = query.where((eb) => eb.or([sql<boolean>`lower(c.channel_name) LIKE ${name}`, eb('c.channel_id', 'like', id)]));
  }
  return query;
}

export async function listAdminChannels(db: Db, filter: AdminChannelFilter, sort: AdminChannelSort, page: number, limit: number) {
  const base = filtered(db, filter);
  const order = ORDER[sort];
  const orderBy = sql`${sql.ref(order.column)} ${sql.raw(order.direction)}${sql.raw(order.nulls ? ' NULLS LAST' : '')}`;
  const [rows, count] = await Promise.all([
    base
      .select(ADMIN_CHANNEL_COLUMNS)
      .orderBy(orderBy)
      .orderBy('c.id', order.direction)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type AdminChannelRow = Awaited<ReturnType<typeof listAdminChannels>>['rows'][number];

/** By numeric id or by YouTube channel id (R-ADMIN-CHANNEL-02), active or not. */
export async function findAdminChannel(db: Db, idOrChannelId: string | number): Promise<AdminChannelRow | undefined> {
  const byNumber = typeof idOrChannelId === 'number' || /^\d{1,9}$/.test(idOrChannelId);
  return db
    .selectFrom('channel_master as c')
    .select(ADMIN_CHANNEL_COLUMNS)
    .where(byNumber ? 'c.id' : 'c.channel_id', '=', byNumber ? Number(idOrChannelId) : String(idOrChannelId))
    .executeTakeFirst();
}

/** Locks the row for a write (FOR UPDATE), so two admins editing one channel take turns. */
export async function lockAdminChannel(db: Db, idOrChannelId: string | number): Promise<AdminChannelRow | undefined> {
  const byNumber = typeof idOrChannelId === 'number' || /^\d{1,9}$/.test(idOrChannelId);
  return db
    .selectFrom('channel_master as c')
    .select(ADMIN_CHANNEL_COLUMNS)
    .where(byNumber ? 'c.id' : 'c.channel_id', '=', byNumber ? Number(idOrChannelId) : String(idOrChannelId))
    .forUpdate()
    .executeTakeFirst();
}

/** channel_id → our numeric id, for the ids we already follow. */
export async function followedChannelIds(db: Db, channelIds: readonly string[]): Promise<Map<string, number>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('channel_master')
    .select(['id', 'channel_id'])
    .where('channel_id', 'in', [...new Set(channelIds)])
    .execute();
  return new Map(rows.map((row) => [row.channel_id, row.id]));
}

export interface NewChannel {
  channelId: string;
  channelName: string;
  description: string;
  thumbnailUrl: string | null;
  /** null: YouTube did not say (hidden subscribers) — the column keeps its default, we never write 0 for it. */
  subscriberCount: number | null;
  videoCount: number | null;
  viewCount: number | null;
  uploadsPlaylistId: string | null;
  channelType: ChannelType;
  region: string | null;
  autoSync: boolean;
  isFeatured?: boolean;
}

/** Inserts a followed channel; a fire headquarters goes last in the fixed order. */
export async function insertChannel(db: Db, values: NewChannel, now: Date): Promise<number> {
  const row = await db
    .insertInto('channel_master')
    .values({
      channel_id: values.channelId,
      channel_name: values.channelName,
      description: values.description,
      thumbnail_url: values.thumbnailUrl,
      ...(values.subscriberCount !== null ? { subscriber_count: values.subscriberCount } : {}),
      ...(values.videoCount !== null ? { video_count: values.videoCount } : {}),
      ...(values.viewCount !== null ? { view_count: values.viewCount } : {}),
      uploads_playlist_id: values.uploadsPlaylistId,
      channel_type: values.channelType,
      region: values.region,
      auto_sync: values.autoSync,
      is_featured: values.isFeatured ?? false,
      display_order:
        values.channelType === 'fire_dept'
          ? sql<number>`(SELECT coalesce(max(display_order), 0) + 1 FROM channel_master WHERE channel_type = 'fire_dept')`
          : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ChannelChanges {
  channel_type?: ChannelType;
  region?: string | null;
  is_active?: boolean;
  is_featured?: boolean;
  auto_sync?: boolean;
  display_order?: number | null;
}

export async function updateChannel(db: Db, id: number, changes: ChannelChanges, now: Date): Promise<void> {
  await db
    .updateTable('channel_master')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Moves a fire headquarters to `position` (1-based) of the fixed order; the others keep theirs, renumbered 1…n. */
export async function moveFireDepartment(db: Db, id: number, position: number): Promise<void> {
  await sql`
    UPDATE channel_master c SET display_order = CASE WHEN o.rn >= ${position} THEN o.rn + 1 ELSE o.rn END
    FROM (SELECT id, row_number() OVER (ORDER BY display_order NULLS LAST, id) AS rn
          FROM channel_master WHERE channel_type = 'fire_dept' AND id <> ${id}) o
    WHERE c.id = o.id`.execute(db);
  await sql`
    UPDATE channel_master SET display_order = least(${position}::int, (SELECT count(*) FROM channel_master WHERE channel_type = 'fire_dept')::int)
    WHERE id = ${id}`.execute(db);
}

/** The next place at the end of the fixed order of the fire headquarters. */
export async function nextFireDepartmentOrder(db: Db): Promise<number> {
  const row = await db
    .selectFrom('channel_master')
    .select(sql<number>`coalesce(max(display_order), 0) + 1`.as('next'))
    .where('channel_type', '=', 'fire_dept')
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** The list's summary line; an hq_editor's counts only its regions' channels (issue 24). */
export async function channelStats(db: Db, regions?: readonly string[] | null) {
  let query = db.selectFrom('channel_master');
  if (regions) query = regions.length > 0 ? query.where('region', 'in', [...regions]) : query.where(sql<boolean>`false`);
  const row = await query
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) FILTER (WHERE is_active)`.as('active'),
      sql<number>`count(*) FILTER (WHERE auto_sync)`.as('auto_sync'),
      sql<number>`count(*) FILTER (WHERE is_featured)`.as('featured'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active), autoSync: Number(row.auto_sync), featured: Number(row.featured) };
}

/** Videos carry their channel's type (public filters read it there): a type change follows to them. */
export async function setVideosChannelType(db: Db, channelId: string, type: ChannelType): Promise<void> {
  await db.updateTable('videos').set({ channel_type: type }).where('channel_id', '=', channelId).execute();
}

/** Keeps the home page's channel count right after a channel is added, removed or (de)activated. */
export async function refreshChannelCount(db: Db): Promise<void> {
  await sql`
    UPDATE platform_statistics SET
      total_channels = (SELECT count(*) FROM channel_master WHERE is_active),
      updated_at = now()
    WHERE stat_date = (SELECT max(stat_date) FROM platform_statistics)`.execute(db);
}

export interface LastSyncResult {
  jobId: number;
  kind: string;
  state: 'succeeded' | 'failed' | 'skipped';
  error: string | null;
  finishedAt: Date;
}

/** Each channel's latest full or incremental sync item (sync jobs record one item per channel). */
export async function lastSyncResults(db: Db, channelIds: readonly string[]): Promise<Map<string, LastSyncResult>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sync_job_items as i')
    .innerJoin('sync_jobs as j', 'j.id', 'i.job_id')
    .select(['i.item_key', 'i.job_id', 'j.kind', 'i.state', 'i.error', 'i.finished_at'])
    .distinctOn('i.item_key')
    .where('i.item_key', 'in', [...channelIds])
    .where('j.kind', 'in', ['full', 'incremental'])
    .orderBy('i.item_key')
    .orderBy('i.finished_at', 'desc')
    .orderBy('i.job_id', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [
      row.item_key,
      { jobId: Number(row.job_id), kind: row.kind, state: row.state, error: row.error, finishedAt: row.finished_at },
    ]),
  );
}

/** Queued and running channel syncs (few at any time): which channels they cover. */
export async function activeChannelSyncs(db: Db) {
  return db
    .selectFrom('sync_jobs')
    .select(['id', 'kind', 'state', 'params'])
    .where('state', 'in', ['queued', 'running'])
    .where('kind', 'in', ['full', 'incremental'])
    .orderBy('id')
    .execute();
}
