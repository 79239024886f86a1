import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkTaskRunResponseSchema, BulkTaskStartResponseSchema, BulkTaskRunSummarySchema } from '../../../shared/api/bulk-tasks.ts';
import { pagedSchema } from '../../../shared/api/common.ts';

const BulkTaskListResponseSchema = pagedSchema(BulkTaskRunSummarySchema);
import { recordJobItem, type JobContext } from '../../../sync/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn, type TestClock } from '../../test-support/auth-test-helpers.ts';
import { insertVideo, videoRow } from '../../test-support/admin-videos-test-helpers.ts';
import { expectTotalsMatchRecount, runQueued } from '../../test-support/bulk-task-test-helpers.ts';

let t: TestApp;
let clock: TestClock;
let token: string;
const db = () => t.ctx.db;
const start = (body: unknown) => call(t, 'POST', '/api/admin/bulk-tasks', token, body);
const get = (id: number) => call(t, 'GET', `/api/admin/bulk-tasks/${id}`, token);
const undo = (id: number) => call(t, 'POST', `/api/admin/bulk-tasks/${id}/undo`, token, {});
const cancel = (id: number) => call(t, 'POST', `/api/admin/bulk-tasks/${id}/cancel`, token, {});
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(11 - prefix.length, '0')}`);

/** Starts a run, works it to its end, and answers its final state. */
async function run(body: Record<string, unknown>) {
  const res = await start({ ...body, dryRun: false });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const started = BulkTaskStartResponseSchema.parse(res.body).data;
  if (started.dryRun) throw new Error('expected a run');
  await runQueued(t);
  return BulkTaskRunResponseSchema.parse((await get(started.run.id)).body).data;
}

let keywordA: number;
let keywordB: number;
beforeAll(async () => {
  ({ t, clock } = await createAuthTestApp({ videos: 120 }));
  token = (await signIn(t, await addUser(t))).token;
  const keywords = await db().selectFrom('keyword_master').select('id').where('status', '=', 'active').orderBy('id').limit(2).execute();
  [keywordA, keywordB] = [keywords[0]!.id, keywords[1]!.id];
  for (const id of ids('bulkA', 4)) await insertVideo(db(), { video_id: id, keyword_id: keywordA });
  await sql`SELECT refresh_keyword_totals()`.execute(db());
  await sql`SELECT refresh_channel_totals()`.execute(db());
  await sql`SELECT * FROM refresh_platform_statistics()`.execute(db());
});
afterAll(() => t?.close());

describe('POST /api/admin/bulk-tasks (dry run)', () => {
  it('says per item what would change (before → after) and why others are skipped, and changes nothing', async () => {
    const [a, b] = ids('bulkA', 2);
    await db().updateTable('videos').set({ status: 'draft' }).where('video_id', '=', b!).execute();
    const res = await start({ task: 'set_status', status: 'draft', videoIds: [a, `https://youtu.be/${b}?si=x`, 'zzzzzzzzzzz'] });
    expect(res.status).toBe(200);
    const body = BulkTaskStartResponseSchema.parse(res.body).data;
    if (!body.dryRun) throw new Error('expected a plan');
    expect(body.plan.items).toEqual([
      { videoId: a, title: expect.any(String), outcome: 'change', before: '게시', after: '초안', reason: null },
      { videoId: b, title: expect.any(String), outcome: 'skip', before: '초안', after: null, reason: '이미 그 상태입니다.' },
      { videoId: 'zzzzzzzzzzz', title: null, outcome: 'skip', before: null, after: null, reason: '카탈로그에 없는 영상입니다.' },
    ]);
    expect(body.plan).toMatchObject({ total: 3, changes: 1, skips: 2, invalid: 0, reversible: true, quota: null });
    expect((await videoRow(db(), a!)).status).toBe('published');
    await db().updateTable('videos').set({ status: 'published' }).where('video_id', '=', b!).execute();
  });

  it('answers 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ task: 'explode', videoIds: ['abcdefghijk'] }, 'task'],
      [{ task: 'set_status', videoIds: ['abcdefghijk'] }, 'status'],
      [{ task: 'change_keyword', videoIds: ['abcdefghijk'] }, 'keywordId'],
      [{ task: 'delete' }, 'videoIds'],
      [{ task: 'delete', videoIds: ['abcdefghijk'], filter: {} }, 'videoIds'],
      [{ task: 'delete', videoIds: ['이건 주소가 아님'], dryRun: false }, 'videoIds'],
      [{ task: 'collect_keyword' }, 'keywordId'],
      [{ task: 'change_keyword', keywordId: 99_999_999, videoIds: ['abcdefghijk'] }, 'keywordId'],
      [{ task: 'delete', filter: { search: '가' } }, 'filter'],
    ];
    for (const [body, field] of cases) {
      const res = await start(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.error), JSON.stringify(body)).toContain(field);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }
  });

  it('one bad line among good ones: the dry run answers 200, marks that line and plans the rest; the run refuses it', async () => {
    const [a, b] = ids('bulkA', 2);
    const pasted = [a!, '소화기 영상', `https://www.youtube.com/watch?v=${b}`, 'https://example.com/x'];
    const res = await start({ task: 'set_status', status: 'draft', videoIds: pasted });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = BulkTaskStartResponseSchema.parse(res.body).data;
    if (!body.dryRun) throw new Error('expected a plan');
    expect(body.plan.items.filter((item) => item.outcome === 'invalid')).toEqual([
      {
        videoId: '',
        line: 2,
        input: '소화기 영상',
        title: null,
        outcome: 'invalid',
        before: null,
        after: null,
        reason: '유튜브 영상 주소나 영상 ID가 아닙니다.',
      },
      {
        videoId: '',
        line: 4,
        input: 'https://example.com/x',
        title: null,
        outcome: 'invalid',
        before: null,
        after: null,
        reason: '유튜브 영상 주소나 영상 ID가 아닙니다.',
      },
    ]);
    expect(body.plan.items.filter((item) => item.outcome === 'change').map((item) => item.videoId)).toEqual([a, b]);
    expect(body.plan).toMatchObject({ total: 2, changes: 2, skips: 0, invalid: 2 });
    // A run with the bad entries is refused, naming each; without them it runs.
    const refused = await start({ task: 'set_status', status: 'draft', videoIds: pasted, dryRun: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ field: 'videoIds' });
    expect(refused.body.error.message).toContain("2번째 항목 '소화기 영상', 4번째 항목 'https://example.com/x'");
    expect((await videoRow(db(), a!)).status).toBe('published');
    // Only bad lines: still a dry run that marks them all.
    const none = await start({ task: 'set_status', status: 'draft', videoIds: ['없는 주소'] });
    expect(none.status).toBe(200);
    expect(none.body.data.plan).toMatchObject({ total: 0, changes: 0, invalid: 1 });
  });

  it('answers 404 for a filter that matches nothing and an unknown keyword to collect', async () => {
    expect((await start({ task: 'delete', filter: { search: '어디에도없는제목입니다' } })).status).toBe(404);
    expect((await start({ task: 'collect_keyword', keywordId: 99_999_999 })).status).toBe(404);
  });

  it('estimates quota for statistics and refuses a run without an API key (NO_API_KEY)', async () => {
    const res = await start({ task: 'refresh_statistics', videoIds: ids('bulkA', 2) });
    expect(res.body.data.plan.quota).toMatchObject({ units: 1, allowed: false, apiKeys: { enabled: 0 } });
    const refused = await start({ task: 'refresh_statistics', videoIds: ids('bulkA', 2), dryRun: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('NO_API_KEY');
    const collect = await start({ task: 'collect_keyword', keywordId: keywordA, dryRun: false });
    expect(collect.body.error.code).toBe('NO_API_KEY');
  });
});

