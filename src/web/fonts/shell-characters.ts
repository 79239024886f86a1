// The characters of the static first-paint shells (header, hero, list titles) that a device without a
// Korean font has no glyph for: everything outside ASCII. Pretendard Shell (pretendard-shell.woff2) holds
// exactly these; `npm run fonts:shell` rebuilds it when the shells' text changes (a test says when).
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };

export function shellCharacters(shells: Record<string, string>): string {
  const text = Object.values(shells)
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (match, name: string) => ENTITIES[name] ?? match);
  return [...new Set(text)]
    .filter((c) => c.codePointAt(0)! > 0x7f && c.trim())
    .sort()
    .join('');
}
