// Keywords and categories held in memory beside the video index: the ones a query names, what to
// suggest while a visitor types, and what to offer when nothing matched.
import type { CategoryRow } from '../../../../db/repositories/categories.repo.ts';
import type { SearchKeywordRow } from '../../../../db/repositories/search-index.repo.ts';
import { chosungOf, continuesPrefix, editDistance, isChosungOnly, toJamo } from '../../../../shared/search/jamo.ts';
import { normalizeSearchText } from '../../../../shared/search/text.ts';
import type { CatalogueLexicon } from './lexicon.ts';

interface KeywordEntry {
  row: SearchKeywordRow;
  text: string;
  compact: string;
  chosung: string;
  bigrams: Set<string>;
}

const compact = (text: string) => normalizeSearchText(text).replace(/[^\p{L}\p{N}\p{M}]+/gu, '');

function bigramSet(text: string): Set<string> {
  const chars = Array.from(text);
  const set = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) set.add(chars[i]! + chars[i + 1]!);
  if (chars.length === 1) set.add(chars[0]!);
  return set;
}

/** Dice coefficient of two bigram sets. */
function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

export class KeywordCatalogue {
  readonly #keywords: KeywordEntry[];
  readonly #categories: Array<{ row: CategoryRow; name: string; description: string }>;

  constructor(keywords: SearchKeywordRow[], categories: CategoryRow[]) {
    // Most videos first (the order every list here is given in).
    this.#keywords = [...keywords]
      .sort((a, b) => b.total_videos - a.total_videos || a.id - b.id)
      .map((row) => {
        const text = normalizeSearchText(row.keyword);
        const c = compact(row.keyword);
        return { row, text, compact: c, chosung: Array.from(c, chosungOf).join(''), bigrams: bigramSet(c) };
      });
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

  /** Keywords that look most like the query (shared syllable pairs, then spelling), for an empty result. */
  nearest(query: string, limit: number): SearchKeywordRow[] {
    const typed = compact(query);
    if (!typed) return [];
    const grams = bigramSet(typed);
    const jamo = toJamo(typed);
    const chosung = Array.from(typed, chosungOf).join('');
    // One character has no bigram: keywords holding it are the nearest (불 → 산불 예방), those starting with it first.
    const single = Array.from(typed).length === 1;
    const scored: Array<{ row: SearchKeywordRow; score: number }> = [];
    for (const entry of this.#keywords) {
      let score = single && entry.compact.includes(typed) ? (entry.compact.startsWith(typed) ? 0.22 : 0.2) : dice(grams, entry.bigrams);
      if (score === 0 && isChosungOnly(typed) && entry.chosung.includes(chosung)) score = 0.3;
      if (score === 0 && Math.abs(entry.compact.length - typed.length) <= 2) {
        const distance = editDistance(toJamo(entry.compact), jamo, 3);
        if (distance <= 2) score = 0.25 - distance * 0.05;
      }
      if (score > 0) scored.push({ row: entry.row, score });
    }
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
