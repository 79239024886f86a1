import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { escapeLike, normalizeSearchText } from '../../shared/search/text.ts';
import { VIDEO_COLUMNS, type VideoRow } from './video-columns.ts';
import { applyVideoFilter, publicVideos, type VideoPeriod } from './videos.repo.ts';

export type KeywordVideoSort = 'upload_date' | 'view_count' | 'like_count' | 'duration' | 'title';

export interface KeywordVideoQuery {
  sort: KeywordVideoSort;
  order: 'asc' | 'desc';
  channel?: string | undefined;
  search?: string | undefined;
  period: VideoPeriod;
  page: number;
  limit: number;
}

function keywordVideos(db: Kysely<Database>, keywordId: number, q: Omit<KeywordVideoQuery, 'page' | 'limit' | 'sort' | 'order'>) {
  let base = applyVideoFilter(publicVideos(db), { keywordId, period: q.period });
  if (q.channel) {
    const channel = q.channel;
    base = base.where((eb) => eb.or([eb('v.channel_id', '=', channel), eb('v.channel_name', '=', channel)]));
  }
  const search = q.search ? normalizeSearchText(q.search) : '';
  if (search) base = base.where(sql<boolean>`v.search_text LIKE ${'%' + escapeLike(search) + '%'}`);
  return base;
}

export async function listKeywordVideos(
  db: Kysely<Database>,
  keywordId: number,
  q: KeywordVideoQuery,
  count: (produce: () => Promise<number>) => Promise<number> = (produce) => produce(),
): Promise<{ rows: VideoRow[]; total: number }> {
  const base = keywordVideos(db, keywordId, q);
  const nulls = q.sort === 'duration' ? sql.raw(q.order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : sql.raw('');
  const [rows, total] = await Promise.all([
    base
      .select(VIDEO_COLUMNS)
      .orderBy(sql`${sql.ref(`v.${q.sort}`)} ${sql.raw(q.order)}${nulls}`)
      .orderBy('v.id', q.order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    count(async () => Number((await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)),
  ]);
  return { rows, total };
}

/** Every public video of a keyword for CSV export, most viewed first (bounded). */
export async function exportKeywordVideos(db: Kysely<Database>, keywordId: number, max: number): Promise<VideoRow[]> {
  return publicVideos(db)
    .select(VIDEO_COLUMNS)
    .where('v.keyword_id', '=', keywordId)
    .orderBy('v.view_count', 'desc')
    .orderBy('v.id', 'desc')
    .limit(max)
    .execute();
}
