import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ChannelType } from '../../db/schema.ts';
import type { FakeChannel } from '../fake-youtube/index.ts';
import { addApiKey } from '../keys/api-key-store.ts';
import type { KeyVault } from '../keys/key-vault.ts';

// Shared by the sync tests and the sync benchmark: the fake server's channels and keys in our tables.

/** Registers the fake server's channels as ours (as an admin's bulk import would). */
export async function registerChannels(
  db: Kysely<Database>,
  channels: readonly FakeChannel[],
  type: ChannelType = 'fire_dept',
): Promise<void> {
  for (let i = 0; i < channels.length; i += 500) {
    await db
      .insertInto('channel_master')
      .values(
        channels
          .slice(i, i + 500)
          .map((channel) => ({ channel_id: channel.id, channel_name: channel.title, channel_type: type, updated_at: new Date() })),
      )
      .onConflict((oc) => oc.column('channel_id').doNothing())
      .execute();
  }
}

/** A few keywords the fake titles use, so classification has rules to match. */
export async function registerKeywords(db: Kysely<Database>): Promise<void> {
  const category = await db
    .insertInto('categories')
    .values({ name: '화재 안전', slug: 'fire-safety', parent_id: null, updated_at: new Date() })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ name: '화재 안전' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const words = ['소화기', '심폐소생술', '완강기', '지진', '산불', '하임리히법', '자동심장충격기', '가스 누출'];
  for (const [index, word] of words.entries()) {
    const keyword = await db
      .insertInto('keyword_master')
      .values({ slug: `kw-${index}`, keyword: word, search_keyword: word, updated_at: new Date() })
      .onConflict((oc) => oc.column('slug').doUpdateSet({ keyword: word }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('keyword_categories')
      .values({ keyword_id: keyword.id, category_id: category.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function registerKeys(db: Kysely<Database>, vault: KeyVault, keys: readonly string[], dailyQuota = 10_000): Promise<void> {
  for (const [index, key] of keys.entries()) await addApiKey(db, vault, { label: `시험 키 ${index + 1}`, key, dailyQuota });
}
