// Korean particles (조사) and common 하다-verb endings that follow a noun in a typed word.
// A query word loses one of these when what is left is a catalogue word (소화기로 → 소화기).

/** Longest first, so 에서는 is tried before 는. */
export const PARTICLES: readonly string[] = [
  // Stacked and long particles
  ...['에서부터', '에서는', '에서도', '으로는', '으로도', '으로서', '으로써', '이라도', '까지도', '부터는', '에게는', '한테는'],
  ...['에서', '에게', '께서', '한테', '으로', '로서', '로써', '로는', '로도', '이나', '이랑', '까지', '부터', '처럼', '보다', '마다'],
  ...['조차', '밖에', '만큼', '하고', '이며', '이고', '라도', '에는', '에도', '와의', '과의', '에의', '이란', '이요', '이죠'],
  // 하다-verb endings (대피하기, 신고하세요)
  ...['하는법', '하세요', '하는', '하기', '하다', '하면', '하여', '해서', '해요', '했다', '한다', '할때', '하자'],
  // One syllable
  ...['이', '가', '을', '를', '은', '는', '에', '로', '의', '와', '과', '도', '만', '께', '랑', '나', '란', '요', '한', '할', '함'],
].sort((a, b) => b.length - a.length);

/** Particles safe to drop even when the stem is not a known word (a stem of two or more syllables remains). */
export const ALWAYS_STRIPPABLE: readonly string[] = ['에서', '에게', '으로', '이나', '이랑', '을', '를', '은', '는'];

/** The particle a word ends with (longest first) when at least `minStem` characters remain, else null. */
export function trailingParticle(word: string, minStem = 2, list: readonly string[] = PARTICLES): string | null {
  for (const particle of list) {
    if (word.length - particle.length >= minStem && word.endsWith(particle)) return particle;
  }
  return null;
}

/** True when the whole text is one particle (the 에 of 119에). */
export function isParticle(text: string): boolean {
  return PARTICLES.includes(text);
}
