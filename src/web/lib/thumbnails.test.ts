import { describe, expect, it } from 'vitest';
import { nextCandidateAfterError, searchThumbnailPlan, thumbnailCandidates } from './thumbnails.ts';

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

describe('nextCandidateAfterError', () => {
  const id = 'abcdefghijk';
  it('skips the other YouTube qualities when YouTube did not answer (the default image follows)', () => {
    const list = thumbnailCandidates(id, `https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    expect(nextCandidateAfterError(list, 0)).toBe(list.length);
  });

  it('moves from a stored link on another host to YouTube, and past it', () => {
    const list = thumbnailCandidates(id, 'https://cdn.example.kr/t.jpg');
    expect(list[0]).toBe('https://cdn.example.kr/t.jpg');
    expect(nextCandidateAfterError(list, 0)).toBe(1);
    expect(nextCandidateAfterError(list, 1)).toBe(list.length);
  });
});

describe('searchThumbnailPlan', () => {
  it('retries the video image 3 times (100, 200, 400 ms), then the stored link', () => {
    expect(searchThumbnailPlan('abcdefghijk', 'https://cdn.example.kr/t.jpg')).toEqual({
      first: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
      retries: [100, 200, 400],
      stored: 'https://cdn.example.kr/t.jpg',
    });
  });

  it('does not try the stored link twice, and falls back to it without a video id', () => {
    expect(searchThumbnailPlan('abcdefghijk', 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg').stored).toBeNull();
    expect(searchThumbnailPlan(null, 'https://cdn.example.kr/t.jpg')).toEqual({
      first: 'https://cdn.example.kr/t.jpg',
      retries: [100, 200, 400],
      stored: null,
    });
    expect(searchThumbnailPlan(null, 'nope')).toEqual({ first: null, retries: [], stored: null });
  });
});
