import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncJobListResponseSchema, SyncJobResponseSchema } from '../../../shared/api/sync.ts';
import type { SyncItemState, SyncJobState } from '../../../db/schema-sync.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

let t: TestApp;
let token: string;

/** A finished incremental job with these item results, as the runner leaves it. */
async function finishedJob(state: SyncJobState, items: Partial<Record<SyncItemState, number>>): Promise<number> {
  const now = new Date();
  const job = await t.ctx.db
    .insertInto('sync_jobs')
    .values({
      kind: 'incremental',
      params: JSON.stringify({}),
      state,
      checkpoint: JSON.stringify({}),
      result: JSON.stringify({ failedChannels: items.failed ?? 0 }),
      started_at: now,
      finished_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = Object.entries(items).flatMap(([itemState, n]) =>
    Array.from({ length: n }, (_, i) => ({
      job_id: job.id,
      item_key: `UC${itemState}${i}`,
      state: itemState as SyncItemState,
      detail: JSON.stringify({}),
      error: itemState === 'failed' ? '채널을 읽지 못했습니다.' : null,
      units: 1,
      finished_at: now,
    })),
  );
  if (rows.length)
    await t.ctx.db
      .insertInto('sync_job_items')
      .values(rows as never)
      .execute();
  return Number(job.id);
}

const getJob = async (id: number) => {
  const res = await call(t, 'GET', `/api/admin/sync/jobs/${id}`, token);
  expect(res.status).toBe(200);
  return SyncJobResponseSchema.parse(res.body).data.job;
};

beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

describe('sync job status: 완료 / 일부 실패 / 실패 with item counts', () => {
  it('a job whose 141 of 147 channels failed is 일부 실패 (partial) with its counts, not 완료', async () => {
    const job = await getJob(await finishedJob('succeeded', { succeeded: 6, failed: 141 }));
    expect(job.state).toBe('succeeded');
    expect(job.status).toBe('partial');
    expect(job.items).toEqual({ succeeded: 6, failed: 141, skipped: 0 });
  });

  it('a job whose every item failed is 실패, and one with no failed item is 완료', async () => {
    expect((await getJob(await finishedJob('succeeded', { failed: 147 }))).status).toBe('failed');
    const clean = await getJob(await finishedJob('succeeded', { succeeded: 10, skipped: 2 }));
    expect(clean.status).toBe('succeeded');
    expect(clean.items).toEqual({ succeeded: 10, failed: 0, skipped: 2 });
    expect((await getJob(await finishedJob('failed', {}))).status).toBe('failed');
  });

  it('the job list answers each job with its status and counts', async () => {
    const id = await finishedJob('succeeded', { succeeded: 1, failed: 3 });
    const res = await call(t, 'GET', '/api/admin/sync/jobs?limit=100', token);
    const listed = SyncJobListResponseSchema.parse(res.body).data.find((job) => job.id === id)!;
    expect(listed).toMatchObject({ status: 'partial', items: { succeeded: 1, failed: 3, skipped: 0 } });
  });

  it('a job that ran to its end with failed items can be run again; a clean one cannot', async () => {
    const retry = (id: number) => call(t, 'POST', `/api/admin/sync/jobs/${id}/retry`, token);
    const clean = await retry(await finishedJob('succeeded', { succeeded: 3 }));
    expect(clean.status).toBe(409);
    expect(clean.body.error.code).toBe('SYNC_JOB_NOT_FINISHED');
    // Accepted as a retry: what stops it here is only that this app has no API key.
    for (const items of [{ failed: 4 }, { succeeded: 1, failed: 2 }]) {
      const again = await retry(await finishedJob('succeeded', items));
      expect(again.body.error?.code).not.toBe('SYNC_JOB_NOT_FINISHED');
    }
  });
});
