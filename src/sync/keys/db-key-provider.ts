import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { YouTubeEndpoint } from '../../db/schema-sync.ts';
import { listApiKeys, markKeyExhausted, markKeyInvalid, openApiKeys, recordSpend } from './api-key-store.ts';
import type { ApiKeyLease, ApiKeyProvider } from '../youtube/youtube-client.ts';
import type { KeyVault } from './key-vault.ts';

export interface DbKeyProviderOptions {
  vault: KeyVault;
  now?: () => Date;
  /** Called after every charged call, e.g. to add the units to the running job. */
  onSpend?: (units: number, endpoint: YouTubeEndpoint) => void;
  /** How long the key list (and decrypted keys) is reused before reading the ledger again. */
  cacheMs?: number;
}

interface CachedKey {
  id: number;
  key: string;
  remaining: number;
}

/**
 * Hands out the enabled key with the most quota left today; every charged unit goes to the ledger.
 * The key list is re-read every couple of seconds (not per call) and counted down locally in between:
 * other processes' spending shows up at the next read, and Google's quotaExceeded has the last word.
 */
export function createDbKeyProvider(db: Kysely<Database>, options: DbKeyProviderOptions): ApiKeyProvider {
  const now = options.now ?? (() => new Date());
  const cacheMs = options.cacheMs ?? 2_000;
  let cache: { keys: CachedKey[]; readAt: number } | null = null;
  // Keys refused during this provider's life: a read racing the mark must not hand one out again.
  const refused = new Set<number>();

  async function keys(): Promise<CachedKey[]> {
    if (cache && Date.now() - cache.readAt < cacheMs) return cache.keys;
    const usable = (await listApiKeys(db, now())).filter((key) => key.usable && key.remainingToday > 0);
    const plain = await openApiKeys(
      db,
      options.vault,
      usable.map((key) => key.id),
    );
    cache = {
      keys: usable.map((key) => ({ id: key.id, key: plain.get(key.id) ?? '', remaining: key.remainingToday })),
      readAt: Date.now(),
    };
    return cache.keys;
  }

  return {
    async acquire(_endpoint: YouTubeEndpoint, units: number): Promise<ApiKeyLease | null> {
      const best = (await keys())
        .filter((key) => key.remaining >= units && !refused.has(key.id))
        .sort((a, b) => b.remaining - a.remaining || a.id - b.id)[0];
      return best ? { keyId: best.id, key: best.key } : null;
    },
    async spend(keyId: number, endpoint: YouTubeEndpoint, units: number): Promise<void> {
      const cached = cache?.keys.find((key) => key.id === keyId);
      if (cached) cached.remaining -= units;
      await recordSpend(db, { keyId, endpoint, units, now: now() });
      options.onSpend?.(units, endpoint);
    },
    async exhaust(keyId: number, until: Date): Promise<void> {
      cache = null;
      await markKeyExhausted(db, keyId, until, now());
    },
    async invalidate(keyId: number, reason: string): Promise<void> {
      refused.add(keyId);
      cache = null;
      await markKeyInvalid(db, keyId, reason, now());
    },
  };
}
