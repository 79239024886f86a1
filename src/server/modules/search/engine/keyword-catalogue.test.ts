import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchKeywordRow } from '../../../../db/repositories/search-index.repo.ts';
import { chosungOf, editDistance, isChosungOnly, toJamo } from '../../../../shared/search/jamo.ts';
import { normalizeSearchText } from '../../../../shared/search/text.ts';
import { CatalogueIndex, type IndexRow } from './catalogue-index.ts';
import { KeywordCatalogue, nearestWord } from './keyword-catalogue.ts';
import { CatalogueLexicon } from './lexicon.ts';

// What a search that finds nothing offers (nearest keywords, a corrected query) must not change with the faster
// lookups of issue 27: both are compared with the straightforward scans they replaced, on typo-like input.
const KEYWORDS = [
  '소화기 사용법',
  '소화기',
  '소화전',
  '전기차 화재',
  '리튬이온 배터리 화재',
  '완강기 사용법',
  '비상구',
  '가스 누출',
  '심폐소생술',
  '산불 예방',
  '지진 대피',
  '화재 대피',
  '119 신고',
  'cpr 교육',
  '아파트 화재',
  '소방관',
  '소방차',
  '구급대원',
];
const TAGS = ['소화기', '사용법', '소방관', '소방차', '화재', '대피', '지진', '산불', '예방', '구조', '구급', '응급처치', '사용볍'];

const keywordRows: SearchKeywordRow[] = KEYWORDS.map((keyword, i) => ({
  id: i + 1,
  slug: keyword.replace(/ /g, '-'),
  keyword,
  // Ties on purpose: the order among equals must hold too.
  total_videos: [500, 300, 300, 120, 120, 80][i % 6]!,
}));

function indexOf(tags: string[][]): CatalogueIndex {
  const index = new CatalogueIndex();
  // Loaded best rank first, as the full load reads them (id descending within a rank).
  tags.forEach((list, i) =>
    index.load({
      id: tags.length - i,
      title: list.join(' '),
      channel_name: '',
      tags: list,
      description: '',
      static_rank: 1,
      view_count: 0,
      like_count: 0,
      duration: 60,
      channel_type: null,
      upload_date: new Date('2026-01-01'),
    } satisfies IndexRow),
  );
  index.finishLoad();
  return index;
}

/** The scan `KeywordCatalogue.nearest` was before (bigram sets per keyword, jamo spelled per call). */
function nearestByScan(query: string, limit: number): string[] {
  const compact = (text: string) => normalizeSearchText(text).replace(/[^\p{L}\p{N}\p{M}]+/gu, '');
  const bigrams = (text: string) => {
    const chars = Array.from(text);
    const set = new Set<string>();
    for (let i = 0; i + 1 < chars.length; i += 1) set.add(chars[i]! + chars[i + 1]!);
    if (chars.length === 1) set.add(chars[0]!);
    return set;
  };
  const dice = (a: Set<string>, b: Set<string>) => {
    if (a.size === 0 || b.size === 0) return 0;
    let shared = 0;
    for (const gram of a) if (b.has(gram)) shared += 1;
    return (2 * shared) / (a.size + b.size);
  };
  const typed = compact(query);
  if (!typed) return [];
  const grams = bigrams(typed);
  const jamo = toJamo(typed);
  const chosung = Array.from(typed, chosungOf).join('');
  const single = Array.from(typed).length === 1;
  const entries = [...keywordRows]
    .sort((a, b) => b.total_videos - a.total_videos || a.id - b.id)
    .map((row) => ({ row, compact: compact(row.keyword) }));
  const scored: Array<{ row: SearchKeywordRow; score: number }> = [];
  for (const entry of entries) {
    const entryChosung = Array.from(entry.compact, chosungOf).join('');
    let score =
      single && entry.compact.includes(typed) ? (entry.compact.startsWith(typed) ? 0.22 : 0.2) : dice(grams, bigrams(entry.compact));
    if (score === 0 && isChosungOnly(typed) && entryChosung.includes(chosung)) score = 0.3;
    if (score === 0 && Math.abs(entry.compact.length - typed.length) <= 2) {
      const distance = editDistance(toJamo(entry.compact), jamo, 3);
      if (distance <= 2) score = 0.25 - distance * 0.05;
    }
    if (score > 0) scored.push({ row: entry.row, score });
  }
  scored.sort((a, b) => b.score - a.score || b.row.total_videos - a.row.total_videos);
  return scored.slice(0, limit).map((s) => s.row.keyword);
}

/** The scan `nearestWord` was before (every vocabulary word, jamo spelled per call). */
function nearestWordByScan(lexicon: CatalogueLexicon, word: string): string | null {
  const jamo = toJamo(word);
  const allowed = Math.min(2, Math.max(1, Math.floor(jamo.length / 3)));
  let best: { word: string; distance: number; frequency: number } | null = null;
  for (const candidate of lexicon.words()) {
    if (candidate === word || Math.abs(candidate.length - word.length) > 1) continue;
    const distance = editDistance(toJamo(candidate), jamo, allowed);
    if (distance > allowed) continue;
    const frequency = lexicon.frequency(candidate);
    if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency)) {
      best = { word: candidate, distance, frequency };
    }
  }
  return best?.word ?? null;
}

// Typo-like input: vocabulary words with a syllable changed, dropped or added, 초성, jamo, Latin, emoji.
const syllables = fc.constantFrom('소', '화', '기', '사', '용', '법', '볍', '방', '관', '차', '재', '대', '피', '전', '산', '불', '구');
const typed = fc.oneof(
  fc.array(syllables, { minLength: 1, maxLength: 6 }).map((chars) => chars.join('')),
  fc
    .tuple(fc.constantFrom(...KEYWORDS, ...TAGS), fc.nat(8), syllables)
    .map(([word, at, ch]) => word.slice(0, at % (word.length + 1)) + ch + word.slice((at % (word.length + 1)) + 1)),
  fc.constantFrom('ㅅㅎㄱ', 'ㅅㅂ', 'ㅋㅋ', 'ㅏㅏ', '🔥🔥', 'cpr', 'cqr 교육', '119', '소화기 사용볍', '불', '우주선'),
);

describe('what a search that finds nothing offers', () => {
  const catalogue = new KeywordCatalogue(keywordRows, []);
  const index = indexOf([...TAGS.map((tag) => [tag, tag]), ['소화기', '소방관'], ['화재', '대피'], ['소방차', '출동']]);
  const lexicon = new CatalogueLexicon(index, KEYWORDS);

  it('offers the same nearest keywords as a full scan of every keyword', () => {
    fc.assert(
      fc.property(typed, (query) => {
        expect(catalogue.nearest(query, 5).map((row) => row.keyword)).toEqual(nearestByScan(query, 5));
      }),
      { numRuns: 1500 },
    );
  });

  it('corrects a word to the same vocabulary word as a full scan of the vocabulary', () => {
    fc.assert(
      fc.property(typed, (query) => {
        const word = query.split(' ')[0]!;
        expect(nearestWord(lexicon, word)).toBe(nearestWordByScan(lexicon, word));
      }),
      { numRuns: 1500 },
    );
    expect(nearestWord(lexicon, '사용볍')).not.toBeNull();
  });
});
