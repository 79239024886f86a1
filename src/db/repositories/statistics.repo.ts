import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export async function readCurrentStatistics(db: Kysely<Database>) {
  return db.selectFrom('current_statistics').selectAll().executeTakeFirst();
}

export async function refreshPlatformStatistics(db: Kysely<Database>) {
  const result = await sql<{ stat_date: Date }>`SELECT * FROM refresh_platform_statistics()`.execute(db);
  return result.rows[0];
}

export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Who viewed: the visitor session's hash and the client address's hash (both one-way). */
export interface Viewer {
  session: string;
  address: string;
}

/** Marks `key` as having viewed the target now; true when its previous view is older than the window (or none). */
async function firstViewInWindow(
  db: Kysely<Database>,
  targetType: 'keyword' | 'video',
  targetKey: string,
  key: string,
  now: Date,
  windowMinutes: number,
) {
  const result = await sql<{ target_key: string }>`
    INSERT INTO page_views (target_type, target_key, session_hash, viewed_at)
    VALUES (${targetType}, ${targetKey}, ${key}, ${now})
    ON CONFLICT (target_type, target_key, session_hash) DO UPDATE SET viewed_at = ${now}
    WHERE page_views.viewed_at < ${now}::timestamptz - make_interval(mins => ${windowMinutes}::int)
    RETURNING target_key`.execute(db);
  return result.rows.length > 0;
}

/**
 * Counts a page view once per client address and target per window, once per visitor session per window, and at most
 * `addressCapPerHour` counted views of this target type per address an hour. Every step is one atomic statement, so
 * simultaneous requests cannot slip past a rule. Returns true when the view counts.
 */
export async function recordPageView(
  db: Kysely<Database>,
  targetType: 'keyword' | 'video',
  targetKey: string,
  viewer: Viewer,
  rules: { now: Date; windowMinutes: number; addressCapPerHour: number },
): Promise<boolean> {
  const { now, windowMinutes } = rules;
  if (!(await firstViewInWindow(db, targetType, targetKey, `addr:${viewer.address}`, now, windowMinutes))) return false;
  if (!(await firstViewInWindow(db, targetType, targetKey, viewer.session, now, windowMinutes))) return false;
  const budget = await sql<{ counted: number }>`
    INSERT INTO page_view_budgets AS b (target_type, address_hash, window_start, counted)
    VALUES (${targetType}, ${viewer.address}, ${now}, 1)
    ON CONFLICT (target_type, address_hash) DO UPDATE SET
      counted = CASE WHEN b.window_start <= ${now}::timestamptz - interval '1 hour' THEN 1 ELSE b.counted + 1 END,
      window_start = CASE WHEN b.window_start <= ${now}::timestamptz - interval '1 hour' THEN ${now}::timestamptz ELSE b.window_start END
    RETURNING counted`.execute(db);
  return budget.rows[0]!.counted <= rules.addressCapPerHour;
}

/** Retention: view de-duplication rows and address budgets past any window they could still decide. */
export async function prunePageViews(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const views = await db.deleteFrom('page_views').where('viewed_at', '<', cutoff).executeTakeFirst();
  const budgets = await db.deleteFrom('page_view_budgets').where('window_start', '<', cutoff).executeTakeFirst();
  return Number(views.numDeletedRows) + Number(budgets.numDeletedRows);
}

/** The last `days` daily platform totals, oldest first. */
export async function listStatisticsHistory(db: Kysely<Database>, days: number) {
  const rows = await db.selectFrom('platform_statistics').selectAll().orderBy('stat_date', 'desc').limit(days).execute();
  return rows.reverse();
}

/**
 * The catalogue totals of some headquarters, counted now (the dashboard narrowed to a region, issue 24): the public
 * videos of their active channels, those channels, and the active keywords those videos use. Categories are national.
 */
export async function readRegionalStatistics(db: Kysely<Database>, regions: readonly string[]) {
  const result = await sql<{ videos: string; channels: string; views: string; likes: string; keywords: string; categories: string }>`
    WITH ch AS (SELECT channel_id FROM channel_master WHERE is_active AND region IN (${sql.join([...regions])})),
         v AS (SELECT v.view_count, v.like_count, v.keyword_id FROM videos v JOIN ch ON ch.channel_id = v.channel_id WHERE v.is_public)
    SELECT (SELECT count(*) FROM v) AS videos,
           (SELECT count(*) FROM ch) AS channels,
           (SELECT coalesce(sum(view_count), 0) FROM v) AS views,
           (SELECT coalesce(sum(like_count), 0) FROM v) AS likes,
           (SELECT count(DISTINCT v.keyword_id) FROM v JOIN keyword_master k ON k.id = v.keyword_id WHERE k.status = 'active')
             AS keywords,
           (SELECT count(*) FROM categories) AS categories`.execute(db);
  const row = result.rows[0]!;
  return {
    totalVideos: Number(row.videos),
    totalChannels: Number(row.channels),
    totalViews: Number(row.views),
    totalLikes: Number(row.likes),
    totalKeywords: Number(row.keywords),
    totalCategories: Number(row.categories),
  };
}
