// npm run db:migrate — applies pending migrations to the configured database.
import { migrate } from '../../db/migrate.ts';
import { loadConfig } from '../core/config.ts';
import { openForCommand, WHILE_RUNNING } from './open-for-command.ts';

const config = loadConfig();
const handle = await openForCommand(config, 'db:migrate', WHILE_RUNNING.migrate);
try {
  const applied = await migrate(handle);
  console.log(applied.length ? `적용한 마이그레이션: ${applied.join(', ')}` : '적용할 마이그레이션이 없습니다 (최신 상태).');
} finally {
  await handle.close();
}
