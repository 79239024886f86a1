// Undo never silently restores an older state: a run that a later run (or a later admin edit) touched again is
// refused or skipped with who changed it, whatever the order of the undos (issue 20, item 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkTaskRunResponseSchema, BulkTaskStartResponseSchema } from '../../../shared/api/bulk-tasks.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { insertVideo } from '../../test-support/admin-videos-test-helpers.ts';
import { expectTotalsMatchRecount, refreshAllTotals, runQueued } from '../../test-support/bulk-task-test-helpers.ts';

let t: TestApp;
let token: string;
const db = () => t.ctx.db;
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(11 - prefix.length, '0')}`);
const get = (id: number) => call(t, 'GET', `/api/admin/bulk-tasks/${id}`, token);
const undo = (id: number) => call(t, 'POST', `/api/admin/bulk-tasks/${id}/undo`, token, {});

async function setStatus(videoIds: string[], status: string): Promise<number> {
  const res = await call(t, 'POST', '/api/admin/bulk-tasks', token, { task: 'set_status', status, videoIds, dryRun: false });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const started = BulkTaskStartResponseSchema.parse(res.body).data;
  if (started.dryRun) throw new Error('expected a run');
  await runQueued(t);
  return started.run.id;
}

/** Undoes a run to its end and answers the undo run's items. */
async function undone(id: number) {
  const res = await undo(id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runQueued(t);
  return BulkTaskRunResponseSchema.parse((await get(res.body.data.id)).body).data;
}

const statuses = async (videoIds: string[]) =>
  (await db().selectFrom('videos').select(['video_id', 'status']).where('video_id', 'in', videoIds).orderBy('video_id').execute()).map(
    (row) => row.status,
  );

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 60 }));
  token = (await signIn(t, await addUser(t))).token;
  for (const id of [...ids('undoX', 3), ...ids('undoY', 2)]) await insertVideo(db(), { video_id: id });
  await refreshAllTotals(db());
});
afterAll(() => t?.close());

describe('undo after an overlapping run', () => {
  it('refuses to undo a run that a later run changed again (naming it), and undoes in the other order', async () => {
    const videos = ids('undoX', 3);
    const a = await setStatus(videos, 'draft');
    const b = await setStatus(videos, 'published');
    const c = await setStatus(videos, 'draft');
    // The videos are draft again, as run A left them: undoing A would silently overwrite C's decision.
    const refused = await undo(a);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error.code).toBe('BULK_TASK_CHANGED_SINCE');
    expect(refused.body.error.message).toContain(`${b}, ${c}번 작업이 이후에 바꿈`);
    expect(await statuses(videos)).toEqual(['draft', 'draft', 'draft']);

    // Newest first puts back every step: C (→ published), B (→ draft), A (→ published).
    for (const [run, after] of [
      [c, 'published'],
      [b, 'draft'],
      [a, 'published'],
    ] as const) {
      const items = (await undone(run)).items;
      expect(
        items.map((i) => i.state),
        `undo of ${run}`,
      ).toEqual(['succeeded', 'succeeded', 'succeeded']);
      expect(await statuses(videos)).toEqual([after, after, after]);
    }
    await expectTotalsMatchRecount(db());
  });

  it('skips each video an admin edited since (even back to the same status), saying so', async () => {
    const videos = ids('undoY', 2);
    const a = await setStatus(videos, 'draft');
    const [edited] = videos;
    for (const status of ['published', 'draft']) {
      expect((await call(t, 'PATCH', `/api/admin/videos/${edited}`, token, { status })).status).toBe(200);
    }
    const items = (await undone(a)).items;
    expect(items.find((i) => i.videoId === edited)).toMatchObject({
      state: 'skipped',
      message: expect.stringMatching(/관리자가 이후에 바꿈/),
    });
    expect(items.find((i) => i.videoId === videos[1])).toMatchObject({ state: 'succeeded' });
    // The admin's later decision stands; the other video is back as it was.
    expect(await statuses(videos)).toEqual(['draft', 'published']);
    await expectTotalsMatchRecount(db());
  });
});
