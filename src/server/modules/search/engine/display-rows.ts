// The display columns of recently shown videos (title, description, thumbnail…), so a page of
// results is built without a database round trip. Bounded; entries of changed videos are dropped.
import type { Kysely } from 'kysely';
import { readVideosByIds } from '../../../../db/repositories/search-index.repo.ts';
import type { VideoRow } from '../../../../db/repositories/video-columns.ts';
import type { Database } from '../../../../db/schema.ts';
import type { FallbackCards } from './fallback-cards.ts';

export class DisplayRows {
  readonly #rows = new Map<number, VideoRow>();
  readonly #max: number;
  /** Bumped whenever rows are dropped: a read that started before may hold an old row. */
  #epoch = 0;

  readonly #fallback: FallbackCards | null;

  constructor(max: number, fallback: FallbackCards | null = null) {
    this.#max = max;
    this.#fallback = fallback;
  }

  get size(): number {
    return this.#rows.size;
  }

  /** Rows of the given videos (those no longer public are missing). */
  async get(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, VideoRow>> {
    const found = new Map<number, VideoRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.#rows.get(id);
      if (row) {
        // Re-insert: Map order is least recently used first.
        this.#rows.delete(id);
        this.#rows.set(id, row);
        found.set(id, row);
      } else missing.push(id);
    }
    if (missing.length > 0) {
      const epoch = this.#epoch;
      let read: VideoRow[];
      try {
        read = await readVideosByIds(db, missing);
      } catch (error) {
        // The database is away: the cards the index keeps (no description, no tags) instead.
        if (!this.#fallback) throw error;
        for (const [id, row] of this.#fallback.rows(missing)) found.set(id, row);
        return found;
      }
      for (const row of read) {
        const id = Number(row.id);
        found.set(id, row);
        if (epoch === this.#epoch) this.#remember(id, row);
      }
    }
    return found;
  }

  forget(ids: Iterable<number>): void {
    this.#epoch += 1;
    for (const id of ids) this.#rows.delete(id);
  }

  clear(): void {
    this.#epoch += 1;
    this.#rows.clear();
  }

  #remember(id: number, row: VideoRow): void {
    if (this.#max <= 0) return;
    this.#rows.set(id, row);
    while (this.#rows.size > this.#max) this.#rows.delete(this.#rows.keys().next().value!);
  }
}
