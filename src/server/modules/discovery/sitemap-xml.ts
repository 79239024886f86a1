// Sitemap protocol 0.9 documents, written by fast-xml-parser's builder (ADR 0029): escaping and layout are the
// library's; we only say what goes in.
import { XMLBuilder } from 'fast-xml-parser';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's limit of URLs per file; a longer list is split into numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
const DECLARATION = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

export interface SitemapUrl {
  loc: string;
  lastmod: Date;
}

/** W3C datetime to the second, in UTC (the form the sitemap schema and crawlers read). */
export const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return builder.build({
    ...DECLARATION,
    urlset: { '@_xmlns': SITEMAP_NAMESPACE, url: urls.map((url) => ({ loc: url.loc, lastmod: w3cDate(url.lastmod) })) },
  }) as string;
}

export function sitemapIndexXml(files: readonly SitemapUrl[]): string {
  return builder.build({
    ...DECLARATION,
    sitemapindex: { '@_xmlns': SITEMAP_NAMESPACE, sitemap: files.map((file) => ({ loc: file.loc, lastmod: w3cDate(file.lastmod) })) },
  }) as string;
}

/** An absolute URL of a page from its unescaped path segments (Korean slugs percent-encoded, RFC 3986). */
export function pageUrl(origin: string, segments: readonly string[]): string {
  return `${origin}/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}
