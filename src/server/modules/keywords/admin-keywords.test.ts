import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkDeleteAdminKeywords,
  createAdminKeyword,
  deleteAdminKeyword,
  exportAdminKeywords,
  listAdminKeywords,
  updateAdminKeyword,
  type AdminKeywordCreateBody,
} from '../../../shared/api/admin-keywords.ts';
import { getKeyword } from '../../../shared/api/keywords.ts';
import { KEYWORD_CSV_HEADER } from '../../../shared/constants/admin-keywords.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { call } from '../../test-support/call.ts';

let t: TestApp;
let token: string;
const db = () => t.ctx.db;
const leafCategory = () =>
  db()
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'parent_id'])
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
const create = (body: Partial<AdminKeywordCreateBody>) => call(t, createAdminKeyword, { body: body as AdminKeywordCreateBody, as: token });
const publicKeyword = (slug: string) => call(t, getKeyword, { params: { slug } });
const audits = (id: number) =>
  db().selectFrom('audit_log').selectAll().where('target_type', '=', 'keyword').where('target_id', '=', String(id)).orderBy('id').execute();
const keywordCount = async () =>
  Number(
    (
      await db()
        .selectFrom('keyword_master')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

describe('GET /api/admin/keywords', () => {
  it('lists 20 a page with the stats block, inactive keywords included', async () => {
    await db().updateTable('keyword_master').set({ status: 'inactive' }).where('id', '=', 1).execute();
    const res = await call(t, listAdminKeywords, { query: { status: 'all' }, as: token });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.data).toHaveLength(20);
    expect(body.stats.total).toBe(await keywordCount());
    const active = await db()
      .selectFrom('keyword_master')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(body.stats.active).toBe(Number(active.n));
    const inactive = await call(t, listAdminKeywords, { query: { status: 'inactive' }, as: token });
    expect(inactive.body.data.map((k) => k.id)).toContain(1);
    expect(inactive.body.data.every((k) => k.status === 'inactive')).toBe(true);
  });

  it('searches by contains, filters by category (a parent includes its children) and sorts by name', async () => {
    const res = await call(t, listAdminKeywords, { query: { search: '소화', sort: 'name', limit: 100 }, as: token });
    const names = res.body.data.map((k) => k.keyword);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('소화');
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const leaf = await leafCategory();
    const byParent = await call(t, listAdminKeywords, { query: { categoryId: leaf.parent_id!, limit: 100 }, as: token });
    const byLeaf = await call(t, listAdminKeywords, { query: { categoryId: leaf.id, limit: 100 }, as: token });
    expect(byParent.body.pagination.total).toBeGreaterThanOrEqual(byLeaf.body.pagination.total);
    expect(byLeaf.body.data.every((k) => k.categories.some((c) => c.id === leaf.id))).toBe(true);
  });

  it('answers 400 naming the field for a bad query', async () => {
    const res = await call(t, listAdminKeywords, { untypedQuery: { sort: 'random' }, as: token });
    expect(res.status).toBe(400);
    expect(res.error?.field).toBe('sort');
  });
});

describe('POST /api/admin/keywords', () => {
  it('creates a keyword with a slug from its Korean name, in a category; its public page and breadcrumb follow at once', async () => {
    const leaf = await leafCategory();
    const res = await create({ keyword: '  전동킥보드 배터리 화재 ', categoryIds: [leaf.id], synonyms: ['킥보드 화재'] });
    expect(res.status).toBe(201);
    const { data } = res.body;
    expect(data).toMatchObject({
      keyword: '전동킥보드 배터리 화재',
      slug: '전동킥보드-배터리-화재',
      status: 'active',
      synonyms: ['킥보드 화재'],
    });
    expect(data.categories.map((c) => c.id)).toEqual([leaf.id]);
    const page = await publicKeyword(data.slug);
    expect(page.status).toBe(200);
    expect(page.body.data.breadcrumb.map((b) => b.label)).toContain(leaf.name);
    const [entry] = await audits(data.id);
    expect(entry).toMatchObject({ action: 'keyword.create', actor_email: expect.stringContaining('@') });
  });

  it('gives a taken generated slug the next free suffix, and refuses a taken name or asked-for slug with 409', async () => {
    const first = await create({ keyword: '화재 대피 훈련 안내' });
    const second = await create({ keyword: '화재-대피 훈련 안내' });
    expect(second.status).toBe(201);
    expect(second.body.data.slug).toBe(`${first.body.data.slug}-2`);
    const sameName = await create({ keyword: '화재 대피 훈련 안내' });
    expect(sameName.status).toBe(409);
    expect(sameName.error).toMatchObject({ code: 'KEYWORD_EXISTS', field: 'keyword' });
    const sameSlug = await create({ keyword: '다른 이름', slug: first.body.data.slug });
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.error).toMatchObject({ code: 'SLUG_EXISTS', field: 'slug' });
  });

  it('answers 400 in Korean naming the field, and writes nothing', async () => {
    const before = await keywordCount();
    const empty = await create({ keyword: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.error).toMatchObject({ field: 'keyword', message: expect.stringContaining('키워드를 입력하세요.') });
    const badCategory = await create({ keyword: '없는 분류 키워드', categoryIds: [999_999] });
    expect(badCategory.status).toBe(400);
    expect(badCategory.error?.field).toBe('categoryIds');
    const badSlug = await create({ keyword: '주소 없는 키워드', slug: '!!!' });
    expect(badSlug.status).toBe(400);
    expect(badSlug.error?.field).toBe('slug');
    expect(await keywordCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous creates of one name through; the other gets 409, never 500', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => create({ keyword: '동시에 만든 키워드' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
  });

  it('leaves nothing behind when its audit row cannot be written (one transaction)', async () => {
    const before = await keywordCount();
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_block_keyword_create CHECK (action <> 'keyword.create') NOT VALID`.execute(db());
    try {
      const res = await create({ keyword: '기록되지 않을 키워드', categoryIds: [(await leafCategory()).id] });
      expect(res.status).toBe(500);
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_block_keyword_create`.execute(db());
    }
    expect(await keywordCount()).toBe(before);
    const links = await db().selectFrom('keyword_master').select('id').where('keyword', '=', '기록되지 않을 키워드').execute();
    expect(links).toEqual([]);
  });
});

describe('PATCH /api/admin/keywords/:id', () => {
  it('renames the address and keeps the old one leading to the keyword', async () => {
    const { body } = await create({ keyword: '주소 바꿀 키워드' });
    const oldSlug = body.data.slug;
    const res = await call(t, updateAdminKeyword, {
      params: { id: body.data.id },
      body: { slug: '새 주소 키워드', status: 'active' },
      as: token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe('새-주소-키워드');
    const viaOld = await publicKeyword(oldSlug);
    expect(viaOld.status).toBe(200);
    expect(viaOld.body.data.keyword.slug).toBe('새-주소-키워드');
    const [, update] = await audits(body.data.id);
    expect(update).toMatchObject({ action: 'keyword.update' });
    expect(JSON.stringify(update!.before)).toContain(oldSlug);
    // Another keyword cannot take the old address while it redirects.
    const taken = await create({ keyword: '다른 키워드', slug: oldSlug });
    expect(taken.status).toBe(409);
  });

  it('replaces categories and synonyms, and hides an inactive keyword from the public', async () => {
    const { body } = await create({ keyword: '상태 바꿀 키워드' });
    const leaf = await leafCategory();
    const res = await call(t, updateAdminKeyword, {
      params: { id: body.data.id },
      body: { categoryIds: [leaf.id], synonyms: ['가', '가', '나'], status: 'inactive' },
      as: token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'inactive', synonyms: ['가', '나'], category_names: leaf.name });
    expect((await publicKeyword(body.data.slug)).status).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for an empty change', async () => {
    const update = (id: number | string, body: object) => call(t, updateAdminKeyword, { params: { id }, untypedBody: body, as: token });
    expect((await update(999_999, { status: 'active' })).status).toBe(404);
    expect((await update(1, {})).status).toBe(400);
    expect((await update('abc', { status: 'active' })).error?.field).toBe('id');
  });
});

describe('DELETE /api/admin/keywords/:id and bulk-delete', () => {
  it('deletes a keyword and unlinks its videos, which stay', async () => {
    const victim = await db()
      .selectFrom('keyword_master')
      .select(['id'])
      .where('total_videos', '>', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const linked = await db().selectFrom('videos').select('video_id').where('keyword_id', '=', victim.id).execute();
    const res = await call(t, deleteAdminKeyword, { params: { id: victim.id }, as: token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deleted: 1, unlinkedVideos: linked.length });
    const after = await db()
      .selectFrom('videos')
      .select(['video_id', 'keyword_id'])
      .where(
        'video_id',
        'in',
        linked.map((v) => v.video_id),
      )
      .execute();
    expect(after).toHaveLength(linked.length);
    expect(after.every((v) => v.keyword_id === null)).toBe(true);
    expect((await call(t, deleteAdminKeyword, { params: { id: victim.id }, as: token })).status).toBe(404);
  });

  it('bulk-deletes what it finds and reports the rest per item', async () => {
    const a = (await create({ keyword: '일괄 삭제 하나' })).body.data.id;
    const b = (await create({ keyword: '일괄 삭제 둘' })).body.data.id;
    const bulkDelete = (ids: number[]) => call(t, bulkDeleteAdminKeywords, { body: { ids }, as: token });
    const res = await bulkDelete([a, b, 999_998]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deleted: 2 });
    expect(res.body.data.results).toContainEqual({ id: 999_998, ok: false, code: 'NOT_FOUND', message: '키워드를 찾을 수 없습니다.' });
    expect((await audits(a)).map((e) => e.action)).toEqual(['keyword.create', 'keyword.delete']);
    const none = await bulkDelete([999_997]);
    expect(none.status).toBe(404);
    const tooMany = await bulkDelete(Array.from({ length: 501 }, (_, i) => i + 1));
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.field).toBe('ids');
  });
});

describe('GET /api/admin/keywords/export', () => {
  it('sends the spec header as an Excel-safe UTF-8 CSV, filtered by the search', async () => {
    await create({ keyword: '=HYPERLINK 수식 키워드' });
    const res = await call(t, exportAdminKeywords, { query: { search: '수식' }, as: token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = res.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(KEYWORD_CSV_HEADER.join(','));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain("'=HYPERLINK");
  });

  it('answers the spec error when nothing matches', async () => {
    const res = await call(t, exportAdminKeywords, { query: { search: '없는키워드없음' }, as: token });
    expect(res.status).toBe(404);
    expect(res.error?.code).toBe('NO_KEYWORDS_TO_EXPORT');
  });
});
