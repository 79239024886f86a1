import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { migrate } from '../migrate.ts';
import { migratedPgliteDump } from '../../test-support/test-database.ts';
import { staticRank } from '../../shared/search/static-rank.ts';
import { buildSearchDocument, toChosung } from '../../shared/search/text.ts';
import { buildChannels } from './channels.ts';
import { isCatalogueEmpty, seedDemoCatalogue, type SeedResult } from './index.ts';
import { buildKeywords } from './keywords.ts';
import { josa } from './korean.ts';
import { createVideoFactory, formatDuration } from './videos.ts';
import { TOPICS } from './vocabulary.ts';

const NOW = new Date('2025-06-01T03:00:00Z');
const SEED = 119;
const VIDEOS = 3_000;
const DAY = 86_400_000;

type Row = Record<string, unknown>;

async function seeded(): Promise<{ handle: DatabaseHandle; result: SeedResult }> {
  // Always PGlite; a copy of the run's migrated template spares the start-up of an empty database and the migrations.
  const loadDataDir = await migratedPgliteDump();
  const handle = await openDatabase({ dataDir: 'memory://', ...(loadDataDir ? { loadDataDir } : {}) });
  if (!loadDataDir) await migrate(handle);
  const result = await seedDemoCatalogue(handle, { videos: VIDEOS, seed: SEED, now: NOW });
  return { handle, result };
}

const query = <R = Row>(handle: DatabaseHandle, text: string, params: unknown[] = []) =>
  handle.session((conn) => conn.query<R>(text, params));

describe('josa', () => {
  it('picks the particle form that fits the last sound', () => {
    expect(josa('소화기', '을')).toBe('소화기를');
    expect(josa('심폐소생술', '을')).toBe('심폐소생술을');
    expect(josa('지진', '이')).toBe('지진이');
    expect(josa('화재', '이')).toBe('화재가');
    expect(josa('서울', '으로')).toBe('서울로');
    expect(josa('119', '을')).toBe('119를');
    expect(josa('AED', '을')).toBe('AED를');
  });
});

