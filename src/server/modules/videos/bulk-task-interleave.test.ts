// A running bulk task never holds visitors (ADR 0026): requests over a real socket are answered while the job is
// mid-run, and a cancel stops it at its next step. Both databases (PGlite is one connection, one thread).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkTaskStartResponseSchema } from '../../../shared/api/bulk-tasks.ts';
import { SAME_ORIGIN_WRITE, type TestApp } from '../../test-support/test-app.ts';
import { addUser, bearer, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

let t: TestApp;
let token: string;
let base: string;

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 400 }));
  token = (await signIn(t, await addUser(t))).token;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t?.close());

/** Starts a real run over `count` videos in `from` status, changing them to `to`. */
async function startRun(count: number, from: 'published' | 'draft', to: 'published' | 'draft'): Promise<number> {
  const rows = await t.ctx.db.selectFrom('videos').select('video_id').where('status', '=', from).orderBy('id').limit(count).execute();
  expect(rows.length).toBe(count);
  const res = await call(t, 'POST', '/api/admin/bulk-tasks', token, {
    task: 'set_status',
    status: to,
    videoIds: rows.map((r) => r.video_id),
    dryRun: false,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const started = BulkTaskStartResponseSchema.parse(res.body).data;
  if (started.dryRun) throw new Error('expected a run');
  return started.run.id;
}

/** Runs the queued job in this process; `settled` says when it has ended. */
function runInBackground() {
  const state = { settled: false };
  const done = t.ctx.sync.runner.runOne().finally(() => (state.settled = true));
  return { state, done };
}

const progress = async (id: number) =>
  (await t.ctx.db.selectFrom('sync_jobs').select(['progress_done', 'state']).where('id', '=', id).executeTakeFirstOrThrow()).progress_done;

/** One event-loop turn: a job that never yields holds this until it has finished. */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Waits (turn by turn) until the job has processed at least one item and is still running. */
async function waitUntilMidRun(id: number, job: { state: { settled: boolean } }): Promise<number> {
  for (;;) {
    await loopTurn();
    expect(job.state.settled, 'the job finished before the event loop got a turn').toBe(false);
    const done = await progress(id);
    if (done >= 1) return done;
  }
}

describe('/api/health/live', () => {
  it.skipIf(process.env.DATABASE_URL)('answers while the embedded database is held by a transaction (it never asks it)', async () => {
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = t.ctx.db.transaction().execute(async () => {
      inside();
      await held;
    });
    await entered;
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    letGo();
    await transaction;
  });
});

describe('a running bulk task', () => {
  it('lets /api/health/live and a public list through over HTTP while it is mid-run', async () => {
    const id = await startRun(150, 'published', 'draft');
    const job = runInBackground();
    await waitUntilMidRun(id, job);
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    expect(job.state.settled, 'health/live waited for the whole job').toBe(false);
    const list = await fetch(`${base}/api/videos?sort=views&page=2`);
    expect(list.status).toBe(200);
    expect(job.state.settled, 'a public list waited for the whole job').toBe(false);
    await job.done;
    const finished = await t.ctx.db
      .selectFrom('sync_jobs')
      .select(['state', 'progress_done'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(finished).toEqual({ state: 'succeeded', progress_done: 150 });
  });

  it('stops at its next step when cancelled mid-run', async () => {
    const id = await startRun(150, 'draft', 'published');
    const job = runInBackground();
    await waitUntilMidRun(id, job);
    const res = await fetch(`${base}/api/admin/bulk-tasks/${id}/cancel`, {
      method: 'POST',
      headers: { ...bearer(token), ...SAME_ORIGIN_WRITE, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // Everything the job finished is on record by now; at most the item in flight may still commit.
    const atCancel = await progress(id);
    await job.done;
    const finished = await t.ctx.db
      .selectFrom('sync_jobs')
      .select(['state', 'progress_done'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(finished.state).toBe('cancelled');
    expect(finished.progress_done).toBeLessThanOrEqual(atCancel + 1);
    expect(finished.progress_done).toBeLessThan(150);
  });
});
