// node --expose-gc bench/search-memory.ts — what the search index adds to a process: RSS and V8 heap before
// and after loading it from a kept catalogue (BENCH_DATA_DIR, or DATABASE_URL), after a full GC each time.
import { openDatabase } from '../src/db/client.ts';
import { readCatalogueVersion } from '../src/db/repositories/statistics.repo.ts';
import { SearchCatalogue } from '../src/server/modules/search/engine/search-catalogue.ts';

const mb = (n: number) => Math.round(n / 1024 / 1024);
function measure(label: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  console.log(`${label}: RSS ${mb(m.rss)} MB · V8 힙 ${mb(m.heapUsed)} MB · 배열 버퍼 ${mb(m.arrayBuffers)} MB`);
}

const handle = process.env.DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
  : await openDatabase({ dataDir: `${process.env.BENCH_DATA_DIR ?? '/tmp/bench-56k'}/pglite` });
const version = await readCatalogueVersion(handle.db);
measure('데이터베이스만');
const catalogue = new SearchCatalogue(handle.db, { log: (m) => console.log(m), loadBatch: Number(process.env.LOAD_BATCH ?? 2000) });
await catalogue.snapshot(version);
measure('검색 색인 적재 뒤');
await handle.close();
