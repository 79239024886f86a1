// Reading a question the way people type one in trouble (issue 23, ADR 0040): "불나면 어떻게 해요",
// "아기가 사탕을 삼켰어요", "엘리베이터에 갇혔을 때". A staff-edited dictionary (tables search_phrases,
// search_question_words, search_topics) says which everyday phrases mean which catalogue words and which words are
// only the question's own (어떻게, 해요); nothing of it is written in code. Words typed with the keyboard on English
// (thghkrl) or spelled out as jamo (ㅅㅗㅎㅘㄱㅣ) are composed back first. What is left is read as any query is.
import { SEARCH_MAX_WORDS, SEARCH_RELATED_TERMS_MAX } from '../constants/catalogue.ts';
import { composeJamo, fromKoreanKeyboard, isSpelledOutJamo } from './compose.ts';
import { NO_LEXICON, type Lexicon } from './lexicon.ts';
import { isParticle } from './particles.ts';
import { parseSearchQuery, wordWeight, type ParsedQuery, type QueryGroup } from './query.ts';
import { segmentHangul } from './segment.ts';
import { normalizeSearchText } from './text.ts';
import { SYNONYMS } from './vocabulary.ts';

export interface DictionaryPhrase {
  /** As staff wrote it (normalised: lower case, single spaces). */
  phrase: string;
  /** The catalogue words it means; a video matches on any of them. */
  keywords: readonly string[];
  /** The topic that answers it (the answer card), if any. */
  topicId: number | null;
}

export interface QuestionDictionaryRows {
  phrases: readonly DictionaryPhrase[];
  questionWords: readonly string[];
}

interface CompiledPhrase extends DictionaryPhrase {
  /** The phrase without spaces: typed text matches it with or without them. */
  compact: string;
}

/** The dictionary made ready for reading: phrases and question words without spaces, longest first. */
export interface QuestionDictionary {
  phrases: readonly CompiledPhrase[];
  questionWords: readonly string[];
  /** Question words of one token (matched as a whole token or at a token's end). */
  endings: readonly string[];
}

export const EMPTY_DICTIONARY: QuestionDictionary = { phrases: [], questionWords: [], endings: [] };

const compactOf = (text: string) => normalizeSearchText(text).replace(/\s+/gu, '');
const byLength = (a: { length: number }, b: { length: number }) => b.length - a.length;

export function compileDictionary(rows: QuestionDictionaryRows): QuestionDictionary {
  const phrases = rows.phrases
    .map((p) => ({ ...p, compact: compactOf(p.phrase) }))
    .filter((p) => p.compact.length > 0 && p.keywords.length > 0)
    .sort((a, b) => b.compact.length - a.compact.length || a.compact.localeCompare(b.compact));
  const words = [...new Set(rows.questionWords.map(compactOf).filter(Boolean))].sort((a, b) => byLength(a, b) || a.localeCompare(b));
  return { phrases, questionWords: words, endings: words };
}

export interface QuestionReading {
  parsed: ParsedQuery;
  /** The topic of the first phrase that names one (or of a one-word search for a topic's word). */
  topicId: number | null;
  /** The group the question is about (the topic's phrase): searched alone when the words together find nothing. */
  primary: number;
  /** Dictionary phrases found in the question, in the order they were met. */
  phrases: string[];
  /** True when the dictionary recognised anything (a phrase or a question word). */
  question: boolean;
  /** The text after composing keyboard-layout and jamo words (소화기 for thghkrl); null when unchanged. */
  composed: string | null;
}

const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/u;