describe('bulk-task runs', () => {
  it('sets status as a job with per-item results and audit rows, totals right; undo puts every item back', async () => {
    const targets = ids('bulkA', 3);
    const done = await run({ task: 'set_status', status: 'archived', videoIds: [...targets, 'zzzzzzzzzzz'] });
    expect(done).toMatchObject({ state: 'succeeded', progressDone: 4, progressTotal: 4, reversible: true, canUndo: true });
    expect(done.items.filter((i) => i.state === 'succeeded').map((i) => [i.videoId, i.before, i.after])).toEqual(
      targets.map((id) => [id, '게시', '보관']),
    );
    expect(done.items.find((i) => i.videoId === 'zzzzzzzzzzz')).toMatchObject({
      state: 'skipped',
      message: expect.stringMatching(/찾을 수 없/),
    });
    for (const id of targets) expect((await videoRow(db(), id)).status).toBe('archived');
    const audits = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', 'in', targets)
      .where('action', '=', 'video.status')
      .execute();
    expect(audits).toHaveLength(3);
    await expectTotalsMatchRecount(db());

    const undoRes = await undo(done.id);
    expect(undoRes.status).toBe(200);
    expect(undoRes.body.data).toMatchObject({ undoOf: done.id, state: 'queued', reversible: false });
    await runQueued(t);
    const undone = BulkTaskRunResponseSchema.parse((await get(undoRes.body.data.id)).body).data;
    expect(undone.items.map((i) => [i.state, i.before, i.after])).toEqual(targets.map(() => ['succeeded', '보관', '게시']));
    for (const id of targets) expect((await videoRow(db(), id)).status).toBe('published');
    await expectTotalsMatchRecount(db());
    const original = (await get(done.id)).body.data;
    expect(original).toMatchObject({ undoneBy: undone.id, canUndo: false });
    const again = await undo(done.id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('BULK_TASK_ALREADY_UNDONE');
  });

  it('changes keywords by a filter and undoes them, leaving alone a video changed again since', async () => {
    const done = await run({ task: 'change_keyword', keywordId: keywordB, filter: { keywordId: keywordA } });
    const changed = done.items.filter((i) => i.state === 'succeeded');
    expect(changed.length).toBeGreaterThanOrEqual(4);
    await expectTotalsMatchRecount(db());
    const [first] = ids('bulkA', 1);
    await db().updateTable('videos').set({ keyword_id: null }).where('video_id', '=', first!).execute();
    const undoRes = await undo(done.id);
    await runQueued(t);
    const undone = (await get(undoRes.body.data.id)).body.data;
    expect(undone.items.find((i: { videoId: string }) => i.videoId === first)).toMatchObject({
      state: 'skipped',
      message: expect.stringMatching(/다시 바뀐/),
    });
    expect((await videoRow(db(), ids('bulkA', 2)[1]!)).keyword_id).toBe(keywordA);
    await db().updateTable('videos').set({ keyword_id: keywordA }).where('video_id', '=', first!).execute();
    await sql`SELECT refresh_keyword_totals()`.execute(db());
    await expectTotalsMatchRecount(db());
  });

  it('deletes to the archive and undoes by restoring; restore itself is not reversible', async () => {
    const targets = ids('bulkA', 2);
    const done = await run({ task: 'delete', reason: '마법사 시험', videoIds: targets });
    expect(done.items.map((i) => i.after)).toEqual(['삭제됨', '삭제됨']);
    expect(await db().selectFrom('videos').select('video_id').where('video_id', 'in', targets).execute()).toEqual([]);
    await expectTotalsMatchRecount(db());
    await undo(done.id);
    await runQueued(t);
    for (const id of targets) expect((await videoRow(db(), id)).status).toBe('published');
    await expectTotalsMatchRecount(db());

    const deleted = await run({ task: 'delete', videoIds: [targets[0]] });
    const restored = await run({ task: 'restore', videoIds: [targets[0]] });
    expect(restored.items[0]).toMatchObject({ state: 'succeeded', before: '삭제됨', after: '게시' });
    expect(restored.reversible).toBe(false);
    expect((await undo(restored.id)).body.error.code).toBe('BULK_TASK_NOT_REVERSIBLE');
    expect(deleted.canUndo).toBe(true);
    await expectTotalsMatchRecount(db());
  });

  it('commits each item with its audit row: a refused audit leaves that item unchanged and the others done', async () => {
    const [a, b, c] = ids('bulkA', 3);
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_block_bulk_item CHECK (target_id IS DISTINCT FROM ${sql.lit(b!)}) NOT VALID`.execute(
      db(),
    );
    let done;
    try {
      done = await run({ task: 'set_status', status: 'draft', videoIds: [a, b, c] });
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_block_bulk_item`.execute(db());
    }
    expect(done.items.find((i) => i.videoId === b)).toMatchObject({ state: 'failed' });
    expect((await videoRow(db(), b!)).status).toBe('published');
    expect((await videoRow(db(), a!)).status).toBe('draft');
    expect((await videoRow(db(), c!)).status).toBe('draft');
    await expectTotalsMatchRecount(db());
    await undo(done.id);
    await runQueued(t);
    expect((await videoRow(db(), a!)).status).toBe('published');
    await expectTotalsMatchRecount(db());
  });

  it('cancels a queued run before it changes anything; a finished run cannot be cancelled', async () => {
    const res = await start({ task: 'set_status', status: 'draft', videoIds: ids('bulkA', 2), dryRun: false });
    const id = res.body.data.run.id as number;
    const cancelled = await cancel(id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.state).toBe('cancelled');
    await runQueued(t);
    for (const video of ids('bulkA', 2)) expect((await videoRow(db(), video)).status).toBe('published');
    expect((await cancel(id)).body.error.code).toBe('BULK_TASK_FINISHED');
    expect((await undo(id)).body.error.code).toBe('BULK_TASK_NOTHING_TO_UNDO');
  });

  it('stops between items when cancelled while running: done items stay with their results, totals settled, undo works', async () => {
    const targets = ids('bulkA', 3);
    const res = await start({ task: 'set_status', status: 'draft', videoIds: targets, dryRun: false });
    const id = res.body.data.run.id as number;
    const row = await db().selectFrom('sync_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    let checks = 0;
    // The runner's context as the handler sees it; the second item boundary reports a cancel (JobStopped).
    const job = {
      job: row,
      params: row.params,
      checkpoint: {},
      result: {},
      now: () => new Date(),
      stopReason: () => null,
      throwIfStopped() {
        checks += 1;
        if (checks > 1) throw new Error('작업이 중단되었습니다.');
      },
      count() {},
      spend() {},
      save: async () => undefined,
      item: async (key: string, state: 'succeeded' | 'failed' | 'skipped', detail?: Record<string, unknown>, error?: string | null) =>
        recordJobItem(db(), { jobId: id, itemKey: key, state, detail, error, now: new Date() }),
      lockChannel: async () => true,
      unlockChannel: async () => undefined,
    } as unknown as JobContext;
    await expect(t.ctx.sync.handlers.bulk_task(job)).rejects.toThrow('중단');
    expect((await videoRow(db(), targets[0]!)).status).toBe('draft');
    expect((await videoRow(db(), targets[1]!)).status).toBe('published');
    await expectTotalsMatchRecount(db());
    expect((await cancel(id)).body.data.state).toBe('cancelled');
    const run = (await get(id)).body.data;
    expect(run.items).toHaveLength(1);
    expect(run.canUndo).toBe(true);
    await undo(id);
    await runQueued(t);
    expect((await videoRow(db(), targets[0]!)).status).toBe('published');
    await expectTotalsMatchRecount(db());
  });

  it('refuses a second run while one is queued (BULK_TASK_BUSY) and an undo of a run not finished', async () => {
    const first = await start({ task: 'set_status', status: 'draft', videoIds: ids('bulkA', 1), dryRun: false });
    const second = await start({ task: 'set_status', status: 'draft', videoIds: ids('bulkA', 1), dryRun: false });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('BULK_TASK_BUSY');
    expect((await undo(first.body.data.run.id)).body.error.code).toBe('BULK_TASK_NOT_FINISHED');
    await cancel(first.body.data.run.id);
  });

  it('lets only one of five runs started at the same moment through', async () => {
    const body = { task: 'set_status', status: 'draft', videoIds: ids('bulkA', 1), dryRun: false };
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(body)));
    const accepted = answers.filter((res) => res.status < 300);
    expect(accepted).toHaveLength(1);
    for (const res of answers.filter((r) => r.status >= 300)) {
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('BULK_TASK_BUSY');
    }
    await cancel(accepted[0]!.body.data.run.id);
  });

  it('undoes within 30 days, not after', async () => {
    const done = await run({ task: 'set_status', status: 'draft', videoIds: ids('bulkA', 1) });
    clock.advance(31 * 86_400_000);
    token = (await signIn(t, await addUser(t))).token;
    const late = await undo(done.id);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('BULK_TASK_UNDO_EXPIRED');
    expect((await get(done.id)).body.data.canUndo).toBe(false);
    clock.advance(-31 * 86_400_000);
    token = (await signIn(t, await addUser(t))).token;
    expect((await undo(done.id)).status).toBe(200);
    await runQueued(t);
    expect((await videoRow(db(), ids('bulkA', 1)[0]!)).status).toBe('published');
  });

  it('answers 404 for an unknown run on every route', async () => {
    for (const res of [await get(987_654), await undo(987_654), await cancel(987_654)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('일괄 작업을 찾을 수 없습니다.');
    }
  });
});

