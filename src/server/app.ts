import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client.ts';
import { readCatalogueVersion } from '../db/repositories/statistics.repo.ts';
import type { AppConfig } from './core/config.ts';
import type { AppContext } from './core/context.ts';
import { registerCategoryRoutes } from './modules/categories/categories.routes.ts';
import { registerAdminCategoryRoutes } from './modules/categories/admin-categories.routes.ts';
import { registerChannelRoutes } from './modules/channels/channels.routes.ts';
import { registerAdminChannelRoutes } from './modules/channels/admin-channels.routes.ts';
import { registerKeywordRoutes } from './modules/keywords/keywords.routes.ts';
import { registerAdminKeywordRoutes } from './modules/keywords/admin-keywords.routes.ts';
import { registerAdminVideoRoutes } from './modules/videos/admin-videos.routes.ts';
import { registerBulkTaskRoutes } from './modules/videos/bulk-tasks.routes.ts';
import { bulkTaskJob } from './modules/videos/bulk-task-job.ts';
import { registerDuplicateRoutes } from './modules/videos/duplicates.routes.ts';
import { registerSiteSettingsRoutes } from './modules/settings/site-settings.routes.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerAlertRoutes } from './modules/alerts/alerts.routes.ts';
import { registerSearchDictionaryRoutes } from './modules/search-dictionary/search-dictionary.routes.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { registerVideoRoutes } from './modules/videos/videos.routes.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { registerUserRoutes } from './modules/admin/users.routes.ts';
import { scheduleRetention, type RetentionJob } from './modules/admin/retention.ts';
import { registerCurationRoutes } from './modules/curation/curation.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerSyncRoutes } from './modules/sync/sync.routes.ts';
import { createServerSyncEngine, importConfiguredKeys, runSyncInBackground } from './modules/sync/sync-setup.ts';
import { registerSecurity, type Security } from './modules/auth/security-setup.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/error-handler.ts';
import { registerApiNotFound } from './plugins/api-not-found.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { PublicResponseCache } from './core/response-cache.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerCachedAnswers } from './plugins/cached-answers.ts';
import { LOG_REDACT, registerRequestLog, requestIdGenerator } from './plugins/request-log.ts';
import { registerShutdownDrain, type ShutdownDrain } from './plugins/shutdown-drain.ts';
import { connectionServerOptions, registerConnectionCap } from './plugins/connection-limits.ts';
import { AppMetrics } from './core/metrics.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerMetricsRoute } from './modules/system/metrics.routes.ts';
import { registerDiscoveryRoutes } from './modules/discovery/discovery.routes.ts';
import { registerFeedRoutes } from './modules/feeds/feeds.routes.ts';
import { registerEmbedRoutes } from './modules/embeds/embed.routes.ts';
import { registerOembedRoutes } from './modules/embeds/oembed.routes.ts';
import { registerKitRoutes } from './modules/kits/kits.routes.ts';
import { registerVersionRoutes } from './modules/versions/versions.routes.ts';
import { APP_COMMIT, APP_VERSION } from './version.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  now?: () => Date;
  /** How often to look for catalogue changes made by other processes (ms); 0 disables polling. */
  versionPollMs?: number;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output when not given. */
  logStream?: { write(line: string): void };
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  security: Security;
  /** Re-reads the catalogue version now (after writes made outside this process's requests). */
  syncCatalogueVersion(): Promise<void>;
  /** The one job that drops operational records past their retention. */
  retention: RetentionJob;
  metrics: AppMetrics;
  /** SIGTERM: stop taking work, answer what was received, close (plugins/shutdown-drain.ts). */
  drain: ShutdownDrain;
}

