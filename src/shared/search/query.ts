import { SEARCH_MAX_WORDS, SEARCH_RELATED_TERMS_MAX } from '../constants/catalogue.ts';
import { characterBigrams, isChosungQuery, normalizeSearchText } from './text.ts';
import { FIRE_WORDS, GENERIC_WORDS, STRIPPABLE_PARTICLES, SYNONYMS } from './vocabulary.ts';

export interface QueryGroup {
  /** The word as searched (normalised, particle removed). */
  word: string;
  /** Related terms (synonyms or 초성 expansions); a video matches the group on any of them. */
  related: string[];
  /** Relevance multiplier: fire words weigh more, generic words less. */
  weight: number;
  chosung: boolean;
}

export interface ParsedQuery {
  /** The whole normalised query, for the exact-title bonus. */
  normalized: string;
  groups: QueryGroup[];
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

function stripParticle(word: string): string {
  if (!/^[가-힣]+$/u.test(word)) return word;
  for (const particle of STRIPPABLE_PARTICLES) {
    if (word.endsWith(particle) && word.length - particle.length >= 2) return word.slice(0, -particle.length);
  }
  return word;
}

export function wordWeight(word: string): number {
  if (FIRE_WORDS.has(word) || [...FIRE_WORDS].some((fire) => fire.length >= 2 && word.includes(fire))) return 1.5;
  if (GENERIC_WORDS.has(word)) return 0.5;
  return 1;
}

/** Words of two or more characters, the first two only (spec §5); synonyms attached. */
export function parseSearchQuery(raw: string): ParsedQuery {
  const normalized = normalizeSearchText(raw);
  const words: string[] = [];
  for (const token of normalized.split(' ')) {
    const word = stripParticle(token.replace(EDGE_PUNCTUATION, ''));
    if (Array.from(word).length < 2 || words.includes(word)) continue;
    words.push(word);
    if (words.length === SEARCH_MAX_WORDS) break;
  }
  let budget = SEARCH_RELATED_TERMS_MAX;
  const groups = words.map((word): QueryGroup => {
    const related: string[] = [];
    // A query word never spans a space, so neither may a related term; one containing the word adds nothing.
    for (const term of SYNONYMS[word] ?? []) {
      if (budget > 0 && !term.includes(' ') && !term.includes(word) && Array.from(term).length >= 2 && !related.includes(term)) {
        related.push(term);
        budget -= 1;
      }
    }
    return { word, related, weight: wordWeight(word), chosung: isChosungQuery(word) };
  });
  return { normalized, groups };
}

/** Bigrams that every text containing the term must have (used with the GIN index). */
export function termBigrams(term: string): string[] {
  return characterBigrams(term);
}
