// One normalisation for what is indexed and what is searched (R-SEARCH-02):
// NFC, lower case, whitespace collapsed. Writers and the search query both call these.

export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** Distinct two-character sequences inside each whitespace-separated token. */
export function characterBigrams(normalized: string): string[] {
  const grams = new Set<string>();
  for (const token of normalized.split(' ')) {
    const chars = Array.from(token);
    for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  }
  return [...grams];
}

export interface SearchableVideo {
  title: string;
  channelName?: string | null;
  tags?: readonly string[] | null;
  description?: string | null;
}

export interface SearchDocument {
  search_text: string;
  search_terms: string[];
  title_terms: string[];
}

/**
 * The indexed text: fields joined by a newline-free separator that no query word can span
 * (query words never contain spaces, and every field boundary is a space).
 */
export function buildSearchDocument(video: SearchableVideo): SearchDocument {
  const parts = [video.title, video.channelName ?? '', ...(video.tags ?? []), video.description ?? ''];
  const search_text = normalizeSearchText(parts.join(' '));
  return {
    search_text,
    search_terms: characterBigrams(search_text),
    title_terms: characterBigrams(normalizeSearchText(video.title)),
  };
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const CHOSUNG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** 소화기 → ㅅㅎㄱ; characters that are not Hangul syllables are kept (lower-cased). */
export function toChosung(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').toLowerCase()) {
    const code = ch.codePointAt(0)!;
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) out += CHOSUNG[Math.floor((code - HANGUL_FIRST) / 588)];
    else if (!/\s/u.test(ch)) out += ch;
  }
  return out;
}

/** True for input made only of initial consonants, e.g. ㅅㅎㄱ. */
export function isChosungQuery(text: string): boolean {
  return /^[ㄱ-ㅎ]{2,}$/u.test(text.normalize('NFC').replace(/\s+/gu, ''));
}

/** Escapes LIKE wildcards so user text is matched literally (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/gu, (ch) => `\\${ch}`);
}
