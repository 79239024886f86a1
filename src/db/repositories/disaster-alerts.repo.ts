import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

// Disaster notices (migration 0030, ADR 0028).

type Db = Kysely<Database>;

export interface AlertRow {
  id: number;
  hazard: string;
  regions: string[];
  title: string;
  message: string;
  steps: string[];
  video_ids: string[];
  links: { label: string; url: string }[];
  starts_at: Date;
  ends_at: Date;
  ended_at: Date | null;
  created_at: Date;
  created_by: string | null;
  updated_at: Date;
  updated_by: string | null;
}

export interface AlertValues {
  hazard: string;
  regions: string[];
  title: string;
  message: string;
  steps: string[];
  videoIds: string[];
  links: { label: string; url: string }[];
  startsAt: Date;
  endsAt: Date;
}

const COLUMNS = [
  'id',
  'hazard',
  'regions',
  'title',
  'message',
  'steps',
  'video_ids',
  'links',
  'starts_at',
  'ends_at',
  'ended_at',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
] as const;

const toRow = (row: Record<string, unknown>): AlertRow => ({ ...(row as unknown as AlertRow), id: Number(row.id) });

/** Notices not ended by staff whose end is after `now` (in force or scheduled): what every process keeps in memory. */
export async function readOpenAlerts(db: Db, now: Date): Promise<AlertRow[]> {
  const rows = await db
    .selectFrom('disaster_alerts')
    .select(COLUMNS)
    .where('ended_at', 'is', null)
    .where('ends_at', '>', now)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRow);
}

/** Open notices first (newest start first), then up to `endedLimit` of the most recently ended. */
export async function listAlerts(db: Db, now: Date, endedLimit: number): Promise<AlertRow[]> {
  const open = await readOpenAlerts(db, now);
  const ended = await db
    .selectFrom('disaster_alerts')
    .select(COLUMNS)
    .where((eb) => eb.or([eb('ended_at', 'is not', null), eb('ends_at', '<=', now)]))
    .orderBy(sql`coalesce(ended_at, ends_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(endedLimit)
    .execute();
  return [...open, ...ended.map(toRow)];
}

/** One notice, locked for the write that reads it (two staff editing at once take turns). */
export async function lockAlert(db: Db, id: number): Promise<AlertRow | null> {
  const row = await db.selectFrom('disaster_alerts').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function readAlert(db: Db, id: number): Promise<AlertRow | null> {
  const row = await db.selectFrom('disaster_alerts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function insertAlert(db: Db, values: AlertValues, at: Date, by: string | null): Promise<AlertRow> {
  const row = await db
    .insertInto('disaster_alerts')
    .values({
      hazard: values.hazard,
      regions: values.regions,
      title: values.title,
      message: values.message,
      steps: values.steps,
      video_ids: values.videoIds,
      links: JSON.stringify(values.links),
      starts_at: values.startsAt,
      ends_at: values.endsAt,
      created_at: at,
      created_by: by,
      updated_at: at,
      updated_by: by,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

export async function updateAlert(db: Db, id: number, values: AlertValues, at: Date, by: string | null): Promise<AlertRow> {
  const row = await db
    .updateTable('disaster_alerts')
    .set({
      hazard: values.hazard,
      regions: values.regions,
      title: values.title,
      message: values.message,
      steps: values.steps,
      video_ids: values.videoIds,
      links: JSON.stringify(values.links),
      starts_at: values.startsAt,
      ends_at: values.endsAt,
      updated_at: at,
      updated_by: by,
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

export async function endAlert(db: Db, id: number, at: Date, by: string | null): Promise<AlertRow> {
  const row = await db
    .updateTable('disaster_alerts')
    .set({ ended_at: at, updated_at: at, updated_by: by })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

export interface AlertVideoRow {
  video_id: string;
  title: string;
  channel_name: string;
  duration: number | null;
  duration_display: string | null;
  thumbnail_url: string | null;
}

/** Published videos by their YouTube id, with what a card shows. */
export async function publishedVideoCards(db: Db, videoIds: readonly string[]): Promise<AlertVideoRow[]> {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('videos')
    .select(['video_id', 'title', 'channel_name', 'duration', 'duration_display', 'thumbnail_url'])
    .where('video_id', 'in', [...videoIds])
    .where('is_public', '=', true)
    .execute();
}

/** Suggested videos for a draft: published videos whose title holds one of the words, most telling word first, best ranked first. */
export async function videoCardsMatching(db: Db, words: readonly string[], limit: number): Promise<AlertVideoRow[]> {
  const found: AlertVideoRow[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    if (found.length >= limit) break;
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db
      .selectFrom('videos')
      .select(['video_id', 'title', 'channel_name', 'duration', 'duration_display', 'thumbnail_url'])
      .where('is_public', '=', true)
      .where('title', 'ilike', pattern)
      .orderBy('static_rank', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    for (const row of rows) {
      if (seen.has(row.video_id) || found.length >= limit) continue;
      seen.add(row.video_id);
      found.push(row);
    }
  }
  return found;
}
