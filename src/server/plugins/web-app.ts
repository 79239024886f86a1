// Serves the built web app (dist/web): immutable hashed assets, no-cache index.html with per-page
// Open Graph tags and the operator's config, SPA fallback for every non-/api GET.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../core/context.ts';
import { siteOrigin } from '../core/site-origin.ts';
import { pageMeta, pageMetaKey, SITE_NAME, type PageMeta } from './web-page-meta.ts';
import { jsonLdTag } from './web-structured-data.ts';
import { routePreloader } from './web-route-preload.ts';
import { initialDataTag } from './web-initial-data.ts';
import { shellRenderer } from './web-shell.ts';
import { siteSettings } from '../core/site-settings.ts';

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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
  // The few unhashed files (favicon, theme and start script, default thumbnail, share image).
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
      reply.header('cache-control', 'public, max-age=3600');
    },
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://local');
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    // Share links name the site's own address, never the Host the request claimed.
    const origin = siteOrigin(ctx.config, app.server.listening ? app.server.address() : null);
    const [meta, initialData, contactTags] = await Promise.all([
      ctx.cache.memo(`web-meta\u0000${origin}\u0000${pageMetaKey(url)}`, 60_000, () => pageMeta(ctx, url, origin)),
      initialDataTag(options.api ?? app, request, url).catch(() => ''),
      configTags(),
    ]);
    const html = template()
      .replace(META_BLOCK, () => metaTags(meta, origin))
      .replace(CONFIG_BLOCK, () => contactTags)
      .replace('</head>', () => `${preloadTags(pathname)}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${shell(pathname, url.searchParams)}</div>${initialData}`);
    reply.code(meta.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  };

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (isApiUrl(request.url)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
