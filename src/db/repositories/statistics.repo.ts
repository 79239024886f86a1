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

/**
 * Counts a page view once per visitor session per window; returns true when it counted.
 * The upsert only touches the row when the previous view is older than the window.
 */
export async function recordPageView(
  db: Kysely<Database>,
  targetType: 'keyword' | 'video',
  targetKey: string,
  sessionHash: string,
  windowMinutes: number,
): Promise<boolean> {
  const result = await sql<{ target_key: string }>`
    INSERT INTO page_views (target_type, target_key, session_hash, viewed_at)
    VALUES (${targetType}, ${targetKey}, ${sessionHash}, now())
    ON CONFLICT (target_type, target_key, session_hash) DO UPDATE SET viewed_at = now()
    WHERE page_views.viewed_at < now() - make_interval(mins => ${windowMinutes}::int)
    RETURNING target_key`.execute(db);
  return result.rows.length > 0;
}

/** The last `days` daily platform totals, oldest first. */
export async function listStatisticsHistory(db: Kysely<Database>, days: number) {
  const rows = await db.selectFrom('platform_statistics').selectAll().orderBy('stat_date', 'desc').limit(days).execute();
  return rows.reverse();
}
