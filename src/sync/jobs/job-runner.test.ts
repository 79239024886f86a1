import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import type { JobContext, JobHandlers } from './job-context.ts';
import { createJobRunner } from './job-runner.ts';
import { claimJob, enqueueJob, getJob, JobConflictError, requestCancel } from './job-store.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());
beforeEach(async () => {
  await database.handle.db.deleteFrom('sync_jobs').execute();
});

const db = () => database.handle.db;
const queue = (kind: 'full' | 'incremental' | 'statistics' | 'keyword', params = {}) =>
  enqueueJob(db(), { kind, params, trigger: 'cli', quotaEstimate: 3, now: new Date() });

function handlers(run: (ctx: JobContext) => Promise<void>): JobHandlers {
  return { full: run, incremental: run, statistics: run, keyword: run, channel_import: run, bulk_task: run };
}

describe('job queue', () => {
  it('refuses a second job of the same kind over the same channel, allows disjoint ones', async () => {
    await queue('full', { channelIds: ['UC1'] });
    await expect(queue('full', { channelIds: ['UC1', 'UC2'] })).rejects.toBeInstanceOf(JobConflictError);
    await expect(queue('full', {})).rejects.toBeInstanceOf(JobConflictError); // all channels overlaps
    await expect(queue('full', { channelIds: ['UC3'] })).resolves.toMatchObject({ state: 'queued' });
    await expect(queue('incremental', { channelIds: ['UC1'] })).resolves.toMatchObject({ state: 'queued' });
  });

  it('two concurrent enqueues of one channel: exactly one is queued', async () => {
    const outcomes = await Promise.allSettled([queue('full', { channelIds: ['UCX'] }), queue('full', { channelIds: ['UCX'] })]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
  });

  it('a claimed job is not claimed again until its lease runs out', async () => {
    const job = await queue('statistics');
    const now = new Date();
    expect((await claimJob(db(), 'a', 1_000, now))?.id).toBe(job.id);
    expect(await claimJob(db(), 'b', 1_000, new Date(now.getTime() + 500))).toBeUndefined();
    const taken = await claimJob(db(), 'b', 1_000, new Date(now.getTime() + 1_500));
    expect(taken).toMatchObject({ id: job.id, lease_owner: 'b', attempts: 2 });
  });
});

describe('job runner', () => {
  it('runs a job to success with progress, counters, items and quota', async () => {
    const job = await queue('full', { channelIds: ['UC1'] });
    const runner = createJobRunner(db(), {
      handlers: handlers(async (ctx) => {
        ctx.spend(7);
        ctx.count('inserted', 120);
        await ctx.item('UC1', 'succeeded', { videos: 120 }, null, 7);
        await ctx.save({ done: 1, total: 1, checkpoint: { next: 1 } });
      }),
    });
    await runner.runOne();
    const done = await getJob(db(), job.id);
    expect(done).toMatchObject({ state: 'succeeded', progress_done: 1, progress_total: 1, quota_spent: 7, lease_owner: null });
    expect(done?.result).toEqual({ inserted: 120 });
    const items = await db().selectFrom('sync_job_items').selectAll().where('job_id', '=', job.id).execute();
    expect(items).toMatchObject([{ item_key: 'UC1', state: 'succeeded', units: 7 }]);
  });

  it('records a failure with the handler message', async () => {
    const job = await queue('statistics');
    const runner = createJobRunner(db(), { handlers: handlers(async () => Promise.reject(new Error('모든 API 키의 할당량을 썼습니다.'))) });
    await runner.runOne();
    expect(await getJob(db(), job.id)).toMatchObject({ state: 'failed', error: '모든 API 키의 할당량을 썼습니다.' });
  });

  it('cancel: a queued job is cancelled at once; a running one stops at its next item', async () => {
    const queued = await queue('keyword', { keywordSlug: 'a' });
    expect(await requestCancel(db(), queued.id, new Date())).toMatchObject({ state: 'cancelled' });

    const running = await queue('keyword', { keywordSlug: 'b' });
    let items = 0;
    const runner = createJobRunner(db(), {
      leaseMs: 150,
      handlers: handlers(async (ctx) => {
        for (let i = 0; i < 100; i += 1) {
          ctx.throwIfStopped();
          items += 1;
          if (i === 2) await requestCancel(db(), running.id, new Date());
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    });
    await runner.runOne();
    expect(await getJob(db(), running.id)).toMatchObject({ state: 'cancelled' });
    expect(items).toBeLessThan(100);
  });

  it('stop() checkpoints the current job back to the queue; the next runner resumes from the checkpoint', async () => {
    const job = await queue('full', {});
    const seen: unknown[] = [];
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (release = resolve));
    const work = handlers(async (ctx) => {
      seen.push(ctx.checkpoint.next ?? 0);
      for (let i = Number(ctx.checkpoint.next ?? 0); i < 5; i += 1) {
        ctx.throwIfStopped();
        await ctx.save({ done: i + 1, total: 5, checkpoint: { next: i + 1 } });
        if (i === 1) release();
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    const first = createJobRunner(db(), { handlers: work, pollMs: 10 });
    first.start();
    await started;
    await first.stop();
    const paused = await getJob(db(), job.id);
    expect(paused).toMatchObject({ state: 'queued', lease_owner: null });
    expect(Number((paused?.checkpoint as { next: number }).next)).toBeGreaterThanOrEqual(2);
    await createJobRunner(db(), { handlers: work }).runOne();
    expect(await getJob(db(), job.id)).toMatchObject({ state: 'succeeded', progress_done: 5 });
    expect(seen[1]).toBe((paused?.checkpoint as { next: number }).next);
  });
});
