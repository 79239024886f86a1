// node bench/captions-quota.ts [videos] — quota the captions sync (issue 22) spends per 1,000 published videos, read
// from the quota ledger against the local fake YouTube: (1) flags already brought by the full sync, (2) a second
// run with nothing changed, (3) flags never seen (videos.list batches first). PGlite in memory; prints one table.
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createSyncEngine, getJob, registerChannels, registerKeys, registerKeywords, startFakeYouTube } from '../src/sync/index.ts';

const VIDEOS = Number(process.argv[2] ?? 1000);
const PER_CHANNEL = 250;
const KEY = 'FAKEBenchKeyCaptions00000000000000000001';

const fake = await startFakeYouTube({
  channels: Math.ceil(VIDEOS / PER_CHANNEL),
  videosPerChannel: PER_CHANNEL,
  keys: { [KEY]: 1_000_000 },
});
const handle = await openDatabase({ dataDir: 'memory://' });
try {
  const db = handle.db;
  await migrate(handle);
  const engine = createSyncEngine({
    db,
    secret: 'bench-secret-0123456789abcdefghijklmnopqrstu',
    youtubeBaseUrl: fake.url,
    rssBaseUrl: fake.url,
  });
  await registerChannels(db, fake.state.channels);
  await registerKeywords(db);
  await registerKeys(db, engine.vault, [KEY], 1_000_000);
  for (const channel of fake.state.channels) {
    await engine.enqueue('full', { channelIds: [channel.id] }, { trigger: 'cli' });
    await engine.runner.runOne();
  }
  await db.updateTable('videos').set({ status: 'published' }).execute();
  const published = Number(
    (
      await db
        .selectFrom('videos')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

  const spent = async () =>
    Object.fromEntries(
      (
        await db
          .selectFrom('youtube_quota_ledger')
          .select(['endpoint', sql<string>`sum(units)`.as('units')])
          .where('endpoint', 'in', ['videos.list', 'captions.list'])
          .groupBy('endpoint')
          .execute()
      ).map((row) => [row.endpoint, Number(row.units)]),
    ) as Record<string, number>;
  async function run(label: string) {
    const before = await spent();
    const job = await engine.enqueue('captions', {}, { trigger: 'cli' });
    await engine.runner.runOne();
    const done = (await getJob(db, job.id))!;
    if (done.state !== 'succeeded') throw new Error(`${label}: ${done.state} ${done.error}`);
    const after = await spent();
    const flags = (after['videos.list'] ?? 0) - (before['videos.list'] ?? 0);
    const tracks = (after['captions.list'] ?? 0) - (before['captions.list'] ?? 0);
    return { label, flags, tracks, total: done.quota_spent };
  }

  const rows = [await run('1. 전체 동기화가 자막 표시를 가져온 뒤 첫 실행'), await run('2. 바뀐 것 없이 다시 실행')];
  await db.deleteFrom('video_access').execute();
  rows.push(await run('3. 자막 표시를 본 적 없는 영상 (videos.list부터)'));

  const states = await db
    .selectFrom('video_access')
    .select(['captions', sql<string>`count(*)`.as('n')])
    .groupBy('captions')
    .execute();
  const flagged = Number(
    (
      await db
        .selectFrom('video_access')
        .select(sql<string>`count(*)`.as('n'))
        .where('caption_flag', '=', true)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const per1000 = (units: number) => Math.round((units * 1000) / published);
  console.log(`\n공개 영상 ${published.toLocaleString()}개, 자막 표시 있음 ${flagged} (${((flagged * 100) / published).toFixed(1)} %)`);
  console.log(`captions 상태: ${states.map((s) => `${s.captions} ${s.n}`).join(', ')}`);
  console.log('| run | videos.list units | captions.list units | job quota_spent | per 1,000 videos |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.label} | ${r.flags} | ${r.tracks} | ${r.total} | ${per1000(r.total)} |`);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await handle.close();
  await fake.close();
}
