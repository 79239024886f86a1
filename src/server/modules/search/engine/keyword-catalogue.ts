// Keywords and categories held in memory beside the video index: the ones a query names, what to
// suggest while a visitor types, and what to offer when nothing matched.
import type { CategoryRow } from '../../../../db/repositories/categories.repo.ts';
import type { SearchKeywordRow } from '../../../../db/repositories/search-index.repo.ts';
import { chosungOf, continuesPrefix, isChosungOnly, jamoCodes, jamoDistance, toJamo } from '../../../../shared/search/jamo.ts';
import { normalizeSearchText } from '../../../../shared/search/text.ts';
import type { CatalogueLexicon } from './lexicon.ts';

interface KeywordEntry {
  row: SearchKeywordRow;
  text: string;
  compact: string;
  chosung: string;
  /** How many distinct syllable pairs the compact text holds (the Dice coefficient's denominator). */
  bigramCount: number;
  /** The compact text spelled as jamo, for typo distances. */
  jamo: Int32Array;
}

const compact = (text: string) => normalizeSearchText(text).replace(/[^\p{L}\p{N}\p{M}]+/gu, '');

function bigramSet(text: string): Set<string> {
  const chars = Array.from(text);
  const set = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) set.add(chars[i]! + chars[i + 1]!);
  if (chars.length === 1) set.add(chars[0]!);
  return set;
}

export class KeywordCatalogue {
  readonly #keywords: KeywordEntry[];
  readonly #categories: Array<{ row: CategoryRow; name: string; description: string }>;
  /** Syllable pair → the keywords (positions in #keywords) holding it: an empty result's Dice scores in one pass. */
  readonly #byBigram = new Map<string, number[]>();
  /** Shared pairs per keyword while `nearest` runs (zeroed after). */
  readonly #shared: Uint16Array;

