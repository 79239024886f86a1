// Two ways a Korean word arrives spelled out (issue 23): typed with the keyboard left on English (thghkrl is 소화기
// on the standard 두벌식 layout), and written as separate jamo (ㅅㅗㅎㅘㄱㅣ, from some phones and copy-paste).
// Both are composed back into syllables here; the query reader decides whether the result is a word it knows.

const CHO = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const JUNG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const JONG = [
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

/** Vowels typed as two keys (ㅗ then ㅏ is ㅘ). */
const DOUBLE_VOWELS: Readonly<Record<string, string>> = {
  ㅗㅏ: 'ㅘ',
  ㅗㅐ: 'ㅙ',
  ㅗㅣ: 'ㅚ',
  ㅜㅓ: 'ㅝ',
  ㅜㅔ: 'ㅞ',
  ㅜㅣ: 'ㅟ',
  ㅡㅣ: 'ㅢ',
};
/** Final consonant pairs (ㄹ then ㄱ is ㄺ). */
const DOUBLE_FINALS: Readonly<Record<string, string>> = {
  ㄱㅅ: 'ㄳ',
  ㄴㅈ: 'ㄵ',
  ㄴㅎ: 'ㄶ',
  ㄹㄱ: 'ㄺ',
  ㄹㅁ: 'ㄻ',
  ㄹㅂ: 'ㄼ',
  ㄹㅅ: 'ㄽ',
  ㄹㅌ: 'ㄾ',
  ㄹㅍ: 'ㄿ',
  ㄹㅎ: 'ㅀ',
  ㅂㅅ: 'ㅄ',
};

/** The standard Korean (두벌식) layout: the jamo each Latin key types; Shift gives the tense consonants and ㅒ ㅖ. */
const KEYS: Readonly<Record<string, string>> = {
  q: 'ㅂ',
  w: 'ㅈ',
  e: 'ㄷ',
  r: 'ㄱ',
  t: 'ㅅ',
  y: 'ㅛ',
  u: 'ㅕ',
  i: 'ㅑ',
  o: 'ㅐ',
  p: 'ㅔ',
  a: 'ㅁ',
  s: 'ㄴ',
  d: 'ㅇ',
  f: 'ㄹ',
  g: 'ㅎ',
  h: 'ㅗ',
  j: 'ㅓ',
  k: 'ㅏ',
  l: 'ㅣ',
  z: 'ㅋ',
  x: 'ㅌ',
  c: 'ㅊ',
  v: 'ㅍ',
  b: 'ㅠ',
  n: 'ㅜ',
  m: 'ㅡ',
  Q: 'ㅃ',
  W: 'ㅉ',
  E: 'ㄸ',
  R: 'ㄲ',
  T: 'ㅆ',
  O: 'ㅒ',
  P: 'ㅖ',
};

const isVowel = (j: string | undefined) => j !== undefined && JUNG.includes(j);
const isConsonant = (j: string | undefined) => j !== undefined && CHO.includes(j);

/**
 * Composes compatibility jamo into syllables as a Korean keyboard would (ㅅㅗㅎㅘㄱㅣ → 소화기, ㄷㅏㄺ → 닭).
 * Null when the jamo do not make whole syllables (a lone consonant or vowel, as in ㅅㅎㄱ or ㅋㅋ).
 */
export function composeJamo(jamo: string): string | null {
  const js = Array.from(jamo);
  let out = '';
  let i = 0;
  while (i < js.length) {
    const cho = js[i];
    if (!isConsonant(cho) || !isVowel(js[i + 1])) return null;
    let jung = js[i + 1]!;
    i += 2;
    const doubled = DOUBLE_VOWELS[jung + (js[i] ?? '')];
    if (doubled) {
      jung = doubled;
      i += 1;
    }
    let jong = '';
    // A consonant is this syllable's final only when no vowel follows it (else it starts the next syllable).
    if (isConsonant(js[i]) && JONG.includes(js[i]!) && !isVowel(js[i + 1])) {
      jong = js[i]!;
      i += 1;
      const pair = DOUBLE_FINALS[jong + (js[i] ?? '')];
      if (pair && !isVowel(js[i + 1])) {
        jong = pair;
        i += 1;
      }
    }
    out += String.fromCodePoint(0xac00 + (CHO.indexOf(cho!) * 21 + JUNG.indexOf(jung)) * 28 + JONG.indexOf(jong));
  }
  return out || null;
}

/** What a Latin-letter word would have been with the keyboard on Korean (thghkrl → 소화기), or null if not syllables. */
export function fromKoreanKeyboard(latin: string): string | null {
  if (!/^[A-Za-z]+$/u.test(latin)) return null;
  // Keys without a Shift meaning (A, S, …) type the same jamo as their lower case.
  const jamo = Array.from(latin, (key) => KEYS[key] ?? KEYS[key.toLowerCase()]!).join('');
  return composeJamo(jamo);
}

/** True when text is compatibility jamo with at least one vowel (spelled-out syllables, not 초성 like ㅅㅎㄱ). */
export function isSpelledOutJamo(text: string): boolean {
  let vowel = false;
  for (const ch of text) {
    if (isVowel(ch)) vowel = true;
    else if (!isConsonant(ch) && !['ㄳ', 'ㄵ', 'ㄶ', 'ㄺ', 'ㄻ', 'ㄼ', 'ㄽ', 'ㄾ', 'ㄿ', 'ㅀ', 'ㅄ'].includes(ch)) return false;
  }
  return vowel;
}
