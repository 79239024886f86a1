import { sql, type Kysely } from 'kysely';
import type { CurationState } from '../schema-curation.ts';
import type { Database } from '../schema.ts';
import { defaultCurationSort, type CurationSort } from '../../shared/constants/curation.ts';

type Db = Kysely<Database>;

// ---- classification (src/sync/classify) ----

/** Active keywords with their categories: the classifier's rules. */
export async function listClassifierKeywords(db: Db) {
  const rows = await db
    .selectFrom('keyword_master as k')
    .leftJoin('keyword_categories as kc', 'kc.keyword_id', 'k.id')
    .select([
      'k.id',
      'k.keyword',
      'k.search_keyword',
      sql<number[]>`coalesce(array_agg(kc.category_id ORDER BY kc.category_id) FILTER (WHERE kc.category_id IS NOT NULL), '{}')`.as(
        'category_ids',
      ),
    ])
    .where('k.status', '=', 'active')
    .groupBy('k.id')
    .orderBy('k.id')
    .execute();
  return rows.map((row) => ({ ...row, category_ids: row.category_ids.map(Number) }));
}

/** Drafts among `videoIds`, locked so a concurrent run or decision waits for this one. */
export function lockDraftVideos(db: Db, videoIds: readonly string[]) {
  return db
    .selectFrom('videos')
    .select(['video_id', 'title', 'description', 'tags', 'channel_id', 'embeddable', 'age_restricted', 'region_blocked_kr'])
    .where(sql<boolean>`video_id = any(${[...videoIds]}::text[])`)
    .where('status', '=', 'draft')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export interface PendingSuggestion {
  videoId: string;
  keywordId: number | null;
  categoryIds: number[];
  confidence: number;
  reason: string;
}

/** Adds pending items; a video that already waits gets the newer suggestion (one pending row per video). */
export async function upsertPendingItems(db: Db, items: readonly PendingSuggestion[], now: Date) {
  if (items.length === 0) return;
  await db
    .insertInto('curation_queue')
    .values(
      items.map((i) => ({
        video_id: i.videoId,
        suggested_keyword_id: i.keywordId,
        suggested_category_ids: i.categoryIds,
        confidence: i.confidence,
        reason: i.reason,
        created_at: now,
      })),
    )
    .onConflict((oc) =>
      oc
        .column('video_id')
        .where('state', '=', 'pending')
        .doUpdateSet((eb) => ({
          suggested_keyword_id: eb.ref('excluded.suggested_keyword_id'),
          suggested_category_ids: eb.ref('excluded.suggested_category_ids'),
          confidence: eb.ref('excluded.confidence'),
          reason: eb.ref('excluded.reason'),
        })),
    )
    .execute();
}

/** Closes pending items of videos that were published without an expert (a later, confident run). */
export async function closePendingItems(db: Db, videoIds: readonly string[], note: string, now: Date) {
  if (videoIds.length === 0) return;
  await db
    .updateTable('curation_queue')
    .set({ state: 'approved', decided_at: now, decision_note: note })
    .where(sql<boolean>`video_id = any(${[...videoIds]}::text[])`)
    .where('state', '=', 'pending')
    .execute();
}

/** Keyword totals follow their published videos (refresh_keyword_totals per touched keyword). */
export async function refreshKeywordTotals(db: Db, keywordIds: Iterable<number | null | undefined>) {
  for (const id of new Set([...keywordIds].filter((k): k is number => typeof k === 'number'))) {
    await sql`SELECT refresh_keyword_totals(${id}::int)`.execute(db);
  }
}

// ---- the admin queue (src/server/modules/curation) ----

function itemsQuery(db: Db) {
  return db
    .selectFrom('curation_queue as q')
    .innerJoin('videos as v', 'v.video_id', 'q.video_id')
    .leftJoin('keyword_master as k', 'k.id', 'q.suggested_keyword_id')
    .leftJoin('admin_users as u', 'u.id', 'q.decided_by')
    .select([
      'q.id',
      'q.video_id',
      'q.suggested_keyword_id',
      'q.suggested_category_ids',
      'q.confidence',
      'q.reason',
      'q.state',
      'q.decided_at',
      'q.decision_note',
      'q.created_at',
      'v.title',
      'v.channel_id',
      'v.channel_name',
      'v.thumbnail_url',
      'v.upload_date',
      'v.status as video_status',
      'v.keyword_id as video_keyword_id',
      'k.keyword as suggested_keyword',
      'k.slug as suggested_keyword_slug',
      'u.email as decided_by_email',
    ]);
}

export type CurationItemRow = Awaited<ReturnType<typeof getCurationItems>>[number];

/** `regions`: a reader limited to these headquarters regions sees only their channels' items (issue 24). */
export async function listCurationItems(
  db: Db,
  state: CurationState,
  page: number,
  limit: number,
  regions?: readonly string[] | null,
  sort: CurationSort = defaultCurationSort(state),
) {
  const inScope = regions
    ? sql<boolean>`q.video_id IN (SELECT v.video_id FROM videos v JOIN channel_master c ON c.channel_id = v.channel_id WHERE c.region = ANY(${sql.val([...regions])}::text[]))`
    : sql<boolean>`true`;
  let query = itemsQuery(db).where('q.state', '=', state).where(inScope);
  // Ties (and equal dates) fall back to the newest item, so paging never repeats or skips one.
  if (sort === 'confidence') query = query.orderBy('q.confidence', 'desc');
  else if (sort === 'confidence_asc') query = query.orderBy('q.confidence', 'asc');
  else if (sort === 'upload_date') query = query.orderBy(sql`v.upload_date desc nulls last`);
  else if (sort === 'newest') query = query.orderBy('q.created_at', 'desc');
  else query = query.orderBy(sql`q.decided_at desc nulls last`);
  query = query.orderBy('q.id', 'desc');
  const [rows, count] = await Promise.all([
    query
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('curation_queue as q')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('q.state', '=', state)
      .where(inScope)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function getCurationItems(db: Db, ids: readonly number[]) {
  return itemsQuery(db)
    .where(sql<boolean>`q.id = any(${[...ids]}::bigint[])`)
    .orderBy('q.id')
    .execute();
}

/** Locks the items and their videos for a decision; missing ids are simply absent. */
export function lockCurationItems(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('curation_queue as q')
    .innerJoin('videos as v', 'v.video_id', 'q.video_id')
    .select([
      'q.id',
      'q.video_id',
      'q.state',
      'q.suggested_keyword_id',
      'q.confidence',
      'v.status as video_status',
      'v.keyword_id as video_keyword_id',
      'v.channel_id',
    ])
    .where(sql<boolean>`q.id = any(${[...ids]}::bigint[])`)
    .orderBy('q.id')
    .forUpdate()
    .execute();
}

export async function markDecided(
  db: Db,
  id: number,
  decision: { state: 'approved' | 'rejected'; decidedBy: number | null; note: string | null; now: Date },
) {
  await db
    .updateTable('curation_queue')
    .set({ state: decision.state, decided_by: decision.decidedBy, decided_at: decision.now, decision_note: decision.note })
    .where('id', '=', id)
    .execute();
}

export function findActiveKeywords(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('keyword_master')
    .select(['id', 'keyword', 'slug'])
    .where('id', 'in', [...ids])
    .where('status', '=', 'active')
    .execute();
}

export function categoryNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}
