import { describe, expect, it } from 'vitest';
import { channelListHref, filterValues, readChannelList, toApiQuery } from './channel-params.ts';

describe('channel list URL state', () => {
  it('reads known values and drops unknown ones', () => {
    const state = readChannelList(
      new URLSearchParams('search=%EC%84%9C%EC%9A%B8&type=fire_dept&active=false&autoSync=maybe&sort=bogus&page=3'),
    );
    expect(state).toEqual({
      search: '서울',
      type: 'fire_dept',
      active: 'false',
      autoSync: undefined,
      featured: undefined,
      sort: 'name',
      page: 3,
    });
    expect(toApiQuery(state)).toEqual({ page: 3, sort: 'name', search: '서울', type: 'fire_dept', active: 'false' });
  });

  it('writes addresses without defaults, round-tripping the filters', () => {
    const href = channelListHref({ search: '소방', type: '', sort: 'subscribers', featured: 'true' }, 2);
    expect(href).toBe('?search=%EC%86%8C%EB%B0%A9&featured=true&sort=subscribers&page=2');
    const back = readChannelList(new URLSearchParams(href.slice(1)));
    expect(filterValues(back)).toEqual({ search: '소방', type: '', active: '', autoSync: '', featured: 'true', sort: 'subscribers' });
    expect(channelListHref({ sort: 'name' })).toBe('?');
  });
});
