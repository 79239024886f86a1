import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_PERIODS } from '../../shared/constants/catalogue.ts';
import type { ChannelType, Database } from '../schema.ts';
import { openDatabase } from '../client.ts';
import { listMigrations, migrate } from '../migrate.ts';
import { seedDemoCatalogue } from '../seed/index.ts';
import { createSeededTestDatabase, TEST_NOW, type TestDatabase } from '../../test-support/test-database.ts';
import { channelTallies, countPublicVideos, tallyByChannel } from './video-tallies.repo.ts';
import { applyVideoFilter, publicVideos, type VideoFilter } from './videos.repo.ts';

// The tallies (migrations/0013_ops.sql) must equal a count over the rows, for every filter, after every kind of
// write: inserts, status changes, moves between channels, keywords and dates, view counts, deletes, cascades.
let database: TestDatabase;
let db: Kysely<Database>;
let channels: { channel_id: string; channel_type: ChannelType }[];
let keywordIds: number[];
beforeAll(async () => {
  database = await createSeededTestDatabase(2_000);
  db = database.handle.db;
  channels = await db.selectFrom('channel_master').select(['channel_id', 'channel_type']).orderBy('id').execute();
  keywordIds = (await db.selectFrom('keyword_master').select('id').orderBy('total_videos', 'desc').limit(3).execute()).map((k) => k.id);
});
afterAll(() => database?.dispose());

