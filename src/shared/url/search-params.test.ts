import { describe, expect, it } from 'vitest';
import { readSearchState, searchApiParams } from './search-params.ts';

describe('search params', () => {
  it('reads every parameter and drops invalid values', () => {
    const state = readSearchState(
      new URLSearchParams(
        'q=소화기&page=2&period=week&sortBy=view_count&viewCount=10000&channelType=domestic&duration=short&access=captions,sign_language&lifeStage=senior',
      ),
    );
    expect(state).toEqual({
      q: '소화기',
      page: 2,
      period: 'week',
      sortBy: 'view_count',
      viewCount: 10_000,
      channelType: 'domestic',
      duration: 'short',
      // In the fixed order, whatever order the URL had.
      access: ['sign_language', 'captions'],
      lifeStage: ['senior'],
    });
    const bad = readSearchState(
      new URLSearchParams('q=%20&page=-1&period=decade&viewCount=5&channelType=x&duration=huge&access=braille&lifeStage=baby'),
    );
    expect(bad).toEqual({
      q: '',
      page: 1,
      period: 'all',
      sortBy: 'relevance',
      viewCount: undefined,
      channelType: 'all',
      duration: undefined,
      access: [],
      lifeStage: [],
    });
  });

  it('leaves defaults out of the API request', () => {
    expect(searchApiParams(readSearchState(new URLSearchParams('q=화재')))).toEqual({
      q: '화재',
      page: 1,
      period: undefined,
      sort: undefined,
      viewCount: undefined,
      channelType: undefined,
      duration: undefined,
    });
  });
});
