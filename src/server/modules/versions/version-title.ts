// A title without its version markers (issue 22): "[수어] 지진 대피 요령", "지진 대피 요령 (자막)" and
// "지진 대피 요령 #shorts" all come down to the same key, and the marker names the kind. Markers are data
// (VERSION_MARKERS in shared/constants/versions.ts); only the matching rules live here.
import { MARKER_COMPANIONS, VERSION_MARKERS, type VersionKind } from '../../../shared/constants/versions.ts';

export interface MarkedTitle {
  /** NFC, lower case, letters and digits only, markers removed: equal keys are the same item. */
  key: string;
  /** The kind the first marker names, or null (no marker: a candidate original). */
  kind: Exclude<VersionKind, 'original'> | null;
  language: string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');
// A marker stands alone: not inside a word ("수화기", "CCTV" and "자막대" are not markers).
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const COMPANIONS = `(?:\\s*(?:${MARKER_COMPANIONS.map(escape).join('|')}))?`;
/** Every marker in one expression, longest first so "수어 통역" is taken whole before "수어"; spaces may vary. */
const MARKERS = new RegExp(
  `${EDGE_BEFORE}(${[...VERSION_MARKERS]
    .sort((a, b) => b.text.length - a.text.length)
    .map((marker) => escape(marker.text).replace(/ /g, '\\s*'))
    .join('|')})${COMPANIONS}${EDGE_AFTER}`,
  'giu',
);
/** The same texts without the edge checks: most titles hold none of them, and this tells so cheaply. */
const ANY_MARKER = new RegExp(VERSION_MARKERS.map((marker) => escape(marker.text).replace(/ /g, '\\s*')).join('|'), 'iu');
const BY_TEXT = new Map(VERSION_MARKERS.map((marker) => [squeeze(marker.text), marker]));
/** Brackets whose content is only markers and their companions go whole, brackets included. */
const BRACKETED = /[[(【〔〈<「『]([^\])】〕〉>」』]{0,40})[\])】〕〉>」』]/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/** Strips version markers from a title and tells the kind the first one names. */
export function markedTitle(title: string): MarkedTitle {
  const nfc = title.normalize('NFC');
  if (!ANY_MARKER.test(nfc)) return { key: nfc.toLowerCase().replace(NOT_LETTER_OR_DIGIT, ''), kind: null, language: null };
  let first: (typeof VERSION_MARKERS)[number] | undefined;
  const stripped = nfc.replace(MARKERS, (_whole, marker: string) => {
    first ??= BY_TEXT.get(squeeze(marker));
    return ' ';
  });
  // A bracket left holding nothing but punctuation ("[ ]", "( - )") goes too.
  const text = first
    ? stripped.replace(BRACKETED, (whole, inner: string) => (inner.replace(NOT_LETTER_OR_DIGIT, '') === '' ? ' ' : whole))
    : stripped;
  const marker = first as (typeof VERSION_MARKERS)[number] | undefined;
  return { key: text.toLowerCase().replace(NOT_LETTER_OR_DIGIT, ''), kind: marker?.kind ?? null, language: marker?.language ?? null };
}
