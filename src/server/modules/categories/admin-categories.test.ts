import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCategoryResponseSchema, AdminCategoryTreeResponseSchema } from '../../../shared/api/admin-categories.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

let t: TestApp;
let token: string;
const db = () => t.ctx.db;
const create = (body: unknown) => call(t, 'POST', '/api/admin/categories', token, body);
const patch = (id: number, body: unknown) => call(t, 'PATCH', `/api/admin/categories/${id}`, token, body);
const reorder = (body: unknown) => call(t, 'PUT', '/api/admin/categories/order', token, body);
const categoryCount = async () =>
  Number(
    (
      await db()
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
type PublicNode = { id: number; name: string; slug: string; priority: number; children: { id: number; name: string }[] };
const publicTree = async () => (await call(t, 'GET', '/api/categories', null)).body.data as PublicNode[];
const siblings = (parentId: number | null) =>
  db()
    .selectFrom('categories')
    .select(['id', 'priority'])
    .where(sql<boolean>`parent_id IS NOT DISTINCT FROM ${parentId}`)
    .orderBy('priority')
    .orderBy('id')
    .execute();

/** Blocks one audit action for the duration of `run` (NOT VALID: existing rows are not checked). */
async function withAuditBlocked(action: string, run: () => Promise<void>) {
  const name = `test_block_${action.replace(/\W/g, '_')}`;
  await sql`ALTER TABLE audit_log ADD CONSTRAINT ${sql.id(name)} CHECK (action <> ${sql.lit(action)}) NOT VALID`.execute(db());
  try {
    await run();
  } finally {
    await sql`ALTER TABLE audit_log DROP CONSTRAINT ${sql.id(name)}`.execute(db());
  }
}

beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

describe('GET /api/admin/categories', () => {
  it('answers the tree by priority with every linked keyword counted, active ones apart', async () => {
    const res = await call(t, 'GET', '/api/admin/categories', token);
    expect(res.status).toBe(200);
    const { data } = AdminCategoryTreeResponseSchema.parse(res.body);
    expect(data.length).toBeGreaterThanOrEqual(4);
    const priorities = data.map((c) => c.priority);
    expect([...priorities].sort((a, b) => a - b)).toEqual(priorities);
    const leaf = data[0]!.children[0]!;
    const links = await db()
      .selectFrom('keyword_categories')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('category_id', '=', leaf.id)
      .executeTakeFirstOrThrow();
    expect(leaf.keyword_count).toBe(Number(links.n));
    expect(leaf.active_keyword_count).toBeLessThanOrEqual(leaf.keyword_count);
  });
});

describe('POST /api/admin/categories', () => {
  it('adds a Korean-named top-level category last, with slug category-<id>, shown publicly at once and audited', async () => {
    const before = await publicTree();
    const res = await create({ name: '  산업 안전  ', description: '공장과 작업장의 안전' });
    expect(res.status).toBe(201);
    const { data } = AdminCategoryResponseSchema.parse(res.body);
    expect(data).toMatchObject({ name: '산업 안전', slug: `category-${data.id}`, parent_id: null, keyword_count: 0 });
    expect(data.priority).toBeGreaterThan(Math.max(...before.map((c) => c.priority)));
    const after = await publicTree();
    expect(after.at(-1)!.id).toBe(data.id);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'category.create')
      .where('target_id', '=', String(data.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('makes a slug from an English name, takes an asked-for slug, and puts a child under its parent', async () => {
    const [top] = await publicTree();
    const english = await create({ name: 'Lab Safety Drills', parentId: top!.id });
    expect(english.status).toBe(201);
    expect(english.body.data).toMatchObject({ slug: 'lab-safety-drills', parent_id: top!.id });
    const again = await create({ name: 'lab safety drills!', parentId: (await publicTree())[1]!.id });
    expect(again.body.data.slug).toBe('lab-safety-drills-2');
    const asked = await create({ name: '전기 화재', slug: ' Electric-Fire ', parentId: top!.id });
    expect(asked.status).toBe(201);
    expect(asked.body.data.slug).toBe('electric-fire');
    const detail = await call(t, 'GET', '/api/categories/electric-fire', null);
    expect(detail.body.data.parent.id).toBe(top!.id);
  });

  it('answers 400 in Korean naming the field, and writes nothing', async () => {
    const before = await categoryCount();
    const cases: [unknown, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: '주소가 한글', slug: '한글-주소' }, 'slug'],
      [{ name: '없는 상위', parentId: 999_999 }, 'parentId'],
      [{ name: 'x'.repeat(41) }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field).toBe(field);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }
    const child = (await publicTree())[0]!.children[0]!;
    const third = await create({ name: '세 번째 단계', parentId: child.id });
    expect(third.status).toBe(400);
    expect(third.body.error).toMatchObject({ field: 'parentId', message: expect.stringContaining('두 단계') });
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a taken slug and a same name under the same parent with 409', async () => {
    const slug = await create({ name: '다른 이름', slug: 'fire-safety' });
    expect(slug.status).toBe(409);
    expect(slug.body.error).toMatchObject({ code: 'SLUG_EXISTS', field: 'slug' });
    const [top] = await publicTree();
    const name = await create({ name: top!.children[0]!.name, parentId: top!.id });
    expect(name.status).toBe(409);
    expect(name.body.error).toMatchObject({ code: 'NAME_EXISTS', field: 'name' });
  });

  it('lets exactly one of simultaneous creates of one slug through; the others get 409, never 500', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => create({ name: `동시 분류 ${i}`, slug: 'same-time' })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
  });

  it('leaves nothing behind when its audit row cannot be written (one transaction)', async () => {
    const before = await categoryCount();
    await withAuditBlocked('category.create', async () => {
      expect((await create({ name: '기록되지 않을 분류' })).status).toBe(500);
    });
    expect(await categoryCount()).toBe(before);
  });
});

describe('PATCH /api/admin/categories/:id', () => {
  it('renames: keywords carry the new name and the public breadcrumb shows it at once', async () => {
    const link = await db()
      .selectFrom('keyword_categories as kc')
      .innerJoin('categories as c', 'c.id', 'kc.category_id')
      .innerJoin('keyword_master as k', 'k.id', 'kc.keyword_id')
      .select(['c.id', 'k.slug', 'k.id as keyword_id'])
      .where('c.parent_id', 'is not', null)
      .where('k.status', '=', 'active')
      .orderBy('kc.keyword_id')
      .executeTakeFirstOrThrow();
    await call(t, 'GET', `/api/keywords/${encodeURIComponent(link.slug)}`, null); // cached before the change
    const res = await patch(link.id, { name: '이름 바꾼 분류', description: '새 설명' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '이름 바꾼 분류', description: '새 설명' });
    const keyword = await db()
      .selectFrom('keyword_master')
      .select('category_names')
      .where('id', '=', link.keyword_id)
      .executeTakeFirstOrThrow();
    expect(keyword.category_names.split(',')).toContain('이름 바꾼 분류');
    const page = await call(t, 'GET', `/api/keywords/${encodeURIComponent(link.slug)}`, null);
    expect(JSON.stringify(page.body.data.breadcrumb)).toContain('이름 바꾼 분류');
  });

  it('moves a leaf under another parent (last there), and refuses to put a parent with children under anything', async () => {
    const tree = await publicTree();
    const leaf = tree[0]!.children.at(-1)!;
    const target = tree[1]!;
    const res = await patch(leaf.id, { parentId: target.id });
    expect(res.status).toBe(200);
    expect(res.body.data.parent_id).toBe(target.id);
    const there = await siblings(target.id);
    expect(there.at(-1)!.id).toBe(leaf.id);
    const back = await patch(leaf.id, { parentId: tree[0]!.id });
    expect(back.status).toBe(200);
    const parent = await patch(tree[0]!.id, { parentId: target.id });
    expect(parent.status).toBe(409);
    expect(parent.body.error).toMatchObject({ code: 'HAS_CHILDREN', field: 'parentId' });
    expect((await patch(target.id, { parentId: target.id })).body.error.field).toBe('parentId');
  });

  it('answers 404, 400 for an empty change or a bad slug, 409 for a taken slug', async () => {
    expect((await patch(999_999, { name: '없음' })).status).toBe(404);
    expect((await patch(1, {})).status).toBe(400);
    expect((await patch(1, { slug: 'Bad Slug!' })).body.error.field).toBe('slug');
    const other = (await publicTree())[1]!;
    const taken = await patch(1, {
      slug: (await db().selectFrom('categories').select('slug').where('id', '=', other.id).executeTakeFirstOrThrow()).slug,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('SLUG_EXISTS');
  });

  it('leaves the category as it was when its audit row cannot be written', async () => {
    const before = await db().selectFrom('categories').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    await withAuditBlocked('category.update', async () => {
      expect((await patch(1, { name: '저장되지 않을 이름', slug: 'not-saved' })).status).toBe(500);
    });
    expect(await db().selectFrom('categories').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('PUT /api/admin/categories/order', () => {
  it('reorders the top level; the public tree follows at once', async () => {
    const ids = (await siblings(null)).map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await reorder({ parentId: null, ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await publicTree()).map((c) => c.id)).toEqual(reversed);
    expect((await siblings(null)).map((c) => c.priority)).toEqual(reversed.map((_, i) => i + 1));
    await reorder({ parentId: null, ids });
  });

  it('reorders children and refuses a stale or duplicated list', async () => {
    const parent = (await publicTree())[0]!;
    const ids = (await siblings(parent.id)).map((c) => c.id);
    const rotated = [...ids.slice(1), ids[0]!];
    expect((await reorder({ parentId: parent.id, ids: rotated })).status).toBe(200);
    const detail = await call(t, 'GET', `/api/categories/${parent.slug}`, null);
    expect(detail.body.data.children.map((c: { id: number }) => c.id)).toEqual(rotated);
    const stale = await reorder({ parentId: parent.id, ids: rotated.slice(1) });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'ORDER_STALE', message: expect.stringContaining('새로 고친') });
    const dup = await reorder({ parentId: parent.id, ids: [...rotated, rotated[0]] });
    expect(dup.status).toBe(400);
    expect(dup.body.error.field).toBe('ids');
    expect((await reorder({ parentId: 999_999, ids: [1] })).status).toBe(404);
    expect((await reorder({ ids: [1] })).body.error.field).toBe('parentId');
  });

  it('keeps priorities a clean 1…n when many admins reorder at once (one of their orders wins whole)', async () => {
    const ids = (await siblings(null)).map((c) => c.id);
    const orders = Array.from({ length: 6 }, (_, k) => [...ids.slice(k % ids.length), ...ids.slice(0, k % ids.length)]);
    const results = await Promise.all(orders.map((order) => reorder({ parentId: null, ids: order })));
    expect(results.map((r) => r.status)).toEqual(orders.map(() => 200));
    const final = await siblings(null);
    expect(final.map((c) => c.priority)).toEqual(ids.map((_, i) => i + 1));
    expect(orders.map((o) => JSON.stringify(o))).toContain(JSON.stringify(final.map((c) => c.id)));
    await reorder({ parentId: null, ids });
  });

  it('changes no priority when its audit row cannot be written', async () => {
    const before = await siblings(null);
    await withAuditBlocked('category.reorder', async () => {
      expect((await reorder({ parentId: null, ids: before.map((c) => c.id).reverse() })).status).toBe(500);
    });
    expect(await siblings(null)).toEqual(before);
  });
});
