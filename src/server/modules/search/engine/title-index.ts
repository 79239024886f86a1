// Title lookups for the bonuses a query reads first (so its early stop can leave them out): the loaded
// slots whose title holds each token, and the slots grouped by the first two characters of their
// title written without spaces (exact-title and title-start candidates).
import type { DocColumns } from './doc-columns.ts';
import { FIELD, FIELD_BITS } from './postings.ts';

const EMPTY = new Uint32Array(0);

export class TitleIndex {
  readonly #offsets: Uint32Array;
  readonly #slots: Uint32Array;
  readonly #byPrefix: Map<string, Uint32Array>;

  constructor(offsets: Uint32Array, slots: Uint32Array, byPrefix: Map<string, Uint32Array>) {
    this.#offsets = offsets;
    this.#slots = slots;
    this.#byPrefix = byPrefix;
  }

  static empty(): TitleIndex {
    return new TitleIndex(new Uint32Array(1), EMPTY, new Map());
  }

  /** From the posting block (entries ascending per token) and the loaded slots' titles. */
  static build(tokenCount: number, offsets: Uint32Array, entries: Uint32Array, docs: DocColumns, sorted: number): TitleIndex {
    const titleOffsets = new Uint32Array(tokenCount + 1);
    for (let token = 0; token < tokenCount; token += 1) {
      let count = 0;
      for (let i = offsets[token]!; i < offsets[token + 1]!; i += 1) if (entries[i]! & FIELD.title) count += 1;
      titleOffsets[token + 1] = titleOffsets[token]! + count;
    }
    const slots = new Uint32Array(titleOffsets[tokenCount]!);
    let at = 0;
    for (let token = 0; token < tokenCount; token += 1) {
      for (let i = offsets[token]!; i < offsets[token + 1]!; i += 1)
        if (entries[i]! & FIELD.title) slots[at++] = entries[i]! >>> FIELD_BITS;
    }
    const groups = new Map<string, number[]>();
    for (let slot = 0; slot < sorted; slot += 1) {
      const key = prefixKey(docs, slot);
      const list = groups.get(key);
      if (list) list.push(slot);
      else groups.set(key, [slot]);
    }
    return new TitleIndex(titleOffsets, slots, new Map([...groups].map(([key, list]) => [key, Uint32Array.from(list)])));
  }

  /** Loaded slots whose title holds the token (ascending). */
  slotsWithToken(token: number): Uint32Array {
    if (token + 1 >= this.#offsets.length) return EMPTY;
    return this.#slots.subarray(this.#offsets[token]!, this.#offsets[token + 1]!);
  }

  /** Loaded slots whose compact title starts with the first two characters of `text` (to be checked in full). */
  startingLike(text: string): Uint32Array {
    return this.#byPrefix.get(text.slice(0, 2)) ?? EMPTY;
  }

  bytes(): number {
    let prefix = 0;
    for (const list of this.#byPrefix.values()) prefix += list.byteLength + 64;
    return this.#offsets.byteLength + this.#slots.byteLength + prefix;
  }
}

function prefixKey(docs: DocColumns, slot: number): string {
  const start = docs.titleStart[slot]!;
  const length = Math.min(2, docs.titleLength[slot]!);
  return String.fromCharCode(...docs.titlePool.subarray(start, start + length));
}
