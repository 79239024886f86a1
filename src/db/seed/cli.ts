// Measures a full first start: open (PGlite or PostgreSQL), migrate, seed.
//   node src/db/seed/cli.ts [--videos 56000] [--seed 119] [--data-dir memory://] [--database-url postgres://…]
// With --database-url the target database must be empty (a fresh `createdb`).

import { parseArgs } from 'node:util';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { seedDemoCatalogue } from './index.ts';

const { values } = parseArgs({
  options: {
    videos: { type: 'string', default: '56000' },
    seed: { type: 'string', default: '119' },
    'batch-size': { type: 'string' },
    'data-dir': { type: 'string', default: 'memory://' },
    'database-url': { type: 'string' },
  },
});

const started = performance.now();
const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const handle = await openDatabase({ databaseUrl: values['database-url'], dataDir: values['data-dir'] });
try {
  console.log(`opened ${handle.kind} (${since()})`);
  await migrate(handle);
  console.log(`migrated (${since()})`);
  const result = await seedDemoCatalogue(handle, {
    videos: Number(values.videos),
    seed: Number(values.seed),
    ...(values['batch-size'] ? { batchSize: Number(values['batch-size']) } : {}),
    log: (msg) => console.log(msg),
  });
  console.log(JSON.stringify(result));
  console.log(`total ${since()}; rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
} finally {
  await handle.close();
}
