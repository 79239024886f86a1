// robots.txt: everything public may be crawled; the admin area and its API may not; the sitemap index is named.
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /119sys-ctrl',
    'Disallow: /api/admin',
    'Disallow: /api/auth',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
