import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DictionarySchema, PhraseSchema, TopicSchema } from '../../../shared/api/search-dictionary.ts';
import { createSeededTestDatabase } from '../../../test-support/test-database.ts';
import { startChildServer } from '../../test-support/child-server.ts';
import { TEST_RATE_LIMITS, type TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

// The question dictionary's admin API (issue 23): editors write, viewers read, every write audited, bad input a 400
// naming the field, and an edit changes what search answers at once (this process) and within the version poll
// (every other process: see the two-process case on PostgreSQL).
let t: TestApp;
let editor: string;
const cleanups: Array<() => Promise<unknown> | void> = [];
const STUCK_AFTER_MS = 30_000;

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 400 }));
  editor = (await signIn(t, await addUser(t, { role: 'editor' }))).token;
}, 300_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t?.close();
});

const search = async (q: string) => (await call(t, 'GET', `/api/search?q=${encodeURIComponent(q)}`, null)).body.data;
const auditOf = (action: string, targetId: string) =>
  t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', targetId).executeTakeFirst();

describe('the question dictionary admin API', () => {
  it('reads the seeded dictionary (viewer), with sensible Korean entries', async () => {
    const viewer = (await signIn(t, await addUser(t, { role: 'viewer' }))).token;
    const res = await call(t, 'GET', '/api/admin/search-dictionary', viewer);
    expect(res.status).toBe(200);
    const dictionary = DictionarySchema.parse(res.body.data);
    expect(dictionary.topics.map((topic) => topic.slug)).toEqual(expect.arrayContaining(['fire', 'cpr', 'choking', 'elevator']));
    expect(dictionary.phrases.find((p) => p.phrase === '숨을 안 쉬')?.keywords).toEqual(['심폐소생술', '심정지']);
    expect(dictionary.questionWords.map((w) => w.word)).toEqual(expect.arrayContaining(['어떻게', '해요', '했을 때', '방법 알려줘']));
  });

  it('refuses writes below editor (viewer, hq_editor even with taxonomy) with 403', async () => {
    for (const user of [{ role: 'viewer' as const }, { role: 'hq_editor' as const, regions: ['서울'], grants: ['taxonomy'] }]) {
      const token = (await signIn(t, await addUser(t, user))).token;
      const res = await call(t, 'POST', '/api/admin/search-dictionary/question-words', token, { word: '알려 주실래요' });
      expect(res.status, user.role).toBe(403);
    }
  });

  it('refuses bad input with a 400 naming the field, in Korean', async () => {
    const topic = { slug: 'test-topic', title: '시험 주제', keywords: ['소화기'], steps: ['하나', '둘', '셋'] };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['topics', { ...topic, slug: 'Not A Slug' }, 'slug'],
      ['topics', { ...topic, slug: 'fire' }, 'slug'],
      ['topics', { ...topic, title: '' }, 'title'],
      ['topics', { ...topic, keywords: [] }, 'keywords'],
      ['topics', { ...topic, keywords: ['두 낱말'] }, 'keywords'],
      ['topics', { ...topic, steps: ['하나'] }, 'steps'],
      ['topics', { ...topic, steps: [] }, 'steps'],
      ['topics', { ...topic, hazard: 'meteor' }, 'hazard'],
      ['topics', { ...topic, videoId: 'nosuchvideo1' }, 'videoId'],
      ['phrases', { phrase: '', keywords: ['화재'] }, 'phrase'],
      ['phrases', { phrase: '불나', keywords: ['화재'] }, 'phrase'],
      ['phrases', { phrase: '불타올라', keywords: ['화재'], topicId: 999999 }, 'topicId'],
      ['phrases', { phrase: '불타올라', keywords: ['화'] }, 'keywords'],
      ['question-words', { word: '' }, 'word'],
      ['question-words', { word: '어떻게' }, 'word'],
    ];
    for (const [kind, body, field] of cases) {
      const res = await call(t, 'POST', `/api/admin/search-dictionary/${kind}`, editor, body);
      expect(res.status, `${kind} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.field, JSON.stringify(res.body)).toBe(field);
      expect(res.body.error.message).toMatch(/[가-힣]/u);
    }
  });

  it('a new phrase with a new topic answers at once; edits and removals too; every write audited', async () => {
    const before = await search('소화전 여는 법');
    expect(before.answer).toBeNull();
    const created = await call(t, 'POST', '/api/admin/search-dictionary/topics', editor, {
      slug: 'hydrant',
      title: '옥내소화전 쓰는 법',
      keywords: ['소화전'],
      steps: ['소화전 문을 여세요', '호스를 불 쪽으로 펼치세요', '밸브를 돌려 물을 트세요'],
      call119: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const topic = TopicSchema.parse(created.body.data);
    expect(await auditOf('search_topic.create', String(topic.id))).toMatchObject({ target_type: 'search_topic' });
    const phrase = await call(t, 'POST', '/api/admin/search-dictionary/phrases', editor, {
      phrase: '소화전  여는',
      keywords: ['소화전'],
      topicId: topic.id,
    });
    expect(phrase.status).toBe(201);
    const added = PhraseSchema.parse(phrase.body.data);
    expect(added.phrase).toBe('소화전 여는');
    expect(await auditOf('search_phrase.create', String(added.id))).toBeDefined();
    const after = await search('소화전 여는 법');
    expect(after.answer).toMatchObject({
      slug: 'hydrant',
      call119: true,
      steps: ['소화전 문을 여세요', '호스를 불 쪽으로 펼치세요', '밸브를 돌려 물을 트세요'],
    });

    const edited = await call(t, 'PUT', `/api/admin/search-dictionary/topics/${topic.id}`, editor, {
      slug: 'hydrant',
      title: '소화전 사용법',
      keywords: ['소화전'],
      steps: ['문을 여세요', '호스를 펼치세요', '밸브를 트세요', '불의 아래쪽에 물을 뿌리세요'],
    });
    expect(edited.status).toBe(200);
    expect((await search('소화전 여는 법')).answer).toMatchObject({ topic: '소화전 사용법', call119: false });
    expect(await auditOf('search_topic.update', String(topic.id))).toMatchObject({
      before: expect.objectContaining({ title: '옥내소화전 쓰는 법' }),
    });

    const word = await call(t, 'POST', '/api/admin/search-dictionary/question-words', editor, { word: '여는 법' });
    expect(word.status).toBe(201);
    expect((await call(t, 'DELETE', `/api/admin/search-dictionary/question-words/${encodeURIComponent('여는 법')}`, editor)).status).toBe(
      200,
    );
    expect(await auditOf('search_question_word.delete', '여는 법')).toBeDefined();

    expect((await call(t, 'DELETE', `/api/admin/search-dictionary/phrases/${added.id}`, editor)).status).toBe(200);
    expect((await search('소화전 여는 법')).answer).toBeNull();
    expect((await call(t, 'DELETE', `/api/admin/search-dictionary/topics/${topic.id}`, editor)).status).toBe(200);
    expect(await auditOf('search_topic.delete', String(topic.id))).toBeDefined();
    expect((await call(t, 'DELETE', `/api/admin/search-dictionary/topics/${topic.id}`, editor)).status).toBe(404);
  });
});

describe.runIf(process.env.DATABASE_URL)('two app processes sharing one PostgreSQL', () => {
  it('an edit made through one process answers on both within the version poll', async () => {
    const database = await createSeededTestDatabase(600);
    cleanups.push(() => database.dispose());
    const servers = [];
    for (let i = 0; i < 2; i += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'dictionary-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const server = await startChildServer({
        DATABASE_URL: database.url!,
        DATA_DIR: dir,
        DEMO_CATALOGUE: 'off',
        SYNC_RUNNER: 'off',
        AUTH_JWT_SECRET: 'search-dictionary-secret-0123456789abcdef',
        ...TEST_RATE_LIMITS,
      });
      cleanups.push(() => server.stop());
      servers.push(server);
    }
    const answerOf = async (url: string, q: string) => {
      const res = await fetch(`${url}/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { answer: { slug: string } | null; terms: string[] } }).data;
    };
    for (const server of servers) expect((await answerOf(server.url, '소화전 여는 법')).answer).toBeNull();
    // The write goes straight to the shared database, as another process's request would leave it.
    const topic = await database.handle.db
      .insertInto('search_topics')
      .values({ slug: 'hydrant', title: '소화전', keywords: ['소화전'], steps: ['하나', '둘', '셋'], updated_by: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.handle.db
      .insertInto('search_phrases')
      .values({ phrase: '소화전 여는', keywords: ['소화전'], topic_id: Number(topic.id), updated_by: 'test' })
      .execute();
    const started = performance.now();
    const times = await Promise.all(
      servers.map(async (server) => {
        for (;;) {
          if ((await answerOf(server.url, '소화전 여는 법')).answer?.slug === 'hydrant') return performance.now() - started;
          if (performance.now() - started > STUCK_AFTER_MS) throw new Error(`${server.url} never answered`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }),
    );
    console.log(`dictionary edit live on both processes after ${times.map((ms) => Math.round(ms)).join(' / ')} ms (target 2000)`);
  }, 180_000);
});
