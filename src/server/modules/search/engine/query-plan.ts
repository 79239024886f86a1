// What a query needs before it reads the lists: the request and answer types, the filters, and per
// word the tokens to read (the word's own and its related terms'), with reusable buffers.
import type { ShortsFilter } from '../../../../shared/constants/catalogue.ts';
import type { ParsedQuery } from '../../../../shared/search/query.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { NO_DURATION } from './doc-columns.ts';
import { FIELD_BITS } from './postings.ts';

export type SearchSort = 'relevance' | 'view_count' | 'upload_date' | 'like_count';

export interface SearchFilter {
  period?: 'all' | 'today' | 'week' | 'month' | 'year' | undefined;
  duration?: 'short' | 'medium' | 'long' | undefined;
  minViews?: number | undefined;
  channelType?: string | undefined;
  shorts?: ShortsFilter | undefined;
  /** Keeps only the videos (by videos.id) it allows: accessible versions and life stages, worked out by the caller. */
  allows?: ((id: number) => boolean) | undefined;
}

export interface QueryRequest {
  parsed: ParsedQuery;
  filter: SearchFilter;
  sort: SearchSort;
  /** How many of the best matches to return, in order. */
  take: number;
  /** Matches are counted up to one past this (Infinity counts all). */
  countLimit: number;
  now: Date;
}

export interface QueryHit {
  id: number;
  /** Relevance score (null for other sorts). */
  score: number | null;
}

export interface QueryResult {
  hits: QueryHit[];
  /** Matches passing the filters; at least countLimit + 1 when `capped`. */
  total: number;
  capped: boolean;
  /** Matches before the filters (exact when nothing passed them). */
  unfiltered: number;
  /** What the query read (for the benchmark's notes): blocks of slots, posting entries. */
  read: { blocks: number; entries: number };
}

/** Oldest upload time a period keeps (calendar months and years, like PostgreSQL's intervals). */
export function periodStart(period: SearchFilter['period'], now: Date): number {
  const d = new Date(now.getTime());
  switch (period) {
    case 'today':
      return now.getTime() - 86_400_000;
    case 'week':
      return now.getTime() - 7 * 86_400_000;
    case 'month':
      d.setUTCMonth(d.getUTCMonth() - 1);
      return d.getTime();
    case 'year':
      d.setUTCFullYear(d.getUTCFullYear() - 1);
      return d.getTime();
    default:
      return -Infinity;
  }
}

export function durationFits(duration: NonNullable<SearchFilter['duration']>, seconds: number): boolean {
  if (seconds === NO_DURATION) return false;
  if (duration === 'short') return seconds < 240;
  if (duration === 'medium') return seconds >= 240 && seconds <= 1200;
  return seconds > 1200;
}

/** What the filters read of a video outside the index (search pins): the columns the engine filters on. */
export interface FilterableVideo {
  id: number;
  uploadMs: number;
  duration: number | null;
  views: number;
  channelType: string | null;
  isShort: boolean;
}

/** The engine's filters for one video held outside the index (pinned videos): the same rules, in the same order. */
export function passesFilter(filter: SearchFilter, video: FilterableVideo, now: Date): boolean {
  if (video.uploadMs < periodStart(filter.period, now)) return false;
  if (filter.channelType && video.channelType !== filter.channelType) return false;
  if (video.views < (filter.minViews ?? 0)) return false;
  if (filter.shorts && video.isShort !== (filter.shorts === 'only')) return false;
  if (filter.duration && !durationFits(filter.duration, video.duration ?? NO_DURATION)) return false;
  if (filter.allows && !filter.allows(video.id)) return false;
  return true;
}

/** Reusable per-group buffers: a query touches only its matches and clears only those. */
export class Scratch {
  masks: Uint8Array[] = [];
  touched: Int32Array[] = [];
  /** Slots already offered (title tier), skipped by the block reader. */
  done = new Uint8Array(0);
  doneList = new Int32Array(0);
  /** Per slot: bit g set when the document holds group g anywhere (title passes of several words). */
  member = new Uint8Array(0);
  memberList = new Int32Array(0);
  /** Per slot: 1 when a field holds the searched words written together (a token containing the phrase). */
  literal = new Uint8Array(0);
  literalList = new Int32Array(0);
  /** Per token: which groups hold it, as word (bit 2g) or related term (bit 2g+1). */
  tokenFlags = new Uint8Array(0);
  size = 0;

  ensure(groups: number, size: number): void {
    if (size > this.size) {
      this.size = Math.ceil(size * 1.25) + 1024;
      this.masks = [];
      this.touched = [];
      this.done = new Uint8Array(this.size);
      this.doneList = new Int32Array(this.size);
      this.member = new Uint8Array(this.size);
      this.memberList = new Int32Array(this.size);
      this.literal = new Uint8Array(this.size);
      this.literalList = new Int32Array(this.size);
    }
    while (this.masks.length < groups) {
      this.masks.push(new Uint8Array(this.size));
      this.touched.push(new Int32Array(this.size));
    }
  }
}

const scratchOf = new WeakMap<CatalogueIndex, Scratch>();

/** The buffers of an index (one query runs at a time: queries are synchronous). */
export function scratchFor(index: CatalogueIndex, groups: number): Scratch {
  let scratch = scratchOf.get(index);
  if (!scratch) scratchOf.set(index, (scratch = new Scratch()));
  scratch.ensure(groups, index.docs.count);
  if (scratch.tokenFlags.length < index.terms.size) scratch.tokenFlags = new Uint8Array(Math.ceil(index.terms.size * 1.25) + 256);
  return scratch;
}

/** One group's tokens: the word's (field bits 0–3) and its related terms' (bits 4–7). */
export interface GroupPlan {
  tokens: Int32Array;
  shifts: Uint8Array;
  /** Read position of each token in the block (sequential pass). */
  cursors: Uint32Array;
  entryCount: number;
  /** The fields any of its tokens occurs in (word bits low, related bits high). */
  fieldUnion: number;
}

export function planGroup(index: CatalogueIndex, word: string | null, related: readonly string[]): GroupPlan {
  const tokens: number[] = [];
  const shifts: number[] = [];
  const seen = new Map<number, number>();
  const add = (token: number, shift: number) => {
    const at = seen.get(token);
    if (at !== undefined) {
      // A token holding both the word and a related term counts as the word.
      if (shift < shifts[at]!) shifts[at] = shift;
      return;
    }
    seen.set(token, tokens.length);
    tokens.push(token);
    shifts.push(shift);
  };
  if (word) for (const token of index.terms.containing(word)) add(token, 0);
  for (const term of related) for (const token of index.terms.containing(term)) add(token, 4);
  let entryCount = 0;
  let fieldUnion = 0;
  tokens.forEach((token, j) => {
    entryCount += index.postings.length(token);
    fieldUnion |= (index.tokenFields[token] ?? 15) << shifts[j]!;
  });
  const cursors = Uint32Array.from(tokens, (token) => index.postings.offsets[token] ?? 0);
  return { tokens: Int32Array.from(tokens), shifts: Uint8Array.from(shifts), cursors, entryCount, fieldUnion };
}

/** First position in [from, to) whose entry is at or past `slot`. */
export function lowerBound(entries: Uint32Array, from: number, to: number, slot: number): number {
  const key = slot << FIELD_BITS;
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
