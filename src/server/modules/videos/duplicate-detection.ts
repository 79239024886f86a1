import {
  DUPLICATE_GROUP_MAX,
  REUPLOAD_DURATION_TOLERANCE_S,
  SIMILAR_TITLE_THRESHOLD,
  type DuplicateKind,
} from '../../../shared/constants/duplicates.ts';

// Turning what the repository read into duplicate groups (ADR 0018), in process: at 56k videos the title pass
// is tens of milliseconds here, against seconds for the same regular expression inside PGlite.

export interface TitleRow {
  video_id: string;
  duration: number | null;
  title: string;
}

export interface FoundGroup {
  kind: DuplicateKind;
  videoIds: string[];
  /** The lowest similarity that joined the group (similar titles). */
  similarity?: number;
}

const DECOMPOSED = /[\u0300-\u036f\u1100-\u11ff]/;
/** Letters and digits kept: Latin (with accents), Hangul syllables and jamo, kana, CJK ideographs. */
const NOT_LETTER_OR_DIGIT = /[^0-9a-z\u00c0-\u024f\u3131-\u318e\uac00-\ud7a3\u3040-\u30ff\u4e00-\u9fff]+/g;

/** NFC, lower case, only letters and digits: brackets, emoji, punctuation and whitespace go. */
export function normaliseTitle(title: string): string {
  // NFC only where something is decomposed (rare; normalising every title costs more than the rest).
  const composed = DECOMPOSED.test(title) ? title.normalize('NFC') : title;
  return composed.toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
}

/** (a) Ids equal but for letter case. */
export function sameVideoGroups(groups: readonly string[][]): FoundGroup[] {
  return groups.map((videoIds) => ({ kind: 'same_video' as const, videoIds }));
}

/**
 * (b) Re-uploads: equal normalised titles, and within one title, runs (by length) whose every member is within
 * 2 s of the run's first. A run larger than 20 is a family of templated titles, not re-uploads, and is left out.
 */
export function reuploadGroups(rows: readonly TitleRow[]): FoundGroup[] {
  const byTitle = new Map<string, TitleRow[]>();
  for (const row of rows) {
    if (row.duration === null) continue;
    const key = normaliseTitle(row.title);
    if (key.length < 2) continue;
    const list = byTitle.get(key);
    if (list) list.push(row);
    else byTitle.set(key, [row]);
  }
  const groups: FoundGroup[] = [];
  for (const list of byTitle.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => a.duration! - b.duration! || (a.video_id < b.video_id ? -1 : 1));
    let start = 0;
    for (let i = 1; i <= list.length; i += 1) {
      if (i < list.length && list[i]!.duration! - list[start]!.duration! <= REUPLOAD_DURATION_TOLERANCE_S) continue;
      const size = i - start;
      if (size > 1 && size <= DUPLICATE_GROUP_MAX) groups.push({ kind: 'reupload', videoIds: list.slice(start, i).map((r) => r.video_id) });
      start = i;
    }
  }
  return groups;
}

// MinHash with 4 bands of 3 rows: two titles with Jaccard 0.8 share a band with probability 0.94, at 0.9 0.995.
const BANDS = 4;
const ROWS = 3;
/** Odd multipliers and offsets of the multiply-add hashes, one per row of every band. */
const MULTIPLIERS = Uint32Array.from({ length: BANDS * ROWS }, (_, i) => (Math.imul(0x9e3779b1, i + 1) | 1) >>> 0);
const OFFSETS = Uint32Array.from({ length: BANDS * ROWS }, (_, i) => Math.imul(0x85ebca6b, i + 7) >>> 0);
/** A bucket holding more titles than this is a templated family (its group would pass the cap anyway); its pairs are not checked. */
const BUCKET_MAX = 2 * DUPLICATE_GROUP_MAX;

