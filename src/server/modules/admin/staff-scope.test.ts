// One file on purpose: every role × region case shares one seeded app with its HQ accounts (ADR 0034), and
// splitting it would seed that set-up again per file for the same assertions.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { runQueued } from '../../test-support/bulk-task-test-helpers.ts';

// Issue 24: for each role, allowed and refused examples of every kind of write — one target by id, bulk lists, filters
// that would reach another headquarters, imports, merges and the undo of another HQ's run. The hq_editor here looks
// after 경기; 서울 is someone else's.
let t: TestApp;
const token = { admin: '', editor: '', hq: '', viewer: '', taxonomy: '' };
let hqId = 0;
const gg = { channel: '', id: 0, videos: [] as string[] };
const seoul = { channel: '', id: 0, videos: [] as string[] };
const db = () => t.ctx.db;

const OUT_CHANNEL = '경기 본부 담당 범위 밖의 채널입니다.';
const OUT_VIDEO = '경기 본부 담당 범위 밖의 영상입니다.';
const OUT_REGION = '경기 본부 담당 범위 밖의 지역입니다.';
const OUT_JOB = '경기 본부 담당 범위 밖의 작업입니다.';

async function channelOf(region: string) {
  const channel = await db()
    .selectFrom('channel_master as c')
    .innerJoin('videos as v', 'v.channel_id', 'c.channel_id')
    .select(['c.id', 'c.channel_id', sql<number>`count(v.id)::int`.as('n')])
    .where('c.region', '=', region)
    .where('v.status', '=', 'published')
    .groupBy(['c.id', 'c.channel_id'])
    .orderBy(sql`count(v.id)`, 'desc')
    .executeTakeFirstOrThrow();
  const videos = await db()
    .selectFrom('videos')
    .select('video_id')
    .where('channel_id', '=', channel.channel_id)
    .where('status', '=', 'published')
    .orderBy('video_id')
    .limit(4)
    .execute();
  return { channel: channel.channel_id, id: channel.id, videos: videos.map((v) => v.video_id) };
}

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 600, env: { RATE_LIMIT_SYNC: '1000' } }));
  const hq = await addUser(t, { role: 'hq_editor', regions: ['경기'] });
  hqId = hq.id;
  token.admin = (await signIn(t, await addUser(t))).token;
  token.editor = (await signIn(t, await addUser(t, { role: 'editor' }))).token;
  token.hq = (await signIn(t, hq)).token;
  token.viewer = (await signIn(t, await addUser(t, { role: 'viewer' }))).token;
  token.taxonomy = (await signIn(t, await addUser(t, { role: 'hq_editor', regions: ['경기'], grants: ['taxonomy'] }))).token;
  Object.assign(gg, await channelOf('경기'));
  Object.assign(seoul, await channelOf('서울'));
  expect(gg.videos.length).toBeGreaterThanOrEqual(3);
  expect(seoul.videos.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t?.close());

const statusOf = async (videoId: string) =>
  (await db().selectFrom('videos').select('status').where('video_id', '=', videoId).executeTakeFirst())?.status;

