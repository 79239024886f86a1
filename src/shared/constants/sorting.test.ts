import { describe, expect, it } from 'vitest';
import { ADMIN_VIDEO_ORDERINGS, legacySorts, resolveOrdering, sortFields, VIDEO_ORDERINGS } from './sorting.ts';

describe('resolveOrdering (ADR 0038)', () => {
  it('a field takes its natural direction, or the one asked for when the list offers it', () => {
    expect(resolveOrdering(ADMIN_VIDEO_ORDERINGS, 'upload_date')).toBe('latest');
    expect(resolveOrdering(ADMIN_VIDEO_ORDERINGS, 'upload_date', 'asc')).toBe('oldest');
    expect(resolveOrdering(ADMIN_VIDEO_ORDERINGS, 'view_count', 'asc')).toBeNull();
  });

  it('an old spelling stands for its field and direction; an explicit order decides', () => {
    expect(resolveOrdering(ADMIN_VIDEO_ORDERINGS, 'oldest')).toBe('oldest');
    expect(resolveOrdering(ADMIN_VIDEO_ORDERINGS, 'latest', 'asc')).toBe('oldest');
    expect(resolveOrdering(VIDEO_ORDERINGS, 'popular')).toBe('popular');
    expect(resolveOrdering(VIDEO_ORDERINGS, 'view_count')).toBe('views');
  });

  it('names the fields first and the old spellings apart', () => {
    expect(sortFields(VIDEO_ORDERINGS)).toEqual(['upload_date', 'view_count', 'like_count']);
    expect(legacySorts(VIDEO_ORDERINGS)).toEqual(['latest', 'views', 'likes', 'popular']);
  });
});
