import {
  DUPLICATE_GROUP_MAX,
  REUPLOAD_DURATION_TOLERANCE_S,
  SIMILAR_TITLE_THRESHOLD,
  type DuplicateKind,
} from '../../../shared/constants/duplicates.ts';

// Finding duplicate videos in process (ADR 0018): one pass over every row's id, title and length.

export interface Candidate {
  video_id: string;
  title: string;
  duration: number | null;
}

export interface FoundGroup {
  kind: DuplicateKind;
  videoIds: string[];
  /** The normalised title (re-uploads) or the lowest similarity that joined the group (similar). */
  title?: string;
  similarity?: number;
}

/** NFC, lower case, only letters and digits: brackets, emoji, punctuation and whitespace go. */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** (a) The same YouTube video in several rows: ids equal but for letter case (an import that changed case). */
export function sameVideoGroups(rows: readonly Candidate[]): FoundGroup[] {
  const byId = new Map<string, string[]>();
  for (const row of rows) {
    const key = row.video_id.toLowerCase();
    const ids = byId.get(key);
    if (ids) ids.push(row.video_id);
    else byId.set(key, [row.video_id]);
  }
  return [...byId.values()].filter((ids) => ids.length > 1).map((videoIds) => ({ kind: 'same_video' as const, videoIds }));
}

/**
 * (b) Re-uploads: equal normalised titles and lengths within 2 s. Within one title, rows sorted by length form
 * runs where each neighbour is within 2 s of the previous one, and every member within 2 s of the first.
 */
export function reuploadGroups(rows: readonly Candidate[]): FoundGroup[] {
  const byTitle = new Map<string, Candidate[]>();
  for (const row of rows) {
    if (row.duration === null) continue;
    const key = normaliseTitle(row.title);
    if (key.length < 2) continue;
    const list = byTitle.get(key);
    if (list) list.push(row);
    else byTitle.set(key, [row]);
  }
  const groups: FoundGroup[] = [];
  for (const [title, list] of byTitle) {
    if (list.length < 2) continue;
    list.sort((a, b) => a.duration! - b.duration! || (a.video_id < b.video_id ? -1 : 1));
    let run: Candidate[] = [list[0]!];
    const close = () => {
      if (run.length > 1 && run.length <= DUPLICATE_GROUP_MAX)
        groups.push({ kind: 'reupload', videoIds: run.map((r) => r.video_id), title });
    };
    for (const row of list.slice(1)) {
      if (row.duration! - run[0]!.duration! <= REUPLOAD_DURATION_TOLERANCE_S) run.push(row);
      else {
        close();
        run = [row];
      }
    }
    close();
  }
  return groups;
}

function bigrams(text: string): string[] {
  const set = new Set<string>();
  for (let i = 0; i + 1 < text.length; i += 1) set.add(text.slice(i, i + 2));
  return [...set];
}

/**
 * (c) Near duplicates: title bigram Jaccard ≥ 0.8 between different normalised titles, found with prefix
 * filtering (each title indexes only its rarest bigrams; two titles that similar must share one of them).
 * Pairs join into groups; a group larger than 20 is a family of templated titles, not duplicates, and is left out.
 */
export function similarTitleGroups(rows: readonly Candidate[], threshold = SIMILAR_TITLE_THRESHOLD): FoundGroup[] {
  const titles = new Map<string, string[]>();
  for (const row of rows) {
    const key = normaliseTitle(row.title);
    if (key.length < 3) continue;
    const ids = titles.get(key);
    if (ids) ids.push(row.video_id);
    else titles.set(key, [row.video_id]);
  }
  const keys = [...titles.keys()];
  const tokens = keys.map(bigrams);
  const frequency = new Map<string, number>();
  for (const list of tokens) for (const token of list) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  for (const list of tokens) list.sort((a, b) => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : 1));
  const order = keys.map((_, i) => i).sort((a, b) => tokens[a]!.length - tokens[b]!.length);

  const parent = keys.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const lowest = new Map<number, number>();
  const index = new Map<string, number[]>();
  for (const x of order) {
    const xs = tokens[x]!;
    const prefix = xs.length - Math.ceil(threshold * xs.length) + 1;
    const seen = new Set<number>([x]);
    const own = new Set(xs);
    for (const token of xs.slice(0, prefix)) {
      for (const y of index.get(token) ?? []) {
        if (seen.has(y)) continue;
        seen.add(y);
        const ys = tokens[y]!;
        if (ys.length < threshold * xs.length) continue;
        let shared = 0;
        for (const t of ys) if (own.has(t)) shared += 1;
        const jaccard = shared / (xs.length + ys.length - shared);
        if (jaccard < threshold) continue;
        const [rx, ry] = [find(x), find(y)];
        const low = Math.min(jaccard, lowest.get(rx) ?? 1, lowest.get(ry) ?? 1);
        parent[rx] = ry;
        lowest.set(ry, low);
      }
      const list = index.get(token);
      if (list) list.push(x);
      else index.set(token, [x]);
    }
  }
  const members = new Map<number, string[]>();
  for (const i of order) {
    const root = find(i);
    const list = members.get(root);
    if (list) list.push(...titles.get(keys[i]!)!);
    else members.set(root, [...titles.get(keys[i]!)!]);
  }
  const groups: FoundGroup[] = [];
  for (const [root, videoIds] of members) {
    if (!lowest.has(root) || videoIds.length > DUPLICATE_GROUP_MAX) continue;
    groups.push({ kind: 'similar', videoIds, similarity: Math.round(lowest.get(root)! * 100) / 100 });
  }
  return groups;
}

export function findDuplicates(rows: readonly Candidate[], kind: DuplicateKind): FoundGroup[] {
  if (kind === 'same_video') return sameVideoGroups(rows);
  if (kind === 'reupload') return reuploadGroups(rows);
  return similarTitleGroups(rows);
}