describe('channels', () => {
  it('lists only the hq_editor’s regions; a filter for another region is refused', async () => {
    const mine = await call(t, 'GET', '/api/admin/channels?limit=100', token.hq);
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(new Set(mine.body.data.map((c: { region: string }) => c.region))).toEqual(new Set(['경기']));
    const other = await call(t, 'GET', '/api/admin/channels?region=%EC%84%9C%EC%9A%B8', token.hq);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ success: false, error: { code: 'OUT_OF_SCOPE', message: OUT_REGION, field: 'region' } });
    // An editor sees the whole country and may narrow it to one headquarters.
    const seoulOnly = await call(t, 'GET', '/api/admin/channels?region=%EC%84%9C%EC%9A%B8&limit=100', token.editor);
    expect(new Set(seoulOnly.body.data.map((c: { region: string }) => c.region))).toEqual(new Set(['서울']));
  });

  it('opens and edits the hq_editor’s own channel, and refuses Seoul’s by id or by YouTube channel ID', async () => {
    expect((await call(t, 'GET', `/api/admin/channels/${gg.id}`, token.hq)).status).toBe(200);
    for (const ref of [String(seoul.id), seoul.channel]) {
      const read = await call(t, 'GET', `/api/admin/channels/${ref}`, token.hq);
      expect(read.status).toBe(403);
      expect(read.body.error).toEqual({ code: 'OUT_OF_SCOPE', message: OUT_CHANNEL });
      expect((await call(t, 'PATCH', `/api/admin/channels/${ref}`, token.hq, { isFeatured: true })).status).toBe(403);
      expect((await call(t, 'DELETE', `/api/admin/channels/${ref}?videos=keep`, token.hq)).status).toBe(403);
      expect((await call(t, 'POST', `/api/admin/channels/${ref}/sync`, token.hq, {})).status).toBe(403);
    }
    const edit = await call(t, 'PATCH', `/api/admin/channels/${gg.id}`, token.hq, { isFeatured: true });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const [row] = await db()
      .selectFrom('audit_log')
      .select('regions')
      .where('action', '=', 'channel.update')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(row!.regions).toEqual(['경기']);
  });

  it('will not let an hq_editor move its channel to another headquarters, or unassign it', async () => {
    for (const region of ['서울', null]) {
      const res = await call(t, 'PATCH', `/api/admin/channels/${gg.id}`, token.hq, { region });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('OUT_OF_SCOPE');
    }
    const row = await db().selectFrom('channel_master').select('region').where('id', '=', gg.id).executeTakeFirstOrThrow();
    expect(row.region).toBe('경기');
  });

  it('lets an editor change any channel, and a viewer none', async () => {
    expect((await call(t, 'PATCH', `/api/admin/channels/${seoul.id}`, token.editor, { isFeatured: true })).status).toBe(200);
    const viewer = await call(t, 'PATCH', `/api/admin/channels/${gg.id}`, token.viewer, { isFeatured: false });
    expect(viewer.status).toBe(403);
    expect(viewer.body.error).toEqual({ code: 'FORBIDDEN', message: '이 작업에는 본부 편집자 권한이 필요합니다.' });
    expect((await call(t, 'GET', `/api/admin/channels/${seoul.id}`, token.viewer)).status).toBe(200);
  });

  it('refuses import lines outside the scope, naming them, and queues nothing', async () => {
    const text = ['https://www.youtube.com/@gyeonggi119,fire_dept,경기', 'https://www.youtube.com/@seoul119,fire_dept,서울'].join('\n');
    const before = await db().selectFrom('sync_jobs').select('id').where('kind', '=', 'channel_import').execute();
    const res = await call(t, 'POST', '/api/admin/channels/bulk-import', token.hq, { text, dryRun: false });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'OUT_OF_SCOPE', field: 'rows' });
    expect(res.body.error.message).toBe(`2번째 줄: ${OUT_REGION}`);
    expect(await db().selectFrom('sync_jobs').select('id').where('kind', '=', 'channel_import').execute()).toEqual(before);
  });
});

