import type { Health, Readiness, Statistics } from '../../../shared/api/system.ts';
import { listMigrations, schemaVersion } from '../../../db/migrate.ts';
import { appliedMigrationVersions, pingDatabase } from '../../../db/repositories/health.repo.ts';
import { readCurrentStatistics } from '../../../db/repositories/statistics.repo.ts';
import type { AppContext } from '../../core/context.ts';
import { iso } from '../../core/mappers.ts';

/** Health of the server and its database, and the platform statistics (current_statistics). */
export class SystemService {
  readonly #ctx: AppContext;
  /** The migration files this build ships (read once: they do not change under a running process). */
  readonly #expectedMigrations: string[];

  constructor(ctx: AppContext, expectedMigrations = listMigrations().map((m) => m.version)) {
    this.#ctx = ctx;
    this.#expectedMigrations = expectedMigrations;
  }

  /** Liveness: the process answers; nothing else is looked at. */
  live() {
    return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
  }

  /** Readiness: the database answers and has every migration this build ships. */
  async ready(): Promise<Readiness> {
    const started = performance.now();
    let applied: string[] | null = null;
    try {
      await pingDatabase(this.#ctx.db);
      applied = await appliedMigrationVersions(this.#ctx.db);
    } catch {
      applied = null;
    }
    const done = new Set(applied ?? []);
    const pending = this.#expectedMigrations.filter((version) => !done.has(version));
    const reachable = applied !== null;
    const kept = this.#ctx.cache.lastGood.size;
    return {
      status: reachable ? (pending.length === 0 ? 'ready' : 'not_ready') : kept > 0 ? 'degraded' : 'not_ready',
      database: { reachable, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
      lastGoodCopies: kept,
      migrations: { expected: this.#expectedMigrations.length, applied: done.size, pending: reachable ? pending : [] },
    };
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
