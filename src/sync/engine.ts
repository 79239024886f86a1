import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SyncJobKind, SyncTrigger } from '../db/schema-sync.ts';
import { applyClassification } from './classify/apply.ts';
import { loadClassifier } from './classify/load.ts';
import type { Classifier } from './classify/classifier.ts';
import type { JobContext, JobHandler, JobHandlers } from './jobs/job-context.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { enqueueJob, type JobParams, type SyncJobRow } from './jobs/job-store.ts';
import { listApiKeys, markKeyInvalid, recordSpend } from './keys/api-key-store.ts';
import { createDbKeyProvider } from './keys/db-key-provider.ts';
import { createKeyVault, type KeyVault } from './keys/key-vault.ts';
import { captionsSync } from './kinds/captions-sync.ts';
import { channelImport } from './kinds/channel-import.ts';
import { estimateQuota, type QuotaEstimate } from './kinds/estimate.ts';
import { fullSync } from './kinds/full-sync.ts';
import { incrementalSync } from './kinds/incremental-sync.ts';
import { keywordCollect } from './kinds/keyword-collect.ts';
import { STATISTICS_QUOTA_RESERVE, statisticsSync } from './kinds/statistics-sync.ts';
import { classifyStrandedDrafts, type SyncDeps } from './kinds/sync-deps.ts';
import { fetchChannelFeed } from './rss/channel-feed.ts';
import { createYouTubeClient, type YouTubeClient } from './youtube/youtube-client.ts';

export interface SyncEngineOptions {
  db: Kysely<Database>;
  /** The server secret; API keys are encrypted with a key derived from it. */
  secret: string;
  youtubeBaseUrl: string;
  rssBaseUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  log?: (message: string) => void;
  leaseMs?: number;
  pollMs?: number;
  /** The classifier's publish confidence, or how to read it at run time (the site settings may change it). */
  publishAt?: number | (() => Promise<number>);
  /** Transient-failure retries of the YouTube client (tests shorten the waits). */
  retry?: { tries?: number; baseMs?: number; maxMs?: number };
  timeoutMs?: number;
  /** Kinds the engine does not run itself: the server's bulk-task wizard (its per-item steps live in the server). */
  handlers?: { bulk_task?: JobHandler };
}

export class QuotaRefusedError extends Error {
  readonly estimate: QuotaEstimate;
  readonly remaining: number;
  constructor(estimate: QuotaEstimate, remaining: number) {
    super(
      `예상 사용량 ${estimate.units.toLocaleString('ko-KR')}단위가 오늘 남은 할당량 ${remaining.toLocaleString('ko-KR')}단위보다 많아 시작하지 않았습니다. (${estimate.basis})`,
    );
    this.estimate = estimate;
    this.remaining = remaining;
  }
}

/** No enabled key: a job would only fail with every key 'used up'. Said plainly instead. */
export class NoApiKeyError extends Error {
  readonly registered: number;
  constructor(registered: number) {
    super(
      registered === 0
        ? '등록된 YouTube API 키가 없어 동기화를 시작하지 않았습니다. API 키 화면에서 키를 먼저 등록하세요.'
        : `사용할 수 있는 YouTube API 키가 없어 동기화를 시작하지 않았습니다. 등록된 키 ${registered}개가 모두 꺼져 있습니다. API 키 화면에서 키를 켜세요.`,
    );
    this.registered = registered;
  }
}

export interface ApiKeyCount {
  registered: number;
  enabled: number;
}

export interface SyncEngine {
  vault: KeyVault;
  runner: JobRunner;
  handlers: JobHandlers;
  /** A client for the admin's test page: spends are recorded in the ledger, not on a job. */
  youtube(): YouTubeClient;
  /** A client that uses this key only (the key test): no rotation can hide a bad key. Spends still hit the ledger. */
  youtubeWithKey(keyId: number, key: string): YouTubeClient;
  /** A client whose spends count on this job (for handlers given through the options). */
  youtubeFor(ctx: JobContext): YouTubeClient;
  estimate(kind: SyncJobKind, params: JobParams): Promise<QuotaEstimate & { remaining: number; apiKeys: ApiKeyCount }>;
  /**
   * Estimates, refuses without an enabled key or when the quota left cannot cover it, queues, and wakes the runner.
   * Given a transaction (an admin's start and its audit row), everything happens in it and the caller wakes the
   * runner after commit.
   */
  enqueue(
    kind: SyncJobKind,
    params: JobParams,
    by: { trigger: SyncTrigger; userId?: number | null; retryOf?: number | undefined },
    trx?: Kysely<Database>,
  ): Promise<SyncJobRow>;
}

