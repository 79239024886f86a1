import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCategoryKeywordsResponseSchema } from '../../../shared/api/admin-categories.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

let t: TestApp;
let token: string;
const db = () => t.ctx.db;
const create = async (body: Record<string, unknown>) =>
  (await call(t, 'POST', '/api/admin/categories', token, body)).body.data as { id: number };
const newKeyword = async (keyword: string, categoryIds: number[]) =>
  (await call(t, 'POST', '/api/admin/keywords', token, { keyword, categoryIds })).body.data as { id: number; slug: string };
const link = (id: number, body: unknown) => call(t, 'PATCH', `/api/admin/categories/${id}/keywords`, token, body);
const remove = (id: number, query = '') => call(t, 'DELETE', `/api/admin/categories/${id}${query}`, token);
const linksOf = async (keywordId: number) =>
  (await db().selectFrom('keyword_categories').select('category_id').where('keyword_id', '=', keywordId).execute())
    .map((r) => r.category_id)
    .sort();
const namesOf = async (keywordId: number) =>
  (await db().selectFrom('keyword_master').select('category_names').where('id', '=', keywordId).executeTakeFirstOrThrow()).category_names;
const exists = async (id: number) => !!(await db().selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst());

async function withAuditBlocked(action: string, run: () => Promise<void>) {
  const name = `test_block_${action.replace(/\W/g, '_')}`;
  await sql`ALTER TABLE audit_log ADD CONSTRAINT ${sql.id(name)} CHECK (action <> ${sql.lit(action)}) NOT VALID`.execute(db());
  try {
    await run();
  } finally {
    await sql`ALTER TABLE audit_log DROP CONSTRAINT ${sql.id(name)}`.execute(db());
  }
}

/** A parent with two children and keywords on the parent and one child. */
async function smallTree(label: string) {
  const parent = await create({ name: `${label} 상위` });
  const a = await create({ name: `${label} 하위 가`, parentId: parent.id });
  const b = await create({ name: `${label} 하위 나`, parentId: parent.id });
  const k1 = await newKeyword(`${label} 키워드 하나`, [parent.id]);
  const k2 = await newKeyword(`${label} 키워드 둘`, [parent.id, a.id]);
  return { parent, a, b, k1, k2 };
}

beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

