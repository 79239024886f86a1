import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobParams } from '../jobs/job-store.ts';
import { channelsById } from './sync-deps.ts';

/** The keyword a collection job searches for. */
export async function keywordBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('keyword_master').select(['id', 'keyword', 'search_keyword']).where('slug', '=', slug).executeTakeFirst();
}

/** What a job's scope names that we do not have: channel ids not registered, a keyword slug not found. */
export async function unknownScope(
  db: Kysely<Database>,
  params: Pick<JobParams, 'channelIds' | 'keywordSlug'>,
): Promise<{ channelIds: string[]; keywordSlug: string | null }> {
  const channels = params.channelIds?.length ? await channelsById(db, params.channelIds) : new Map();
  const missingKeyword = params.keywordSlug && !(await keywordBySlug(db, params.keywordSlug)) ? params.keywordSlug : null;
  return { channelIds: (params.channelIds ?? []).filter((id) => !channels.has(id)), keywordSlug: missingKeyword };
}
