// npm run db:seed [-- --videos N --seed S --force] — loads the demo catalogue.
import { parseArgs } from 'node:util';
import { migrate } from '../../db/migrate.ts';
import { clearCatalogue, isCatalogueEmpty, seedDemoCatalogue } from '../../db/seed/index.ts';
import { loadConfig } from '../core/config.ts';
import { openForCommand, WHILE_RUNNING } from './open-for-command.ts';

const { values } = parseArgs({
  options: {
    videos: { type: 'string' },
    seed: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const config = loadConfig();
const videos = values.videos ? Number(values.videos) : config.DEMO_VIDEOS;
const seed = values.seed ? Number(values.seed) : config.DEMO_SEED;
if (!Number.isInteger(videos) || videos < 0 || !Number.isInteger(seed)) {
  console.error('--videos 와 --seed 는 0 이상의 정수여야 합니다.');
  process.exit(2);
}

const handle = await openForCommand(config, 'db:seed', WHILE_RUNNING.seed);
try {
  await migrate(handle);
  if (!(await isCatalogueEmpty(handle))) {
    if (!values.force) {
      console.error('카탈로그가 비어 있지 않습니다. 지우고 다시 만들려면 --force 를 붙이세요.');
      process.exit(1);
    }
    await clearCatalogue(handle);
  }
  const summary = await seedDemoCatalogue(handle, { videos, seed, log: (m) => console.log(m) });
  console.log(
    `완료: 채널 ${summary.channels}, 분류 ${summary.categories}, 키워드 ${summary.keywords}, 영상 ${summary.videos} (${(summary.ms / 1000).toFixed(1)}초)`,
  );
} finally {
  await handle.close();
}