export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.LOG_LEVEL, redact: LOG_REDACT, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Fastify's two lines per request are replaced by one (plugins/request-log.ts), with the route pattern.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(config.TRUSTED_PROXIES),
    // Only the listed proxies may say who the client is (X-Forwarded-For); never everyone.
    trustProxy: config.TRUSTED_PROXIES.length ? config.TRUSTED_PROXIES : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
    ...connectionServerOptions(config),
    // A request that reaches a closing app gets the drain's 503 with Retry-After (plugins/shutdown-drain.ts), not Fastify's bare one.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const base = {
    config,
    database,
    db: database.db,
    cache: new PublicResponseCache(config.CACHE_MAX_ENTRIES, config.CACHE_MAX_MB * 1024 * 1024, config.CACHE_LAST_GOOD_MB * 1024 * 1024),
    now: options.now ?? (() => new Date()),
    appVersion: APP_VERSION,
  };
  // The bulk-task job kind runs the video module's per-item steps, so the server hands its handler to the engine.
  const ctx: AppContext = {
    ...base,
    sync: createServerSyncEngine(base, (message) => app.log.info(message), { bulk_task: bulkTaskJob(() => ctx) }),
  };
  await importConfiguredKeys(ctx, config);
  const syncCatalogueVersion = async () => ctx.cache.setVersion(await readCatalogueVersion(ctx.db));
  await syncCatalogueVersion();

  registerErrorHandling(app);
  registerConnectionCap(app, config);
  // The request hooks come first, so even a request refused by a later stage is counted and logged with its ID.
  const metrics = new AppMetrics({
    database,
    cache: ctx.cache,
    securityCounts: () => security.security.counts,
    build: { version: APP_VERSION, commit: APP_COMMIT },
  });
  registerRequestLog(app, metrics);
  const drain = registerShutdownDrain(app);
  registerJsonBodyParser(app);
  await registerCompression(app);
  registerNulGuard(app);
  const security = await registerSecurity(app, ctx);
  // After every security stage: a URL answered before is answered from the cache here (ADR 0031).
  registerCachedAnswers(app, ctx.cache);
  await registerOpenApi(app, APP_VERSION, ctx.config.PUBLIC_ORIGIN);
  registerSystemRoutes(app, ctx);
  registerVideoRoutes(app, ctx);
  registerChannelRoutes(app, ctx);
  registerKeywordRoutes(app, ctx);
  registerCategoryRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerAuthRoutes(app, security);
  registerAdminRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerCurationRoutes(app, ctx);
  registerAdminKeywordRoutes(app, ctx);
  registerAdminCategoryRoutes(app, ctx);
  registerAdminChannelRoutes(app, ctx);
  registerAdminVideoRoutes(app, ctx);
  registerBulkTaskRoutes(app, ctx);
  registerDuplicateRoutes(app, ctx);
  registerSiteSettingsRoutes(app, ctx);
  registerAlertRoutes(app, ctx);
  registerSearchDictionaryRoutes(app, ctx);
  registerSyncRoutes(app, ctx);
  registerMetricsRoute(app, ctx, metrics);
  registerDiscoveryRoutes(app, ctx);
  registerFeedRoutes(app, ctx);
  registerEmbedRoutes(app, ctx);
  registerOembedRoutes(app, ctx);
  registerKitRoutes(app, ctx);
  registerVersionRoutes(app, ctx);
  app.addHook('onClose', async () => metrics.close());
  runSyncInBackground(app, ctx, (message) => app.log.info(message));
  const retention = scheduleRetention(app, ctx);
  registerApiNotFound(app, security.routes);
  await registerWebApp(app, ctx);

  const pollMs = options.versionPollMs ?? 1000;
  if (pollMs > 0) {
    // The poll doubles as the database's pulse: while it fails, kept copies answer at once; when it answers again,
    // fresh answers resume (ADR 0028).
    const timer = setInterval(
      () =>
        void syncCatalogueVersion().then(
          () => ctx.cache.noteDatabase(true),
          () => ctx.cache.noteDatabase(false),
        ),
      pollMs,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { app, ctx, security, syncCatalogueVersion, retention, metrics, drain };
}
