// Small seeded random helpers for the demo catalogue. Never Math.random: the same seed
// must always give the same catalogue.

/** A random number in [0, 1). */
export type Rng = () => number;

/** mulberry32: 32-bit state, good enough spread for synthetic data, very fast. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes numbers into one 32-bit seed (murmur3 finaliser per part). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h ^= Math.imul((part | 0) ^ Math.floor(part / 4294967296), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** An independent stream for one purpose ("channels", "keywords", a video index…). */
export function streamFor(seed: number, label: string, index = 0): Rng {
  let h = 0;
  for (let i = 0; i < label.length; i += 1) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
  return mulberry32(mixSeed(seed, h, index));
}

export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(rng() * items.length)]!;
}

/** Standard normal (Box–Muller). */
export function normal(rng: Rng): number {
  const u = 1 - rng();
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Log-normal with the given median and log-space spread. */
export function logNormal(rng: Rng, median: number, sigma: number): number {
  return median * Math.exp(sigma * normal(rng));
}

/** Uniform in log space between min and max (both > 0). */
export function logUniform(rng: Rng, min: number, max: number): number {
  return min * Math.exp(rng() * Math.log(max / min));
}

export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Up to `count` distinct items, in random order. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return shuffle(rng, [...items]).slice(0, count);
}

/** Weighted choice by binary search over cumulative weights; built once, used millions of times. */
export class WeightedPicker<T> {
  private readonly items: readonly T[];
  private readonly cumulative: Float64Array;

  constructor(items: readonly T[], weights: readonly number[]) {
    if (items.length === 0 || items.length !== weights.length) throw new Error('WeightedPicker needs one weight per item');
    this.items = items;
    this.cumulative = new Float64Array(items.length);
    let total = 0;
    for (let i = 0; i < weights.length; i += 1) {
      total += Math.max(0, weights[i]!);
      this.cumulative[i] = total;
    }
    if (total <= 0) throw new Error('WeightedPicker needs a positive total weight');
  }

  pick(rng: Rng): T {
    const target = rng() * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function randomId(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ID_ALPHABET[Math.floor(rng() * 64)];
  return out;
}

/** A bijection on 32-bit integers (keyed): distinct indexes always give distinct outputs. */
function permute32(value: number, key: number): number {
  let x = (value ^ key) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * An 11-character YouTube-style video id that is unique per index: the first 32 of its 66 bits
 * are a keyed permutation of the index, the rest random. No collision check needed at 1M rows.
 */
export function uniqueVideoId(rng: Rng, index: number, key: number): string {
  const head = permute32(index, key);
  let out = '';
  // 5 chars × 6 bits = 30 bits + 2 bits folded into the sixth char = 32 bits of the permutation.
  for (let i = 0; i < 5; i += 1) out += ID_ALPHABET[(head >>> (26 - i * 6)) & 63];
  out += ID_ALPHABET[((head & 3) << 4) | Math.floor(rng() * 16)];
  for (let i = 0; i < 5; i += 1) out += ID_ALPHABET[Math.floor(rng() * 64)];
  return out;
}
