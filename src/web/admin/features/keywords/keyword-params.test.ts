import { describe, expect, it } from 'vitest';
import { deleteSummary, keywordListHref, listQuery, readKeywordParams } from './keyword-params.ts';

describe('keyword list URL state', () => {
  it('reads known values and falls back to defaults for anything else', () => {
    expect(readKeywordParams(new URLSearchParams('q=%20소화%20&category=7&status=inactive&sort=name&page=3'))).toEqual({
      q: '소화',
      category: 7,
      status: 'inactive',
      sort: 'name',
      page: 3,
    });
    expect(readKeywordParams(new URLSearchParams('category=-1&status=x&sort=random&page=0'))).toEqual({
      q: '',
      category: null,
      status: 'all',
      sort: 'views',
      page: 1,
    });
  });

  it('leaves defaults out of the address and the query', () => {
    const state = readKeywordParams(new URLSearchParams(''));
    expect(keywordListHref(state)).toBe('/119sys-ctrl/keywords');
    expect(keywordListHref({ ...state, q: '화재 대피', page: 2 })).toBe(
      '/119sys-ctrl/keywords?q=%ED%99%94%EC%9E%AC+%EB%8C%80%ED%94%BC&page=2',
    );
    expect(listQuery({ ...state, category: 3 })).toEqual({ page: 1, sort: 'views', status: 'all', categoryId: 3 });
  });
});

describe('deleteSummary', () => {
  it('names the keyword or the count and how many videos lose their link', () => {
    expect(deleteSummary([{ keyword: '소화기', linked_videos: 1234 }])).toContain(
      "'소화기' 키워드를 삭제합니다. 연결된 영상 1,234개는 지워지지 않고",
    );
    expect(
      deleteSummary([
        { keyword: '가', linked_videos: 2 },
        { keyword: '나', linked_videos: 0 },
      ]),
    ).toMatch(/^키워드 2개를 삭제합니다\. 연결된 영상 2개/);
    expect(deleteSummary([{ keyword: '다', linked_videos: 0 }])).toContain('연결된 영상은 없습니다.');
  });
});
