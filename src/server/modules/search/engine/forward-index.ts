// Each loaded document's tokens (token << 4 | fields), the posting block turned around: a query
// scores a document it already knows it wants (all its words in the title) without scanning lists.
import { FIELD_BITS } from './postings.ts';

export class ForwardIndex {
  readonly offsets: Uint32Array;
  readonly entries: Uint32Array;

  constructor(offsets: Uint32Array, entries: Uint32Array) {
    this.offsets = offsets;
    this.entries = entries;
  }

  static empty(): ForwardIndex {
    return new ForwardIndex(new Uint32Array(1), new Uint32Array(0));
  }

  /** From the posting block (per token, entries by slot) for slots below `sorted`. */
  static fromBlock(tokenCount: number, offsets: Uint32Array, entries: Uint32Array, sorted: number): ForwardIndex {
    const starts = new Uint32Array(sorted + 1);
    for (let i = 0; i < entries.length; i += 1) starts[(entries[i]! >>> FIELD_BITS) + 1]! += 1;
    for (let slot = 0; slot < sorted; slot += 1) starts[slot + 1]! += starts[slot]!;
    const fill = starts.slice(0, sorted);
    const forward = new Uint32Array(entries.length);
    for (let token = 0; token < tokenCount; token += 1) {
      for (let i = offsets[token]!; i < offsets[token + 1]!; i += 1) {
        const entry = entries[i]!;
        forward[fill[entry >>> FIELD_BITS]!++] = (token << FIELD_BITS) | (entry & 15);
      }
    }
    return new ForwardIndex(starts, forward);
  }

  bytes(): number {
    return this.offsets.byteLength + this.entries.byteLength;
  }
}
