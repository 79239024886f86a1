import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { continuesPrefix, editDistance, isChosungOnly, isJamoOnly, jamoCodes, jamoDistance, toJamo } from './jamo.ts';
import { toChosung } from './text.ts';

describe('Hangul jamo helpers', () => {
  it('continues a prefix whose last syllable is still being composed', () => {
    expect(continuesPrefix('소화기사용법', '소화')).toBe(true);
    expect(continuesPrefix('소화기사용법', '소화ㄱ')).toBe(true);
    expect(continuesPrefix('소화기사용법', '솧')).toBe(true); // ㅅ ㅗ ㅎ before ㅘ arrives
    expect(continuesPrefix('소방관', '솧')).toBe(false);
    expect(continuesPrefix('소화기', 'ㅅ')).toBe(true);
    expect(continuesPrefix('화재', '소')).toBe(false);
  });

  it('spells syllables out as jamo and measures typos on them', () => {
    expect(toJamo('사용법')).toBe('ㅅㅏㅇㅛㅇㅂㅓㅂ');
    expect(editDistance(toJamo('사용볍'), toJamo('사용법'))).toBe(1);
    expect(editDistance('abc', 'abd', 0)).toBe(1);
  });

  it('measures a bounded jamo distance exactly as the full edit distance up to the bound', () => {
    // Few letters, so random words are often near each other and every band edge is reached.
    const letter = fc.constantFrom('가', '각', '나', '소', '화', 'ㅅ', 'ㅏ', 'a', '1', '🔥');
    const word = fc.array(letter, { maxLength: 9 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const full = editDistance(toJamo(a), toJamo(b));
        expect(jamoDistance(jamoCodes(a), jamoCodes(b), max)).toBe(Math.min(full, max + 1));
      }),
      { numRuns: 2000 },
    );
    expect(jamoDistance(jamoCodes('사용볍'), jamoCodes('사용법'), 2)).toBe(1);
    expect(jamoDistance(jamoCodes('x'.repeat(100)), jamoCodes('x'.repeat(99) + 'y'), 1)).toBe(1);
  });

  it('tells 초성-only and jamo-only text', () => {
    expect(isChosungOnly('ㅅㅎㄱ')).toBe(true);
    expect(isChosungOnly('ㅏㅏ')).toBe(false);
    expect(isJamoOnly('ㅏㅏ')).toBe(true);
    expect(isJamoOnly('소ㅎ')).toBe(false);
  });

  it('spells any Hangul syllable as two or three jamo and never throws on other text', () => {
    const syllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCodePoint(code));
    fc.assert(
      fc.property(fc.array(syllable, { maxLength: 10 }), (chars) => {
        const jamo = Array.from(toJamo(chars.join('')));
        expect(jamo.length).toBeGreaterThanOrEqual(chars.length * 2);
        expect(jamo.length).toBeLessThanOrEqual(chars.length * 3);
        expect(toChosung(chars.join('')).length).toBe(chars.length);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(typeof toJamo(a)).toBe('string');
        expect(continuesPrefix(a, b)).toBeTypeOf('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
