import { describe, expect, it } from 'vitest';
import { adminKeywordsFake } from '../../test-support/fakes/admin-keywords-fake.ts';
import { refusal, TEST_ACTOR, unitContext } from '../../test-support/memory-store.ts';
import { AdminKeywordService } from './admin-keywords.service.ts';

// The service's rules on in-memory tables (milliseconds); admin-keywords.test.ts drives the same endpoints through the app.

const CATEGORIES = [
  { id: 11, name: '화재', slug: 'fire', parent_id: null, priority: 1 },
  { id: 12, name: '주택 화재', slug: 'house-fire', parent_id: 11, priority: 2 },
];

function setup() {
  const fake = adminKeywordsFake({ categories: CATEGORIES });
  const service = new AdminKeywordService(unitContext(), fake.store);
  const create = (keyword: string, more: { slug?: string; categoryIds?: number[]; synonyms?: string[] } = {}) =>
    service.create(TEST_ACTOR, { keyword, status: 'active', categoryIds: [], synonyms: [], ...more });
  return { ...fake, service, create };
}

describe('AdminKeywordService.create', () => {
  it('makes the slug from the Korean name, keeps synonyms once each and links the categories, with one audit row', async () => {
    const { create, store } = setup();
    const created = await create('전동킥보드 배터리 화재', { categoryIds: [12], synonyms: ['킥보드 화재', '킥보드 화재'] });
    expect(created).toMatchObject({ slug: '전동킥보드-배터리-화재', synonyms: ['킥보드 화재'], category_names: '주택 화재' });
    expect(created.categories.map((c) => c.id)).toEqual([12]);
    expect(store.audits).toEqual([expect.objectContaining({ action: 'keyword.create', targetId: created.id })]);
    expect(store.catalogueChanges).toBe(1);
  });

  it('gives a taken generated slug the next free suffix, counting old addresses that still redirect', async () => {
    const { create, service } = setup();
    const first = await create('화재 대피');
    await service.update(TEST_ACTOR, first.id, { slug: '대피-안내' });
    // '화재-대피' now redirects to the first keyword, so a new one cannot have it.
    expect((await create('화재-대피')).slug).toBe('화재-대피-2');
  });

  it('refuses a taken name (any case) or asked-for slug with 409 naming the field, and an unknown category with 400', async () => {
    const { create } = setup();
    await create('Fire Drill', { slug: 'drill' });
    expect(await refusal(create('fire drill'))).toEqual({ status: 409, code: 'KEYWORD_EXISTS', field: 'keyword' });
    expect(await refusal(create('다른 이름', { slug: 'drill' }))).toEqual({ status: 409, code: 'SLUG_EXISTS', field: 'slug' });
    expect(await refusal(create('주소 없는 키워드', { slug: '!!!' }))).toMatchObject({ status: 400, field: 'slug' });
    expect(await refusal(create('없는 분류', { categoryIds: [999] }))).toMatchObject({ status: 400, field: 'categoryIds' });
  });

  it('turns a unique violation from a concurrent writer into 409, and leaves nothing behind', async () => {
    const { store, state } = setup();
    const racing = new AdminKeywordService(unitContext(), {
      ...store,
      write: (actor, work) =>
        store.write(actor, (repos, audit) =>
          work(
            {
              ...repos,
              keywords: {
                ...repos.keywords,
                setKeywordCategories: async () => {
                  throw Object.assign(new Error('duplicate key'), { code: '23505' });
                },
              },
            },
            audit,
          ),
        ),
    });
    expect(await refusal(racing.create(TEST_ACTOR, { keyword: '동시에', status: 'active', categoryIds: [], synonyms: [] }))).toEqual({
      status: 409,
      code: 'SLUG_EXISTS',
      field: 'slug',
    });
    expect(state.keywords.size).toBe(0);
    expect(store.audits).toEqual([]);
  });
});

describe('AdminKeywordService.update', () => {
  it('renames the address and keeps the old one leading to the keyword; taking it back ends the redirect', async () => {
    const { create, service, state, store } = setup();
    const keyword = await create('소화기 사용법');
    const renamed = await service.update(TEST_ACTOR, keyword.id, { slug: '소화기 쓰는 법' });
    expect(renamed.slug).toBe('소화기-쓰는-법');
    expect(state.redirects.get('소화기-사용법')).toBe(keyword.id);
    expect(await refusal(create('다른 키워드', { slug: '소화기-사용법' }))).toMatchObject({ code: 'SLUG_EXISTS' });
    await service.update(TEST_ACTOR, keyword.id, { slug: '소화기-사용법' });
    expect(state.redirects.get('소화기-사용법')).toBeUndefined();
    expect(state.redirects.get('소화기-쓰는-법')).toBe(keyword.id);
    const update = store.audits.find((a) => a.action === 'keyword.update');
    expect(update).toMatchObject({ before: { slug: '소화기-사용법' }, after: { slug: '소화기-쓰는-법' } });
  });

  it('answers 404 for an unknown keyword and lets a keyword keep its own name', async () => {
    const { create, service } = setup();
    const keyword = await create('심폐소생술');
    expect(await refusal(service.update(TEST_ACTOR, 999, { status: 'inactive' }))).toMatchObject({ status: 404 });
    await expect(service.update(TEST_ACTOR, keyword.id, { keyword: '심폐소생술', status: 'inactive' })).resolves.toMatchObject({
      status: 'inactive',
    });
  });
});

describe('AdminKeywordService.removeMany', () => {
  it('deletes what it finds with an audit row each, reports the rest, and sums the unlinked videos', async () => {
    const { create, service, state, store } = setup();
    const a = await create('삭제 하나');
    const b = await create('삭제 둘');
    state.linkedVideos.set(a.id, 3);
    state.linkedVideos.set(b.id, 4);
    const result = await service.removeMany(TEST_ACTOR, [a.id, b.id, a.id, 999]);
    expect(result).toMatchObject({ deleted: 2, unlinkedVideos: 7 });
    expect(result.results).toContainEqual({ id: 999, ok: false, code: 'NOT_FOUND', message: '키워드를 찾을 수 없습니다.' });
    expect(store.audits.filter((e) => e.action === 'keyword.delete').map((e) => e.targetId)).toEqual([a.id, b.id]);
    expect(await refusal(service.removeMany(TEST_ACTOR, [999]))).toMatchObject({ status: 404 });
  });
});
