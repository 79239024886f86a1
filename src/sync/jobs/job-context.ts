import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SyncJobKind } from '../../db/schema-sync.ts';
import type { JobCounter } from '../../shared/constants/sync.ts';
import { acquireChannelLock, releaseChannelLock } from './channel-locks.ts';
import { recordItem, saveProgress, type JobParams, type SyncJobRow } from './job-store.ts';

/** Thrown by a handler (through `ctx.throwIfStopped()`) when it should stop at an item boundary. */
export class JobStopped extends Error {
  constructor() {
    super('작업이 중단되었습니다.');
  }
}

export type StopReason = 'shutdown' | 'cancelled' | 'lease-lost';

/** What a sync kind sees of its job: parameters, checkpoint, counters, and ways to report progress. */
export interface JobContext {
  readonly job: SyncJobRow;
  readonly params: JobParams;
  readonly checkpoint: Record<string, unknown>;
  readonly result: Record<string, number>;
  now(): Date;
  stopReason(): StopReason | null;
  throwIfStopped(): void;
  count(name: JobCounter, by?: number): void;
  spend(units: number): void;
  save(update: { done?: number; total?: number; currentItem?: string | null; checkpoint?: Record<string, unknown> }): Promise<void>;
  item(
    key: string,
    state: 'succeeded' | 'failed' | 'skipped',
    detail?: Record<string, unknown>,
    error?: string | null,
    units?: number,
  ): Promise<void>;
  lockChannel(channelId: string): Promise<boolean>;
  unlockChannel(channelId: string): Promise<void>;
}

export type JobHandler = (ctx: JobContext) => Promise<void>;
export type JobHandlers = Record<SyncJobKind, JobHandler>;

export interface ContextState {
  stop: StopReason | null;
  unsavedQuota: number;
}

export function createJobContext(db: Kysely<Database>, job: SyncJobRow, owner: string, now: () => Date, state: ContextState): JobContext {
  const result: Record<string, number> = { ...(job.result as Record<string, number>) };
  let checkpoint: Record<string, unknown> = { ...(job.checkpoint as Record<string, unknown>) };
  return {
    job,
    params: job.params as JobParams,
    get checkpoint() {
      return checkpoint;
    },
    result,
    now,
    stopReason: () => state.stop,
    throwIfStopped() {
      if (state.stop) throw new JobStopped();
    },
    count(name, by = 1) {
      result[name] = (result[name] ?? 0) + by;
    },
    spend(units) {
      state.unsavedQuota += units;
    },
    async save(update) {
      if (update.checkpoint) checkpoint = update.checkpoint;
      const quotaSpentDelta = state.unsavedQuota;
      state.unsavedQuota = 0;
      const kept = await saveProgress(db, job.id, owner, { ...update, result, quotaSpentDelta }, now());
      if (!kept) state.stop ??= 'lease-lost';
      else if (kept.cancelRequested) state.stop ??= 'cancelled';
    },
    async item(key, itemState, detail, error, units) {
      await recordItem(db, { jobId: job.id, itemKey: key, state: itemState, detail, error, units, now: now() });
    },
    lockChannel: (channelId) => acquireChannelLock(db, channelId, job.id, now()),
    unlockChannel: (channelId) => releaseChannelLock(db, channelId, job.id),
  };
}
