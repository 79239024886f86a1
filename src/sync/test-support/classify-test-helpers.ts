// Shared by the classification and curation tests (not a test file itself): a tiny catalogue and draft videos.
import type { Kysely } from 'kysely';
import { listClassifierKeywords } from '../../db/repositories/curation.repo.ts';
import type { Database } from '../../db/schema.ts';
import { buildSearchDocument } from '../../shared/search/text.ts';
import { buildClassifier } from '../classify/classifier.ts';

export const TEST_CHANNEL_ID = 'UCcurationTest000000001';

/** Two categories, a handful of keywords (one inactive) and one channel. */
export async function insertSmallCatalogue(db: Kysely<Database>) {
  const [equipment, cpr] = await db
    .insertInto('categories')
    .values([
      { name: '소화기·소화설비', slug: 'test-extinguishers' },
      { name: '심폐소생술', slug: 'test-cpr' },
    ])
    .returning('id')
    .execute();
  const keyword = async (text: string, categories: number[], status: 'active' | 'inactive' = 'active') => {
    const row = await db
      .insertInto('keyword_master')
      .values({ slug: `test-${text.replace(/\s+/gu, '-')}`, keyword: text, search_keyword: text, status })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (categories.length)
      await db
        .insertInto('keyword_categories')
        .values(categories.map((c) => ({ keyword_id: row.id, category_id: c })))
        .execute();
    return row.id;
  };
  const ids = {
    extinguisher: await keyword('소화기 사용법', [equipment!.id]),
    powder: await keyword('분말소화기', [equipment!.id]),
    cpr: await keyword('심폐소생술', [cpr!.id]),
    cprTraining: await keyword('심폐소생술 교육', [cpr!.id, equipment!.id]),
    retired: await keyword('완강기 사용법', [], 'inactive'),
  };
  await db
    .insertInto('channel_master')
    .values({ channel_id: TEST_CHANNEL_ID, channel_name: '테스트 소방서', channel_type: 'fire_station' })
    .onConflict((oc) => oc.column('channel_id').doNothing())
    .execute();
  return { categories: { equipment: equipment!.id, cpr: cpr!.id }, keywords: ids };
}

/** Rules from these keywords only (a seeded database has a whole demo keyword list besides). */
export async function classifierFor(db: Kysely<Database>, keywordIds: readonly number[]) {
  const rows = (await listClassifierKeywords(db)).filter((row) => keywordIds.includes(row.id));
  return buildClassifier(
    rows.map((row) => ({ id: row.id, keyword: row.keyword, searchKeyword: row.search_keyword, categoryIds: row.category_ids })),
  );
}

let counter = 0;

/** A video the way sync inserts one before classification: status draft, search columns filled. */
export async function insertDraft(
  db: Kysely<Database>,
  video: { title: string; description?: string; tags?: string[]; views?: number; status?: 'draft' | 'published' },
) {
  counter += 1;
  const videoId = `CUR${process.pid % 1000}x${String(counter).padStart(6, '0')}`;
  await db
    .insertInto('videos')
    .values({
      video_id: videoId,
      title: video.title,
      description: video.description ?? '',
      tags: video.tags ?? [],
      channel_id: TEST_CHANNEL_ID,
      channel_name: '테스트 소방서',
      channel_type: 'fire_station',
      thumbnail_url: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`,
      upload_date: new Date(),
      view_count: video.views ?? 100,
      like_count: 3,
      duration: 120,
      video_url: `https://www.youtube.com/watch?v=${videoId}`,
      status: video.status ?? 'draft',
      ...buildSearchDocument({
        title: video.title,
        channelName: '테스트 소방서',
        tags: video.tags ?? [],
        description: video.description ?? '',
      }),
    })
    .execute();
  return videoId;
}
