// The headquarters region of what a staff request reaches (issue 24, ADR 0034): the scope check and the audit log's
// region tags read them here. Each answers, per key found, its regions (null: no region, e.g. an unlinked video).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;
export type RegionsByKey = Map<string, (string | null)[]>;

const one = (rows: { key: string; region: string | null }[]): RegionsByKey => {
  const found: RegionsByKey = new Map();
  for (const row of rows) found.set(row.key, [row.region]);
  return found;
};

/** Channels by our numeric id or by their YouTube channel ID. */
export async function channelRegions(db: Db, refs: readonly string[]): Promise<RegionsByKey> {
  if (refs.length === 0) return new Map();
  const numeric = refs.filter((ref) => /^\d{1,9}$/.test(ref)).map(Number);
  const rows = await db
    .selectFrom('channel_master')
    .select(['id', 'channel_id', 'region'])
    .where((eb) => eb.or([eb('channel_id', 'in', refs), ...(numeric.length > 0 ? [eb('id', 'in', numeric)] : [])]))
    .execute();
  const found: RegionsByKey = new Map();
  for (const row of rows) {
    found.set(row.channel_id, [row.region]);
    found.set(String(row.id), [row.region]);
  }
  return found;
}

/** A deleted channel keeps its row as it was, region included. */
export async function deletedChannelRegions(db: Db, ids: readonly string[]): Promise<RegionsByKey> {
  const numbers = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('deleted_channels')
    .select([sql<string>`id::text`.as('key'), sql<string | null>`channel_row->>'region'`.as('region')])
    .where('id', 'in', numbers)
    .execute();
  return one(rows);
}

/** A video in the catalogue or the archive: the region of its channel (null when no followed channel has it). */
export async function videoRegions(db: Db, videoIds: readonly string[]): Promise<RegionsByKey> {
  if (videoIds.length === 0) return new Map();
  const [live, archived] = await Promise.all([
    db
      .selectFrom('videos as v')
      .leftJoin('channel_master as c', 'c.channel_id', 'v.channel_id')
      .select(['v.video_id as key', 'c.region'])
      .where('v.video_id', 'in', videoIds)
      .execute(),
    db
      .selectFrom('deleted_videos as d')
      .leftJoin('channel_master as c', 'c.channel_id', 'd.channel_id')
      .select(['d.video_id as key', 'c.region'])
      .where('d.video_id', 'in', videoIds)
      .execute(),
  ]);
  return one([...archived, ...live]);
}

/** A curation item: its video's channel's region. */
export async function curationRegions(db: Db, ids: readonly string[]): Promise<RegionsByKey> {
  const numbers = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('curation_queue as q')
    .innerJoin('videos as v', 'v.video_id', 'q.video_id')
    .leftJoin('channel_master as c', 'c.channel_id', 'v.channel_id')
    .select([sql<string>`q.id::text`.as('key'), 'c.region'])
    .where('q.id', 'in', numbers)
    .execute();
  return one(rows);
}

/** A disaster notice covers every one of its regions. */
export async function alertRegions(db: Db, ids: readonly string[]): Promise<RegionsByKey> {
  const numbers = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  if (numbers.length === 0) return new Map();
  const rows = await db.selectFrom('disaster_alerts').select(['id', 'regions']).where('id', 'in', numbers).execute();
  return new Map(rows.map((row) => [String(row.id), [...row.regions]]));
}

/** A channel-import job reaches the regions written on its rows. */
export async function importJobRegions(db: Db, ids: readonly string[]): Promise<RegionsByKey> {
  const numbers = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('sync_jobs')
    .select([
      sql<string>`id::text`.as('key'),
      sql<(string | null)[]>`coalesce((SELECT array_agg(r->>'region') FROM jsonb_array_elements(params->'rows') r), '{}')`.as('regions'),
    ])
    .where('id', 'in', numbers)
    .where('kind', '=', 'channel_import')
    .execute();
  return new Map(rows.map((row) => [row.key, row.regions]));
}

/**
 * What a bulk-task run reaches: its task and its videos. Once finished, the videos it changed (what an undo would put
 * back), or, when it changed none, every video it listed; before that, every video it lists (what it may still change).
 * A run listing no video (a collection for a keyword) reaches the whole country.
 */
export async function bulkTaskReach(db: Db, jobId: string): Promise<{ task: string; videoIds: string[] } | null> {
  if (!/^\d{1,15}$/.test(jobId)) return null;
  const job = await db
    .selectFrom('sync_jobs')
    .select([
      'state',
      sql<string>`coalesce(params->>'task', '')`.as('task'),
      sql<string[] | null>`(SELECT array_agg(v) FROM jsonb_array_elements_text(params->'videoIds') v)`.as('ids'),
    ])
    .where('id', '=', Number(jobId))
    .where('kind', '=', 'bulk_task')
    .executeTakeFirst();
  if (!job) return null;
  const listed = job.ids ?? [];
  if (job.state === 'queued' || job.state === 'running') return { task: job.task, videoIds: listed };
  const items = await db
    .selectFrom('sync_job_items')
    .select('item_key')
    .where('job_id', '=', Number(jobId))
    .where('state', '=', 'succeeded')
    .execute();
  return { task: job.task, videoIds: items.length > 0 ? items.map((item) => item.item_key) : listed };
}
