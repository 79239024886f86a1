// The catalogue's vocabulary for reading queries: words of keywords, category names and tags (as
// people file them: bare nouns), plus the curated search words. A word that is another word plus a
// particle (화재로 = 화재 + 로) is left out when the bare word is more common.
import { CHOSUNG, isSyllable, chosungOf, jamoCodes } from '../../../../shared/search/jamo.ts';
import type { Lexicon } from '../../../../shared/search/lexicon.ts';
import { PARTICLES } from '../../../../shared/search/particles.ts';
import { isProtectedWord } from '../../../../shared/search/segment.ts';
import { normalizeSearchText } from '../../../../shared/search/text.ts';
import { FIRE_WORDS, SYNONYMS } from '../../../../shared/search/vocabulary.ts';
import type { CatalogueIndex } from './catalogue-index.ts';

/** Tag words must be used by at least this many videos to count as vocabulary. */
const MIN_TAG_USES = 2;

export function textWords(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => Array.from(word).length >= 2);
}

/** A vocabulary word with its jamo spelling (typo distances) and its place in the vocabulary (ties). */
export interface SpelledWord {
  word: string;
  jamo: Int32Array;
  order: number;
}

interface ChosungEntry {
  word: string;
  chosung: string;
  frequency: number;
}

export class CatalogueLexicon implements Lexicon {
  readonly #index: CatalogueIndex;
  readonly #words = new Set<string>();
  readonly #chosung: ChosungEntry[];
  /** Words by UTF-16 length, spelled as jamo: made on the first search that finds nothing. */
  #byLength: Map<number, SpelledWord[]> | null = null;

  constructor(index: CatalogueIndex, sourceTexts: Iterable<string>) {
    this.#index = index;
    const candidates = new Set<string>();
    for (const text of sourceTexts) for (const word of textWords(text)) candidates.add(word);
    for (const [word, related] of Object.entries(SYNONYMS)) for (const w of [word, ...related]) if (!w.includes(' ')) candidates.add(w);
    for (const word of FIRE_WORDS) if (Array.from(word).length >= 2) candidates.add(word);
    const { terms, tagCounts } = index;
    for (let token = 0; token < tagCounts.length; token += 1) {
      if (tagCounts[token]! < MIN_TAG_USES) continue;
      for (const word of textWords(terms.token(token))) candidates.add(word);
    }
    for (const word of candidates) if (!this.#isInflected(word, candidates)) this.#words.add(word);
    this.#chosung = [...this.#words]
      .filter((word) => Array.from(word).every(isSyllable))
      .map((word) => ({ word, chosung: Array.from(word, chosungOf).join(''), frequency: this.frequency(word) }))
      .sort((a, b) => b.frequency - a.frequency || a.word.localeCompare(b.word));
  }

  /** 화재로 when 화재 is a word used at least as often. */
  #isInflected(word: string, words: Set<string>): boolean {
    if (isProtectedWord(word)) return false;
    for (const particle of PARTICLES) {
      if (word.length - particle.length < 2 || !word.endsWith(particle)) continue;
      const stem = word.slice(0, -particle.length);
      if (words.has(stem) && this.frequency(stem) >= this.frequency(word)) return true;
    }
    return false;
  }

  get size(): number {
    return this.#words.size;
  }

  has(word: string): boolean {
    return this.#words.has(word);
  }

  frequency(word: string): number {
    const id = this.#index.terms.idOf(word);
    return id === undefined ? 0 : this.#index.postings.length(id);
  }

  occurs(term: string): boolean {
    return this.#index.terms.containing(term).length > 0;
  }

  chosungWords(chosung: string, limit: number): string[] {
    if (!Array.from(chosung).every((ch) => CHOSUNG.includes(ch))) return [];
    const exact: string[] = [];
    const longer: string[] = [];
    for (const entry of this.#chosung) {
      if (!entry.chosung.startsWith(chosung)) continue;
      if (entry.chosung.length === chosung.length) exact.push(entry.word);
      else if (longer.length < limit) longer.push(entry.word);
      if (exact.length >= limit) break;
    }
    return [...exact, ...longer].slice(0, limit);
  }

  /** Every word. */
  words(): IterableIterator<string> {
    return this.#words.values();
  }

  /** The words of one UTF-16 length with their jamo (nearest-word lookups compare only words of about the same length). */
  wordsOfLength(length: number): readonly SpelledWord[] {
    if (!this.#byLength) {
      const byLength = new Map<number, SpelledWord[]>();
      let order = 0;
      for (const word of this.#words) {
        const list = byLength.get(word.length) ?? [];
        list.push({ word, jamo: jamoCodes(word), order: order++ });
        byLength.set(word.length, list);
      }
      this.#byLength = byLength;
    }
    return this.#byLength.get(length) ?? [];
  }
}
