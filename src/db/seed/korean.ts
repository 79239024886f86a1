// Korean particles (josa) depend on whether the preceding word ends in a final consonant:
// 소화기를 / 심폐소생술을, 화재가 / 지진이. Templates ask for a particle and this picks the form.

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
// Digits as read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구 → final consonant (and whether it is ㄹ).
const DIGIT_FINAL = ['ㅇ', 'ㄹ', '', 'ㅁ', '', '', 'ㄱ', 'ㄹ', 'ㄹ', ''];

/** The final consonant of the word's last sound as '' (none), 'ㄹ' or 'other'. */
function finalSound(word: string): '' | 'ㄹ' | 'other' {
  const trimmed = word.trim();
  const last = trimmed.codePointAt(trimmed.length - 1) ?? 0;
  if (last >= HANGUL_FIRST && last <= HANGUL_LAST) {
    const jong = (last - HANGUL_FIRST) % 28;
    if (jong === 0) return '';
    return jong === 8 ? 'ㄹ' : 'other';
  }
  if (last >= 0x30 && last <= 0x39) {
    const final = DIGIT_FINAL[last - 0x30]!;
    return final === '' ? '' : final === 'ㄹ' ? 'ㄹ' : 'other';
  }
  // Latin words (AED, LPG): read with a vowel ending in most cases.
  return '';
}

const PAIRS: Record<string, readonly [withFinal: string, withoutFinal: string]> = {
  을: ['을', '를'],
  를: ['을', '를'],
  이: ['이', '가'],
  가: ['이', '가'],
  은: ['은', '는'],
  는: ['은', '는'],
  과: ['과', '와'],
  와: ['과', '와'],
  이다: ['이다', '다'],
  이란: ['이란', '란'],
  으로: ['으로', '로'],
  로: ['으로', '로'],
};

/** Appends the particle in the form that fits `word`: josa('소화기', '을') → '소화기를'. */
export function josa(word: string, particle: string): string {
  const pair = PAIRS[particle];
  if (!pair) return word + particle;
  const sound = finalSound(word);
  // 으로/로: a word ending in ㄹ takes 로 (서울로, 심폐소생술로).
  if (pair[0] === '으로') return word + (sound === 'other' ? '으로' : '로');
  return word + (sound === '' ? pair[1] : pair[0]);
}
