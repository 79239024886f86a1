// The web app's route paths, read from the source of src/web/app/router.tsx (the server cannot load the React
// router). Tests compare the server's page statuses and the sitemap with this list, so a page added to the web
// router that the server or the sitemap does not know fails a test.
import { readFileSync } from 'node:fs';

const ROUTER = new URL('../../web/app/router.tsx', import.meta.url);

/** Every route path of the web router as an absolute pattern ('/view/:slug'); the catch-all '*' routes left out. */
export function webRoutePaths(): string[] {
  const source = readFileSync(ROUTER, 'utf8');
  const paths = new Set<string>();
  if (/index:\s*true/.test(source)) paths.add('/');
  for (const match of source.matchAll(/\bpath:\s*'([^']*)'/g)) {
    const path = match[1]!;
    if (path === '*' || path === '/') continue;
    paths.add(path.startsWith('/') ? path : `/${path}`);
  }
  return [...paths].sort();
}

/** The routes without parameters ('/popular', '/accessible'), outside the admin area. */
export function staticWebRoutes(): string[] {
  return webRoutePaths().filter((path) => !path.includes(':') && !path.startsWith('/119sys-ctrl') && !path.startsWith('/admin/'));
}