/** The phrase starting at token `i` (longest first): how many tokens it covers. */
function phraseAt(
  tokens: string[],
  i: number,
  dictionary: QuestionDictionary,
  lexicon: Lexicon,
): { phrase: CompiledPhrase; covers: number } | null {
  const rest = tokens.slice(i).join('');
  for (const phrase of dictionary.phrases) {
    if (!rest.startsWith(phrase.compact)) continue;
    // One syllable (불) stands alone or with a particle (불이, 불을), never as the start of another word (불편).
    if (Array.from(phrase.compact).length === 1) {
      const tail = tokens[i]!.slice(phrase.compact.length);
      if (tail && !isParticle(tail)) continue;
    }
    let covered = 0;
    let covers = 0;
    while (covered < phrase.compact.length) covered += tokens[i + covers++]!.length;
    // A phrase that is only the start of a catalogue word typed there (하임리히 of 하임리히법) is not that phrase.
    let inside = false;
    for (let end = phrase.compact.length + 1; end <= covered && !inside; end += 1) inside = lexicon.has(rest.slice(0, end));
    if (inside) continue;
    return { phrase, covers };
  }
  return null;
}

/** A question word spanning tokens i.. exactly (했을 때 as 했을 + 때, or 했을때): how many tokens. */
function questionWordAt(tokens: string[], i: number, dictionary: QuestionDictionary): number {
  for (const word of dictionary.questionWords) {
    let joined = '';
    for (let j = i; j < tokens.length && joined.length < word.length; j += 1) {
      joined += tokens[j];
      if (joined === word) return j - i + 1;
    }
  }
  return 0;
}

/** A token without the question words it ends with (대피해요 → 대피), keeping at least two characters. */
function withoutEndings(token: string, dictionary: QuestionDictionary): string {
  let word = token;
  for (let changed = true; changed;) {
    changed = false;
    for (const ending of dictionary.endings) {
      if (word.length - ending.length >= 2 && word.endsWith(ending)) {
        word = word.slice(0, -ending.length);
        changed = true;
        break;
      }
    }
  }
  return word;
}

/** A Hangul word the catalogue or the dictionary knows (for deciding whether a composed word was meant). */
function knownHangul(word: string, lexicon: Lexicon, dictionary: QuestionDictionary): boolean {
  if (dictionary.phrases.some((p) => word.startsWith(p.compact) && Array.from(p.compact).length >= 2)) return true;
  return segmentHangul(word, lexicon).some((w) => lexicon.has(w));
}

/** Words typed with the keyboard on English or spelled out as jamo, composed back when the result is a known word. */
export function composeTyped(raw: string, lexicon: Lexicon, dictionary: QuestionDictionary): string | null {
  let changed = false;
  const out = raw
    .normalize('NFC')
    .split(/(\s+)/u)
    .map((token) => {
      if (/^[A-Za-z]{2,}$/u.test(token) && !lexicon.has(token.toLowerCase())) {
        const korean = fromKoreanKeyboard(token);
        if (korean && knownHangul(korean, lexicon, dictionary)) {
          changed = true;
          return korean;
        }
      } else if (isSpelledOutJamo(token)) {
        const korean = composeJamo(token);
        if (korean) {
          changed = true;
          return korean;
        }
      }
      return token;
    })
    .join('');
  return changed ? out : null;
}

function phraseGroup(phrase: CompiledPhrase): QueryGroup {
  const [word, ...rest] = phrase.keywords as [string, ...string[]];
  const related = rest.filter((term) => !term.includes(' ') && !term.includes(word) && Array.from(term).length >= 2);
  return { word, related, weight: wordWeight(word), chosung: false };
}

/**
 * Reads a question with the dictionary: phrases become their catalogue words (one group each, any of its words
 * matching), the question's own words go, and of the rest only words the catalogue knows stay when the dictionary
 * recognised the text as a question. A query the dictionary knows nothing of reads exactly as parseSearchQuery does.
 */
