import { describe, expect, it } from 'vitest';
import { highlightTerms, queryTerms, splitHighlights } from './highlight.ts';

describe('splitHighlights', () => {
  it('marks searched words and related words, case-insensitively', () => {
    expect(splitHighlights('소화기 사용법과 Fire 대피', ['소화기', 'fire'], ['대피'])).toEqual([
      { text: '소화기', match: 'term' },
      { text: ' 사용법과 ', match: null },
      { text: 'Fire', match: 'term' },
      { text: ' ', match: null },
      { text: '대피', match: 'related' },
    ]);
  });

  it('ignores one-character terms and returns the text whole when nothing matches', () => {
    expect(splitHighlights('불 조심', ['불'])).toEqual([{ text: '불 조심', match: null }]);
    expect(splitHighlights('화재 예방', [])).toEqual([{ text: '화재 예방', match: null }]);
  });

  it('prefers the longer word where two overlap', () => {
    expect(splitHighlights('소화기', ['소화', '소화기'])).toEqual([{ text: '소화기', match: 'term' }]);
  });

  it('treats regular-expression characters literally', () => {
    expect(splitHighlights('a+b (119)', ['(119)'])).toEqual([
      { text: 'a+b ', match: null },
      { text: '(119)', match: 'term' },
    ]);
  });

  it('uses at most five related terms and splits multi-word terms on whitespace', () => {
    const words = highlightTerms(['화재 대피'], ['aa', 'bb', 'cc', 'dd', 'ee', 'ff']);
    expect(
      words
        .filter((w) => w.match === 'term')
        .map((w) => w.word)
        .sort(),
    ).toEqual(['대피', '화재']);
    expect(words.filter((w) => w.match === 'related')).toHaveLength(5);
  });
});

describe('queryTerms', () => {
  it('keeps the first two words of two or more characters', () => {
    expect(queryTerms('불 소화기 사용법 교육')).toEqual(['소화기', '사용법']);
    expect(queryTerms('')).toEqual([]);
  });
});