describe('videos', () => {
  it('lists only the videos of the hq_editor’s channels; a channel filter for Seoul is refused', async () => {
    const mine = await call(t, 'GET', '/api/admin/videos?limit=100', token.hq);
    expect(mine.status).toBe(200);
    const channels = new Set<string>(mine.body.data.map((v: { channel_id: string }) => v.channel_id));
    const regions = await db()
      .selectFrom('channel_master')
      .select('region')
      .distinct()
      .where('channel_id', 'in', [...channels])
      .execute();
    expect(regions.map((r) => r.region)).toEqual(['경기']);
    const other = await call(t, 'GET', `/api/admin/videos?channelId=${seoul.channel}`, token.hq);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(OUT_CHANNEL);
    expect((await call(t, 'GET', `/api/admin/videos/${seoul.videos[0]}`, token.hq)).body.error.message).toBe(OUT_VIDEO);
  });

  it('edits its own video and refuses Seoul’s', async () => {
    expect((await call(t, 'PATCH', `/api/admin/videos/${gg.videos[0]}`, token.hq, { status: 'archived' })).status).toBe(200);
    expect(await statusOf(gg.videos[0]!)).toBe('archived');
    const res = await call(t, 'PATCH', `/api/admin/videos/${seoul.videos[0]}`, token.hq, { status: 'archived' });
    expect(res.status).toBe(403);
    expect(await statusOf(seoul.videos[0]!)).toBe('published');
    expect((await call(t, 'PATCH', `/api/admin/videos/${gg.videos[0]}`, token.hq, { status: 'published' })).status).toBe(200);
  });

  it('reports Seoul’s videos per item in a bulk list and never changes them', async () => {
    const res = await call(t, 'POST', '/api/admin/videos/bulk-status', token.hq, {
      videoIds: [gg.videos[1], seoul.videos[1]],
      status: 'archived',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.done).toBe(1);
    const byId = new Map(res.body.data.results.map((r: { videoId: string }) => [r.videoId, r]));
    expect(byId.get(gg.videos[1])).toMatchObject({ ok: true });
    expect(byId.get(seoul.videos[1])).toMatchObject({ ok: false, code: 'OUT_OF_SCOPE', message: OUT_VIDEO });
    expect(await statusOf(gg.videos[1]!)).toBe('archived');
    expect(await statusOf(seoul.videos[1]!)).toBe('published');
    const deleted = await call(t, 'POST', '/api/admin/videos/bulk-delete', token.hq, { videoIds: [seoul.videos[1]] });
    expect(deleted.body.data.results[0]).toMatchObject({ ok: false, code: 'OUT_OF_SCOPE' });
    expect(await statusOf(seoul.videos[1]!)).toBe('published');
    await call(t, 'POST', '/api/admin/videos/bulk-status', token.hq, { videoIds: [gg.videos[1]], status: 'published' });
  });

  it('keeps a filter inside the scope: Seoul’s channel matches nothing for the hq_editor', async () => {
    const res = await call(t, 'POST', '/api/admin/videos/bulk-status', token.hq, {
      filter: { channelId: seoul.channel },
      status: 'archived',
    });
    expect(res.status).toBe(404);
    expect(await statusOf(seoul.videos[2]!)).toBe('published');
  });

  it('merges only what the scope reaches: a Seoul keeper is refused, a Seoul duplicate reported per item', async () => {
    const seoulKeeper = await call(t, 'POST', '/api/admin/duplicates/merge', token.hq, {
      keepVideoId: seoul.videos[2],
      mergeVideoIds: [gg.videos[3]],
      kind: 'similar',
    });
    expect(seoulKeeper.status).toBe(403);
    const merged = await call(t, 'POST', '/api/admin/duplicates/merge', token.hq, {
      keepVideoId: gg.videos[2],
      mergeVideoIds: [gg.videos[3], seoul.videos[3]],
      kind: 'similar',
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const byId = new Map(merged.body.data.results.map((r: { videoId: string }) => [r.videoId, r]));
    expect(byId.get(gg.videos[3])).toMatchObject({ ok: true });
    expect(byId.get(seoul.videos[3])).toMatchObject({ ok: false, code: 'OUT_OF_SCOPE' });
    expect(await statusOf(seoul.videos[3]!)).toBe('published');
  });
});

describe('bulk tasks and undo', () => {
  it('skips Seoul’s videos in the dry run and fails them per item in the run', async () => {
    const body = { task: 'set_status', status: 'archived', videoIds: [gg.videos[0], seoul.videos[0]] };
    const plan = await call(t, 'POST', '/api/admin/bulk-tasks', token.hq, body);
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const planned = new Map(plan.body.data.plan.items.map((i: { videoId: string }) => [i.videoId, i]));
    expect(planned.get(seoul.videos[0])).toMatchObject({ outcome: 'skip', reason: OUT_VIDEO });
    expect(planned.get(gg.videos[0])).toMatchObject({ outcome: 'change' });

    const started = await call(t, 'POST', '/api/admin/bulk-tasks', token.hq, { ...body, dryRun: false });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await runQueued(t);
    const run = await call(t, 'GET', `/api/admin/bulk-tasks/${started.body.data.run.id}`, token.hq);
    const items = new Map(run.body.data.items.map((i: { videoId: string }) => [i.videoId, i]));
    expect(items.get(seoul.videos[0])).toMatchObject({ state: 'failed', message: OUT_VIDEO });
    expect(items.get(gg.videos[0])).toMatchObject({ state: 'succeeded' });
    expect(await statusOf(seoul.videos[0]!)).toBe('published');
    // Its own run it may undo.
    expect((await call(t, 'POST', `/api/admin/bulk-tasks/${started.body.data.run.id}/undo`, token.hq, {})).status).toBe(200);
    await runQueued(t);
    expect(await statusOf(gg.videos[0]!)).toBe('published');
  });

  it('refuses to cancel another HQ’s queued run, and lets its owner cancel it', async () => {
    const started = await call(t, 'POST', '/api/admin/bulk-tasks', token.editor, {
      task: 'set_status',
      status: 'archived',
      videoIds: [seoul.videos[2]],
      dryRun: false,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.data.run.id;
    const cancel = await call(t, 'POST', `/api/admin/bulk-tasks/${id}/cancel`, token.hq, {});
    expect(cancel.status).toBe(403);
    expect(cancel.body).toEqual({ success: false, error: { code: 'OUT_OF_SCOPE', message: OUT_JOB } });
    expect((await call(t, 'GET', `/api/admin/bulk-tasks/${id}`, token.editor)).body.data).toMatchObject({
      state: 'queued',
      cancelRequested: false,
    });
    const own = await call(t, 'POST', `/api/admin/bulk-tasks/${id}/cancel`, token.editor, {});
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    await runQueued(t);
    expect(await statusOf(seoul.videos[2]!)).toBe('published');
  });

  it('lets an hq_editor cancel its own queued run', async () => {
    const started = await call(t, 'POST', '/api/admin/bulk-tasks', token.hq, {
      task: 'set_status',
      status: 'archived',
      videoIds: [gg.videos[2]],
      dryRun: false,
    });
    const cancel = await call(t, 'POST', `/api/admin/bulk-tasks/${started.body.data.run.id}/cancel`, token.hq, {});
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await runQueued(t);
    expect(await statusOf(gg.videos[2]!)).toBe('published');
  });

  it('refuses an hq_editor’s cancel of a nationwide keyword collection, which lists no videos', async () => {
    const key = await call(t, 'POST', '/api/admin/youtube/keys', token.admin, {
      label: '시험 키',
      key: 'FAKEStaffScopeKey000000000000000000001',
    });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    try {
      const keyword = await db().selectFrom('keyword_master').select('id').where('status', '=', 'active').executeTakeFirstOrThrow();
      const started = await call(t, 'POST', '/api/admin/bulk-tasks', token.editor, {
        task: 'collect_keyword',
        keywordId: keyword.id,
        dryRun: false,
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const id = started.body.data.run.id;
      const cancel = await call(t, 'POST', `/api/admin/bulk-tasks/${id}/cancel`, token.hq, {});
      expect(cancel.status).toBe(403);
      expect(cancel.body.error).toEqual({ code: 'OUT_OF_SCOPE', message: OUT_JOB });
      expect((await call(t, 'GET', `/api/admin/bulk-tasks/${id}`, token.editor)).body.data.cancelRequested).toBe(false);
      expect((await call(t, 'POST', `/api/admin/bulk-tasks/${id}/undo`, token.hq, {})).status).toBe(403);
      expect((await call(t, 'POST', `/api/admin/bulk-tasks/${id}/cancel`, token.editor, {})).status).toBe(200);
      await runQueued(t);
    } finally {
      await call(t, 'DELETE', `/api/admin/youtube/keys/${key.body.data.id}`, token.admin);
    }
  });

  it('refuses to undo another HQ’s run, and leaves it undoable by its owner', async () => {
    const started = await call(t, 'POST', '/api/admin/bulk-tasks', token.editor, {
      task: 'set_status',
      status: 'archived',
      videoIds: [seoul.videos[2]],
      dryRun: false,
    });
    await runQueued(t);
    const id = started.body.data.run.id;
    const undo = await call(t, 'POST', `/api/admin/bulk-tasks/${id}/undo`, token.hq, {});
    expect(undo.status).toBe(403);
    expect(undo.body.error).toEqual({ code: 'OUT_OF_SCOPE', message: '경기 본부 담당 범위 밖의 작업입니다.' });
    expect(await statusOf(seoul.videos[2]!)).toBe('archived');
    expect((await call(t, 'POST', `/api/admin/bulk-tasks/${id}/undo`, token.editor, {})).status).toBe(200);
    await runQueued(t);
    expect(await statusOf(seoul.videos[2]!)).toBe('published');
  });

  it('lists past runs: an hq_editor sees its own and those within its regions, never Seoul’s', async () => {
    const ggRun = await call(t, 'POST', '/api/admin/bulk-tasks', token.editor, {
      task: 'set_status',
      status: 'draft',
      videoIds: [gg.videos[1]],
      dryRun: false,
    });
    await runQueued(t);
    const list = async (who: string) => {
      const res = await call(t, 'GET', '/api/admin/bulk-tasks?limit=100', who);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { id: number; requestedBy: string; undoState: string }[];
    };
    const all = await list(token.admin);
    const mine = await list(token.hq);
    const hqEmail = (await db().selectFrom('admin_users').select('email').where('id', '=', hqId).executeTakeFirstOrThrow()).email;
    const seoulRuns = all.filter((r) => r.requestedBy !== hqEmail && r.id !== ggRun.body.data.run.id);
    expect(seoulRuns.length).toBeGreaterThan(0);
    expect(mine.map((r) => r.id)).toContain(ggRun.body.data.run.id);
    for (const run of seoulRuns) expect(mine.map((r) => r.id)).not.toContain(run.id);
    expect(mine.filter((r) => r.requestedBy === hqEmail).length).toBeGreaterThan(0);
    expect((await call(t, 'GET', '/api/admin/bulk-tasks', token.viewer)).status).toBe(200);
    await call(t, 'POST', `/api/admin/bulk-tasks/${ggRun.body.data.run.id}/undo`, token.admin, {});
    await runQueued(t);
  });

  it('lists merges within the hq_editor’s regions only', async () => {
    const seoulMerge = await call(t, 'POST', '/api/admin/duplicates/merge', token.editor, {
      keepVideoId: seoul.videos[1],
      mergeVideoIds: [seoul.videos[3]],
      kind: 'similar',
    });
    expect(seoulMerge.status, JSON.stringify(seoulMerge.body)).toBe(200);
    const ids = async (who: string) =>
      ((await call(t, 'GET', '/api/admin/duplicates/merges?limit=100', who)).body.data as { mergedVideoId: string }[]).map(
        (m) => m.mergedVideoId,
      );
    expect(await ids(token.admin)).toEqual(expect.arrayContaining([seoul.videos[3], gg.videos[3]]));
    const mine = await ids(token.hq);
    expect(mine).toContain(gg.videos[3]);
    expect(mine).not.toContain(seoul.videos[3]);
  });

  it('needs an editor to collect for a keyword (a task that reaches every region)', async () => {
    const keyword = await db().selectFrom('keyword_master').select('id').where('status', '=', 'active').executeTakeFirstOrThrow();
    const res = await call(t, 'POST', '/api/admin/bulk-tasks', token.hq, { task: 'collect_keyword', keywordId: keyword.id });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('이 작업에는 편집자 권한이 필요합니다.');
  });
});

describe('curation', () => {
  async function pending(videoId: string) {
    const row = await db()
      .insertInto('curation_queue')
      .values({ video_id: videoId, reason: '시험', confidence: 0.5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  it('decides its own items, refuses Seoul’s by id, and reports them per item in a bulk decision', async () => {
    const mine = await pending(gg.videos[2]!);
    const theirs = await pending(seoul.videos[2]!);
    const single = await call(t, 'POST', `/api/admin/curation/${theirs}/reject`, token.hq, {});
    expect(single.status).toBe(403);
    expect(single.body.error.message).toBe('경기 본부 담당 범위 밖의 검수 항목입니다.');
    const list = await call(t, 'GET', '/api/admin/curation?limit=100', token.hq);
    expect(list.body.data.map((item: { id: number }) => item.id)).not.toContain(theirs);
    const bulk = await call(t, 'POST', '/api/admin/curation/bulk', token.hq, { ids: [mine, theirs], action: 'reject' });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.data.results).toEqual([
      { id: mine, ok: true, state: 'rejected' },
      { id: theirs, ok: false, code: 'OUT_OF_SCOPE', message: '경기 본부 담당 범위 밖의 검수 항목입니다.' },
    ]);
    const left = await db()
      .selectFrom('curation_queue')
      .select('state')
      .where('id', '=', String(theirs) as never)
      .executeTakeFirstOrThrow();
    expect(left.state).toBe('pending');
  });
});

describe('keywords, notices and system settings', () => {
  it('keeps keywords read-only for an hq_editor unless granted', async () => {
    expect((await call(t, 'GET', '/api/admin/keywords', token.hq)).status).toBe(200);
    const refused = await call(t, 'POST', '/api/admin/keywords', token.hq, { keyword: '본부 키워드' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('이 작업에는 편집자 권한이 필요합니다.');
    const granted = await call(t, 'POST', '/api/admin/keywords', token.taxonomy, { keyword: '본부 키워드' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
  });

  it('lets an hq_editor declare notices for its own region only', async () => {
    const notice = (regions: string[]) => ({
      hazard: 'earthquake',
      regions,
      title: '지진 대피 안내',
      steps: ['탁자 아래로 몸을 보호하세요'],
      endsAt: new Date(t.ctx.now().getTime() + 3_600_000).toISOString(),
    });
    for (const regions of [['서울'], ['경기', '서울'], ['전국']]) {
      const res = await call(t, 'POST', '/api/admin/alerts', token.hq, notice(regions));
      expect(res.status, regions.join()).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'OUT_OF_SCOPE', field: 'regions', message: OUT_REGION });
    }
    const mine = await call(t, 'POST', '/api/admin/alerts', token.hq, notice(['경기']));
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const national = await call(t, 'POST', '/api/admin/alerts', token.editor, notice(['전국']));
    expect(national.status).toBe(201);
    expect((await call(t, 'POST', `/api/admin/alerts/${national.body.data.id}/end`, token.hq, {})).status).toBe(403);
    expect((await call(t, 'POST', `/api/admin/alerts/${mine.body.data.id}/end`, token.hq, {})).status).toBe(200);
  });

  it('keeps settings, keys, accounts and security events for the system administrator', async () => {
    for (const who of [token.editor, token.hq]) {
      expect((await call(t, 'PUT', '/api/admin/settings', who, { contactEmail: 'a@b.kr' })).status).toBe(403);
      expect((await call(t, 'GET', '/api/admin/users', who)).status).toBe(403);
      expect((await call(t, 'GET', '/api/admin/youtube/keys', who)).status).toBe(403);
      expect((await call(t, 'GET', '/api/admin/security-events', who)).status).toBe(403);
    }
    for (const who of [token.editor, token.hq, token.viewer]) {
      const dashboard = await call(t, 'GET', '/api/admin/dashboard', who);
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.data.recentSecurityEvents).toEqual([]);
      expect(dashboard.body.data.security).toBeNull();
    }
    const admin = await call(t, 'GET', '/api/admin/dashboard', token.admin);
    expect(admin.body.data.security).toMatchObject({ activeAdmins: expect.any(Number), activeSessions: expect.any(Number) });
  });
});

describe('dashboard by headquarters', () => {
  /** The totals of some regions, counted here apart from the service. */
  async function countedIn(regions: string[]) {
    const row = await sql<{ videos: string; channels: string; views: string }>`
      SELECT (SELECT count(*) FROM videos v JOIN channel_master c ON c.channel_id = v.channel_id
               WHERE v.is_public AND c.is_active AND c.region IN (${sql.join(regions)})) AS videos,
             (SELECT count(*) FROM channel_master WHERE is_active AND region IN (${sql.join(regions)})) AS channels,
             (SELECT coalesce(sum(v.view_count), 0) FROM videos v JOIN channel_master c ON c.channel_id = v.channel_id
               WHERE v.is_public AND c.is_active AND c.region IN (${sql.join(regions)})) AS views`.execute(db());
    const r = row.rows[0]!;
    return { totalVideos: Number(r.videos), totalChannels: Number(r.channels), totalViews: Number(r.views) };
  }

  it('shows an hq_editor the totals and activity of its own regions by default, and refuses another region', async () => {
    const mine = await call(t, 'GET', '/api/admin/dashboard', token.hq);
    expect(mine.status).toBe(200);
    expect(mine.body.data.regions).toEqual(['경기']);
    const gyeonggi = await countedIn(['경기']);
    expect(gyeonggi.totalVideos).toBeGreaterThan(0);
    expect(mine.body.data.statistics).toMatchObject(gyeonggi);
    for (const entry of mine.body.data.recentAudit as { regions: string[]; actorId: number }[]) {
      expect(entry.regions.includes('경기') || entry.actorId === hqId, JSON.stringify(entry)).toBe(true);
    }
    const other = await call(t, 'GET', '/api/admin/dashboard?region=%EC%84%9C%EC%9A%B8', token.hq);
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual({ code: 'OUT_OF_SCOPE', message: OUT_REGION, field: 'region' });
    const own = await call(t, 'GET', '/api/admin/dashboard?region=%EA%B2%BD%EA%B8%B0', token.hq);
    expect(own.body.data).toMatchObject({ region: '경기', regions: ['경기'], statistics: gyeonggi });
  });

  it('shows everyone else the whole country, or one chosen headquarters', async () => {
    const national = await call(t, 'GET', '/api/admin/dashboard', token.viewer);
    expect(national.body.data.regions).toBeNull();
    const seoul = await call(t, 'GET', '/api/admin/dashboard?region=%EC%84%9C%EC%9A%B8', token.viewer);
    expect(seoul.status).toBe(200);
    const counted = await countedIn(['서울']);
    expect(seoul.body.data).toMatchObject({ region: '서울', regions: ['서울'], statistics: counted });
    expect(counted.totalVideos).toBeLessThan(national.body.data.statistics.totalVideos);
    for (const entry of seoul.body.data.recentAudit as { regions: string[] }[]) expect(entry.regions).toContain('서울');
  });
});

describe('audit log by headquarters', () => {
  it('shows an hq_editor its regions’ activity and its own, and lets anyone narrow it to one headquarters', async () => {
    const mine = await call(t, 'GET', '/api/admin/audit-log?limit=100', token.hq);
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    for (const entry of mine.body.data as { regions: string[]; actorId: number }[]) {
      expect(entry.regions.includes('경기') || entry.actorId === hqId, JSON.stringify(entry)).toBe(true);
    }
    expect((await call(t, 'GET', '/api/admin/audit-log?region=%EC%84%9C%EC%9A%B8', token.hq)).status).toBe(403);
    const seoulOnly = await call(t, 'GET', '/api/admin/audit-log?region=%EC%84%9C%EC%9A%B8&limit=100', token.admin);
    expect(seoulOnly.body.data.length).toBeGreaterThan(0);
    for (const entry of seoulOnly.body.data as { regions: string[] }[]) expect(entry.regions).toContain('서울');
    const dashboard = await call(t, 'GET', '/api/admin/dashboard?region=%EA%B2%BD%EA%B8%B0', token.admin);
    expect(dashboard.body.data.region).toBe('경기');
    for (const entry of dashboard.body.data.recentAudit as { regions: string[] }[]) expect(entry.regions).toContain('경기');
  });
});

// The write kinds the first round left untested (issue 24 audit, G4): each refused across regions, allowed at home.
describe('more writes across regions', () => {
  const fewestVideos = async (region: string, skip: number[]) =>
    db()
      .selectFrom('channel_master as c')
      .select(['c.id', 'c.channel_id'])
      .where('c.region', '=', region)
      .where('c.id', 'not in', skip)
      .orderBy('c.videos_in_project', 'asc')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
  const archived = async (videoId: string) =>
    !!(await db().selectFrom('deleted_videos').select('video_id').where('video_id', '=', videoId).executeTakeFirst());

  it('refuses an hq_editor a new channel in 서울, and lets it try one in 경기', async () => {
    const seoulNew = await call(t, 'POST', '/api/admin/channels', token.hq, { channel: 'UCaaaaaaaaaaaaaaaaaaaaaa', region: '서울' });
    expect(seoulNew.status).toBe(403);
    expect(seoulNew.body.error).toEqual({ code: 'OUT_OF_SCOPE', message: OUT_REGION, field: 'region' });
    // In its own region the scope lets it through: what answers is the channel lookup (no YouTube here), not a 403.
    const home = await call(t, 'POST', '/api/admin/channels', token.hq, { channel: 'UCaaaaaaaaaaaaaaaaaaaaaa', region: '경기' });
    expect(home.status).not.toBe(403);
  });

  it('lets an hq_editor delete and restore its own channel, and refuses to restore Seoul’s', async () => {
    const own = await fewestVideos('경기', [gg.id]);
    const removed = await call(t, 'DELETE', `/api/admin/channels/${own.id}?videos=keep`, token.hq);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const listed = await call(t, 'GET', '/api/admin/channels/deleted', token.hq);
    expect(listed.body.data.map((d: { id: number }) => d.id)).toContain(removed.body.data.id);
    const restored = await call(t, 'POST', `/api/admin/channels/deleted/${removed.body.data.id}/restore`, token.hq, {});
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);

    const theirs = await fewestVideos('서울', [seoul.id]);
    const gone = await call(t, 'DELETE', `/api/admin/channels/${theirs.id}?videos=keep`, token.editor);
    expect(gone.status).toBe(200);
    const refused = await call(t, 'POST', `/api/admin/channels/deleted/${gone.body.data.id}/restore`, token.hq, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'OUT_OF_SCOPE', message: OUT_CHANNEL });
    const hqList = await call(t, 'GET', '/api/admin/channels/deleted', token.hq);
    expect(hqList.body.data.map((d: { id: number }) => d.id)).not.toContain(gone.body.data.id);
    expect(
      await db().selectFrom('channel_master').select('id').where('channel_id', '=', theirs.channel_id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await call(t, 'POST', `/api/admin/channels/deleted/${gone.body.data.id}/restore`, token.editor, {})).status).toBe(200);
  });

  it('lets an hq_editor preview and start an import of its own region’s lines', async () => {
    const text = 'https://www.youtube.com/@gyeonggi119test,fire_dept,경기';
    // No YouTube here: what answers is the lookup (502) or the queue, never the scope's 403.
    const preview = await call(t, 'POST', '/api/admin/channels/bulk-import', token.hq, { text, dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).not.toBe(403);
    const started = await call(t, 'POST', '/api/admin/channels/bulk-import', token.hq, { text, dryRun: false });
    expect(started.status, JSON.stringify(started.body)).not.toBe(403);
  });

  it('never deletes, restores or runs a task on Seoul’s videos through a filter', async () => {
    const video = seoul.videos[1]!;
    const { title } = await db().selectFrom('videos').select('title').where('video_id', '=', video).executeTakeFirstOrThrow();
    const search = title.slice(0, 40);
    // Delete by a filter naming Seoul's channel, or by a search that matches its video: Seoul's video stays.
    expect((await call(t, 'POST', '/api/admin/videos/bulk-delete', token.hq, { filter: { channelId: seoul.channel } })).status).toBe(404);
    const bySearch = await call(t, 'POST', '/api/admin/videos/bulk-delete', token.hq, { filter: { search } });
    expect([200, 404]).toContain(bySearch.status);
    for (const r of (bySearch.body.data?.results ?? []) as { videoId: string }[]) expect(r.videoId).not.toBe(video);
    expect(await archived(video)).toBe(false);
    const task = await call(t, 'POST', '/api/admin/bulk-tasks', token.hq, {
      task: 'set_status',
      status: 'archived',
      filter: { channelId: seoul.channel },
      dryRun: false,
    });
    expect(task.status).toBe(404);
    await runQueued(t);
    expect(await statusOf(video)).toBe('published');

    // Restore: the editor deletes it; the hq_editor cannot bring it back by id (per item) or by a filter.
    const removed = await call(t, 'POST', '/api/admin/videos/bulk-delete', token.editor, { videoIds: [video] });
    expect(removed.body.data.done).toBe(1);
    const byId = await call(t, 'POST', '/api/admin/videos/restore', token.hq, { videoIds: [video] });
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body.data.results).toEqual([
      expect.objectContaining({ videoId: video, ok: false, code: 'OUT_OF_SCOPE', message: OUT_VIDEO }),
    ]);
    const byFilter = await call(t, 'POST', '/api/admin/videos/restore', token.hq, { filter: { search } });
    expect([200, 404]).toContain(byFilter.status);
    for (const r of (byFilter.body.data?.results ?? []) as { videoId: string }[]) expect(r.videoId).not.toBe(video);
    expect(await archived(video)).toBe(true);
    const hqArchive = await call(t, 'GET', '/api/admin/videos/deleted?limit=100', token.hq);
    expect(hqArchive.body.data.map((v: { video_id: string }) => v.video_id)).not.toContain(video);
    expect((await call(t, 'POST', '/api/admin/videos/restore', token.editor, { videoIds: [video] })).body.data.done).toBe(1);
  });

  it('refuses to move a notice to 서울 by PATCH, and to change Seoul’s videos’ access flags', async () => {
    const mine = await call(t, 'POST', '/api/admin/alerts', token.hq, {
      hazard: 'wildfire',
      regions: ['경기'],
      title: '산불 안내',
      steps: ['산에서 내려오세요'],
      endsAt: new Date(t.ctx.now().getTime() + 3_600_000).toISOString(),
    });
    expect(mine.status).toBe(201);
    for (const regions of [['서울'], ['경기', '서울']]) {
      const moved = await call(t, 'PATCH', `/api/admin/alerts/${mine.body.data.id}`, token.hq, { regions });
      expect(moved.status, regions.join()).toBe(403);
      expect(moved.body.error).toMatchObject({ code: 'OUT_OF_SCOPE', field: 'regions' });
    }
    const row = await db().selectFrom('disaster_alerts').select('regions').where('id', '=', mine.body.data.id).executeTakeFirstOrThrow();
    expect(row.regions).toEqual(['경기']);
    expect((await call(t, 'PATCH', `/api/admin/alerts/${mine.body.data.id}`, token.hq, { title: '산불 대피 안내' })).status).toBe(200);

    const flags = { signLanguage: true };
    const theirs = await call(t, 'PUT', `/api/admin/videos/${seoul.videos[0]}/access`, token.hq, flags);
    expect(theirs.status).toBe(403);
    expect(theirs.body.error).toEqual({ code: 'OUT_OF_SCOPE', message: OUT_VIDEO });
    const own = await call(t, 'PUT', `/api/admin/videos/${gg.videos[0]}/access`, token.hq, flags);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('keeps categories read-only for an hq_editor unless granted', async () => {
    const body = { name: '본부 분류' };
    const refused = await call(t, 'POST', '/api/admin/categories', token.hq, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: '이 작업에는 편집자 권한이 필요합니다.' });
    expect((await call(t, 'GET', '/api/admin/categories', token.hq)).status).toBe(200);
    const granted = await call(t, 'POST', '/api/admin/categories', token.taxonomy, body);
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    const id = granted.body.data.id;
    expect((await call(t, 'PATCH', `/api/admin/categories/${id}`, token.hq, { name: '바꾼 분류' })).status).toBe(403);
    expect((await call(t, 'PATCH', `/api/admin/categories/${id}`, token.taxonomy, { name: '바꾼 분류' })).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/admin/categories/${id}`, token.viewer)).status).toBe(403);
  });
});