export function readQuestion(
  raw: string,
  lexicon: Lexicon = NO_LEXICON,
  dictionary: QuestionDictionary = EMPTY_DICTIONARY,
  topicOfWord: (word: string) => number | null = () => null,
): QuestionReading {
  const composed = composeTyped(raw, lexicon, dictionary);
  const text = composed ?? raw;
  const normalized = normalizeSearchText(text);
  const tokens = normalized.split(NOT_WORD).filter(Boolean);
  const found: Array<{ phrase: CompiledPhrase; at: number }> = [];
  const kept: string[] = [];
  const keptAt: number[] = [];
  let questionWords = 0;
  for (let i = 0; i < tokens.length;) {
    const phrase = phraseAt(tokens, i, dictionary, lexicon);
    if (phrase) {
      if (!found.some((p) => p.phrase.compact === phrase.phrase.compact)) found.push({ phrase: phrase.phrase, at: i });
      i += phrase.covers;
      continue;
    }
    const spans = questionWordAt(tokens, i, dictionary);
    if (spans > 0) {
      questionWords += 1;
      i += spans;
      continue;
    }
    const bare = withoutEndings(tokens[i]!, dictionary);
    if (bare !== tokens[i]) questionWords += 1;
    kept.push(bare);
    keptAt.push(i);
    i += 1;
  }
  const question = found.length > 0 || questionWords > 0;
  if (!question) {
    const parsed = parseSearchQuery(text, lexicon);
    const only = parsed.groups.length === 1 ? parsed.groups[0]! : null;
    return { parsed, topicId: only && !only.chosung ? topicOfWord(only.word) : null, primary: 0, phrases: [], question, composed };
  }
  const rest = parseSearchQuery(kept.join(' '), lexicon);
  const known = (g: QueryGroup) => (g.chosung ? g.related.length > 0 : lexicon.has(g.word) || Object.hasOwn(SYNONYMS, g.word));
  let restGroups = rest.groups.filter(known);
  if (found.length === 0 && restGroups.length === 0) restGroups = rest.groups;
  // In the order typed: a phrase's group where the phrase was, the other words after their place.
  const slots: Array<{ at: number; group: QueryGroup; topicId: number | null }> = [
    ...found.map((p) => ({ at: p.at, group: phraseGroup(p.phrase), topicId: p.phrase.topicId })),
    ...restGroups.map((group) => ({ at: keptAt[kept.findIndex((k) => k.includes(group.word))] ?? tokens.length, group, topicId: null })),
  ].sort((a, b) => a.at - b.at);
  const groups: QueryGroup[] = [];
  const topics: Array<number | null> = [];
  for (const { group, topicId } of slots) {
    if (groups.some((g) => g.word === group.word || g.related.includes(group.word))) continue;
    groups.push(group);
    topics.push(topicId);
  }
  // The topic's group must be searched even past the word limit: it is what the question is about.
  const topicAt = topics.findIndex((id) => id !== null);
  if (topicAt >= SEARCH_MAX_WORDS) {
    groups.unshift(...groups.splice(topicAt, 1));
    topics.unshift(...topics.splice(topicAt, 1));
  }
  const used = groups.slice(0, SEARCH_MAX_WORDS);
  let budget = SEARCH_RELATED_TERMS_MAX;
  for (const group of used) {
    group.related = group.related.slice(0, Math.max(0, budget));
    budget -= group.related.length;
  }
  const plain = used.every((g) => !g.chosung);
  const primary = Math.max(
    0,
    topics.findIndex((id) => id !== null),
  );
  const topicId = topics[primary] ?? (used.length === 1 && !used[0]!.chosung ? topicOfWord(used[0]!.word) : null);
  return {
    parsed: {
      normalized,
      groups: used,
      phrase: plain && used.length > 0 ? used.map((g) => g.word).join('') : null,
      ignoredWords: rest.ignoredWords,
      unusedWords: [...groups.slice(SEARCH_MAX_WORDS).map((g) => g.word), ...rest.unusedWords],
      unknownChosung: rest.unknownChosung.filter((w) => used.some((g) => g.word === w)),
    },
    topicId,
    primary,
    phrases: found.map((p) => p.phrase.phrase),
    question,
    composed,
  };
}
