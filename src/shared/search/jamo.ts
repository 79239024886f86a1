// Hangul jamo helpers: 초성 (initial consonants), jamo-only input, and syllables still being composed.

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** Compatibility jamo of the 19 initial consonants, in Unicode syllable order. */
export const CHOSUNG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** Final consonants (index 0 = none) as compatibility jamo. */
const JONGSUNG = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄳ',
  'ㄴ',
  'ㄵ',
  'ㄶ',
  'ㄷ',
  'ㄹ',
  'ㄺ',
  'ㄻ',
  'ㄼ',
  'ㄽ',
  'ㄾ',
  'ㄿ',
  'ㅀ',
  'ㅁ',
  'ㅂ',
  'ㅄ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];

export function isSyllable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** True for a compatibility jamo (ㄱ–ㅣ), consonant or vowel. */
export function isCompatibilityJamo(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x3131 && code <= 0x318e;
}

export function isChosungChar(ch: string): boolean {
  return CHOSUNG.includes(ch);
}

/** The initial consonant of a syllable (소 → ㅅ); other characters unchanged. */
export function chosungOf(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return ch;
  return CHOSUNG[Math.floor((code - SYLLABLE_FIRST) / 588)]!;
}

/** A syllable without its final consonant, and that consonant (솧 → 소, ㅎ); null when it has none. */
export function splitFinal(ch: string): { open: string; final: string } | null {
  const code = ch.codePointAt(0) ?? 0;
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return null;
  const jong = (code - SYLLABLE_FIRST) % 28;
  if (jong === 0) return null;
  return { open: String.fromCodePoint(code - jong), final: JONGSUNG[jong]! };
}

/** True for text made only of initial consonants (ㅅㅎㄱ). */
export function isChosungOnly(text: string): boolean {
  if (!text) return false;
  for (const ch of text) if (!isChosungChar(ch)) return false;
  return true;
}

/** True for text made only of compatibility jamo (ㅋㅋ, ㅏㅏ, ㅅㅎㄱ). */
export function isJamoOnly(text: string): boolean {
  if (!text) return false;
  for (const ch of text) if (!isCompatibilityJamo(ch)) return false;
  return true;
}

/**
 * The ways a typed prefix may continue while a Korean IME is still composing its last syllable:
 * 소화ㄱ → 소화 + a syllable starting with ㄱ; 솧 → 솧… or 소 + a syllable starting with ㅎ.
 */
export interface ComposingPrefix {
  /** Complete text the candidate must start with. */
  stem: string;
  /** The initial consonant the next syllable must have, or null. */
  nextChosung: string | null;
}

export function composingPrefixes(text: string): ComposingPrefix[] {
  const chars = Array.from(text);
  const last = chars[chars.length - 1];
  if (!last) return [];
  const head = chars.slice(0, -1).join('');
  if (isChosungChar(last)) return [{ stem: head, nextChosung: last }];
  const prefixes: ComposingPrefix[] = [{ stem: text, nextChosung: null }];
  const split = splitFinal(last);
  if (split && isChosungChar(split.final)) prefixes.push({ stem: head + split.open, nextChosung: split.final });
  return prefixes;
}

/** True when `candidate` continues the typed `prefix`, allowing for a syllable still being composed. */
export function continuesPrefix(candidate: string, prefix: string): boolean {
  for (const { stem, nextChosung } of composingPrefixes(prefix)) {
    if (!candidate.startsWith(stem)) continue;
    if (nextChosung === null) return true;
    const next = Array.from(candidate.slice(stem.length))[0];
    if (next && chosungOf(next) === nextChosung) return true;
  }
  return false;
}

const JUNGSUNG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';

/** Syllables spelled out as jamo (소화 → ㅅㅗㅎㅘ), for typo distances; other characters kept. */
export function toJamo(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) {
      out += ch;
      continue;
    }
    const offset = code - SYLLABLE_FIRST;
    out += CHOSUNG[Math.floor(offset / 588)]! + JUNGSUNG[Math.floor((offset % 588) / 28)]! + JONGSUNG[offset % 28]!;
  }
  return out;
}

/** Levenshtein distance (code points), stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= y.length; j += 1) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    previous = current;
  }
  return previous[y.length]!;
}

/** A word spelled out as jamo code points (toJamo), made once per vocabulary word for `jamoDistance`. */
export function jamoCodes(text: string): Int32Array {
  return Int32Array.from(toJamo(text), (ch) => ch.codePointAt(0)!);
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * `editDistance` of two jamo spellings (`jamoCodes`) when it is at most `max`, else `max + 1`: only the diagonal
 * band a distance within `max` can use is computed, in two reused rows (no allocation per candidate). It is asked
 * for every vocabulary word when a search finds nothing.
 */
export function jamoDistance(x: Int32Array, y: Int32Array, max: number): number {
  const n = x.length;
  const m = y.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (rowA.length <= m) {
    rowA = new Int32Array(m * 2 + 2);
    rowB = new Int32Array(m * 2 + 2);
  }
  const over = max + 1;
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= m; j += 1) previous[j] = j <= max ? j : over;
  for (let i = 1; i <= n; i += 1) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    current[from - 1] = from === 1 && i <= max ? i : over;
    let rowBest = current[from - 1]!;
    const xi = x[i - 1]!;
    for (let j = from; j <= to; j += 1) {
      let value = previous[j - 1]! + (xi === y[j - 1] ? 0 : 1);
      const up = j <= i - 1 + max ? previous[j]! + 1 : over;
      const left = current[j - 1]! + 1;
      if (up < value) value = up;
      if (left < value) value = left;
      if (value > over) value = over;
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (to < m) current[to + 1] = over;
    if (rowBest > max) return over;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return Math.min(previous[m]!, over);
}
