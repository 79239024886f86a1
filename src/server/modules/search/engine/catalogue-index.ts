// The in-memory index of the published catalogue: interned tokens, posting lists with field masks,
// per-document columns. Documents are numbered (slots) in static-rank order, so the lists can be read
// best-first, block by block, and a query stops once no later block can change its answer.
// PostgreSQL stays the source of truth (docs/decisions/0019-in-memory-search-index.md).
import { normalizeSearchText } from '../../../../shared/search/text.ts';
import { computeBounds, emptyBounds, type BlockBounds } from './block-bounds.ts';
import { DocColumns } from './doc-columns.ts';
import { ForwardIndex } from './forward-index.ts';
import { BlockBuilder, FIELD, FIELD_BITS, PostingStore } from './postings.ts';
import { TermDictionary } from './term-dictionary.ts';
import { TitleIndex } from './title-index.ts';

/** Slots per block: the unit a query reads before it checks whether it can stop. */
export const DEFAULT_BLOCK_SIZE = 2048;

export interface IndexRow {
  id: number;
  title: string;
  channel_name: string;
  tags: string[] | null;
  description: string;
  static_rank: number;
  upload_date: Date | string;
  duration: number | null;
  view_count: number;
  like_count: number;
  channel_type: string | null;
  /** Our Shorts heuristic (videos.is_short); absent counts as not a Short. */
  is_short?: boolean | undefined;
}

/** Distinct tokens of a document with the fields they occur in. */
export function documentTokens(row: Pick<IndexRow, 'title' | 'channel_name' | 'tags' | 'description'>): Map<string, number> {
  const tokens = new Map<string, number>();
  const add = (text: string | null | undefined, field: number) => {
    if (!text) return;
    for (const token of normalizeSearchText(text).split(' ')) if (token) tokens.set(token, (tokens.get(token) ?? 0) | field);
  };
  add(row.title, FIELD.title);
  add(row.channel_name, FIELD.channel);
  for (const tag of row.tags ?? []) add(tag, FIELD.tags);
  add(row.description, FIELD.description);
  return tokens;
}

export function compactTitle(title: string): string {
  return normalizeSearchText(title).replace(/ /g, '');
}

export class CatalogueIndex {
  readonly terms: TermDictionary;
  readonly postings = new PostingStore();
  readonly docs = new DocColumns();
  /** Slots below this were loaded in rank order and live in the posting block. */
  sortedCount = 0;
  bounds: BlockBounds = emptyBounds();
  /** Per token: loaded videos holding it as a tag word (the lexicon's source). */
  tagCounts = new Uint32Array(0);
  /** Per token: every field it occurs in anywhere (OR of its entries) — caps a query's best score. */
  tokenFields = new Uint8Array(0);
  titles: TitleIndex = TitleIndex.empty();
  /** The loaded documents' tokens (scoring one document directly). */
  forward: ForwardIndex = ForwardIndex.empty();
  /** Ids of the loaded slots, ascending, with their slots (binary search). */
  #idsSorted = new Float64Array(0);
  #slotsById = new Int32Array(0);
  /** Slots added after the load, by video id. */
  readonly #added = new Map<number, number>();
  #builder: BlockBuilder | null = new BlockBuilder();
  #lastLoaded: { rank: number; id: number } | null = null;

  readonly blockSize: number;

  constructor(options: { blockSize?: number } = {}) {
    this.terms = new TermDictionary();
    this.blockSize = options.blockSize ?? DEFAULT_BLOCK_SIZE;
  }

  get liveCount(): number {
    return this.docs.count - this.docs.dead;
  }

