import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { applyClassification } from './apply.ts';
import { insertDraft, insertSmallCatalogue, TEST_CHANNEL_ID } from '../test-support/classify-test-helpers.ts';
import { loadClassifier } from './load.ts';
import { NO_MATCH_REASON } from './reason.ts';

let database: TestDatabase;
let catalogue: Awaited<ReturnType<typeof insertSmallCatalogue>>;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
  catalogue = await insertSmallCatalogue(db());
});
afterAll(() => database?.dispose());

const video = (videoId: string) => db().selectFrom('videos').selectAll().where('video_id', '=', videoId).executeTakeFirstOrThrow();
const pending = (videoId: string) =>
  db().selectFrom('curation_queue').selectAll().where('video_id', '=', videoId).where('state', '=', 'pending').execute();
const keyword = (id: number) => db().selectFrom('keyword_master').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const version = async () => Number((await db().selectFrom('catalogue_state').select('version').executeTakeFirstOrThrow()).version);

describe('loadClassifier', () => {
  it('builds rules from active keywords with their categories', async () => {
    const classifier = await loadClassifier(db());
    expect(classifier.rules.map((r) => r.keyword).sort()).toEqual(['분말소화기', '소화기 사용법', '심폐소생술', '심폐소생술 교육']);
    expect(classifier.rules.find((r) => r.id === catalogue.keywords.cprTraining)!.categoryIds).toEqual(
      [catalogue.categories.equipment, catalogue.categories.cpr].sort((a, b) => a - b),
    );
  });
});

describe('applyClassification', () => {
  it('publishes confident drafts, queues the rest with the suggestion and reason, in one go', async () => {
    const confident = await insertDraft(db(), {
      title: '심폐소생술 교육 현장',
      description: '심폐소생술 교육을 받았습니다',
      tags: ['심폐소생술 교육'],
      views: 500,
    });
    const doubtful = await insertDraft(db(), { title: '소화기의 올바른 사용법' });
    const unknown = await insertDraft(db(), { title: '채널 공지사항' });
    const retired = await insertDraft(db(), { title: '완강기 사용법 교육', tags: ['완강기 사용법'] });
    const before = await version();

    const result = await applyClassification(db(), [confident, doubtful, unknown, retired]);
    expect(result).toEqual({ published: 1, queued: 3 });

    expect(await video(confident)).toMatchObject({ status: 'published', keyword_id: catalogue.keywords.cprTraining, is_public: true });
    const training = await keyword(catalogue.keywords.cprTraining);
    expect(training).toMatchObject({ total_videos: 1, total_views: 500, total_channels: 1 });
    const channel = await db().selectFrom('channel_master').selectAll().where('channel_id', '=', TEST_CHANNEL_ID).executeTakeFirstOrThrow();
    expect(channel.videos_in_project).toBe(1);
    expect(await version()).toBeGreaterThan(before);

    expect(await video(doubtful)).toMatchObject({ status: 'draft', keyword_id: null });
    const [queued] = await pending(doubtful);
    expect(queued).toMatchObject({
      suggested_keyword_id: catalogue.keywords.extinguisher,
      reason: '제목에 "소화기 사용법"이 있지만 설명·태그에는 없음; 제목은 낱말이 떨어져 있음',
    });
    expect(queued!.suggested_category_ids.map(Number)).toEqual([catalogue.categories.equipment]);
    expect(queued!.confidence).toBeGreaterThan(0);
    expect(queued!.confidence).toBeLessThan(0.75);

    // No keyword at all (and inactive keywords never match): pending with no suggestion.
    for (const id of [unknown, retired]) {
      const [row] = await pending(id);
      expect(row).toMatchObject({ suggested_keyword_id: null, confidence: 0, reason: NO_MATCH_REASON });
      expect(row!.suggested_category_ids).toEqual([]);
    }
  });

  it('ignores videos that are not drafts and ids it does not know', async () => {
    const published = await insertDraft(db(), { title: '심폐소생술 교육', tags: ['심폐소생술'], status: 'published' });
    const result = await applyClassification(db(), [published, 'NoSuchVideo1', published]);
    expect(result).toEqual({ published: 0, queued: 0 });
    expect(await video(published)).toMatchObject({ status: 'published', keyword_id: null });
  });

  it('keeps one pending row per video, and closes it when a later run publishes the video', async () => {
    const id = await insertDraft(db(), { title: '분말소화기 안전핀 뽑기' });
    await applyClassification(db(), [id], { publishAt: 0.99 });
    await applyClassification(db(), [id], { publishAt: 0.99 });
    const rows = await pending(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.suggested_keyword_id).toBe(catalogue.keywords.powder);

    expect(await applyClassification(db(), [id], { publishAt: 0.5 })).toEqual({ published: 1, queued: 0 });
    expect(await pending(id)).toHaveLength(0);
    const closed = await db().selectFrom('curation_queue').selectAll().where('video_id', '=', id).executeTakeFirstOrThrow();
    expect(closed).toMatchObject({ state: 'approved', decided_by: null, decision_note: '자동 분류로 게시됨' });
    expect((await keyword(catalogue.keywords.powder)).total_videos).toBe(1);
  });

  it("joins the caller's transaction, so a rollback undoes it all", async () => {
    const id = await insertDraft(db(), { title: '심폐소생술 교육 영상', tags: ['심폐소생술 교육'], description: '심폐소생술 교육' });
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          expect(await applyClassification(trx, [id])).toEqual({ published: 1, queued: 0 });
          throw new Error('rollback');
        }),
    ).rejects.toThrow('rollback');
    expect(await video(id)).toMatchObject({ status: 'draft', keyword_id: null });
  });

  it('refuses a threshold outside 0–1 and does nothing for no ids', async () => {
    await expect(applyClassification(db(), ['x'], { publishAt: 1.5 })).rejects.toThrow(RangeError);
    expect(await applyClassification(db(), [])).toEqual({ published: 0, queued: 0 });
  });

  it('classifies a large batch in chunks within one transaction', async () => {
    const titles = ['심폐소생술 교육 실습', '소화기의 올바른 사용법', '오늘의 소식'];
    const ids: string[] = [];
    for (let i = 0; i < 60; i += 1)
      ids.push(await insertDraft(db(), { title: titles[i % 3]!, tags: i % 3 === 0 ? ['심폐소생술 교육'] : [] }));
    const result = await applyClassification(db(), ids);
    expect(result.published + result.queued).toBe(60);
    expect(result.published).toBe(20);
    const counted = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM curation_queue WHERE state = 'pending' AND video_id = any(${ids}::text[])`.execute(db());
    expect(counted.rows[0]!.n).toBe(40);
  });
});
