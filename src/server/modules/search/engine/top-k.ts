// The best `capacity` entries by (key, static rank, id), all descending, kept in a binary min-heap.

export class TopK {
  readonly #slots: Int32Array;
  readonly #keys: Float64Array;
  readonly #ranks: Float64Array;
  readonly #ids: Float64Array;
  #size = 0;
  readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.#slots = new Int32Array(capacity);
    this.#keys = new Float64Array(capacity);
    this.#ranks = new Float64Array(capacity);
    this.#ids = new Float64Array(capacity);
  }

  get full(): boolean {
    return this.#size === this.capacity;
  }

  /** The key an entry must beat once the heap is full. */
  get floor(): number {
    return this.#size === this.capacity ? this.#keys[0]! : -Infinity;
  }

  /** a < b in the ranking order. */
  #less(i: number, key: number, rank: number, id: number): boolean {
    const k = this.#keys[i]!;
    if (k !== key) return k < key;
    const r = this.#ranks[i]!;
    if (r !== rank) return r < rank;
    return this.#ids[i]! < id;
  }

  offer(slot: number, key: number, rank: number, id: number): void {
    if (this.capacity === 0) return;
    if (this.#size < this.capacity) {
      let i = this.#size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (this.#less(parent, key, rank, id)) break;
        this.#move(parent, i);
        i = parent;
      }
      this.#set(i, slot, key, rank, id);
      return;
    }
    // Full: replace the smallest if the newcomer ranks above it.
    if (!this.#less(0, key, rank, id)) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.#size) break;
      const right = left + 1;
      let child = left;
      if (right < this.#size && this.#lessPair(right, left)) child = right;
      if (!this.#less(child, key, rank, id)) break;
      this.#move(child, i);
      i = child;
    }
    this.#set(i, slot, key, rank, id);
  }

  /** Entries best first. */
  sorted(): Array<{ slot: number; key: number }> {
    const order = Array.from({ length: this.#size }, (_, i) => i);
    order.sort((a, b) => (this.#lessPair(a, b) ? 1 : this.#lessPair(b, a) ? -1 : 0));
    return order.map((i) => ({ slot: this.#slots[i]!, key: this.#keys[i]! }));
  }

  #lessPair(a: number, b: number): boolean {
    return this.#less(a, this.#keys[b]!, this.#ranks[b]!, this.#ids[b]!);
  }

  #move(from: number, to: number): void {
    this.#set(to, this.#slots[from]!, this.#keys[from]!, this.#ranks[from]!, this.#ids[from]!);
  }

  #set(i: number, slot: number, key: number, rank: number, id: number): void {
    this.#slots[i] = slot;
    this.#keys[i] = key;
    this.#ranks[i] = rank;
    this.#ids[i] = id;
  }
}
