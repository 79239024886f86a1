// Posting lists: for every token, the documents holding it and in which fields (a 4-bit mask).
// An entry is packed as slot << 4 | fields. The bulk of the lists is one immutable block (CSR:
// offsets + entries, built at load); documents added later go to small per-token lists (the delta)
// until the next compaction folds them in.

export const FIELD = { title: 1, channel: 2, tags: 4, description: 8 } as const;
export const FIELD_BITS = 4;

export class PostingStore {
  #offsets: Uint32Array = new Uint32Array(1);
  #entries: Uint32Array = new Uint32Array(0);
  #delta = new Map<number, number[]>();
  #deltaEntries = 0;

  /** Replaces the block with lists built from (token, entry) pairs; the delta is emptied. */
  setBlock(offsets: Uint32Array, entries: Uint32Array): void {
    this.#offsets = offsets;
    this.#entries = entries;
    this.#delta.clear();
    this.#deltaEntries = 0;
  }

  add(token: number, entry: number): void {
    const list = this.#delta.get(token);
    if (list) list.push(entry);
    else this.#delta.set(token, [entry]);
    this.#deltaEntries += 1;
  }

  /** The block's arrays, read directly by the query loop. */
  get offsets(): Uint32Array {
    return this.#offsets;
  }

  get entries(): Uint32Array {
    return this.#entries;
  }

  /** Entries added after the block was built (ascending slots), or undefined. */
  deltaOf(token: number): readonly number[] | undefined {
    return this.#delta.get(token);
  }

  get deltaEntries(): number {
    return this.#deltaEntries;
  }

  get blockEntries(): number {
    return this.#entries.length;
  }

  /** Number of entries of a token (documents holding it, dead ones included). */
  length(token: number): number {
    const block = token + 1 < this.#offsets.length ? this.#offsets[token + 1]! - this.#offsets[token]! : 0;
    return block + (this.#delta.get(token)?.length ?? 0);
  }

  bytes(): number {
    return this.#offsets.byteLength + this.#entries.byteLength + this.#deltaEntries * 8 + this.#delta.size * 48;
  }
}

/** Builds a block from pairs appended in any order (counting sort by token), in fixed-size chunks so growth never copies. */
export class BlockBuilder {
  static readonly CHUNK = 1 << 20;
  #tokens: Uint32Array[] = [];
  #entries: Uint32Array[] = [];
  #size = 0;

  push(token: number, entry: number): void {
    const within = this.#size % BlockBuilder.CHUNK;
    if (within === 0) {
      this.#tokens.push(new Uint32Array(BlockBuilder.CHUNK));
      this.#entries.push(new Uint32Array(BlockBuilder.CHUNK));
    }
    const chunk = this.#tokens.length - 1;
    this.#tokens[chunk]![within] = token;
    this.#entries[chunk]![within] = entry;
    this.#size += 1;
  }

  build(tokenCount: number): { offsets: Uint32Array; entries: Uint32Array } {
    const offsets = new Uint32Array(tokenCount + 1);
    this.#each((token) => (offsets[token + 1]! += 1));
    for (let t = 0; t < tokenCount; t += 1) offsets[t + 1]! += offsets[t]!;
    const fill = offsets.slice(0, tokenCount);
    const entries = new Uint32Array(this.#size);
    this.#each((token, entry) => (entries[fill[token]!++] = entry));
    this.#tokens = [];
    this.#entries = [];
    return { offsets, entries };
  }

  #each(visit: (token: number, entry: number) => void): void {
    for (let c = 0; c < this.#tokens.length; c += 1) {
      const tokens = this.#tokens[c]!;
      const entries = this.#entries[c]!;
      const end = Math.min(BlockBuilder.CHUNK, this.#size - c * BlockBuilder.CHUNK);
      for (let i = 0; i < end; i += 1) visit(tokens[i]!, entries[i]!);
    }
  }
}