async function liveCount(filter: VideoFilter): Promise<number> {
  const row = await applyVideoFilter(publicVideos(db), filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Filters over every period, channel type, a few channels and keywords, and exclusions. */
function filters(): VideoFilter[] {
  const [a, b, c] = channels;
  const out: VideoFilter[] = [];
  for (const period of VIDEO_PERIODS) {
    out.push({ period });
    for (const channelType of ['fire_dept', 'domestic', 'international'] as const) out.push({ period, channelType });
    out.push({ period, channelId: a!.channel_id });
    out.push({ period, excludedChannels: [a!.channel_id, b!.channel_id] });
    out.push({ period, channelType: c!.channel_type, excludedChannels: [c!.channel_id] });
    for (const keywordId of keywordIds) {
      out.push({ period, keywordId });
      out.push({ period, keywordId, channelType: 'fire_dept' });
      out.push({ period, keywordId, excludedChannels: [a!.channel_id] });
    }
  }
  return out;
}

async function expectCountsMatch() {
  for (const filter of filters()) {
    expect({ filter, n: await countPublicVideos(db, filter) }).toEqual({ filter, n: await liveCount(filter) });
  }
}

/** Each tally table against a full recount from the rows (zero rows in the tallies are fine). */
async function expectTablesMatch() {
  const pairs: [string, string][] = [
    [
      `SELECT channel_type, channel_id, videos, views, likes FROM public_video_tallies WHERE videos <> 0 OR views <> 0 OR likes <> 0`,
      `SELECT coalesce(channel_type, '') AS channel_type, coalesce(channel_id, '') AS channel_id, count(*) AS videos,
              sum(view_count) AS views, sum(like_count) AS likes FROM videos WHERE is_public GROUP BY 1, 2`,
    ],
    [
      `SELECT upload_month, channel_type, channel_id, videos FROM public_video_month_tallies WHERE videos <> 0`,
      `SELECT date_trunc('month', upload_date AT TIME ZONE 'UTC')::date AS upload_month, coalesce(channel_type, '') AS channel_type,
              coalesce(channel_id, '') AS channel_id, count(*) AS videos FROM videos WHERE is_public GROUP BY 1, 2, 3`,
    ],
    [
      `SELECT upload_day, channel_type, channel_id, videos FROM public_video_day_tallies WHERE videos <> 0`,
      `SELECT (upload_date AT TIME ZONE 'UTC')::date AS upload_day, coalesce(channel_type, '') AS channel_type,
              coalesce(channel_id, '') AS channel_id, count(*) AS videos FROM videos WHERE is_public GROUP BY 1, 2, 3`,
    ],
    [
      `SELECT keyword_id, channel_type, channel_id, videos FROM public_keyword_tallies WHERE videos <> 0`,
      `SELECT keyword_id, coalesce(channel_type, '') AS channel_type, coalesce(channel_id, '') AS channel_id, count(*) AS videos
       FROM videos WHERE is_public AND keyword_id IS NOT NULL GROUP BY 1, 2, 3`,
    ],
  ];
  for (const [tallied, counted] of pairs) {
    const difference = await sql<{ n: number }>`
      SELECT count(*) AS n FROM ((${sql.raw(tallied)} EXCEPT ${sql.raw(counted)}) UNION ALL (${sql.raw(counted)} EXCEPT ${sql.raw(tallied)})) d`.execute(
      db,
    );
    expect({ tallied, differing: Number(difference.rows[0]!.n) }).toEqual({ tallied, differing: 0 });
  }
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
let serial = 0;
const newVideo = (fields: Partial<Record<string, unknown>>) => ({
  video_id: `tally${String((serial += 1)).padStart(6, '0')}`,
  title: `집계 시험 영상 ${serial}`,
  upload_date: hoursAgo(1),
  ...fields,
});

describe('maintained public-video tallies', () => {
  it('start equal to a count over the rows (triggers while the seed inserts)', async () => {
    await expectTablesMatch();
    await expectCountsMatch();
  });

  it('are filled by the migration for a catalogue that already had videos', async () => {
    const earlier = await openDatabase({ dataDir: 'memory://' });
    try {
      // The catalogue is seeded with the triggers off (as before the tallies existed), then the tallies migration's
      // own fill statements run. (Seeding an older schema is not possible: the seed writes today's columns.)
      const migrations = listMigrations();
      await migrate(earlier, migrations);
      await sql`SET session_replication_role = replica`.execute(earlier.db);
      await seedDemoCatalogue(earlier, { videos: 500, seed: 7, now: TEST_NOW });
      await sql`SET session_replication_role = origin`.execute(earlier.db);
      expect(await countPublicVideos(earlier.db, {})).toBe(0);
      const ops = migrations.find((m) => m.version.endsWith('_ops'))!.sql;
      const fill = ops.slice(ops.indexOf('-- A catalogue that already holds videos'), ops.indexOf('-- Periodic maintenance'));
      expect(fill).toContain('INSERT INTO public_video_tallies');
      for (const statement of fill.split(/;\s*\n/).filter((part) => /INSERT/.test(part))) await sql.raw(statement).execute(earlier.db);
      const [tallied, counted] = await Promise.all([
        countPublicVideos(earlier.db, { period: 'year', channelType: 'fire_dept' }),
        applyVideoFilter(publicVideos(earlier.db), { period: 'year', channelType: 'fire_dept' })
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      expect(tallied).toBe(Number(counted.n));
      expect(await countPublicVideos(earlier.db, {})).toBe(
        Number(
          (
            await publicVideos(earlier.db)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      );
    } finally {
      await earlier.close();
    }
  });

  it('stay equal after inserts, including videos without channel or keyword and right at period edges', async () => {
    const [a, b] = channels;
    await db
      .insertInto('videos')
      .values([
        newVideo({ channel_id: a!.channel_id, channel_type: a!.channel_type, keyword_id: keywordIds[0] }),
        newVideo({ channel_id: null, channel_type: null }),
        newVideo({ channel_id: b!.channel_id, channel_type: b!.channel_type, status: 'draft' }),
        // On both sides of each period's cutoff, and of the UTC midnights after it.
        ...[24, 24 * 7, 24 * 31, 24 * 366].flatMap((hours) =>
          [-0.05, 0.05, -12, 12].map((shift) =>
            newVideo({
              channel_id: a!.channel_id,
              channel_type: a!.channel_type,
              keyword_id: keywordIds[1],
              upload_date: hoursAgo(hours + shift),
            }),
          ),
        ),
      ])
      .execute();
    await expectTablesMatch();
    await expectCountsMatch();
  });

  it('stay equal after status changes, moves between channels, keywords and dates, and view counts', async () => {
    const [a, b] = channels;
    const some = (await db.selectFrom('videos').select('id').orderBy('id').limit(60).execute()).map((r) => r.id);
    await db.updateTable('videos').set({ status: 'archived' }).where('id', 'in', some.slice(0, 10)).execute();
    await db.updateTable('videos').set({ status: 'published' }).where('id', 'in', some.slice(5, 15)).execute();
    await db
      .updateTable('videos')
      .set({ channel_id: b!.channel_id, channel_type: b!.channel_type })
      .where('id', 'in', some.slice(15, 25))
      .execute();
    await db
      .updateTable('videos')
      .set({ keyword_id: keywordIds[2] ?? null })
      .where('id', 'in', some.slice(25, 35))
      .execute();
    await db.updateTable('videos').set({ keyword_id: null }).where('id', 'in', some.slice(35, 40)).execute();
    await db
      .updateTable('videos')
      .set({ upload_date: hoursAgo(30) })
      .where('id', 'in', some.slice(40, 50))
      .execute();
    await db
      .updateTable('videos')
      .set({ view_count: sql`view_count + 7`, like_count: sql`like_count + 1` })
      .where('id', 'in', some.slice(50, 60))
      .execute();
    const video = await db.selectFrom('videos').select('video_id').where('is_public', '=', true).executeTakeFirstOrThrow();
    await sql`SELECT increment_view_count(${video.video_id})`.execute(db);
    // A rewrite that touches no counted field changes nothing.
    await db
      .updateTable('videos')
      .set({ search_text: sql`search_text` })
      .where('id', 'in', some)
      .execute();
    await expectTablesMatch();
    await expectCountsMatch();
    expect((await channelTallies(db, a!.channel_id)).views).toBe(
      Number(
        (
          await db
            .selectFrom('videos')
            .select(sql<number>`coalesce(sum(view_count), 0)`.as('n'))
            .where('channel_id', '=', a!.channel_id)
            .where('is_public', '=', true)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });

  it('stay equal through cascades (a channel renamed or deleted, a keyword deleted) and deletes', async () => {
    const [, , c, d] = channels;
    await db
      .updateTable('channel_master')
      .set({ channel_id: `${c!.channel_id}x` })
      .where('channel_id', '=', c!.channel_id)
      .execute();
    await db.deleteFrom('channel_master').where('channel_id', '=', d!.channel_id).execute();
    await db.deleteFrom('keyword_master').where('id', '=', keywordIds[2]!).execute();
    await db.deleteFrom('videos').where('id', 'in', db.selectFrom('videos').select('id').orderBy('id', 'desc').limit(25)).execute();
    channels = await db.selectFrom('channel_master').select(['channel_id', 'channel_type']).orderBy('id').execute();
    keywordIds = keywordIds.slice(0, 2);
    await expectTablesMatch();
    await expectCountsMatch();
  });

  it('give each channel its totals and its uploads of the last year, as a recount does', async () => {
    const recount = await sql<{ channel_id: string; videos: number; views: number; likes: number; recent: number }>`
      SELECT channel_id, count(*) AS videos, sum(view_count) AS views, sum(like_count) AS likes,
             count(*) FILTER (WHERE upload_date >= now() - interval '1 year') AS recent
      FROM videos WHERE is_public AND channel_id IS NOT NULL GROUP BY channel_id ORDER BY channel_id`.execute(db);
    const tallied = (await tallyByChannel(db, '1 year'))
      .filter((row) => Number(row.videos) > 0)
      .map((row) => ({
        channel_id: row.channel_id,
        videos: Number(row.videos),
        views: Number(row.views),
        likes: Number(row.likes),
        recent: Number(row.recent),
      }))
      .sort((x, y) => (x.channel_id < y.channel_id ? -1 : 1));
    expect(tallied).toEqual(
      recount.rows.map((row) => ({
        ...row,
        videos: Number(row.videos),
        views: Number(row.views),
        likes: Number(row.likes),
        recent: Number(row.recent),
      })),
    );
  });

  it('empty with TRUNCATE and fill again', async () => {
    await sql`TRUNCATE videos CASCADE`.execute(db);
    expect(await countPublicVideos(db, {})).toBe(0);
    await db
      .insertInto('videos')
      .values(newVideo({ channel_id: channels[0]!.channel_id, channel_type: channels[0]!.channel_type }))
      .execute();
    await expectTablesMatch();
    expect(await countPublicVideos(db, { period: 'today' })).toBe(1);
  });
});
