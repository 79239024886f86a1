import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCategory, listCategories } from '../../../shared/api/categories.ts';
import { call } from '../../test-support/call.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('categories', () => {
  it('lists top-level categories by priority, each with children', async () => {
    const { data } = (await call(t, listCategories)).body;
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data.every((c) => c.parent_id === null)).toBe(true);
    const priorities = data.map((c) => c.priority);
    expect([...priorities].sort((a, b) => a - b)).toEqual(priorities);
    for (const parent of data) {
      expect(parent.children.length).toBeGreaterThan(0);
      expect(parent.children.every((c) => c.parent_id === parent.id && c.parent_slug === parent.slug)).toBe(true);
    }
  });

  it('shows a category with its parent and keywords (10 by default)', async () => {
    const tree = (await call(t, listCategories)).body.data;
    const child = tree[0]!.children[0]!;
    const { data, pagination } = (await call(t, getCategory, { params: { slug: child.slug } })).body;
    expect(data.parent?.id).toBe(tree[0]!.id);
    expect(data.keywords.length).toBeLessThanOrEqual(10);
    expect(pagination.limit).toBe(10);
    expect(data.keywords.every((k) => k.categories.some((c) => c.id === child.id))).toBe(true);

    const parentRes = (await call(t, getCategory, { params: { slug: tree[0]!.slug }, query: { limit: 50 } })).body;
    expect(parentRes.data.children.length).toBe(tree[0]!.children.length);
    expect(parentRes.pagination.total).toBeGreaterThanOrEqual(pagination.total);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await call(t, getCategory, { params: { slug: 'no-such-category' } });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('분류를 찾을 수 없습니다.');
  });
});