describe('GET /api/admin/bulk-tasks (past runs, with their undo)', () => {
  it('lists runs newest first, paged, each saying whether it can be undone and why not', async () => {
    const [a, b] = ids('bulkA', 2);
    const first = await run({ task: 'set_status', status: 'draft', videoIds: [a, b] });
    const second = await run({ task: 'set_status', status: 'archived', videoIds: [a] });
    const restore = await run({ task: 'set_status', status: 'published', videoIds: ['zzzzzzzzzzz'] });
    const list = async (query = '?limit=100') => {
      const res = await call(t, 'GET', `/api/admin/bulk-tasks${query}`, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return BulkTaskListResponseSchema.parse(res.body);
    };
    const byId = async () => new Map((await list()).data.map((r) => [r.id, r]));
    let runs = await byId();
    expect((await list()).data[0]!.id).toBe(restore.id);
    expect(runs.get(second.id)).toMatchObject({ undoState: 'available', canUndo: true, undoNote: null, task: 'set_status' });
    // A later run changed the same video: undo that one first.
    expect(runs.get(first.id)).toMatchObject({ undoState: 'changed_since', canUndo: false, blockedBy: [second.id] });
    expect(runs.get(first.id)!.undoNote).toContain(`${second.id}번 작업`);
    expect(runs.get(restore.id)).toMatchObject({ undoState: 'nothing', canUndo: false });

    expect((await undo(second.id)).status).toBe(200);
    await runQueued(t);
    runs = await byId();
    const undoJob = runs.get(second.id)!.undoneBy!;
    expect(runs.get(second.id)).toMatchObject({
      undoState: 'undone',
      canUndo: false,
      undoNote: `${undoJob}번 작업으로 이미 되돌렸습니다.`,
    });
    expect(runs.get(undoJob)).toMatchObject({ undoState: 'not_reversible', undoOf: second.id });
    expect(runs.get(first.id)).toMatchObject({ undoState: 'available', canUndo: true });

    // Paged: one run a page, newest first, no repeats.
    const total = (await list()).pagination.total;
    const page1 = await list('?limit=1&page=1');
    const page2 = await list('?limit=1&page=2');
    expect(page1.pagination).toMatchObject({ page: 1, limit: 1, total, totalPages: total });
    expect(page2.data[0]!.id).toBeLessThan(page1.data[0]!.id);
    expect((await call(t, 'GET', '/api/admin/bulk-tasks?limit=500', token)).body.error.field).toBe('limit');

    // Past 30 days: expired.
    clock.advance(31 * 86_400_000);
    token = (await signIn(t, await addUser(t))).token;
    expect((await byId()).get(first.id)).toMatchObject({ undoState: 'expired', canUndo: false, undoNote: expect.stringContaining('30일') });
    clock.advance(-31 * 86_400_000);
    token = (await signIn(t, await addUser(t))).token;
    await undo(first.id);
    await runQueued(t);
  });
});
