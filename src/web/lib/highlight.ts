// Splits text into plain and highlighted pieces (R-SEARCH-06 highlighter); rendered as React nodes, never HTML.
import { SEARCH_RELATED_TERMS_MAX } from '../../shared/constants/catalogue.ts';

export interface HighlightSegment {
  text: string;
  /** 'term' = a searched word, 'related' = a synonym or expansion. */
  match: 'term' | 'related' | null;
}

/** Words of two or more characters, longest first so '소화기' wins over '소화'. */
export function highlightTerms(terms: readonly string[], relatedTerms: readonly string[] = []) {
  const clean = (list: readonly string[]) =>
    list
      .flatMap((term) => term.normalize('NFC').split(/\s+/))
      .map((word) => word.trim())
      .filter((word) => [...word].length >= 2);
  const main = new Set(clean(terms).map((w) => w.toLowerCase()));
  const related = clean(relatedTerms.slice(0, SEARCH_RELATED_TERMS_MAX))
    .map((w) => w.toLowerCase())
    .filter((w) => !main.has(w));
  return [
    ...[...main].map((word) => ({ word, match: 'term' as const })),
    ...[...new Set(related)].map((word) => ({ word, match: 'related' as const })),
  ].sort((a, b) => b.word.length - a.word.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function splitHighlights(text: string, terms: readonly string[], relatedTerms: readonly string[] = []): HighlightSegment[] {
  const source = text.normalize('NFC');
  const words = highlightTerms(terms, relatedTerms);
  if (!words.length || !source) return [{ text: source, match: null }];
  const kinds = new Map(words.map((w) => [w.word, w.match]));
  const pattern = new RegExp(`(${words.map((w) => escapeRegExp(w.word)).join('|')})`, 'giu');
  const segments: HighlightSegment[] = [];
  for (const piece of source.split(pattern)) {
    if (!piece) continue;
    const match = kinds.get(piece.toLowerCase()) ?? null;
    const last = segments[segments.length - 1];
    if (last && last.match === null && match === null) last.text += piece;
    else segments.push({ text: piece, match });
  }
  return segments;
}

/** The query box's words as terms (first two of two or more characters, as the server matches). */
export function queryTerms(query: string | null | undefined): string[] {
  if (!query) return [];
  return query
    .normalize('NFC')
    .split(/\s+/)
    .filter((word) => [...word].length >= 2)
    .slice(0, 2);
}