const CLASSIFIER_TTL_MS = 60_000;

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const vault = createKeyVault(options.secret);
  const clientWith = (onSpend?: (units: number) => void) =>
    createYouTubeClient({
      baseUrl: options.youtubeBaseUrl,
      keys: createDbKeyProvider(db, { vault, now, onSpend }),
      fetch: options.fetch,
      now,
      ...(options.retry ? { retry: options.retry } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
  // Rules change only when keywords do; one load serves every batch of a minute.
  let classifier: { rules: Classifier; loadedAt: number } | null = null;
  const deps: SyncDeps = {
    db,
    now,
    youtubeFor: (ctx) => clientWith((units) => ctx.spend(units)),
    async readFeed(channelId) {
      return (await fetchChannelFeed(channelId, { baseUrl: options.rssBaseUrl, fetch: options.fetch })).entries;
    },
    async classify(videoIds) {
      if (videoIds.length === 0) return { published: 0, queued: 0 };
      if (!classifier || Date.now() - classifier.loadedAt > CLASSIFIER_TTL_MS)
        classifier = { rules: await loadClassifier(db), loadedAt: Date.now() };
      const publishAt = typeof options.publishAt === 'function' ? await options.publishAt() : options.publishAt;
      return applyClassification(db, videoIds, {
        classifier: classifier.rules,
        now: now(),
        ...(publishAt !== undefined ? { publishAt } : {}),
      });
    },
  };
  // Every kind ends by classifying drafts an interrupted earlier run wrote but never classified.
  const thenSweep =
    (handler: JobHandler): JobHandler =>
    async (ctx) => {
      await handler(ctx);
      const swept = await classifyStrandedDrafts(deps);
      ctx.count('published', swept.published);
      ctx.count('queued', swept.queued);
    };
  const handlers: JobHandlers = {
    full: thenSweep(fullSync(deps)),
    incremental: thenSweep(incrementalSync(deps)),
    statistics: statisticsSync(deps),
    captions: captionsSync(deps),
    keyword: thenSweep(keywordCollect(deps)),
    channel_import: channelImport(deps),
    bulk_task:
      options.handlers?.bulk_task ??
      (async () => {
        throw new Error('이 프로세스에는 일괄 작업 실행기가 없습니다.');
      }),
  };
  const runner = createJobRunner(db, { handlers, leaseMs: options.leaseMs, pollMs: options.pollMs, now, log: options.log });

  async function estimate(kind: SyncJobKind, params: JobParams, handle: Kysely<Database> = db) {
    // A transaction has one connection: one query after the other there.
    const [figure, keys] = handle.isTransaction
      ? [await estimateQuota(handle, kind, params), await listApiKeys(handle, now())]
      : await Promise.all([estimateQuota(handle, kind, params), listApiKeys(handle, now())]);
    // Enabled and not refused by Google: a key marked invalid cannot start a sync (NO_API_KEY when none is left).
    const enabled = keys.filter((key) => key.usable);
    // Quota left today over every usable key that is not exhausted.
    const remaining = enabled.reduce((sum, key) => sum + key.remainingToday, 0);
    return { ...figure, remaining, apiKeys: { registered: keys.length, enabled: enabled.length } };
  }

  return {
    vault,
    runner,
    handlers,
    youtube: () => clientWith(),
    youtubeFor: deps.youtubeFor,
    youtubeWithKey(keyId, key) {
      return createYouTubeClient({
        baseUrl: options.youtubeBaseUrl,
        fetch: options.fetch,
        now,
        retry: { tries: 1 },
        keys: {
          acquire: async () => ({ keyId, key }),
          spend: (id, endpoint, units) => recordSpend(db, { keyId: id, endpoint, units, now: now() }),
          exhaust: async () => undefined,
          invalidate: (id, reason) => markKeyInvalid(db, id, reason, now()),
        },
      });
    },
    estimate: (kind, params) => estimate(kind, params),
    async enqueue(kind, params, by, trx) {
      const figure = await estimate(kind, params, trx);
      // Every kind can spend quota (incremental: videos.list for new uploads), so none starts without a key.
      // A wizard task that never calls YouTube (status, keyword, delete…) needs no key.
      const spends = kind !== 'bulk_task' || figure.units > 0;
      if (spends && figure.apiKeys.enabled === 0) throw new NoApiKeyError(figure.apiKeys.registered);
      const adapts = kind === 'statistics' || kind === 'incremental' || kind === 'captions';
      if (figure.remaining < figure.minimum || (!adapts && figure.remaining < figure.units)) {
        throw new QuotaRefusedError(figure, figure.remaining);
      }
      // Statistics spreads over days: this run takes what today's quota allows, keeping back a tenth (at most 100 units).
      // Captions likewise: up to what is left today, less the same reserve.
      const planned: JobParams =
        kind === 'captions' && figure.remaining < figure.units
          ? {
              ...params,
              maxUnits: Math.max(figure.minimum, figure.remaining - Math.min(STATISTICS_QUOTA_RESERVE, Math.floor(figure.remaining / 10))),
            }
          : kind === 'statistics' && figure.remaining < figure.units
            ? {
                ...params,
                maxBatches: Math.max(
                  1,
                  figure.remaining - Math.min(STATISTICS_QUOTA_RESERVE, Math.floor(figure.remaining / 10)) - (figure.minimum - 1),
                ),
              }
            : params;
      const job = await enqueueJob(trx ?? db, {
        kind,
        params: planned,
        trigger: by.trigger,
        requestedBy: by.userId ?? null,
        retryOf: by.retryOf,
        quotaEstimate: Math.min(figure.units, figure.remaining),
        now: now(),
      });
      if (!trx) runner.wake();
      return job;
    },
  };
}
