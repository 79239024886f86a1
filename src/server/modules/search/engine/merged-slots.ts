// Several ascending slot lists read as one ascending sequence without repeats (a k-way merge on a
// small heap), so a pass can walk the union best rank first and stop early.

export class MergedSlots {
  readonly #lists: Uint32Array[];
  readonly #at: Uint32Array;
  /** Heap of list numbers, ordered by each list's current slot. */
  readonly #heap: Int32Array;
  #size = 0;
  #last = -1;

  constructor(lists: Uint32Array[]) {
    this.#lists = lists.filter((list) => list.length > 0);
    this.#at = new Uint32Array(this.#lists.length);
    this.#heap = new Int32Array(this.#lists.length);
    for (let i = 0; i < this.#lists.length; i += 1) this.#push(i);
  }

  /** The next slot, or -1 when all lists are read. */
  next(): number {
    while (this.#size > 0) {
      const list = this.#heap[0]!;
      const slot = this.#lists[list]![this.#at[list]!]!;
      this.#at[list]! += 1;
      if (this.#at[list]! < this.#lists[list]!.length) this.#siftDown(0);
      else {
        this.#heap[0] = this.#heap[--this.#size]!;
        if (this.#size > 0) this.#siftDown(0);
      }
      if (slot !== this.#last) {
        this.#last = slot;
        return slot;
      }
    }
    return -1;
  }

  #head(list: number): number {
    return this.#lists[list]![this.#at[list]!]!;
  }

  #push(list: number): void {
    let i = this.#size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.#head(this.#heap[parent]!) <= this.#head(list)) break;
      this.#heap[i] = this.#heap[parent]!;
      i = parent;
    }
    this.#heap[i] = list;
  }

  #siftDown(i: number): void {
    const list = this.#heap[i]!;
    const head = this.#head(list);
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.#size) break;
      if (child + 1 < this.#size && this.#head(this.#heap[child + 1]!) < this.#head(this.#heap[child]!)) child += 1;
      if (this.#head(this.#heap[child]!) >= head) break;
      this.#heap[i] = this.#heap[child]!;
      i = child;
    }
    this.#heap[i] = list;
  }
}
