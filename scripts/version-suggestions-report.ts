// How many version groups the suggestions propose on a catalogue, how long it takes, and a sample to check by hand
// (issue 22). DATABASE_URL=postgres://… node scripts/version-suggestions-report.ts [sample size]
import { openDatabase } from '../src/db/client.ts';
import { dismissedPairs, versionCandidates } from '../src/db/repositories/admin-video-versions.repo.ts';
import { candidateBuckets, findSuggestions } from '../src/server/modules/versions/version-suggestions.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL를 주세요.');
const handle = await openDatabase({ databaseUrl: url });
const db = handle.db;
const started = performance.now();
const rows = await versionCandidates(db);
const read = performance.now();
const buckets = candidateBuckets(rows);
const found = findSuggestions(buckets, await dismissedPairs(db));
const done = performance.now();
const titles = new Map(rows.map((row) => [row.video_id, row]));
// The demo seed plants row i (i % 40 === 1) as a version of row i - 1, and videos.id follows the row order: a
// suggestion is 'planted' when each version's id is its original's + 1 at such a slot (src/db/seed/versions.ts).
const ids = new Map((await db.selectFrom('videos').select(['video_id', 'id']).execute()).map((row) => [row.video_id, Number(row.id)]));
const planted = (s: (typeof found)[number]) =>
  s.versions.every((v) => ids.get(v.videoId) === ids.get(s.original)! + 1 && (ids.get(v.videoId)! - 1) % 40 === 1);
const plantedCount = found.filter(planted).length;
console.log(`planted (demo seed) ${plantedCount}, from titles the generator happened to mark ${found.length - plantedCount}`);
console.log(
  `candidates ${rows.length}, buckets ${buckets.size}, suggestions ${found.length} (read ${Math.round(read - started)} ms, paired ${Math.round(done - read)} ms)`,
);
const byKind: Record<string, number> = {};
for (const s of found) for (const v of s.versions) byKind[v.kind] = (byKind[v.kind] ?? 0) + 1;
console.log('versions by kind', byKind, 'owner', {
  channel: found.filter((s) => s.owner === 'channel').length,
  region: found.filter((s) => s.owner === 'region').length,
});
const size = Number(process.argv[2] ?? 30);
// Every n-th suggestion, so the sample spreads over the list.
const step = Math.max(1, Math.floor(found.length / size));
for (let i = 0; i < found.length && i / step < size; i += step) {
  const s = found[i]!;
  const original = titles.get(s.original)!;
  console.log(`\n#${i} [${s.owner}${planted(s) ? ', planted' : ''}] ${original.title} (${original.duration}s, ${original.channel_id})`);
  for (const v of s.versions) {
    const row = titles.get(v.videoId)!;
    console.log(`   ${v.kind}: ${row.title} (${row.duration}s, ${row.channel_id})`);
  }
}
await handle.close();