  constructor(keywords: SearchKeywordRow[], categories: CategoryRow[]) {
    // Most videos first (the order every list here is given in).
    this.#keywords = [...keywords]
      .sort((a, b) => b.total_videos - a.total_videos || a.id - b.id)
      .map((row) => {
        const text = normalizeSearchText(row.keyword);
        const c = compact(row.keyword);
        const bigrams = bigramSet(c);
        return {
          row,
          text,
          compact: c,
          chosung: Array.from(c, chosungOf).join(''),
          bigramCount: bigrams.size,
          bigrams,
          jamo: jamoCodes(c),
        };
      })
      .map(({ bigrams, ...entry }, position) => {
        for (const gram of bigrams) {
          const list = this.#byBigram.get(gram);
          if (list) list.push(position);
          else this.#byBigram.set(gram, [position]);
        }
        return entry;
      });
    this.#shared = new Uint16Array(this.#keywords.length);
    this.#categories = categories.map((row) => ({
      row,
      name: normalizeSearchText(row.name),
      description: normalizeSearchText(row.description),
    }));
  }

  get keywordTexts(): string[] {
    return this.#keywords.map((k) => k.row.keyword);
  }

  get categoryNames(): string[] {
    return this.#categories.map((c) => c.row.name);
  }

  /** Keywords containing any of the terms, most videos first. */
  keywordsMatching(terms: readonly string[], limit: number): SearchKeywordRow[] {
    if (terms.length === 0) return [];
    const out: SearchKeywordRow[] = [];
    for (const entry of this.#keywords) {
      if (terms.some((term) => entry.text.includes(term))) out.push(entry.row);
      if (out.length === limit) break;
    }
    return out;
  }

  /** Categories whose name or description contains any of the terms, by priority. */
  categoriesMatching(terms: readonly string[], limit: number): CategoryRow[] {
    if (terms.length === 0) return [];
    return this.#categories
      .filter((c) => terms.some((term) => c.name.includes(term) || c.description.includes(term)))
      .slice(0, limit)
      .map((c) => c.row);
  }

  /**
   * Keywords for a box being typed in: those starting with the text (spaces ignored, the last
   * syllable possibly still being composed: 소화ㄱ, 솧), by 초성 (ㅅㅎㄱ), then those containing it.
   */
  suggest(query: string, limit: number): SearchKeywordRow[] {
    const typed = compact(query);
    if (!typed) return [];
    const chosungOnly = isChosungOnly(typed);
    const starts: SearchKeywordRow[] = [];
    const contains: SearchKeywordRow[] = [];
    for (const entry of this.#keywords) {
      if (chosungOnly ? entry.chosung.startsWith(typed) : continuesPrefix(entry.compact, typed)) {
        starts.push(entry.row);
        if (starts.length === limit) break;
      } else if (contains.length < limit && !chosungOnly && Array.from(typed).length >= 2 && entry.compact.includes(typed)) {
        contains.push(entry.row);
      }
    }
    return [...starts, ...contains].slice(0, limit);
  }

  /**
   * Keywords that look most like the query (shared syllable pairs, then spelling), for an empty result. The pairs are
   * counted from an index and the spelling compared on jamo made once, so it costs about what a search does.
   */
  nearest(query: string, limit: number): SearchKeywordRow[] {
    const typed = compact(query);
    if (!typed) return [];
    const grams = bigramSet(typed);
    const shared = this.#shared;
    const touched: number[] = [];
    for (const gram of grams) {
      for (const position of this.#byBigram.get(gram) ?? []) {
        if (shared[position] === 0) touched.push(position);
        shared[position] = shared[position]! + 1;
      }
    }
    const jamo = jamoCodes(typed);
    const chosungOnly = isChosungOnly(typed);
    const chosung = Array.from(typed, chosungOf).join('');
    // One character has no bigram: keywords holding it are the nearest (불 → 산불 예방), those starting with it first.
    const single = Array.from(typed).length === 1;
    const scored: Array<{ row: SearchKeywordRow; score: number }> = [];
    this.#keywords.forEach((entry, position) => {
      let score = single
        ? entry.compact.includes(typed)
          ? entry.compact.startsWith(typed)
            ? 0.22
            : 0.2
          : 0
        : shared[position]! > 0
          ? (2 * shared[position]!) / (grams.size + entry.bigramCount)
          : 0;
      if (score === 0 && chosungOnly && entry.chosung.includes(chosung)) score = 0.3;
      if (score === 0 && Math.abs(entry.compact.length - typed.length) <= 2) {
        const distance = jamoDistance(entry.jamo, jamo, 2);
        if (distance <= 2) score = 0.25 - distance * 0.05;
      }
      if (score > 0) scored.push({ row: entry.row, score });
    });
    for (const position of touched) shared[position] = 0;
    scored.sort((a, b) => b.score - a.score || b.row.total_videos - a.row.total_videos);
    return scored.slice(0, limit).map((s) => s.row);
  }

  /** The most used keywords (offered when nothing is near). */
  popular(limit: number): SearchKeywordRow[] {
    return this.#keywords.slice(0, limit).map((k) => k.row);
  }
}

/**
 * The catalogue word a typo-like query word most likely meant: the fewest jamo edits (at most one
 * per three jamo, never more than two), the commoner word on a tie.
 */
export function nearestWord(lexicon: CatalogueLexicon, word: string): string | null {
  const jamo = jamoCodes(word);
  const allowed = Math.min(2, Math.max(1, Math.floor(toJamo(word).length / 3)));
  let best: { word: string; distance: number; frequency: number; order: number } | null = null;
  // Only words one character longer or shorter can be near; their jamo are spelled once per vocabulary.
  for (let length = word.length - 1; length <= word.length + 1; length += 1) {
    for (const candidate of lexicon.wordsOfLength(length)) {
      if (candidate.word === word) continue;
      const distance = jamoDistance(candidate.jamo, jamo, allowed);
      if (distance > allowed) continue;
      const frequency = lexicon.frequency(candidate.word);
      // Ties go to the commoner word, then to the word the vocabulary lists first.
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (frequency > best.frequency || (frequency === best.frequency && candidate.order < best.order)))
      ) {
        best = { word: candidate.word, distance, frequency, order: candidate.order };
      }
    }
  }
  return best?.word ?? null;
}
