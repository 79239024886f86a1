import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { YouTubeEndpoint } from '../../db/schema-sync.ts';
import { listApiKeys, recordSpend } from './api-key-store.ts';
import type { KeyVault } from './key-vault.ts';

/** The shape the YouTube client asks its keys through (see youtube/youtube-client.ts). */
export interface KeyLease {
  keyId: number;
  key: string;
}

export interface DbKeyProviderOptions {
  vault: KeyVault;
  now?: () => Date;
  /** Called after every charged call, e.g. to add the units to the running job. */
  onSpend?: (units: number, endpoint: YouTubeEndpoint) => void;
}

/** Hands out the enabled key with the most quota left today; records every unit in the ledger. */
export function createDbKeyProvider(db: Kysely<Database>, options: DbKeyProviderOptions) {
  const now = options.now ?? (() => new Date());
  return {
    async acquire(_endpoint: YouTubeEndpoint, units: number): Promise<KeyLease | null> {
      const keys = (await listApiKeys(db, now()))
        .filter((key) => key.isEnabled && key.remainingToday >= units)
        .sort((a, b) => b.remainingToday - a.remainingToday || a.id - b.id);
      const best = keys[0];
      if (!best) return null;
      const row = await db.selectFrom('youtube_api_keys').select('key_ciphertext').where('id', '=', best.id).executeTakeFirstOrThrow();
      return { keyId: best.id, key: options.vault.open(row.key_ciphertext) };
    },
    async spend(keyId: number, endpoint: YouTubeEndpoint, units: number): Promise<void> {
      await recordSpend(db, { keyId, endpoint, units, now: now() });
      options.onSpend?.(units, endpoint);
    },
    async exhaust(keyId: number, until: Date): Promise<void> {
      await db
        .updateTable('youtube_api_keys')
        .set({ exhausted_until: until, last_error: 'quotaExceeded: 오늘 할당량을 모두 썼습니다', updated_at: now() })
        .where('id', '=', keyId)
        .execute();
    },
  };
}
