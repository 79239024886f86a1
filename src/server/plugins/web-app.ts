// Serves the built web app (dist/web): immutable hashed assets, no-cache index.html with per-page
// Open Graph tags and the operator's config, SPA fallback for every non-/api GET.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../core/context.ts';
import { sendEncoded } from '../core/encoded-body.ts';
import { siteOrigin } from '../core/site-origin.ts';
import { DEFAULT_DESCRIPTION, DEFAULT_IMAGE, DEFAULT_TITLE, pageMeta, pageMetaKey, SITE_NAME, type PageMeta } from './web-page-meta.ts';
import { jsonLdTag } from './web-structured-data.ts';
import { routePreloader } from './web-route-preload.ts';
import { initialDataTag } from './web-initial-data.ts';
import { shellRenderer } from './web-shell.ts';
import { siteSettings } from '../core/site-settings.ts';
import { activeAlerts, alertsKey } from '../core/disaster-alerts.ts';
import { markStale, publicCacheControl, strongEtag, type CachedBody } from '../core/response-cache.ts';
import type { PublicAlert } from '../../shared/api/disaster-alerts.ts';
import { BANNER_HEAD, bannerHtml, escapeHtml } from './web-alert-banner.ts';
import { emergencyListPage, emergencyNoticePage, type EmergencyPage } from './web-emergency.ts';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../dist/web/', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';
const META_BLOCK = /<!--page-meta:start-->[\s\S]*?<!--page-meta:end-->/;
const CONFIG_BLOCK = /<!--site-config:start-->[\s\S]*?<!--site-config:end-->/;

/** Sources the page needs beyond 'self', for whoever writes the Content-Security-Policy. */
export const WEB_CSP_NEEDS = {
  imgSrc: ['https://i.ytimg.com', 'https://yt3.ggpht.com', 'data:'],
  frameSrc: ['https://www.youtube-nocookie.com'],
  /** index.html has no inline script (the theme is set by /theme-init.js), so script-src 'self' suffices. */
  scriptSrc: [],
} as const;

/**
 * HTML pages: browsers ask again each time (a 304 when nothing changed, by the ETag); a CDN may reuse a page for
 * 30 s, keep serving it while it asks again, and serve it for a day when the origin fails (ADR 0028).
 */
const HTML_CACHE_CONTROL = publicCacheControl(0, { sharedMaxAge: 30 });
const UNHASHED_CACHE_CONTROL = publicCacheControl(3_600);
const DEFAULT_META: PageMeta = {
  status: 200,
  title: DEFAULT_TITLE,
  description: DEFAULT_DESCRIPTION,
  image: DEFAULT_IMAGE,
  type: 'website',
  canonical: '/',
  alternates: [],
  jsonLd: [],
};
const isAdminPath = (pathname: string) => /^\/119sys-ctrl(\/|$)/.test(pathname);

/** The page's notices in force ('[]' for the admin area; the last good list while the database is away). */
async function pageAlerts(ctx: AppContext, pathname: string): Promise<PublicAlert[]> {
  if (isAdminPath(pathname)) return [];
  return activeAlerts(ctx).catch(() => []);
}

/** Sends a cached HTML page: 304 when the client has it, br or gzip when asked for (made once per entry). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, entry: CachedBody, status: number) {
  reply.header('cache-control', HTML_CACHE_CONTROL).header('vary', 'accept-encoding');
  if (entry.stale) markStale(reply, entry);
  // The ETag names the coding sent; only a 200 page answers 304.
  return sendEncoded(request, reply.code(status).type('text/html; charset=utf-8'), entry, { notModified: status === 200 });
}

const htmlEntry = (html: string, status: number, version: number): CachedBody => ({
  version,
  data: status,
  body: Buffer.from(html),
  etag: strongEtag(html),
});

function metaTags(meta: PageMeta, origin: string): string {
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href}`);
  const image = absolute(meta.image);
  const pageUrl = escapeHtml(absolute(meta.canonical));
  const [title, description] = [escapeHtml(meta.title), escapeHtml(meta.description)];
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${pageUrl}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="ko_KR" />`,
    `<meta property="og:url" content="${pageUrl}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    ...meta.alternates.map(
      (link) => `<link rel="alternate" type="${link.type}" href="${escapeHtml(absolute(link.href))}" title="${escapeHtml(link.title)}" />`,
    ),
    ...meta.jsonLd.map(jsonLdTag),
  ].join('\n    ');
}

/** index.html read once and again only when a rebuild changed it. */
function indexTemplate(root: string) {
  const file = `${root}/index.html`;
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/** Whether a URL asks for the API under any spelling (`/ap%69%2Fhealth` too): those get the API's JSON 404, never a page. */
export function isApiUrl(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judge the raw text.
  }
  return /^\/+api(\/|$)/i.test(decoded.replace(/\\/g, '/'));
}

