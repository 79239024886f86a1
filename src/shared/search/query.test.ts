import { describe, expect, it } from 'vitest';
import type { Lexicon } from './lexicon.ts';
import { parseSearchQuery } from './query.ts';

/** A catalogue vocabulary like the demo's: keywords and tags are bare nouns. */
function lexiconOf(words: Record<string, number>, occurring: string[] = []): Lexicon {
  return {
    has: (word) => word in words,
    frequency: (word) => words[word] ?? 0,
    occurs: (term) => term in words || occurring.some((text) => text.includes(term)),
    chosungWords: (chosung) => (chosung === 'ㅅㅎㄱ' ? ['소화기', '소형기'] : []),
  };
}

const LEXICON = lexiconOf({
  소화기: 5000,
  사용법: 900,
  지진: 800,
  대피: 8000,
  화재: 20000,
  어린이: 5000,
  어린: 3,
  안전: 20000,
  교육: 3000,
  안전교육: 11000,
  소방: 12000,
  소방관: 3000,
  예방: 5000,
  방법: 1600,
  신고: 900,
  완강기: 800,
  전문가: 50,
  전문: 60,
  리튬이온: 800,
  배터리: 700,
  심폐: 10,
  소생술: 10,
  심폐소생술: 8000,
});

const words = (q: string, lexicon = LEXICON) => parseSearchQuery(q, lexicon).groups.map((g) => g.word);

describe('reading a query as the visitor meant it', () => {
  it.each([
    ['소화기사용법', ['소화기', '사용법']],
    ['지진대피', ['지진', '대피']],
    ['어린이화재', ['어린이', '화재']],
    ['화재예방', ['화재', '예방']],
    ['리튬이온배터리', ['리튬이온', '배터리']],
    ['안전교육', ['안전', '교육']],
  ])('splits words run together: %s → %j', (q, expected) => {
    expect(words(q)).toEqual(expected);
    expect(words(expected.join(' '))).toEqual(expected);
  });

  it.each(['이', '가', '을', '를', '은', '는', '에', '에서', '에게', '으로', '로', '의', '와', '과', '도', '만', '까지', '부터', '처럼'])(
    'drops the particle %s when the stem is a catalogue word',
    (particle) => {
      const stem = /^[으로]/.test(particle) && particle === '으로' ? '소방관' : '소화기';
      expect(words(stem + particle)).toEqual([stem]);
    },
  );

  it("reads words named like Object.prototype's members as words (constructor, __proto__, toString)", () => {
    const parsed = parseSearchQuery('constructor toString');
    expect(parsed.groups.map((g) => [g.word, g.related])).toEqual([
      ['constructor', []],
      ['tostring', []],
    ]);
    expect(parseSearchQuery('__proto__ valueOf').groups.every((g) => g.related.length === 0)).toBe(true);
  });

  it('keeps a catalogue word whose ending looks like a particle (어린이, 전문가)', () => {
    expect(words('어린이')).toEqual(['어린이']);
    expect(words('전문가')).toEqual(['전문가']);
  });

  it('passes over one particle or ending between words (대피하는방법 → 대피 방법)', () => {
    expect(words('대피하는방법')).toEqual(['대피', '방법']);
    expect(words('안전교육을')).toEqual(['안전', '교육']);
  });

  it('never splits a curated word (심폐소생술 keeps its synonyms)', () => {
    const parsed = parseSearchQuery('심폐소생술', LEXICON);
    expect(parsed.groups.map((g) => g.word)).toEqual(['심폐소생술']);
    expect(parsed.groups[0]!.related).toContain('cpr');
  });

  it('splits Hangul from Latin letters and digits, dropping a particle after them', () => {
    expect(words('CPR교육')).toEqual(['cpr', '교육']);
    expect(words('119신고')).toEqual(['119', '신고']);
    expect(words('119에')).toEqual(['119']);
    expect(words('AED')).toEqual(['aed']);
  });

  it('keeps the known part of a partly unknown word (완강기사용 → 완강기 사용)', () => {
    expect(words('완강기사용')).toEqual(['완강기', '사용']);
  });

  it('takes an unknown word as written when the catalogue holds it, else with a safe particle dropped', () => {
    const lexicon = lexiconOf({}, ['우리동네소방관이']);
    expect(words('동네소방관', lexicon)).toEqual(['동네소방관']);
    expect(words('쀍쀍을', lexicon)).toEqual(['쀍쀍']);
  });

  it('reports one-character words and words past the first two (R-SEARCH-03)', () => {
    const parsed = parseSearchQuery('불 소화기 사용법 대피', LEXICON);
    expect(parsed.groups.map((g) => g.word)).toEqual(['소화기', '사용법']);
    expect(parsed.ignoredWords).toEqual(['불']);
    expect(parsed.unusedWords).toEqual(['대피']);
    expect(parseSearchQuery('소화기사용법교육', LEXICON).unusedWords).toEqual(['교육']);
  });

  it('writes the searched words together for the exact-title and phrase bonuses', () => {
    expect(parseSearchQuery('소화기 사용법', LEXICON).phrase).toBe('소화기사용법');
    expect(parseSearchQuery('소화기사용법을', LEXICON).phrase).toBe('소화기사용법');
    expect(parseSearchQuery('ㅅㅎㄱ', LEXICON).phrase).toBeNull();
  });

  it('expands 초성 words and reports those that abbreviate nothing', () => {
    const known = parseSearchQuery('ㅅㅎㄱ', LEXICON);
    expect(known.groups[0]).toMatchObject({ word: 'ㅅㅎㄱ', chosung: true, related: ['소화기', '소형기'] });
    const unknown = parseSearchQuery('ㅋㅋ', LEXICON);
    expect(unknown.groups[0]).toMatchObject({ word: 'ㅋㅋ', related: [] });
    expect(unknown.unknownChosung).toEqual(['ㅋㅋ']);
  });

  it.each(['ㅏㅏ', '🔥🔥', '!!??', '소ㅎ', 'ㅋ', '👩‍🚒 119', 'ﾃｽﾄ', '\u200b\u200b', 'a'.repeat(15)])('never throws on odd input: %s', (q) => {
    const parsed = parseSearchQuery(q, LEXICON);
    for (const group of parsed.groups) expect(Array.from(group.word).length).toBeGreaterThanOrEqual(2);
  });
});
