import * as repo from '../../../db/repositories/discovery.repo.ts';
import type { SitemapEntry } from '../../../db/repositories/discovery.repo.ts';
import { AUDIENCE_TYPES } from '../../../shared/constants/audiences.ts';
import type { AppContext } from '../../core/context.ts';
import { pageUrl, SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

/** The kinds of page the sitemap index lists, one file each (split past 50,000 URLs). */
export const SITEMAP_KINDS = ['pages', 'keywords', 'channels', 'categories', 'kits'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Pages made of the whole catalogue (home, lists, audience pages): they change whenever anything public does. */
const STATIC_PAGES: readonly string[][] = [
  [],
  ['popular'],
  ['channels'],
  ['keyword-network'],
  ['kits'],
  ['accessible'],
  ...AUDIENCE_TYPES.map((type) => ['audience-network', type]),
];

/** sitemap.xml and its files, from the catalogue (ADR 0029). Cached by the caller per catalogue version. */
export class SitemapService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async entries(kind: SitemapKind): Promise<SitemapEntry[]> {
    const db = this.#ctx.db;
    switch (kind) {
      case 'pages': {
        const changed = await repo.catalogueChangedAt(db);
        return STATIC_PAGES.map((path) => ({ path, lastmod: changed }));
      }
      case 'keywords':
        return repo.sitemapKeywords(db);
      case 'channels':
        return repo.sitemapChannels(db);
      case 'categories':
        return repo.sitemapCategories(db);
      case 'kits':
        return repo.sitemapKits(db);
    }
  }

  /** The index: one entry per file, its lastmod the newest of its pages. */
  async index(origin: string): Promise<string> {
    const files = [];
    for (const kind of SITEMAP_KINDS) {
      const entries = await this.entries(kind);
      for (let part = 1; part === 1 || (part - 1) * SITEMAP_MAX_URLS < entries.length; part += 1) {
        const slice = entries.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
        const lastmod = slice.reduce((newest, entry) => (entry.lastmod > newest ? entry.lastmod : newest), new Date(0));
        if (slice.length) files.push({ loc: `${origin}/sitemaps/${fileName(kind, part)}`, lastmod });
      }
    }
    return sitemapIndexXml(files);
  }

  /** One file of a kind (`part` from 1), or null when there is no such file. */
  async file(origin: string, kind: SitemapKind, part: number): Promise<string | null> {
    const slice = (await this.entries(kind)).slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
    if (!slice.length) return null;
    return urlsetXml(slice.map((entry) => ({ loc: pageUrl(origin, entry.path), lastmod: entry.lastmod })));
  }
}

/** keywords.xml, then keywords-2.xml, … */
export const fileName = (kind: SitemapKind, part: number) => (part === 1 ? `${kind}.xml` : `${kind}-${part}.xml`);

/** `keywords-2.xml` → { kind, part }, or null for a name that is no sitemap file. */
export function parseFileName(name: string): { kind: SitemapKind; part: number } | null {
  const match = /^([a-z]+)(?:-([2-9]|[1-9]\d{1,3}))?\.xml$/.exec(name);
  if (!match || !(SITEMAP_KINDS as readonly string[]).includes(match[1]!)) return null;
  return { kind: match[1] as SitemapKind, part: match[2] ? Number(match[2]) : 1 };
}