export async function registerWebApp(
  app: FastifyInstance,
  ctx: AppContext,
  /** `api`: where the page's first API answers are asked (the same server unless a test splits them). */
  options: { root?: string; api?: FastifyInstance } = {},
): Promise<void> {
  const root = (options.root ?? DEFAULT_WEB_ROOT).replace(/\/+$/, '');
  if (!existsSync(`${root}/index.html`)) {
    app.log.warn(`웹 화면 빌드(${root})가 없습니다: npm run build`);
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (isApiUrl(request.url)) return reply.callNotFound();
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="ko"><meta charset="utf-8"><title>119 안전영상</title><p>웹 화면이 아직 빌드되지 않았습니다. <code>npm run build</code> 후 다시 시작하세요.</p></html>',
        );
    });
    return;
  }
  const template = indexTemplate(root);
  const preloadTags = routePreloader(root);
  const shell = shellRenderer(root);
  // The contact addresses in force (site settings, else CONTACT_EMAIL/INQUIRY_EMAIL), read per page.
  const configTags = async () => {
    const { settings } = await siteSettings(ctx).catch(() => ({
      settings: { contactEmail: ctx.config.CONTACT_EMAIL, inquiryEmail: ctx.config.INQUIRY_EMAIL },
    }));
    return [
      `<meta name="site:contact-email" content="${escapeHtml(settings.contactEmail)}" />`,
      `<meta name="site:inquiry-email" content="${escapeHtml(settings.inquiryEmail)}" />`,
    ].join('\n    ');
  };

  // Hashed bundles: looked up per request, so a rebuild under a running server is served at once.
  await app.register(fastifyStatic, {
    root: `${root}/assets`,
    prefix: '/assets/',
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
  // The few unhashed files (favicon, theme and start script, default thumbnail, share image, and what /emergency and
  // the banner need: alert.css, emergency-fonts.css, alert-banner.js): an hour, then a CDN keeps serving them while it
  // asks again and through an origin outage, like the pages that use them (ADR 0028).
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    decorateReply: false,
    globIgnore: ['index.html', 'shells.json', 'assets/**', '.vite/**', '**/*.gz', '**/*.br'],
    setHeaders: (reply) => {
      reply.header('cache-control', UNHASHED_CACHE_CONTROL);
    },
  });

  const renderIndex = async (request: FastifyRequest, url: URL, alerts: PublicAlert[], fallbackMeta: boolean) => {
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    // Share links name the site's own address, never the Host the request claimed.
    const origin = siteOrigin(ctx.config, app.server.listening ? app.server.address() : null);
    const [meta, initialData, contactTags] = await Promise.all([
      fallbackMeta
        ? { ...DEFAULT_META, canonical: pathname }
        : ctx.cache.memo(`web-meta\u0000${origin}\u0000${pageMetaKey(url)}`, 60_000, () => pageMeta(ctx, url, origin)),
      initialDataTag(options.api ?? app, request, url).catch(() => ''),
      configTags(),
    ]);
    const banner = bannerHtml(alerts);
    const html = template()
      .replace(META_BLOCK, () => metaTags(meta, origin))
      .replace(CONFIG_BLOCK, () => contactTags)
      .replace('</head>', () => `${banner ? `${BANNER_HEAD}\n    ` : ''}${preloadTags(pathname)}\n  </head>`)
      .replace('<div id="root"></div>', () => `${banner}<div id="root">${shell(pathname, url.searchParams)}</div>${initialData}`);
    return { html, status: meta.status };
  };

  // Each page is built once per catalogue version and set of notices in force, then answered from memory (ETag,
  // gzip made once); while the database is away, from its last good copy, else with the site's default tags.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://local');
    const alerts = await pageAlerts(ctx, url.pathname);
    const origin = siteOrigin(ctx.config, app.server.listening ? app.server.address() : null);
    const key = `html\u0000${origin}\u0000${url.pathname}${url.search}\u0000${alertsKey(alerts)}`;
    try {
      const entry = await ctx.cache.getEntry(
        key,
        async (version) => {
          const page = await renderIndex(request, url, alerts, false);
          return htmlEntry(page.html, page.status, version);
        },
        { pin: url.pathname === '/' },
      );
      return sendHtml(request, reply, entry, Number(entry.data));
    } catch (error) {
      request.log.warn({ err: error }, 'page rendered without the database');
      const page = await renderIndex(request, url, alerts, true);
      return sendHtml(request, reply, htmlEntry(page.html, 200, ctx.cache.version), 200);
    }
  };

  // The notices' own page: server-rendered, no app bundle; its copy is kept for when the database is away.
  const sendEmergency = async (request: FastifyRequest, reply: FastifyReply, page: (alerts: PublicAlert[]) => EmergencyPage) => {
    const alerts = await activeAlerts(ctx).catch(() => [] as PublicAlert[]);
    const url = new URL(request.url, 'http://local');
    const entry = await ctx.cache.getEntry(
      `emergency\u0000${url.pathname}\u0000${alertsKey(alerts)}`,
      async (version) => {
        const rendered = page(alerts);
        return htmlEntry(rendered.html, rendered.status, version);
      },
      { pin: true },
    );
    return sendHtml(request, reply, entry, Number(entry.data));
  };
  app.get('/emergency', { schema: { hide: true } }, (request, reply) => sendEmergency(request, reply, emergencyListPage));
  app.get<{ Params: { id: string } }>('/emergency/:id', { schema: { hide: true } }, (request, reply) =>
    sendEmergency(request, reply, (alerts) => emergencyNoticePage(alerts.find((a) => String(a.id) === request.params.id))),
  );

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (isApiUrl(request.url)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
