// npm run bench:search-profile — times the search engine in process on a kept 56k catalogue
// (BENCH_DATA_DIR from a BENCH_ONLY=search run): engine only and the whole service, per query.
import { openDatabase } from '../src/db/client.ts';
import { readCatalogueVersion } from '../src/db/repositories/statistics.repo.ts';
import { SearchCatalogue } from '../src/server/modules/search/engine/search-catalogue.ts';
import { runQuery } from '../src/server/modules/search/engine/query-engine.ts';
import { runSearch } from '../src/server/modules/search/search.service.ts';
import { parseSearchQuery } from '../src/shared/search/query.ts';
import type { AppContext } from '../src/server/core/context.ts';
import { summarise } from './lib/stats.ts';
import { SEARCH_QUERY_CLASSES } from './lib/search-queries.ts';

const dir = process.env.BENCH_DATA_DIR ?? '/tmp/bench-56k';
const only = process.env.QUERIES?.split(',');
const reps = Number(process.env.REPS ?? 30);
const handle = await openDatabase({ dataDir: `${dir}/pglite` });
const version = await readCatalogueVersion(handle.db);
const catalogue = new SearchCatalogue(handle.db, { log: (m) => console.log(m) });
const snapshot = await catalogue.snapshot(version);
const ctx = { db: handle.db, database: handle, cache: { version }, now: () => new Date() } as unknown as AppContext;
const queries = only ?? Object.values(SEARCH_QUERY_CLASSES).flat();
const query = { page: 1, limit: 20, sortBy: 'relevance', period: 'all', duration: undefined, viewCount: undefined, channelType: 'all' };
console.log('| 검색어 | 엔진 CPU p50 | 엔진 CPU p95 | 서비스 p50 | 서비스 p95 | 찾음 | 블록 | 항목 |');
console.log('|---|---|---|---|---|---|---|---|');
for (const q of queries) {
  const engine: number[] = [];
  const service: number[] = [];
  let last = { total: 0, read: { blocks: 0, entries: 0 } };
  for (let i = 0; i < reps; i += 1) {
    // CPU time, not wall time: the machine is shared, and a wall clock measures the neighbours too.
    const t0 = process.cpuUsage();
    const parsed = parseSearchQuery(q, snapshot.lexicon);
    last = runQuery(snapshot.index, { parsed, filter: {}, sort: 'relevance', take: 20, countLimit: 1000, now: new Date() });
    const used = process.cpuUsage(t0);
    engine.push((used.user + used.system) / 1000);
    const t1 = performance.now();
    await runSearch(ctx, { ...query, q } as never);
    service.push(performance.now() - t1);
  }
  const e = summarise(engine);
  const s = summarise(service);
  console.log(`| ${q} | ${e.p50} | ${e.p95} | ${s.p50} | ${s.p95} | ${last.total} | ${last.read.blocks} | ${last.read.entries} |`);
}
await handle.close();
