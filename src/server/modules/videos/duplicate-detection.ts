import {
  DUPLICATE_GROUP_MAX,
  REUPLOAD_DURATION_TOLERANCE_S,
  SIMILAR_TITLE_THRESHOLD,
  type DuplicateKind,
} from '../../../shared/constants/duplicates.ts';

// Turning what the repository found into duplicate groups (ADR 0018).

export interface FoundGroup {
  kind: DuplicateKind;
  videoIds: string[];
  /** The lowest similarity that joined the group (similar titles). */
  similarity?: number;
}

/** The same letters as the SQL title key (Korean, Latin, CJK, kana, digits), for the similarity pass. */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^0-9a-zà-öø-ÿ가-힣ㄱ-ㆎ一-鿿ぁ-ヿ]+/g, '');
}

/** (a) Ids equal but for letter case. */
export function sameVideoGroups(groups: readonly string[][]): FoundGroup[] {
  return groups.map((videoIds) => ({ kind: 'same_video' as const, videoIds }));
}

/**
 * (b) Re-uploads: within one title key (videos in length order), runs whose every member is within 2 s of
 * the run's first. A run larger than 20 is a family of templated titles, not re-uploads, and is left out.
 */
export function reuploadGroups(keys: readonly { ids: string[]; durations: number[] }[]): FoundGroup[] {
  const groups: FoundGroup[] = [];
  for (const { ids, durations } of keys) {
    let start = 0;
    for (let i = 1; i <= ids.length; i += 1) {
      if (i < ids.length && durations[i]! - durations[start]! <= REUPLOAD_DURATION_TOLERANCE_S) continue;
      const size = i - start;
      if (size > 1 && size <= DUPLICATE_GROUP_MAX) groups.push({ kind: 'reupload', videoIds: ids.slice(start, i) });
      start = i;
    }
  }
  return groups;
}

function bigrams(text: string): string[] {
  const set = new Set<string>();
  for (let i = 0; i + 1 < text.length; i += 1) set.add(text.slice(i, i + 2));
  return [...set];
}

// MinHash with 5 bands of 4 rows: two titles with Jaccard 0.8 share a band with probability 0.93, at 0.9 0.999.
const BANDS = 5;
const ROWS = 4;
const SEEDS = Array.from({ length: BANDS * ROWS }, (_, i) => Math.imul(0x9e3779b1, i + 1) >>> 0);

function hash(token: string, seed: number): number {
  let h = seed ^ 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) >>> 0;
}

function jaccard(a: ReadonlySet<string>, b: readonly string[]): number {
  let shared = 0;
  for (const t of b) if (a.has(t)) shared += 1;
  return shared / (a.size + b.length - shared);
}

/**
 * (c) Near duplicates: title bigram Jaccard ≥ 0.8 between different normalised titles. Candidates come from
 * MinHash bands (locality-sensitive hashing; a pair at 0.8 is a candidate 93% of the time, at 0.9 99.9%), each
 * checked exactly. Pairs join into groups; a group larger than 20 is a templated family and is left out.
 */
export function similarTitleGroups(
  rows: readonly { video_id: string; title: string }[],
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
  const tokens = keys.map(bigrams);
  const buckets = new Map<string, number[]>();
  tokens.forEach((list, index) => {
    const signature: number[] = [];
    for (const seed of SEEDS) {
      let min = 0xffffffff;
      for (const token of list) {
        const h = hash(token, seed);
        if (h < min) min = h;
      }
      signature.push(min);
    }
    for (let band = 0; band < BANDS; band += 1) {
      const bucket = `${band}:${signature.slice(band * ROWS, band * ROWS + ROWS).join(',')}`;
      const members = buckets.get(bucket);
      if (members) members.push(index);
      else buckets.set(bucket, [index]);
    }
  });

  const parent = keys.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const lowest = new Map<number, number>();
  const checked = new Set<number>();
  for (const members of buckets.values()) {
    if (members.length < 2 || members.length > 200) continue;
    for (let a = 0; a < members.length; a += 1) {
      const x = members[a]!;
      const own = new Set(tokens[x]!);
      for (let b = a + 1; b < members.length; b += 1) {
        const y = members[b]!;
        const pair = x < y ? x * keys.length + y : y * keys.length + x;
        if (checked.has(pair)) continue;
        checked.add(pair);
        const ys = tokens[y]!;
        if (Math.min(own.size, ys.length) < threshold * Math.max(own.size, ys.length)) continue;
        const similarity = jaccard(own, ys);
        if (similarity < threshold) continue;
        const [rx, ry] = [find(x), find(y)];
        const low = Math.min(similarity, lowest.get(rx) ?? 1, lowest.get(ry) ?? 1);
        parent[rx] = ry;
        lowest.set(ry, low);
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
