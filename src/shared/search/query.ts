import { SEARCH_MAX_WORDS, SEARCH_RELATED_TERMS_MAX } from '../constants/catalogue.ts';
import { isChosungOnly, isSyllable } from './jamo.ts';
import { NO_LEXICON, type Lexicon } from './lexicon.ts';
import { isParticle } from './particles.ts';
import { segmentHangul } from './segment.ts';
import { characterBigrams, normalizeSearchText } from './text.ts';
import { FIRE_WORDS, GENERIC_WORDS, SYNONYMS } from './vocabulary.ts';

export interface QueryGroup {
  /** The word as searched (normalised, particle removed, split from its neighbours). */
  word: string;
  /** Related terms (synonyms or 초성 expansions); a video matches the group on any of them. */
  related: string[];
  /** Relevance multiplier: fire words weigh more, generic words less. */
  weight: number;
  chosung: boolean;
}

export interface ParsedQuery {
  /** The whole normalised query as typed. */
  normalized: string;
  groups: QueryGroup[];
  /** The searched words written together (소화기사용법): the exact-title and phrase bonuses compare without spaces. */
  phrase: string | null;
  /** Typed words of one character, left out (R-SEARCH-03). */
  ignoredWords: string[];
  /** Words past the first two, left out (R-SEARCH-03). */
  unusedWords: string[];
  /** 초성 words that abbreviate no catalogue word (ㅋㅋ). */
  unknownChosung: string[];
}

const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/u;

export function wordWeight(word: string): number {
  if (FIRE_WORDS.has(word) || [...FIRE_WORDS].some((fire) => fire.length >= 2 && word.includes(fire))) return 1.5;
  if (GENERIC_WORDS.has(word)) return 0.5;
  return 1;
}

/** Runs of Hangul syllables and runs of anything else (cpr교육 → cpr, 교육). */
function scriptRuns(token: string): string[] {
  const runs: string[] = [];
  let current = '';
  let hangul: boolean | null = null;
  for (const ch of token) {
    const isHangul = isSyllable(ch);
    if (hangul !== null && isHangul !== hangul) {
      runs.push(current);
      current = '';
    }
    hangul = isHangul;
    current += ch;
  }
  if (current) runs.push(current);
  return runs;
}

interface Word {
  text: string;
  chosung: boolean;
}

/** The words one typed token stands for. */
function wordsOfToken(token: string, lexicon: Lexicon): Word[] {
  const words: Word[] = [];
  const runs = scriptRuns(token);
  runs.forEach((run, i) => {
    if (isSyllable(run[0]!)) {
      // The 에 of 119에: a particle after a number or Latin word.
      if (i > 0 && isParticle(run)) return;
      for (const word of segmentHangul(run, lexicon)) words.push({ text: word, chosung: false });
    } else {
      words.push({ text: run, chosung: isChosungOnly(run) });
    }
  });
  return words.filter((w) => Array.from(w.text).length >= 2);
}

/**
 * The words of a query as a visitor meant them: split on spaces and punctuation, particles dropped,
 * run-together words split with the catalogue's vocabulary, then the first two words of two or more
 * characters (R-SEARCH-03), each with its synonyms or 초성 expansions.
 */
export function parseSearchQuery(raw: string, lexicon: Lexicon = NO_LEXICON): ParsedQuery {
  const normalized = normalizeSearchText(raw);
  const ignoredWords: string[] = [];
  const words: Word[] = [];
  for (const token of normalized.split(NOT_WORD)) {
    if (!token) continue;
    if (Array.from(token).length < 2) {
      if (!ignoredWords.includes(token)) ignoredWords.push(token);
      continue;
    }
    for (const word of wordsOfToken(token, lexicon)) if (!words.some((w) => w.text === word.text)) words.push(word);
  }
  const used = words.slice(0, SEARCH_MAX_WORDS);
  let budget = SEARCH_RELATED_TERMS_MAX;
  const unknownChosung: string[] = [];
  const groups = used.map(({ text: word, chosung }): QueryGroup => {
    const related: string[] = [];
    // Own keys only: a query like 'constructor' must not reach Object.prototype.
    const candidates = chosung ? lexicon.chosungWords(word, 3) : Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word]! : [];
    // A query word never spans a space, so neither may a related term; one containing the word adds nothing.
    for (const term of candidates) {
      if (budget > 0 && !term.includes(' ') && !term.includes(word) && Array.from(term).length >= 2 && !related.includes(term)) {
        related.push(term);
        budget -= 1;
      }
    }
    if (chosung && related.length === 0) unknownChosung.push(word);
    return { word, related, weight: chosung ? 1 : wordWeight(word), chosung };
  });
  const plain = groups.every((g) => !g.chosung);
  return {
    normalized,
    groups,
    phrase: plain && groups.length > 0 ? groups.map((g) => g.word).join('') : null,
    ignoredWords,
    unusedWords: words.slice(SEARCH_MAX_WORDS).map((w) => w.text),
    unknownChosung,
  };
}

/** Bigrams that every text containing the term must have. */
export function termBigrams(term: string): string[] {
  return characterBigrams(term);
}

/** The terms a group matches on: a 초성 word only through its expansions. */
export function groupTerms(group: QueryGroup): string[] {
  return group.chosung ? group.related : [group.word, ...group.related];
}
