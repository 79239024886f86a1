// A first start's embedded database, made by the server in a process of its own (seed-in-child.ts): it creates the
// data directory, migrates it and loads the demo catalogue, then exits, so the WebAssembly heap and compiled code of
// the load leave with it and the server opens the directory as after a restart (ADR 0026). Prints progress lines,
// then one line `result {json}`.
//   node src/db/seed/child.ts --data-dir DIR --videos 56000 --seed 119
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { seedDemoCatalogue } from './index.ts';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, videos: { type: 'string' }, seed: { type: 'string' } },
  strict: true,
});
const handle = await openDatabase({ dataDir: values['data-dir']! });
try {
  await migrate(handle);
  const result = await seedDemoCatalogue(handle, {
    videos: Number(values.videos),
    seed: Number(values.seed),
    log: (message) => process.stdout.write(`${message}\n`),
  });
  process.stdout.write(`result ${JSON.stringify(result)}\n`);
} finally {
  await handle.close();
}
