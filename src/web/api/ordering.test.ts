import { describe, expect, it } from 'vitest';
import { ADMIN_KEYWORD_ORDERINGS, ADMIN_VIDEO_ORDERINGS, CHANNEL_ORDERINGS, VIDEO_ORDERINGS } from '../../shared/constants/sorting.ts';
import { apiOrdering } from './ordering.ts';

// ADR 0038: the web sends the list convention's names, whatever its screens call their choices.
describe('apiOrdering', () => {
  it('spells a screen choice as sort=<field>&order=<direction>', () => {
    expect(apiOrdering(VIDEO_ORDERINGS, { page: 2, sort: 'latest' as const })).toEqual({ page: 2, sort: 'upload_date', order: 'desc' });
    expect(apiOrdering(ADMIN_VIDEO_ORDERINGS, { sort: 'oldest' as const })).toEqual({ sort: 'upload_date', order: 'asc' });
    expect(apiOrdering(ADMIN_KEYWORD_ORDERINGS, { sort: 'name' as const })).toEqual({ sort: 'keyword', order: 'asc' });
    expect(apiOrdering(CHANNEL_ORDERINGS, { sort: 'latest_video' as const })).toEqual({ sort: 'latest_video_date', order: 'desc' });
  });

  it('leaves a query without a sort alone', () => {
    const query: { page: number; sort?: 'latest' } = { page: 1 };
    expect(apiOrdering(VIDEO_ORDERINGS, query)).toEqual({ page: 1 });
  });
});
