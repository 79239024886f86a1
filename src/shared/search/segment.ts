// Turns one typed Hangul run into the words a visitor meant: particles dropped when the stem is a
// known word (소화기로 → 소화기), run-together words split (소화기사용법 → 소화기 사용법).
import type { Lexicon } from './lexicon.ts';
import { ALWAYS_STRIPPABLE, PARTICLES, trailingParticle } from './particles.ts';
import { FIRE_WORDS, SYNONYMS } from './vocabulary.ts';

const MAX_WORD = 12;

/** Curated words are never split (심폐소생술 keeps its synonyms). */
export function isProtectedWord(word: string): boolean {
  return word in SYNONYMS || FIRE_WORDS.has(word);
}

interface Cover {
  words: string[];
  /** Characters in segments that are not known words (allowed only in a partial cover). */
  unknownChars: number;
  /** Particles or endings passed over (at most one: 대피하는방법 → 대피 방법, 소화기로 → 소화기). */
  skips: number;
  /** Sum of log frequencies: the likelier split wins a tie. */
  score: number;
}

function better(a: Cover, b: Cover | null): boolean {
  if (!b) return true;
  if (a.unknownChars !== b.unknownChars) return a.unknownChars < b.unknownChars;
  if (a.words.length !== b.words.length) return a.words.length < b.words.length;
  if (a.skips !== b.skips) return a.skips < b.skips;
  return a.score > b.score;
}

interface CoverOptions {
  minWords: number;
  /** May pass over one particle or ending after a word. */
  particle: boolean;
  /** Allow segments (two or more characters) that are not known words; at least one must be known. */
  partial: boolean;
}

/** The best split of `text` into known words (fewest unknown characters, fewest words, likeliest), or null. */
export function coverWords(text: string, lexicon: Lexicon, options: CoverOptions): string[] | null {
  const n = text.length;
  // best[skips][position]
  const best: (Cover | null)[][] = [new Array(n + 1).fill(null), new Array(n + 1).fill(null)];
  best[0]![0] = { words: [], unknownChars: 0, skips: 0, score: 0 };
  const offer = (cover: Cover, at: number) => {
    if (better(cover, best[cover.skips]![at] ?? null)) best[cover.skips]![at] = cover;
  };
  for (let i = 0; i < n; i += 1) {
    for (const from of [best[0]![i], best[1]![i]]) {
      if (!from) continue;
      for (let j = i + 2; j <= Math.min(n, i + MAX_WORD); j += 1) {
        // A split must split: the whole text as one word is not a cover of two.
        if (i === 0 && j === n && options.minWords > 1) continue;
        const word = text.slice(i, j);
        const known = lexicon.has(word);
        if (!known && !options.partial) continue;
        offer(
          {
            words: [...from.words, word],
            unknownChars: from.unknownChars + (known ? 0 : word.length),
            skips: from.skips,
            score: from.score + (known ? Math.log1p(lexicon.frequency(word)) : 0),
          },
          j,
        );
      }
      if (options.particle && from.skips === 0 && from.words.length > 0) {
        for (const particle of PARTICLES) if (text.startsWith(particle, i)) offer({ ...from, skips: 1 }, i + particle.length);
      }
    }
  }
  let result: Cover | null = null;
  for (const cover of [best[0]![n], best[1]![n]]) {
    if (!cover || cover.words.length < options.minWords) continue;
    if (options.partial && cover.unknownChars === text.length) continue;
    if (better(cover, result)) result = cover;
  }
  return result ? (result as Cover).words : null;
}

/**
 * The words meant by a run of Hangul syllables. In order: a curated word as is; a known word as is
 * unless it is two known words written together; a split into known words (a particle may end it);
 * a safe particle dropped; the text as written when the catalogue holds it; a partial split.
 */
export function segmentHangul(text: string, lexicon: Lexicon): string[] {
  if (text.length < 2 || isProtectedWord(text)) return [text];
  if (lexicon.has(text)) return splitCompound(text, lexicon);
  const covered = coverWords(text, lexicon, { minWords: 1, particle: true, partial: false });
  if (covered) return covered.flatMap((word) => splitCompound(word, lexicon));
  const safe = trailingParticle(text, 2, ALWAYS_STRIPPABLE);
  if (safe) return segmentHangul(text.slice(0, -safe.length), lexicon);
  if (lexicon.occurs(text)) return [text];
  const partial = coverWords(text, lexicon, { minWords: 2, particle: true, partial: true });
  return partial ? partial.flatMap((word) => (lexicon.has(word) ? splitCompound(word, lexicon) : [word])) : [text];
}

/** A known word that is two known words written together (안전교육) is searched as both, like 안전 교육. */
function splitCompound(word: string, lexicon: Lexicon): string[] {
  if (isProtectedWord(word)) return [word];
  return coverWords(word, lexicon, { minWords: 2, particle: false, partial: false }) ?? [word];
}
