// What sync learns of a video's captions (issue 22, ADR 0032): contentDetails.caption from every videos.list it
// already makes (free), and captions.list (50 units) only for published videos whose flag says a track exists and
// whose captions were not worked out for that flag yet. Writes video_access and the derived kinds.
import { sql, type Kysely } from 'kysely';
import type { CaptionState } from '../../shared/constants/versions.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export async function refreshAccessKinds(db: Db, videoIds: readonly string[]): Promise<void> {
  if (videoIds.length === 0) return;
  await sql`SELECT refresh_video_access_kinds(${[...videoIds]}::text[])`.execute(db);
}

/**
 * Records contentDetails.caption as seen now. Only changed flags are written (an unchanged batch writes nothing and
 * moves no catalogue version). A false flag settles the captions at once: no track a person wrote is served.
 */
export async function recordCaptionFlags(db: Db, flags: readonly { videoId: string; flag: boolean | null }[], now: Date): Promise<number> {
  const known = flags.filter((item): item is { videoId: string; flag: boolean } => item.flag !== null);
  if (known.length === 0) return 0;
  const existing = await db
    .selectFrom('video_access')
    .select(['video_id', 'caption_flag', 'captions'])
    .where(
      'video_id',
      'in',
      known.map((item) => item.videoId),
    )
    .execute();
  const before = new Map(existing.map((row) => [row.video_id, row]));
  const changed = known.filter((item) => before.get(item.videoId)?.caption_flag !== item.flag);
  if (changed.length === 0) return 0;
  await db
    .insertInto('video_access')
    .values(
      changed.map((item) => ({
        video_id: item.videoId,
        caption_flag: item.flag,
        flag_read_at: now,
        updated_at: now,
        ...(item.flag ? {} : { captions: 'none' as const, caption_languages: [], captions_read_for: false, captions_checked_at: now }),
      })),
    )
    .onConflict((oc) =>
      oc.column('video_id').doUpdateSet((eb) => ({
        caption_flag: eb.ref('excluded.caption_flag'),
        flag_read_at: eb.ref('excluded.flag_read_at'),
        updated_at: eb.ref('excluded.updated_at'),
        captions: sql`CASE WHEN excluded.caption_flag THEN video_access.captions ELSE 'none' END`,
        caption_languages: sql`CASE WHEN excluded.caption_flag THEN video_access.caption_languages ELSE '{}'::text[] END`,
        captions_read_for: sql`CASE WHEN excluded.caption_flag THEN video_access.captions_read_for ELSE false END`,
        captions_checked_at: sql`CASE WHEN excluded.caption_flag THEN video_access.captions_checked_at ELSE excluded.captions_checked_at END`,
      })),
    )
    .execute();
  // A flag turning false can take a 'human' away: badges and filters follow.
  const settled = changed.filter((item) => !item.flag && before.get(item.videoId)?.captions === 'human').map((item) => item.videoId);
  await refreshAccessKinds(db, settled);
  return changed.length;
}

/** Marks ids YouTube did not return as read (flag unknown), so the flag pass does not ask for them again. */
export async function markFlagsRead(db: Db, videoIds: readonly string[], now: Date): Promise<void> {
  if (videoIds.length === 0) return;
  await db
    .insertInto('video_access')
    .values(videoIds.map((videoId) => ({ video_id: videoId, flag_read_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('video_id').doUpdateSet({ flag_read_at: now }))
    .execute();
}

/** Published videos whose caption flag was never read. */
export async function videosWithUnreadFlag(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('videos as v')
    .leftJoin('video_access as a', 'a.video_id', 'v.video_id')
    .select('v.video_id')
    .where('v.status', '=', 'published')
    .where('a.flag_read_at', 'is', null)
    .orderBy('v.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.video_id);
}

export async function countUnreadFlags(db: Db): Promise<number> {
  const row = await db
    .selectFrom('videos as v')
    .leftJoin('video_access as a', 'a.video_id', 'v.video_id')
    .select(sql<string>`count(*)`.as('n'))
    .where('v.status', '=', 'published')
    .where('a.flag_read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const due = (db: Db) =>
  db
    .selectFrom('video_access as a')
    .innerJoin('videos as v', 'v.video_id', 'a.video_id')
    .where('v.status', '=', 'published')
    .where(sql<boolean>`a.caption_flag AND a.captions_read_for IS DISTINCT FROM a.caption_flag`);

/** Published videos whose flag says a track exists and whose captions were not read for it (one captions.list each). */
export async function videosWithCaptionsDue(db: Db, limit: number): Promise<string[]> {
  // Videos a key refused come after the ones never asked: a key without access costs one call a run, not one each.
  const rows = await due(db)
    .select('a.video_id')
    .orderBy(sql`a.captions_refused_at IS NOT NULL`)
    .orderBy('v.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.video_id);
}

export async function countCaptionsDue(db: Db): Promise<number> {
  const row = await due(db)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What captions.list said (or 'unknown': the key may not read tracks); read for the flag as it stands. */
export async function saveCaptions(
  db: Db,
  videoId: string,
  result: { state: CaptionState; languages: readonly string[] },
  now: Date,
): Promise<void> {
  await db
    .updateTable('video_access')
    .set({
      captions: result.state,
      caption_languages: [...result.languages],
      captions_read_for: sql<boolean>`caption_flag`,
      captions_checked_at: now,
      captions_refused_at: null,
      captions_refused_key: null,
      updated_at: now,
    })
    .where('video_id', '=', videoId)
    .execute();
  await refreshAccessKinds(db, [videoId]);
}

/**
 * A key that may not read tracks refused captions.list: an honest 'unknown' (never 'none'), and the video stays due
 * (captions_read_for unchanged) so a key with access reads it later.
 */
export async function markCaptionsRefused(db: Db, videoId: string, keyId: number | null, now: Date): Promise<void> {
  await db
    .updateTable('video_access')
    .set({
      captions: 'unknown',
      caption_languages: [],
      captions_checked_at: now,
      captions_refused_at: now,
      captions_refused_key: keyId,
      updated_at: now,
    })
    .where('video_id', '=', videoId)
    .execute();
  await refreshAccessKinds(db, [videoId]);
}
