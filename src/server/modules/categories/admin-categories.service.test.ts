import { describe, expect, it } from 'vitest';
import { adminCategoriesFake } from '../../test-support/fakes/admin-categories-fake.ts';
import { refusal, TEST_ACTOR, unitContext } from '../../test-support/memory-store.ts';
import { AdminCategoryService } from './admin-categories.service.ts';

// The category tree's rules on in-memory tables (milliseconds); admin-categories.test.ts drives the endpoints through the app.

const TREE = [
  { id: 1, name: '화재', slug: 'fire', parent_id: null, priority: 1 },
  { id: 2, name: '구조', slug: 'rescue', parent_id: null, priority: 2 },
  { id: 3, name: '주택 화재', slug: 'house-fire', parent_id: 1, priority: 1 },
  { id: 4, name: '산불', slug: 'wildfire', parent_id: 1, priority: 2 },
];

function setup() {
  const fake = adminCategoriesFake({ categories: TREE, keywords: [101, 102, 103] });
  const service = new AdminCategoryService(unitContext(), fake.store);
  return { ...fake, service };
}

describe('AdminCategoryService.create', () => {
  it('puts a new category last among its siblings, with a slug from an English name or category-<id> for a Korean one', async () => {
    const { service, store } = setup();
    const english = await service.create(TEST_ACTOR, { name: 'Water Rescue', parentId: 2, description: '' });
    expect(english).toMatchObject({ slug: 'water-rescue', parent_id: 2, priority: 1 });
    const korean = await service.create(TEST_ACTOR, { name: '공장 화재', parentId: 1, description: '' });
    expect(korean).toMatchObject({ slug: `category-${korean.id}`, priority: 3 });
    expect(store.audits.map((a) => a.action)).toEqual(['category.create', 'category.create']);
    expect(store.catalogueChanges).toBe(2);
  });

  it('allows two levels only, and one name per parent (the same name under another parent is fine)', async () => {
    const { service } = setup();
    expect(await refusal(service.create(TEST_ACTOR, { name: '세부', parentId: 3, description: '' }))).toMatchObject({
      status: 400,
      field: 'parentId',
    });
    expect(await refusal(service.create(TEST_ACTOR, { name: '없는 부모', parentId: 99, description: '' }))).toMatchObject({
      status: 400,
      field: 'parentId',
    });
    expect(await refusal(service.create(TEST_ACTOR, { name: '산불 ', parentId: 1, description: '' }))).toMatchObject({
      status: 409,
      code: 'NAME_EXISTS',
    });
    await expect(service.create(TEST_ACTOR, { name: '산불', parentId: 2, description: '' })).resolves.toMatchObject({ parent_id: 2 });
  });

  it('refuses an asked-for slug that is malformed (400) or taken (409), writing nothing', async () => {
    const { service, state, store } = setup();
    expect(await refusal(service.create(TEST_ACTOR, { name: 'A', slug: 'Not Valid', description: '' }))).toMatchObject({
      status: 400,
      field: 'slug',
    });
    expect(await refusal(service.create(TEST_ACTOR, { name: 'B', slug: 'fire', description: '' }))).toEqual({
      status: 409,
      code: 'SLUG_EXISTS',
      field: 'slug',
    });
    expect(state.categories.size).toBe(TREE.length);
    expect(store.audits).toEqual([]);
  });
});

describe('AdminCategoryService.update and reorder', () => {
  it('refuses to make a category its own parent or to put a category with children under another', async () => {
    const { service } = setup();
    expect(await refusal(service.update(TEST_ACTOR, 2, { parentId: 2 }))).toMatchObject({ status: 400, field: 'parentId' });
    expect(await refusal(service.update(TEST_ACTOR, 1, { parentId: 2 }))).toMatchObject({ status: 409, code: 'HAS_CHILDREN' });
    const moved = await service.update(TEST_ACTOR, 4, { parentId: 2 });
    expect(moved).toMatchObject({ parent_id: 2, priority: 1 });
  });

  it('reorders exactly the current children; a stale or repeated list is refused', async () => {
    const { service } = setup();
    expect(await refusal(service.reorder(TEST_ACTOR, { parentId: 1, ids: [3, 3] }))).toMatchObject({ status: 400, field: 'ids' });
    expect(await refusal(service.reorder(TEST_ACTOR, { parentId: 1, ids: [3] }))).toMatchObject({ status: 409, code: 'ORDER_STALE' });
    const order = await service.reorder(TEST_ACTOR, { parentId: 1, ids: [4, 3] });
    expect(order.map((c) => [c.id, c.priority])).toEqual([
      [4, 1],
      [3, 2],
    ]);
  });
});

describe('AdminCategoryService.link and remove', () => {
  it('links known keywords only, and never adds and removes the same one at once', async () => {
    const { service } = setup();
    expect(await refusal(service.link(TEST_ACTOR, 3, { add: [101], remove: [101] }))).toMatchObject({ status: 400, field: 'add' });
    expect(await refusal(service.link(TEST_ACTOR, 3, { add: [999], remove: [] }))).toMatchObject({ status: 400, field: 'add' });
    expect(await service.link(TEST_ACTOR, 3, { add: [101, 102, 101], remove: [] })).toEqual({ added: 2, removed: 0 });
    expect(await service.link(TEST_ACTOR, 3, { add: [102], remove: [101] })).toEqual({ added: 0, removed: 1 });
  });

  it('deletes a category only once its children and keywords have somewhere to go', async () => {
    const { service, state } = setup();
    await service.link(TEST_ACTOR, 1, { add: [101, 102], remove: [] });
    expect(await refusal(service.remove(TEST_ACTOR, 1, {}))).toMatchObject({ status: 409, code: 'CATEGORY_NOT_EMPTY', field: 'children' });
    expect(await refusal(service.remove(TEST_ACTOR, 1, { children: 'move', childrenTo: 3, keywords: 'detach' }))).toMatchObject({
      status: 400,
      field: 'childrenTo',
    });
    const result = await service.remove(TEST_ACTOR, 1, { children: 'move', childrenTo: 2, keywords: 'move', keywordsTo: 2 });
    expect(result).toEqual({ id: 1, movedChildren: 2, promotedChildren: 0, movedKeywords: 2, detachedKeywords: 0 });
    expect([...state.categories.values()].filter((c) => c.parent_id === 2).map((c) => c.id)).toEqual([3, 4]);
    expect([...state.links.get(2)!]).toEqual([101, 102]);
  });
});
