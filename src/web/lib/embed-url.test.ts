import { describe, expect, it } from 'vitest';
import { embedUrlFor, youtubeWatchUrl } from './embed-url.ts';

describe('embedUrlFor', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcdefghijk', 'abcdefghijk'],
    ['https://m.youtube.com/watch?v=abc_EFG-123&feature=share', 'abc_EFG-123'],
    ['https://youtube.com/watch?feature=x&v=abcdefghijk', 'abcdefghijk'],
    ['https://youtu.be/abcdefghijk', 'abcdefghijk'],
    ['https://youtu.be/abcdefghijk?t=30', 'abcdefghijk'],
  ])('embeds %s', (url, id) => {
    expect(embedUrlFor(url)).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`);
  });

  it.each([
    null,
    '',
    'https://www.youtube.com/shorts/abcdefghijk',
    'https://www.youtube.com/embed/abcdefghijk',
    'https://www.youtube.com/live/abcdefghijk',
    'https://evil.example/watch?v=abcdefghijk',
    'https://www.youtube.com.evil.example/watch?v=abcdefghijk',
    'javascript:alert(1)//youtu.be/abcdefghijk',
  ])('refuses %s', (url) => {
    expect(embedUrlFor(url)).toBeNull();
  });
});

describe('youtubeWatchUrl', () => {
  it('keeps YouTube links and builds a watch link otherwise', () => {
    expect(youtubeWatchUrl('abc', 'https://youtu.be/abc')).toBe('https://youtu.be/abc');
    expect(youtubeWatchUrl('abc', 'https://evil.example/abc')).toBe('https://www.youtube.com/watch?v=abc');
    expect(youtubeWatchUrl('abc', null)).toBe('https://www.youtube.com/watch?v=abc');
  });
});
