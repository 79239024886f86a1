// Per block of slots, the best any slot in it (or in later blocks) can have: what lets a query
// stop reading once no unread block could change its answer.
import type { DocColumns } from './doc-columns.ts';

/** Upper bounds of the loaded (rank-ordered) slots from block b on. */
export interface BlockBounds {
  count: number;
  /** Highest static rank in block b (its first slot). */
  rank: Float32Array;
  /** Highest views / likes / upload time in blocks b and later. */
  views: Float64Array;
  likes: Float64Array;
  uploadMs: Float64Array;
}

export function emptyBounds(): BlockBounds {
  return { count: 0, rank: new Float32Array(0), views: new Float64Array(1), likes: new Float64Array(1), uploadMs: new Float64Array(1) };
}

export function computeBounds(docs: DocColumns, sorted: number, blockSize: number): BlockBounds {
  const count = Math.ceil(sorted / blockSize);
  const bounds: BlockBounds = {
    count,
    rank: new Float32Array(count),
    views: new Float64Array(count + 1).fill(-Infinity),
    likes: new Float64Array(count + 1).fill(-Infinity),
    uploadMs: new Float64Array(count + 1).fill(-Infinity),
  };
  for (let b = count - 1; b >= 0; b -= 1) {
    const start = b * blockSize;
    const end = Math.min(sorted, start + blockSize);
    bounds.rank[b] = docs.staticRank[start]!;
    let views = bounds.views[b + 1]!;
    let likes = bounds.likes[b + 1]!;
    let upload = bounds.uploadMs[b + 1]!;
    for (let slot = start; slot < end; slot += 1) {
      views = Math.max(views, docs.views[slot]!);
      likes = Math.max(likes, docs.likes[slot]!);
      upload = Math.max(upload, docs.uploadMs[slot]!);
    }
    bounds.views[b] = views;
    bounds.likes[b] = likes;
    bounds.uploadMs[b] = upload;
  }
  return bounds;
}
