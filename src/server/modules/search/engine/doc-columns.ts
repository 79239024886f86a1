// Per-document columns of the in-memory index, in typed arrays (compact, no per-object overhead).
// A document is a slot; slots are appended, and a removed document's slot is only marked dead.

export const NO_DURATION = -1;
export const CHANNEL_TYPE_CODES = ['', 'fire_dept', 'fire_station', 'domestic', 'international'] as const;

export interface DocFields {
  id: number;
  staticRank: number;
  uploadMs: number;
  duration: number | null;
  views: number;
  likes: number;
  channelType: string | null;
  isShort: boolean;
  /** The normalised title without spaces (exact-title, phrase and title-start bonuses). */
  compactTitle: string;
}

function grow<T extends Float64Array | Float32Array | Int32Array | Uint32Array | Uint16Array | Uint8Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, Math.ceil(array.length * 1.5) + 1024));
  next.set(array);
  return next;
}

export function titleHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export class DocColumns {
  count = 0;
  dbId = new Float64Array(0);
  staticRank = new Float32Array(0);
  uploadMs = new Float64Array(0);
  duration = new Int32Array(0);
  views = new Float64Array(0);
  likes = new Float64Array(0);
  channelType = new Uint8Array(0);
  /** 1 for a Short (videos.is_short). */
  isShort = new Uint8Array(0);
  alive = new Uint8Array(0);
  titleStart = new Uint32Array(0);
  titleLength = new Uint16Array(0);
  /** FNV-1a of the compact title: exact-title candidates are found by one scan of this column. */
  titleHash = new Uint32Array(0);
  titlePool = new Uint16Array(0);
  poolUsed = 0;
  dead = 0;

  append(doc: DocFields): number {
    const slot = this.count;
    const size = slot + 1;
    this.dbId = grow(this.dbId, size);
    this.staticRank = grow(this.staticRank, size);
    this.uploadMs = grow(this.uploadMs, size);
    this.duration = grow(this.duration, size);
    this.views = grow(this.views, size);
    this.likes = grow(this.likes, size);
    this.channelType = grow(this.channelType, size);
    this.isShort = grow(this.isShort, size);
    this.alive = grow(this.alive, size);
    this.titleStart = grow(this.titleStart, size);
    this.titleLength = grow(this.titleLength, size);
    this.titleHash = grow(this.titleHash, size);
    this.dbId[slot] = doc.id;
    this.staticRank[slot] = doc.staticRank;
    this.uploadMs[slot] = doc.uploadMs;
    this.duration[slot] = doc.duration ?? NO_DURATION;
    this.views[slot] = doc.views;
    this.likes[slot] = doc.likes;
    this.channelType[slot] = Math.max(0, CHANNEL_TYPE_CODES.indexOf((doc.channelType ?? '') as (typeof CHANNEL_TYPE_CODES)[number]));
    this.isShort[slot] = doc.isShort ? 1 : 0;
    this.alive[slot] = 1;
    const title = doc.compactTitle.slice(0, 0xffff);
    this.titlePool = grow(this.titlePool, this.poolUsed + title.length);
    for (let i = 0; i < title.length; i += 1) this.titlePool[this.poolUsed + i] = title.charCodeAt(i);
    this.titleStart[slot] = this.poolUsed;
    this.titleLength[slot] = title.length;
    this.titleHash[slot] = titleHash(title);
    this.poolUsed += title.length;
    this.count = size;
    return slot;
  }

  kill(slot: number): void {
    if (this.alive[slot]) {
      this.alive[slot] = 0;
      this.dead += 1;
    }
  }

  title(slot: number): string {
    const start = this.titleStart[slot]!;
    return String.fromCharCode(...this.titlePool.subarray(start, start + this.titleLength[slot]!));
  }

  /** Title comparisons on the pool, without building strings. */
  titleEquals(slot: number, text: string): boolean {
    const length = this.titleLength[slot]!;
    if (length !== text.length) return false;
    return this.#matchesAt(this.titleStart[slot]!, text);
  }

  titleStartsWith(slot: number, text: string): boolean {
    if (this.titleLength[slot]! < text.length) return false;
    return this.#matchesAt(this.titleStart[slot]!, text);
  }

  titleIncludes(slot: number, text: string): boolean {
    const start = this.titleStart[slot]!;
    const last = start + this.titleLength[slot]! - text.length;
    for (let at = start; at <= last; at += 1) if (this.#matchesAt(at, text)) return true;
    return false;
  }

  #matchesAt(at: number, text: string): boolean {
    const pool = this.titlePool;
    for (let i = 0; i < text.length; i += 1) if (pool[at + i] !== text.charCodeAt(i)) return false;
    return true;
  }

  /** Bytes held by the columns (for the memory report). */
  bytes(): number {
    return [
      this.dbId,
      this.staticRank,
      this.uploadMs,
      this.duration,
      this.views,
      this.likes,
      this.channelType,
      this.isShort,
      this.alive,
      this.titleStart,
      this.titleLength,
      this.titleHash,
      this.titlePool,
    ].reduce((sum, a) => sum + a.byteLength, 0);
  }
}
