import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('keeps Korean, joins words with hyphens and lower-cases Latin', () => {
    expect(slugify('소화기 사용법')).toBe('소화기-사용법');
    expect(slugify('  CPR  교육! ')).toBe('cpr-교육');
    expect(slugify('119/신고 방법')).toBe('119-신고-방법');
  });

  it('composes decomposed Hangul (NFD from some keyboards) so the same name gives the same address', () => {
    expect(slugify('소화기'.normalize('NFD'))).toBe('소화기');
  });

  it('gives an empty slug for text with no letters or digits', () => {
    expect(slugify('!!! ~~~')).toBe('');
  });

  it('picks the next free suffix', () => {
    expect(uniqueSlug('화재', new Set())).toBe('화재');
    expect(uniqueSlug('화재', new Set(['화재', '화재-2']))).toBe('화재-3');
  });
});
