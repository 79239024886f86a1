// Addresses of the RSS 2.0 and Atom feeds of new videos (ADR 0029): the server serves them, pages name them in
// <link rel="alternate"> and the web links to them.
export const FEED_SCOPES = ['keywords', 'channels', 'categories', 'audiences', 'kits'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];
export type FeedFormat = 'rss' | 'atom';

const EXTENSION: Record<FeedFormat, string> = { rss: 'xml', atom: 'atom' };
export const FEED_TYPES: Record<FeedFormat, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };

/** `/feeds/new.xml`, or `/feeds/keywords/소화기.atom` for one keyword, channel, category, audience or kit. */
export function feedPath(format: FeedFormat, scope?: { kind: FeedScope; key: string }): string {
  const name = scope ? `${scope.kind}/${encodeURIComponent(scope.key)}` : 'new';
  return `/feeds/${name}.${EXTENSION[format]}`;
}

/** `소화기.atom` → { key: '소화기', format: 'atom' }; null for any other file name. */
export function parseFeedFile(file: string): { key: string; format: FeedFormat } | null {
  const match = /^(.+)\.(xml|atom)$/.exec(file);
  if (!match) return null;
  return { key: match[1]!, format: match[2] === 'atom' ? 'atom' : 'rss' };
}
