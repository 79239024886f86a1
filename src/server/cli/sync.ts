// npm run sync -- <full|incremental|statistics|keyword> [--channel UC…]… [--add --type T] [--keyword slug] [--pages 1-5]
// Runs the same sync code as the admin buttons, in this process, and prints progress and the result.
// With the embedded database (PGlite) it refuses while a server owns the data directory (ADR 0027): start the job
// from the admin area then, where the server runs it itself.
import { parseArgs } from 'node:util';
import { migrate } from '../../db/migrate.ts';
import { getJob, JobConflictError, NoApiKeyError, QuotaRefusedError, type JobParams } from '../../sync/index.ts';
import { SYNC_JOB_KINDS, type SyncJobKind } from '../../shared/constants/sync.ts';
import { ConfigError, loadConfig } from '../core/config.ts';
import { resolveSecrets } from '../modules/auth/secrets.ts';
import { createServerSyncEngine, importConfiguredKeys } from '../modules/sync/sync-setup.ts';
import { PublicResponseCache } from '../core/response-cache.ts';
import { APP_VERSION } from '../version.ts';
import { openForCommand, WHILE_RUNNING } from './open-for-command.ts';
import { CliRefusal, followedChannels } from './sync-channels.ts';

const USAGE =
  '사용법: npm run sync -- <full|incremental|statistics|keyword> [--channel UC…|@핸들|주소] [--add --type 유형] [--keyword 슬러그] [--pages 1-5]';
const FINAL = new Set(['succeeded', 'failed', 'cancelled']);

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      channel: { type: 'string', multiple: true },
      add: { type: 'boolean', default: false },
      type: { type: 'string' },
      keyword: { type: 'string' },
      pages: { type: 'string' },
    },
  });
  const kind = positionals[0] as SyncJobKind | undefined;
  if (!kind || !SYNC_JOB_KINDS.includes(kind)) return usage(`동기화 종류를 고르세요: ${SYNC_JOB_KINDS.join(', ')}`);
  if (kind === 'keyword' && !values.keyword) return usage('키워드 수집에는 --keyword 슬러그가 필요합니다.');
  const pages = values.pages === undefined ? undefined : Number(values.pages);
  if (pages !== undefined && !(Number.isInteger(pages) && pages >= 1 && pages <= 5)) return usage('--pages는 1~5입니다.');
  if (values.add && !values.channel?.length) return usage('--add에는 등록할 채널을 --channel로 주세요.');
  const params: JobParams = {
    ...(values.keyword ? { keywordSlug: values.keyword } : {}),
    ...(pages ? { pages } : {}),
  };

  const log = (message: string) => console.log(`[동기화] ${message}`);
  const config = resolveSecrets(loadConfig(), log);
  const database = await openForCommand(config, 'sync', WHILE_RUNNING.sync);
  await migrate(database);
  const base = { config, database, db: database.db, cache: new PublicResponseCache(0), now: () => new Date(), appVersion: APP_VERSION };
  const ctx = { ...base, sync: createServerSyncEngine(base, log) };
  let interrupted = false;
  const stop = () => {
    interrupted = true;
    log('중단 요청: 지금 항목을 마치고 체크포인트를 남깁니다 (다음 실행이 이어서 합니다).');
    void ctx.sync.runner.stop();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    await importConfiguredKeys(ctx, config);
    // Only channels we follow are synced; --add --type registers the others first.
    if (values.channel?.length)
      params.channelIds = await followedChannels(ctx, values.channel, { add: values.add ?? false, type: values.type }, log);
    const estimate = await ctx.sync.estimate(kind, params);
    log(`예상 사용량 ${estimate.units}단위 (${estimate.basis}); 오늘 남은 할당량 ${estimate.remaining}단위`);
    const job = await ctx.sync.enqueue(kind, params, { trigger: 'cli' });
    log(`작업 #${job.id} 대기열에 넣었습니다.`);
    // runOne takes the oldest queued job: earlier ones (e.g. left by a stopped run) finish first.
    for (;;) {
      const current = await getJob(ctx.db, job.id);
      if (!current || FINAL.has(current.state) || interrupted) break;
      const ran = await ctx.sync.runner.runOne();
      if (!ran) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const done = (await getJob(ctx.db, job.id))!;
    log(`작업 #${done.id}: ${done.state} — 진행 ${done.progress_done}/${done.progress_total}, 사용 ${done.quota_spent}단위`);
    log(`결과: ${JSON.stringify(done.result)}`);
    if (done.error) log(`오류: ${done.error}`);
    return done.state === 'succeeded' ? 0 : 1;
  } catch (error) {
    if (error instanceof NoApiKeyError || error instanceof QuotaRefusedError || error instanceof JobConflictError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof CliRefusal) {
      console.error(`[동기화] ${error.message}`);
      return error.exitCode;
    }
    throw error;
  } finally {
    await database.close();
  }
}

function usage(message: string): number {
  console.error(`${message}\n${USAGE}`);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error('[동기화] 실패:', error);
    process.exit(1);
  },
);