function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Distinct bigrams of a title as sorted integers (the two UTF-16 code units side by side). */
function bigramCodes(text: string): Int32Array {
  const out = new Int32Array(Math.max(0, text.length - 1));
  for (let i = 0; i + 1 < text.length; i += 1) out[i] = (text.charCodeAt(i) << 16) | text.charCodeAt(i + 1);
  out.sort();
  let n = 0;
  for (let i = 0; i < out.length; i += 1) if (i === 0 || out[i] !== out[i - 1]) out[n++] = out[i]!;
  return out.slice(0, n);
}

function jaccard(a: Int32Array, b: Int32Array): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a[i]! < b[j]!) i += 1;
    else j += 1;
  }
  return shared / (a.length + b.length - shared);
}

/**
 * (c) Near duplicates: title bigram Jaccard ≥ 0.8 between different normalised titles. Candidates come from
 * MinHash bands (locality-sensitive hashing: a pair at 0.8 is a candidate 94% of the time, at 0.9 99.5%), each
 * checked exactly. Pairs join into groups; a group larger than 20 is a templated family and is left out.
 */
export function similarTitleGroups(
  rows: readonly Pick<TitleRow, 'video_id' | 'title'>[],
  threshold = SIMILAR_TITLE_THRESHOLD,
): FoundGroup[] {
  const titles = new Map<string, string[]>();
  for (const row of rows) {
    const key = normaliseTitle(row.title);
    if (key.length < 4) continue;
    const ids = titles.get(key);
    if (ids) ids.push(row.video_id);
    else titles.set(key, [row.video_id]);
  }
  const keys = [...titles.keys()];
  const grams = keys.map(bigramCodes);
  const buckets = new Map<number, number[]>();
  const signature = new Uint32Array(BANDS * ROWS);
  grams.forEach((list, index) => {
    signature.fill(0xffffffff);
    for (let g = 0; g < list.length; g += 1) {
      const base = mix(list[g]!);
      for (let s = 0; s < signature.length; s += 1) {
        const h = (Math.imul(base, MULTIPLIERS[s]!) + OFFSETS[s]!) >>> 0;
        if (h < signature[s]!) signature[s] = h;
      }
    }
    for (let band = 0; band < BANDS; band += 1) {
      // One number per band (a collision only adds a pair that the exact check then refuses).
      let key = band;
      for (let r = 0; r < ROWS; r += 1) key = (key * 65_599 + signature[band * ROWS + r]!) % 9_007_199_254_740_881;
      const members = buckets.get(key);
      if (members) members.push(index);
      else buckets.set(key, [index]);
    }
  });

  const parent = keys.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const lowest = new Map<number, number>();
  for (const members of buckets.values()) {
    if (members.length < 2 || members.length > BUCKET_MAX) continue;
    for (let a = 0; a < members.length; a += 1) {
      const x = members[a]!;
      const xs = grams[x]!;
      for (let b = a + 1; b < members.length; b += 1) {
        const y = members[b]!;
        const ys = grams[y]!;
        if (Math.min(xs.length, ys.length) < threshold * Math.max(xs.length, ys.length)) continue;
        const similarity = jaccard(xs, ys);
        if (similarity < threshold) continue;
        const rx = find(x);
        const ry = find(y);
        parent[rx] = ry;
        lowest.set(ry, Math.min(similarity, lowest.get(rx) ?? 1, lowest.get(ry) ?? 1));
      }
    }
  }
  const members = new Map<number, string[]>();
  keys.forEach((key, i) => {
    const root = find(i);
    const list = members.get(root);
    if (list) list.push(...titles.get(key)!);
    else members.set(root, [...titles.get(key)!]);
  });
  const groups: FoundGroup[] = [];
  for (const [root, videoIds] of members) {
    if (!lowest.has(root) || videoIds.length > DUPLICATE_GROUP_MAX) continue;
    groups.push({ kind: 'similar', videoIds, similarity: Math.floor(lowest.get(root)! * 100) / 100 });
  }
  return groups;
}