  /** Adds a row during the initial load; rows come best first (static rank, then id, descending). */
  load(row: IndexRow): void {
    if (!this.#builder) throw new Error('the index is already built');
    const rank = Math.fround(Number(row.static_rank));
    const last = this.#lastLoaded;
    if (last && (rank > last.rank || (rank === last.rank && row.id >= last.id))) throw new Error('rows must come in static-rank order');
    this.#lastLoaded = { rank, id: row.id };
    const slot = this.#append(row);
    for (const [token, fields] of documentTokens(row)) this.#builder.push(this.terms.intern(token), (slot << FIELD_BITS) | fields);
  }

  /** Ends the initial load: the collected lists become the block, ids become searchable. */
  finishLoad(): void {
    if (!this.#builder) return;
    const { offsets, entries } = this.#builder.build(this.terms.size);
    this.postings.setBlock(offsets, entries);
    this.#builder = null;
    this.sortedCount = this.docs.count;
    const order = Array.from({ length: this.sortedCount }, (_, slot) => slot).sort((a, b) => this.docs.dbId[a]! - this.docs.dbId[b]!);
    this.#idsSorted = Float64Array.from(order, (slot) => this.docs.dbId[slot]!);
    this.#slotsById = Int32Array.from(order);
    this.bounds = computeBounds(this.docs, this.sortedCount, this.blockSize);
    this.tagCounts = new Uint32Array(this.terms.size);
    this.tokenFields = new Uint8Array(this.terms.size);
    for (let token = 0; token < this.terms.size; token += 1) {
      let count = 0;
      let fields = 0;
      for (let i = offsets[token]!; i < offsets[token + 1]!; i += 1) {
        const entry = entries[i]!;
        if (entry & FIELD.tags) count += 1;
        fields |= entry & 15;
      }
      this.tagCounts[token] = count;
      this.tokenFields[token] = fields;
    }
    this.titles = TitleIndex.build(this.terms.size, offsets, entries, this.docs, this.sortedCount);
    this.forward = ForwardIndex.fromBlock(this.terms.size, offsets, entries, this.sortedCount);
  }

  /** Adds or replaces one published video (after the load). */
  upsert(row: IndexRow): void {
    this.remove(row.id);
    const slot = this.#append(row);
    this.#added.set(row.id, slot);
    for (const [text, fields] of documentTokens(row)) {
      const token = this.terms.intern(text);
      this.postings.add(token, (slot << FIELD_BITS) | fields);
      if (token >= this.tokenFields.length) {
        const grown = new Uint8Array(Math.max(this.terms.size, this.tokenFields.length * 2));
        grown.set(this.tokenFields);
        this.tokenFields = grown;
      }
      this.tokenFields[token]! |= fields;
    }
  }

  /** Drops a video (unpublished, deleted); unknown ids are ignored. */
  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot === -1) return;
    this.docs.kill(slot);
    this.#added.delete(id);
  }

  /** The live slot of a video, or -1. */
  slotOf(id: number): number {
    const added = this.#added.get(id);
    if (added !== undefined) return this.docs.alive[added] ? added : -1;
    const ids = this.#idsSorted;
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const value = ids[mid]!;
      if (value === id) {
        const slot = this.#slotsById[mid]!;
        return this.docs.alive[slot] ? slot : -1;
      }
      if (value < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  #append(row: IndexRow): number {
    return this.docs.append({
      id: Number(row.id),
      staticRank: Number(row.static_rank),
      uploadMs: new Date(row.upload_date).getTime(),
      duration: row.duration,
      views: Number(row.view_count),
      likes: Number(row.like_count),
      channelType: row.channel_type,
      isShort: row.is_short === true,
      compactTitle: compactTitle(row.title),
    });
  }

  /** Share of the index that later additions and removals have made untidy (drives a rebuild). */
  get untidiness(): number {
    const total = Math.max(1, this.docs.count);
    return Math.max(this.docs.dead / total, (this.docs.count - this.sortedCount) / total);
  }

  bytes(): { postings: number; columns: number; ids: number } {
    return {
      postings:
        this.postings.bytes() + this.titles.bytes() + this.forward.bytes() + this.tagCounts.byteLength + this.tokenFields.byteLength,
      columns: this.docs.bytes(),
      ids: this.#idsSorted.byteLength + this.#slotsById.byteLength + this.#added.size * 40,
    };
  }
}
