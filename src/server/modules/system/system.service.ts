import type { Health, Statistics } from '../../../shared/api/system.ts';
import { schemaVersion } from '../../../db/migrate.ts';
import { pingDatabase } from '../../../db/repositories/health.repo.ts';
import { readCurrentStatistics } from '../../../db/repositories/statistics.repo.ts';
import type { AppContext } from '../../core/context.ts';
import { iso } from '../../core/mappers.ts';

/** Health of the server and its database, and the platform statistics (current_statistics). */
export class SystemService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async health(): Promise<Health> {
    const started = performance.now();
    let reachable = true;
    let version: string | null = null;
    try {
      await pingDatabase(this.#ctx.db);
      version = await schemaVersion(this.#ctx.database);
    } catch {
      reachable = false;
    }
    return {
      status: reachable ? 'ok' : 'degraded',
      version: this.#ctx.appVersion,
      database: {
        kind: this.#ctx.database.kind,
        reachable,
        schemaVersion: version,
        latencyMs: Math.round((performance.now() - started) * 10) / 10,
      },
    };
  }

  async statistics(): Promise<Statistics> {
    const row = await readCurrentStatistics(this.#ctx.db);
    return {
      totalVideos: Number(row?.total_videos ?? 0),
      totalChannels: Number(row?.total_channels ?? 0),
      totalViews: Number(row?.total_views ?? 0),
      totalLikes: Number(row?.total_likes ?? 0),
      totalKeywords: Number(row?.total_keywords ?? 0),
      totalCategories: Number(row?.total_categories ?? 0),
      updatedAt: iso(row?.updated_at),
    };
  }
}
