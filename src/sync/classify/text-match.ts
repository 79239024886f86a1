// Finding a keyword in Korean text: tokens keep their particles (소화기를), so a word matches a token
// that is the word plus a known ending; inside a longer word (분말소화기) it only counts as a compound.
import { normalizeSearchText } from '../../shared/search/text.ts';

/** Endings that may follow a noun inside one token without changing what it is about. */
const ENDINGS: ReadonlySet<string> = new Set([
  '이',
  '가',
  '을',
  '를',
  '은',
  '는',
  '의',
  '에',
  '에서',
  '에게',
  '께',
  '으로',
  '로',
  '와',
  '과',
  '도',
  '만',
  '까지',
  '부터',
  '처럼',
  '보다',
  '이나',
  '나',
  '이랑',
  '랑',
  '이란',
  '란',
  '이다',
  '입니다',
  '이에요',
  '예요',
  '하기',
  '하는',
  '하고',
  '하면',
  '하세요',
  '해요',
  '하자',
  '합니다',
  '했다',
  '한',
  '할',
  '해',
  '해야',
  '시',
  's',
  'es',
]);

/** How well a piece of text matched: clean (whole word, maybe with a particle) or inside another word. */
export type MatchKind = 'clean' | 'compound';

/** A field split into segments (a title, one tag, one line), each split into tokens. */
export type Segments = string[][];

const SEPARATORS = /[^\p{L}\p{N}]+/u;

export function tokenize(text: string): string[] {
  return normalizeSearchText(text).split(SEPARATORS).filter(Boolean);
}

export function toSegments(parts: readonly string[]): Segments {
  return parts.map(tokenize).filter((tokens) => tokens.length > 0);
}

/** The keyword's words, normalised like the search index. */
export function keywordWords(text: string): string[] {
  return tokenize(text);
}

export const compact = (words: readonly string[]) => words.join('');

const charLength = (text: string) => Array.from(text).length;

/**
 * Looks for `words` written together (spaces optional: 화재 대피 / 화재대피) starting inside one
 * segment. Returns the best kind found, or null.
 */
export function findPhrase(segments: Segments, words: readonly string[]): MatchKind | null {
  const target = compact(words);
  if (!target) return null;
  // One-syllable words (시, 불) only count as whole tokens: 피해 is not about 피, 불법 not about 불.
  const allowInside = charLength(target) >= 2;
  // Where the keyword itself has spaces: the only places a match may cross from one token to the next.
  const joints = new Set(words.slice(0, -1).map((_, i) => compact(words.slice(0, i + 1)).length));
  let best: MatchKind | null = null;
  for (const tokens of segments) {
    for (let i = 0; i < tokens.length; i += 1) {
      // Tokens from i on, joined, with the position where each token ends.
      let joined = '';
      const ends: number[] = [];
      for (let j = i; j < tokens.length && joined.length < tokens[i]!.length + target.length; j += 1) {
        joined += tokens[j]!;
        ends.push(joined.length);
      }
      const first = tokens[i]!;
      for (let start = 0; start < first.length; start += 1) {
        if (start > 0 && !allowInside) break;
        if (!joined.startsWith(target, start)) continue;
        const end = start + target.length;
        const endToken = ends.findIndex((e) => e >= end);
        const rest = joined.slice(end, ends[endToken]);
        const cleanEnd = rest === '' || (allowInside && ENDINGS.has(rest));
        // A space the keyword does not have: only a compound written apart (화재 감지기 → 화재감지기),
        // whole tokens of two or more syllables each, never the tail and head of two words (보강 풍선 ≠ 강풍).
        const cuts = ends.filter((e) => e > start && e < end && !joints.has(e - start));
        if (cuts.length > 0) {
          const pieces = [start, ...cuts, end].slice(1).map((cut, k, all) => cut - (k === 0 ? start : all[k - 1]!));
          if (start > 0 || !cleanEnd || pieces.some((length) => length < 2)) continue;
        }
        if (start === 0 && cleanEnd) return 'clean';
        if (!allowInside) continue;
        best = 'compound';
      }
    }
  }
  return best;
}

/** Whether one word occurs as a token of its own (particles allowed) or inside another word. */
export function findWord(segments: Segments, word: string): MatchKind | null {
  return findPhrase(segments, [word]);
}
