// Lesson kits (수업 꾸러미) and their ordered videos (migration 0040). A place whose video is no longer public
// stays in the kit: readers get `available = false`.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export interface KitRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  life_stages: string[];
  goals: string[];
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
  updated_by: string | null;
  video_count: number;
  available_count: number;
  thumbnail_url: string | null;
}

export interface KitVideoRow {
  position: number;
  video_id: string;
  saved_title: string;
  note: string;
  question: string;
  start_seconds: number | null;
  end_seconds: number | null;
  available: boolean;
  title: string | null;
  channel_name: string | null;
  channel_id: string | null;
  thumbnail_url: string | null;
  duration: number | null;
  upload_date: Date | null;
  description: string | null;
  view_count: number | null;
}

const KIT_SELECT = sql`
  k.id, k.slug, k.title, k.summary, k.life_stages, k.goals, k.created_at, k.updated_at, k.created_by, k.updated_by,
  (SELECT count(*) FROM lesson_kit_videos kv WHERE kv.kit_id = k.id)::int AS video_count,
  (SELECT count(*) FROM lesson_kit_videos kv JOIN videos v ON v.video_id = kv.video_id AND v.is_public
    WHERE kv.kit_id = k.id)::int AS available_count,
  (SELECT coalesce(v.thumbnail_url, 'https://i.ytimg.com/vi/' || v.video_id || '/hqdefault.jpg')
    FROM lesson_kit_videos kv JOIN videos v ON v.video_id = kv.video_id AND v.is_public
    WHERE kv.kit_id = k.id ORDER BY kv.position LIMIT 1) AS thumbnail_url`;

/** Every kit, newest change first; with `audience`, only kits for that life stage. */
export async function listKits(db: Kysely<Database>, audience?: string): Promise<KitRow[]> {
  const result = await sql<KitRow>`
    SELECT ${KIT_SELECT} FROM lesson_kits k
    WHERE ${audience ? sql`${audience} = ANY (k.life_stages)` : sql`true`}
    ORDER BY k.updated_at DESC, k.id DESC`.execute(db);
  return result.rows;
}

export async function findKitBySlug(db: Kysely<Database>, slug: string): Promise<KitRow | undefined> {
  const result = await sql<KitRow>`SELECT ${KIT_SELECT} FROM lesson_kits k WHERE k.slug = ${slug}`.execute(db);
  return result.rows[0];
}

export async function findKitById(db: Kysely<Database>, id: number): Promise<KitRow | undefined> {
  const result = await sql<KitRow>`SELECT ${KIT_SELECT} FROM lesson_kits k WHERE k.id = ${id}`.execute(db);
  return result.rows[0];
}

/** Title, summary, counts and first thumbnail of a kit page (share cards). */
export async function findKitMeta(db: Kysely<Database>, slug: string) {
  return findKitBySlug(db, slug);
}

/** A kit's places in order, with what the catalogue shows of each video while it is public. */
export async function kitVideos(db: Kysely<Database>, kitId: number): Promise<KitVideoRow[]> {
  const result = await sql<KitVideoRow>`
    SELECT kv.position, kv.video_id, kv.saved_title, kv.note, kv.question, kv.start_seconds, kv.end_seconds,
      (v.id IS NOT NULL) AS available,
      v.title, v.channel_name, v.channel_id,
      coalesce(v.thumbnail_url, CASE WHEN v.id IS NOT NULL THEN 'https://i.ytimg.com/vi/' || v.video_id || '/hqdefault.jpg' END)
        AS thumbnail_url,
      v.duration, v.upload_date, v.description, v.view_count
    FROM lesson_kit_videos kv
    LEFT JOIN videos v ON v.video_id = kv.video_id AND v.is_public
    WHERE kv.kit_id = ${kitId}
    ORDER BY kv.position`.execute(db);
  return result.rows.map((row) => ({ ...row, view_count: row.view_count === null ? null : Number(row.view_count) }));
}

/** Titles of the given videos that are public now (what a kit may hold). */
export async function publicVideoTitles(db: Kysely<Database>, videoIds: readonly string[]): Promise<Map<string, string>> {
  if (!videoIds.length) return new Map();
  const rows = await db
    .selectFrom('videos')
    .select(['video_id', 'title'])
    .where('video_id', 'in', [...videoIds])
    .where(sql<boolean>`is_public`)
    .execute();
  return new Map(rows.map((row) => [row.video_id, row.title]));
}

export async function kitSlugsLike(db: Kysely<Database>, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('lesson_kits')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base.replace(/[\\%_]/g, '\\$&')}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

export interface KitFields {
  slug: string;
  title: string;
  summary: string;
  lifeStages: string[];
  goals: string[];
}

export interface KitPlace {
  videoId: string;
  savedTitle: string;
  note: string;
  question: string;
  startSeconds: number | null;
  endSeconds: number | null;
}

export async function insertKit(db: Kysely<Database>, fields: KitFields, by: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('lesson_kits')
    .values({
      slug: fields.slug,
      title: fields.title,
      summary: fields.summary,
      life_stages: fields.lifeStages,
      goals: fields.goals,
      created_at: now,
      updated_at: now,
      created_by: by,
      updated_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateKit(db: Kysely<Database>, id: number, fields: Partial<KitFields>, by: string, now: Date): Promise<void> {
  await db
    .updateTable('lesson_kits')
    .set({
      ...(fields.slug !== undefined ? { slug: fields.slug } : {}),
      ...(fields.title !== undefined ? { title: fields.title } : {}),
      ...(fields.summary !== undefined ? { summary: fields.summary } : {}),
      ...(fields.lifeStages !== undefined ? { life_stages: fields.lifeStages } : {}),
      ...(fields.goals !== undefined ? { goals: fields.goals } : {}),
      updated_at: now,
      updated_by: by,
    })
    .where('id', '=', id)
    .execute();
}

/** Replaces a kit's list with `places`, in that order (positions 1…n). */
export async function replaceKitVideos(db: Kysely<Database>, kitId: number, places: readonly KitPlace[]): Promise<void> {
  await db.deleteFrom('lesson_kit_videos').where('kit_id', '=', kitId).execute();
  if (!places.length) return;
  await db
    .insertInto('lesson_kit_videos')
    .values(
      places.map((place, index) => ({
        kit_id: kitId,
        position: index + 1,
        video_id: place.videoId,
        saved_title: place.savedTitle,
        note: place.note,
        question: place.question,
        start_seconds: place.startSeconds,
        end_seconds: place.endSeconds,
      })),
    )
    .execute();
}

export async function deleteKit(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('lesson_kits').where('id', '=', id).execute();
}

/** Locks one kit's row for a write (two editors saving at once take turns). */
export async function lockKit(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('lesson_kits').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return !!row;
}
