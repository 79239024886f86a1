// An in-memory ApiKeyProvider for tests, benchmarks and the CLI before the database ledger exists.

import type { ApiKeyLease, ApiKeyProvider, YouTubeEndpoint } from './youtube-client.ts';

export interface MemoryKey {
  key: string;
  /** Units per Pacific day; Google's default is 10,000. */
  dailyLimit?: number;
}

export interface SpendRecord {
  keyId: number;
  endpoint: YouTubeEndpoint;
  units: number;
}

export interface MemoryKeyProvider extends ApiKeyProvider {
  /** Units spent per key id (ids are 1-based positions in the list given). */
  spent(): Map<number, number>;
  totalSpent(): number;
  log: SpendRecord[];
  exhaustedUntil(keyId: number): Date | null;
  /** Google's reason when the key was refused, else null. */
  invalidReason(keyId: number): string | null;
}

export function createMemoryKeyProvider(keys: readonly (string | MemoryKey)[], now: () => Date = () => new Date()): MemoryKeyProvider {
  const entries = keys.map((k, i) => {
    const spec = typeof k === 'string' ? { key: k } : k;
    return {
      keyId: i + 1,
      key: spec.key,
      limit: spec.dailyLimit ?? 10_000,
      spent: 0,
      until: null as Date | null,
      invalid: null as string | null,
    };
  });
  const log: SpendRecord[] = [];
  return {
    log,
    async acquire(_endpoint, units): Promise<ApiKeyLease | null> {
      const t = now().getTime();
      const entry = entries.find((e) => e.invalid === null && (e.until === null || e.until.getTime() <= t) && e.limit - e.spent >= units);
      return entry ? { keyId: entry.keyId, key: entry.key } : null;
    },
    async spend(keyId, endpoint, units) {
      const entry = entries.find((e) => e.keyId === keyId);
      if (entry) entry.spent += units;
      log.push({ keyId, endpoint, units });
    },
    async exhaust(keyId, until) {
      const entry = entries.find((e) => e.keyId === keyId);
      if (entry) entry.until = until;
    },
    async invalidate(keyId, reason) {
      const entry = entries.find((e) => e.keyId === keyId);
      if (entry) entry.invalid = reason;
    },
    invalidReason: (keyId) => entries.find((e) => e.keyId === keyId)?.invalid ?? null,
    spent: () => new Map(entries.map((e) => [e.keyId, e.spent])),
    totalSpent: () => entries.reduce((sum, e) => sum + e.spent, 0),
    exhaustedUntil: (keyId) => entries.find((e) => e.keyId === keyId)?.until ?? null,
  };
}
