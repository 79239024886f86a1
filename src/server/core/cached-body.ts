// The shape of one encoded answer, apart from the cache and the encoder so neither imports the other.
export interface CachedBody {
  version: number;
  /** The value that was serialised, for responses that add live fields to cached ones. */
  data: unknown;
  /** Encoded once: every answer sends these bytes as they are (no per-request string encoding). */
  body: Buffer;
  etag: string;
  /** When it was produced (ms): a last good copy served while the database is away says how old it is (`Age`). */
  producedAt?: number;
  /** Set on a last good copy answered because producing a fresh one failed. */
  stale?: boolean;
  /** The same body gzipped and brotli-compressed, each made once on first need (core/encoded-body.ts). */
  gzipped?: Buffer;
  brotli?: Buffer;
}