describe('DELETE /api/admin/categories/:id', () => {
  it('asks where children and keywords go (409 naming both counts) and changes nothing', async () => {
    const { parent, k1 } = await smallTree('묻기');
    const res = await remove(parent.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'CATEGORY_NOT_EMPTY', field: 'children' });
    expect(res.body.error.message).toContain('하위 분류 2개와 연결된 키워드 2개');
    const onlyChildren = await remove(parent.id, '?children=promote');
    expect(onlyChildren.status).toBe(409);
    expect(onlyChildren.body.error.field).toBe('keywords');
    expect(await exists(parent.id)).toBe(true);
    expect(await linksOf(k1.id)).toEqual([parent.id]);
  });

  it('moves children under another top-level category and keyword links to another category; keywords stay', async () => {
    const { parent, a, b, k1, k2 } = await smallTree('옮기기');
    const target = await create({ name: '옮길 상위' });
    const res = await remove(parent.id, `?children=move&childrenTo=${target.id}&keywords=move&keywordsTo=${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: parent.id, movedChildren: 2, promotedChildren: 0, movedKeywords: 2, detachedKeywords: 0 });
    expect(await exists(parent.id)).toBe(false);
    const moved = await db()
      .selectFrom('categories')
      .select(['id', 'parent_id', 'priority'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('priority')
      .execute();
    expect(moved.map((c) => [c.id, c.parent_id])).toEqual([
      [a.id, target.id],
      [b.id, target.id],
    ]);
    expect(await linksOf(k1.id)).toEqual([a.id]);
    expect(await linksOf(k2.id)).toEqual([a.id]);
    expect(await namesOf(k2.id)).toBe('옮기기 하위 가');
    const page = await call(t, 'GET', `/api/keywords/${encodeURIComponent(k1.slug)}`, null);
    expect(page.body.data.breadcrumb.map((c: { label: string }) => c.label)).toEqual(['홈', '옮길 상위', '옮기기 하위 가']);
    const [entry] = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'category.delete')
      .where('target_id', '=', String(parent.id))
      .execute();
    expect(entry!.before).toMatchObject({ name: '옮기기 상위', children: [a.id, b.id] });
  });

  it('promotes children to the top level and detaches keywords (which keep their other categories)', async () => {
    const { parent, a, b, k1, k2 } = await smallTree('올리기');
    const res = await remove(parent.id, '?children=promote&keywords=detach');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ promotedChildren: 2, detachedKeywords: 2, movedKeywords: 0 });
    const tops = (await call(t, 'GET', '/api/categories', null)).body.data.map((c: { id: number }) => c.id);
    expect(tops.slice(-2)).toEqual([a.id, b.id]);
    expect(await linksOf(k1.id)).toEqual([]);
    expect(await namesOf(k1.id)).toBe('');
    expect(await linksOf(k2.id)).toEqual([a.id]);
    expect((await call(t, 'GET', `/api/admin/keywords/${k1.id}`, token)).status).toBe(200);
  });

  it('answers 400 naming the field for a missing or wrong target, and 404 for an unknown category', async () => {
    const { parent, a } = await smallTree('틀린 대상');
    expect((await remove(parent.id, '?children=move&keywords=detach')).body.error.field).toBe('childrenTo');
    expect((await remove(parent.id, `?children=move&childrenTo=${a.id}&keywords=detach`)).body.error.field).toBe('childrenTo');
    expect((await remove(parent.id, `?children=promote&keywords=move&keywordsTo=${parent.id}`)).body.error.field).toBe('keywordsTo');
    expect((await remove(parent.id, '?children=sideways')).body.error.field).toBe('children');
    expect((await remove(999_999)).status).toBe(404);
    expect(await exists(parent.id)).toBe(true);
  });

  it('leaves the tree and every link as they were when its audit row cannot be written', async () => {
    const { parent, a, k1, k2 } = await smallTree('실패');
    await withAuditBlocked('category.delete', async () => {
      expect((await remove(parent.id, '?children=promote&keywords=detach')).status).toBe(500);
    });
    expect(await exists(parent.id)).toBe(true);
    expect((await db().selectFrom('categories').select('parent_id').where('id', '=', a.id).executeTakeFirstOrThrow()).parent_id).toBe(
      parent.id,
    );
    expect(await linksOf(k1.id)).toEqual([parent.id]);
    expect((await linksOf(k2.id)).length).toBe(2);
  });
});

describe('keyword links from the category side', () => {
  it('lists keywords linked straight to the category, by name', async () => {
    const { parent } = await smallTree('목록');
    const res = await call(t, 'GET', `/api/admin/categories/${parent.id}/keywords`, token);
    expect(res.status).toBe(200);
    const body = AdminCategoryKeywordsResponseSchema.parse(res.body);
    expect(body.data.map((k) => k.keyword)).toEqual(['목록 키워드 둘', '목록 키워드 하나']);
    expect(body.pagination).toMatchObject({ total: 2, limit: 20 });
    expect((await call(t, 'GET', '/api/admin/categories/999999/keywords', token)).status).toBe(404);
  });

  it('adds and removes links; the keyword and the public category page follow at once', async () => {
    const { parent, a, b, k1, k2 } = await smallTree('연결');
    await call(
      t,
      'GET',
      `/api/categories/${(await db().selectFrom('categories').select('slug').where('id', '=', b.id).executeTakeFirstOrThrow()).slug}`,
      null,
    );
    const res = await link(b.id, { add: [k1.id, k2.id], remove: [] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ added: 2, removed: 0 });
    expect(await linksOf(k1.id)).toContain(b.id);
    const slug = (await db().selectFrom('categories').select('slug').where('id', '=', b.id).executeTakeFirstOrThrow()).slug;
    expect((await call(t, 'GET', `/api/categories/${slug}`, null)).body.pagination.total).toBe(2);
    const again = await link(b.id, { add: [k1.id], remove: [k2.id] });
    expect(again.body.data).toEqual({ added: 0, removed: 1 });
    expect((await namesOf(k2.id)).split(',').sort()).toEqual(['연결 상위', '연결 하위 가']);
    expect(await linksOf(k2.id)).toEqual([parent.id, a.id].sort());
  });

  it('answers 400 naming the field, 404 for an unknown category, and writes nothing', async () => {
    const { b, k1 } = await smallTree('검사');
    const unknown = await link(b.id, { add: [k1.id, 999_999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ field: 'add', message: expect.stringContaining('찾을 수 없는') });
    expect((await link(b.id, {})).body.error.field).toBe('add');
    expect((await link(b.id, { add: [k1.id], remove: [k1.id] })).body.error.field).toBe('add');
    expect((await link(999_999, { add: [k1.id] })).status).toBe(404);
    expect(await linksOf(k1.id)).not.toContain(b.id);
  });

  it('links nothing when its audit row cannot be written', async () => {
    const { b, k1 } = await smallTree('기록 실패');
    await withAuditBlocked('category.keywords', async () => {
      expect((await link(b.id, { add: [k1.id] })).status).toBe(500);
    });
    expect(await linksOf(k1.id)).not.toContain(b.id);
  });
});