describe('seedDemoCatalogue', () => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  let result: SeedResult;
  let videos: Row[];

  beforeAll(async () => {
    [{ handle: a, result }, { handle: b }] = await Promise.all([seeded(), seeded()]);
    videos = await query(a, `SELECT v.*, k.keyword FROM videos v JOIN keyword_master k ON k.id = v.keyword_id ORDER BY v.id`);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('reports what it loaded', () => {
    expect(result).toMatchObject({ categories: 32, keywords: 2_000, channels: 154, videos: VIDEOS });
    expect(videos).toHaveLength(VIDEOS);
  });

  it('is deterministic for the same seed and now', async () => {
    const firstVideos = 'SELECT * FROM videos ORDER BY id LIMIT 300';
    expect(await query(b, firstVideos)).toEqual(await query(a, firstVideos));
    // updated_at of keywords and channels is set by the refresh functions (database clock).
    const channels = 'SELECT * FROM channel_master ORDER BY id';
    const strip = (rows: Row[]) => rows.map(({ updated_at: _u, ...rest }) => rest);
    expect(strip(await query(b, channels))).toEqual(strip(await query(a, channels)));
    const keywords = 'SELECT * FROM keyword_master ORDER BY id';
    expect(strip(await query(b, keywords))).toEqual(strip(await query(a, keywords)));
    const links = 'SELECT * FROM keyword_categories ORDER BY keyword_id, category_id';
    expect(await query(b, links)).toEqual(await query(a, links));
  });

  it('generates row i independently of the total and differently for another seed', () => {
    const make = (seed: number) => {
      const keywords = buildKeywords(seed, 2_000, NOW);
      return createVideoFactory({
        seed,
        now: NOW,
        channels: buildChannels(seed, NOW),
        keywords,
        keywordIds: keywords.map((_, i) => i + 1),
      });
    };
    const first = make(SEED);
    const second = make(SEED);
    expect(second(1234)).toEqual(first(1234));
    expect(make(SEED + 1)(1234).video_id).not.toEqual(first(1234).video_id);
  });

  it('refuses to seed a catalogue that is not empty', async () => {
    expect(await isCatalogueEmpty(a)).toBe(false);
    await expect(seedDemoCatalogue(a, { videos: 10, seed: SEED, now: NOW })).rejects.toThrow(/not empty/);
  });

  it('has the 19 fire headquarters in a fixed order and plausible channel counts', async () => {
    const counts = await query<{ channel_type: string; n: number }>(
      a,
      'SELECT channel_type, count(*)::int AS n FROM channel_master GROUP BY 1 ORDER BY 1',
    );
    expect(Object.fromEntries(counts.map((c) => [c.channel_type, c.n]))).toEqual({
      domestic: 60,
      fire_dept: 19,
      fire_station: 40,
      international: 35,
    });
    const depts = await query<{ channel_name: string; region: string; display_order: number }>(
      a,
      "SELECT channel_name, region, display_order FROM channel_master WHERE channel_type = 'fire_dept' ORDER BY display_order",
    );
    expect(depts.map((d) => d.display_order)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(depts[0]).toMatchObject({ channel_name: '소방청', region: '전국' });
    expect(depts.every((d) => d.region)).toBe(true);
    expect(depts.map((d) => d.channel_name)).toEqual(
      expect.arrayContaining([
        '서울특별시소방재난본부',
        '경기도북부소방재난본부',
        '강원특별자치도소방본부',
        '전북특별자치도소방본부',
        '제주특별자치도소방안전본부',
      ]),
    );
    const bad = await query(
      a,
      `SELECT channel_id FROM channel_master WHERE channel_id !~ '^UC[A-Za-z0-9_-]{22}$'
      OR video_count < (SELECT count(*) FROM videos v WHERE v.channel_id = channel_master.channel_id)
      OR view_count < (SELECT coalesce(sum(view_count), 0) FROM videos v WHERE v.channel_id = channel_master.channel_id)`,
    );
    expect(bad).toEqual([]);
  });

  it('builds a two-level category tree and links every keyword to one or two leaves', async () => {
    const tops = await query<{ n: number }>(a, 'SELECT count(*)::int AS n FROM categories WHERE parent_id IS NULL');
    expect(tops[0]!.n).toBe(6);
    const keywords = await query<{
      keyword: string;
      slug: string;
      keyword_chosung: string;
      category_names: string;
      names: string;
      links: number;
    }>(
      a,
      `
      SELECT k.keyword, k.slug, k.keyword_chosung, k.category_names, string_agg(c.name, ',' ORDER BY c.name) AS names, count(*)::int AS links
      FROM keyword_master k JOIN keyword_categories kc ON kc.keyword_id = k.id JOIN categories c ON c.id = kc.category_id
      WHERE c.parent_id IS NOT NULL GROUP BY k.id`,
    );
    expect(keywords).toHaveLength(2_000);
    for (const k of keywords) {
      expect(k.links).toBeGreaterThanOrEqual(1);
      expect(k.links).toBeLessThanOrEqual(2);
      expect(k.slug).toBe(k.keyword.replaceAll(' ', '-'));
      expect(k.keyword_chosung).toBe(toChosung(k.keyword));
      expect(k.category_names.split(',').sort().join(',')).toBe(k.names);
    }
    expect(keywords.some((k) => k.links === 2)).toBe(true);
  });

  // Rule: a Korean video's title contains its keyword verbatim; an international (English)
  // video is linked to a plain topic keyword and its title contains the topic's English name.
  it('titles mention their keyword', () => {
    for (const v of videos) {
      const title = v.title as string;
      const keyword = v.keyword as string;
      if (v.channel_type === 'international') {
        const topic = TOPICS.find((t) => t.ko === keyword);
        expect(topic, keyword).toBeDefined();
        expect(title).toContain(topic!.en);
      } else {
        expect(title).toContain(keyword);
      }
    }
  });

  it('has consistent dates, durations, statuses, urls and text', () => {
    const buckets = { short: 0, medium: 0, long: 0 };
    const statuses = new Set<string>();
    const ids = new Set<string>();
    for (const v of videos) {
      const upload = v.upload_date as Date;
      expect(upload.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(upload.getTime()).toBeGreaterThan(NOW.getTime() - 8 * 366 * DAY);
      expect(v.is_new).toBe(NOW.getTime() - upload.getTime() < 7 * DAY);
      const d = v.duration as number;
      buckets[d < 240 ? 'short' : d <= 1200 ? 'medium' : 'long'] += 1;
      expect(v.duration_display).toBe(formatDuration(d));
      statuses.add(v.status as string);
      const deleted = v.status === 'deleted';
      expect(v.deleted_at !== null && v.deleted_by !== null && v.deletion_reason !== null).toBe(deleted);
      expect(v.video_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      ids.add(v.video_id as string);
      if (v.video_url !== null) expect(v.video_url).toContain(v.video_id);
      expect((v.description as string).length).toBeGreaterThanOrEqual(80);
      expect((v.description as string).length).toBeLessThanOrEqual(250);
      expect((v.tags as string[]).length).toBeGreaterThanOrEqual(3);
      expect((v.tags as string[]).length).toBeLessThanOrEqual(10);
      expect(Number(v.like_count)).toBeLessThanOrEqual(Math.ceil(Number(v.view_count) * 0.04));
      expect(v.static_rank).toBeCloseTo(staticRank(Number(v.view_count), Number(v.like_count)), 3);
    }
    expect(ids.size).toBe(VIDEOS);
    expect(buckets.short / VIDEOS).toBeCloseTo(0.45, 1);
    expect(buckets.medium / VIDEOS).toBeCloseTo(0.4, 1);
    expect(buckets.long / VIDEOS).toBeCloseTo(0.15, 1);
    expect([...statuses].sort()).toEqual(['archived', 'deleted', 'draft', 'published']);
    const urls = videos.map((v) => String(v.video_url));
    for (const form of ['https://www.youtube.com/watch?v=', 'https://youtu.be/', 'https://www.youtube.com/shorts/']) {
      expect(urls.some((u) => u.startsWith(form))).toBe(true);
    }
    expect(videos.some((v) => v.thumbnail_url === null)).toBe(true);
    expect(videos.some((v) => v.channel_id === null && v.channel_type === null)).toBe(true);
  });

  it('puts a few dozen videos in the last week (some today) per 56,000', () => {
    const keywords = buildKeywords(SEED, 2_000, NOW);
    const make = createVideoFactory({
      seed: SEED,
      now: NOW,
      channels: buildChannels(SEED, NOW),
      keywords,
      keywordIds: keywords.map((_, i) => i + 1),
    });
    const kstMidnight = Math.floor((NOW.getTime() + 9 * 3_600_000) / DAY) * DAY - 9 * 3_600_000;
    let fresh = 0;
    let today = 0;
    for (let i = 0; i < 56_000; i += 1) {
      const v = make(i);
      if (v.is_new) fresh += 1;
      if (v.upload_date.getTime() >= kstMidnight) today += 1;
    }
    expect(fresh).toBeGreaterThanOrEqual(24);
    expect(fresh).toBeLessThanOrEqual(120);
    expect(today).toBeGreaterThan(0);
  });

  it('stores the search document the search feature builds', () => {
    for (const v of videos.filter((_, i) => i % 25 === 0)) {
      const doc = buildSearchDocument({
        title: v.title as string,
        channelName: v.channel_name as string,
        tags: v.tags as string[],
        description: v.description as string,
      });
      // Every column the document has (search_text, search_terms, …) is stored as built.
      expect(Object.fromEntries(Object.keys(doc).map((key) => [key, v[key]]))).toEqual(doc);
    }
  });

  it('refreshes keyword, channel and platform totals', async () => {
    const keywordMismatch = await query(
      a,
      `SELECT k.id FROM keyword_master k
      WHERE k.total_videos <> (SELECT count(*) FROM videos v WHERE v.keyword_id = k.id AND v.is_public)
         OR k.total_views <> (SELECT coalesce(sum(view_count), 0) FROM videos v WHERE v.keyword_id = k.id AND v.is_public)`,
    );
    expect(keywordMismatch).toEqual([]);
    const channelMismatch = await query(
      a,
      `SELECT c.id FROM channel_master c
      WHERE c.videos_in_project <> (SELECT count(*) FROM videos v WHERE v.channel_id = c.channel_id AND v.is_public)`,
    );
    expect(channelMismatch).toEqual([]);
    const [stats] = await query<{ total_videos: number; total_keywords: number; total_categories: number }>(
      a,
      'SELECT * FROM current_statistics',
    );
    const [published] = await query<{ n: number }>(a, 'SELECT count(*)::int AS n FROM videos WHERE is_public');
    expect(stats).toMatchObject({ total_videos: published!.n, total_categories: 32 });
    expect(stats!.total_keywords).toBeGreaterThan(1_900);
    // Heavy tail: the biggest keyword holds many times the median keyword's videos.
    const sizes = (await query<{ total_videos: number }>(a, 'SELECT total_videos FROM keyword_master ORDER BY total_videos DESC')).map(
      (r) => r.total_videos,
    );
    expect(sizes[0]!).toBeGreaterThan(10 * Math.max(1, sizes[1_000]!));
  });
});
