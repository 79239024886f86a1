// The classifier's publish confidence is read on every classification run (the site settings can change it
// while the engine runs): the same engine publishes nothing at 1 and everything at 0 without being rebuilt.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { startFakeYouTube, type FakeYouTube } from './fake-youtube/index.ts';
import { createSyncEngine } from './engine.ts';
import { getJob } from './jobs/job-store.ts';
import { registerChannels, registerKeys, registerKeywords } from './test-support/sync-fixtures.ts';

const KEY = 'FAKEFakeKeyC0000000000000000000000000003';
let database: TestDatabase;
let fake: FakeYouTube;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeYouTube({ channels: 2, videosPerChannel: 40, keys: [KEY] });
});
afterAll(async () => {
  await fake.close();
  await database.dispose();
});

it('reads publishAt at run time', async () => {
  const db = database.handle.db;
  let publishAt = 1;
  let reads = 0;
  const engine = createSyncEngine({
    db,
    secret: 'test-secret-for-the-key-vault-0123456789abcdef',
    youtubeBaseUrl: fake.url,
    rssBaseUrl: fake.url,
    retry: { tries: 3, baseMs: 1, maxMs: 5 },
    timeoutMs: 2_000,
    publishAt: async () => {
      reads += 1;
      return publishAt;
    },
  });
  await registerChannels(db, fake.state.channels);
  await registerKeywords(db);
  await registerKeys(db, engine.vault, [KEY]);
  const run = async (channelId: string) => {
    const job = await engine.enqueue('full', { channelIds: [channelId] }, { trigger: 'cli' });
    await engine.runner.runOne();
    return (await getJob(db, job.id))!.result as Record<string, number>;
  };
  const strict = await run(fake.state.channels[0]!.id);
  expect(strict.published ?? 0).toBe(0);
  publishAt = 0;
  const lenient = await run(fake.state.channels[1]!.id);
  // At 0 every video the classifier matched at all is published (the unmatched ones still go to curation).
  expect(lenient.published).toBeGreaterThan(0);
  expect((strict.queued ?? 0) + (strict.published ?? 0)).toBe(40);
  expect(reads).toBeGreaterThanOrEqual(2);
  const published = await sql<{ n: string }>`SELECT count(*) AS n FROM videos WHERE status = 'published'`.execute(db);
  expect(Number(published.rows[0]!.n)).toBe(lenient.published);
});
