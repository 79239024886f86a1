import { describe, expect, it } from 'vitest';
import { thumbnailCandidates } from './thumbnails.ts';

describe('thumbnailCandidates', () => {
  it('tries the stored http URL, then YouTube qualities, without duplicates', () => {
    expect(thumbnailCandidates('abcdefghijk', 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg')).toEqual([
      'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
      'https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg',
      'https://i.ytimg.com/vi/abcdefghijk/default.jpg',
    ]);
  });

  it('ignores stored values that are not http links and bad ids', () => {
    expect(thumbnailCandidates('', 'data:image/png;base64,xx')).toEqual([]);
    expect(thumbnailCandidates('../x', null)).toEqual([]);
  });
});
