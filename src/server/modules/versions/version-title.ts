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
// A marker stands alone: not inside a word ("수화기", "CCTV" and "자막대" are not markers).
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const COMPANIONS = `(?:\\s*(?:${MARKER_COMPANIONS.map(escape).join('|')}))?`;
const MARKERS = [...VERSION_MARKERS]
  .sort((a, b) => b.text.length - a.text.length)
  .map((marker) => ({
    ...marker,
    pattern: new RegExp(
      `${marker.text.startsWith('#') ? '' : EDGE_BEFORE}${escape(marker.text).replace(/\\? /g, '\\s*')}${COMPANIONS}${EDGE_AFTER}`,
      'iu',
    ),
  }));
/** Brackets whose content is only markers and their companions go whole, brackets included. */
const BRACKETED = /[[(【〔〈<「『]([^\])】〕〉>」』]{1,40})[\])】〕〉>」』]/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/** Strips version markers from a title and tells the kind the first one names. */
export function markedTitle(title: string): MarkedTitle {
  let text = title.normalize('NFC');
  let found: (typeof MARKERS)[number] | null = null;
  const note = (marker: (typeof MARKERS)[number]) => {
    if (!found) found = marker;
  };
  // Markers anywhere; a bracket left holding nothing but punctuation disappears with the rest below.
  for (;;) {
    const marker = MARKERS.find((m) => m.pattern.test(text));
    if (!marker) break;
    note(marker);
    text = text.replace(marker.pattern, ' ');
  }
  text = text.replace(BRACKETED, (whole, inner: string) => (inner.replace(NOT_LETTER_OR_DIGIT, '') === '' ? ' ' : whole));
  const key = text.toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
  const marker = found as (typeof MARKERS)[number] | null;
  return { key, kind: marker?.kind ?? null, language: marker?.language ?? null };
}
