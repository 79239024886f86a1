import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createJobContext, JobStopped, type ContextState, type JobHandlers } from './job-context.ts';
import { claimJob, finishJob, renewLease, type SyncJobRow } from './job-store.ts';

export interface JobRunnerOptions {
  handlers: JobHandlers;
  leaseMs?: number;
  pollMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface JobRunner {
  readonly owner: string;
  start(): void;
  /** Lets the current item finish (or checkpoint), hands the job back to the queue, and stops polling. */
  stop(): Promise<void>;
  /** Runs one queued job, if any, to its end. For the CLI and tests. */
  runOne(): Promise<SyncJobRow | undefined>;
  /** Wakes a sleeping poll loop (a job was just queued by this process). */
  wake(): void;
}

export function createJobRunner(db: Kysely<Database>, options: JobRunnerOptions): JobRunner {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 2_000;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  let stopping = false;
  let loop: Promise<void> | null = null;
  let current: ContextState | null = null;
  let wakeUp: (() => void) | null = null;

  async function runJob(job: SyncJobRow): Promise<void> {
    const state: ContextState = { stop: null, unsavedQuota: 0 };
    current = state;
    if (stopping) state.stop = 'shutdown';
    const ctx = createJobContext(db, job, owner, now, state);
    // The lease is renewed well before it runs out; a lost lease or a cancel stops the job at its next item.
    const heartbeat = setInterval(
      () => {
        renewLease(db, job.id, owner, leaseMs, now()).then(
          (lease) => {
            if (!lease) state.stop ??= 'lease-lost';
            else if (lease.cancelRequested) state.stop ??= 'cancelled';
          },
          (error: unknown) => log(`작업 #${job.id} 임대 갱신 실패: ${String(error)}`),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    try {
      log(`동기화 작업 #${job.id} (${job.kind}) 시작`);
      await options.handlers[job.kind](ctx);
      await ctx.save({ currentItem: null });
      if (state.stop === 'lease-lost') return;
      await finishJob(
        db,
        job.id,
        owner,
        { state: state.stop === 'cancelled' ? 'cancelled' : 'succeeded', quotaSpentDelta: state.unsavedQuota },
        now(),
      );
      log(`동기화 작업 #${job.id} 끝`);
    } catch (error) {
      const reason = state.stop;
      if (reason === 'lease-lost') return log(`작업 #${job.id}: 다른 실행기가 넘겨받았습니다`);
      await ctx.save({}).catch(() => undefined);
      if (error instanceof JobStopped && reason === 'shutdown') {
        await finishJob(db, job.id, owner, { state: 'queued' }, now());
        log(`작업 #${job.id}: 체크포인트에서 멈췄습니다 (재시작 후 이어서 실행)`);
      } else if (error instanceof JobStopped && reason === 'cancelled') {
        await finishJob(db, job.id, owner, { state: 'cancelled', error: '관리자가 취소했습니다.' }, now());
      } else {
        const message = error instanceof Error ? error.message : String(error);
        await finishJob(db, job.id, owner, { state: 'failed', error: message }, now());
        log(`작업 #${job.id} 실패: ${message}`);
      }
    } finally {
      clearInterval(heartbeat);
      current = null;
    }
  }

  async function runOne(): Promise<SyncJobRow | undefined> {
    const job = await claimJob(db, owner, leaseMs, now());
    if (job) await runJob(job);
    return job;
  }

  async function pollLoop(): Promise<void> {
    while (!stopping) {
      let job: SyncJobRow | undefined;
      try {
        job = await runOne();
      } catch (error) {
        log(`작업 실행기 오류: ${String(error)}`);
      }
      if (!job && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = null;
      }
    }
  }

  return {
    owner,
    start() {
      if (!loop) loop = pollLoop();
    },
    async stop() {
      stopping = true;
      if (current) current.stop ??= 'shutdown';
      wakeUp?.();
      await loop;
      loop = null;
    },
    runOne,
    wake: () => wakeUp?.(),
  };
}
