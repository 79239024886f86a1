// The static first paint (dist/web/shells.json, rendered at build time by src/web/app/layout/static-shell.tsx):
// the header — with the home hero or the channel list's title — inside #root, so the page paints before
// its JavaScript has loaded.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { CHANNEL_TYPES } from '../../shared/constants/catalogue.ts';
import { routeModule } from './web-route-preload.ts';

type Shells = Record<string, string>;

/** Which shell a page gets (see renderShells), or null: the admin area has its own frame, unknown paths get none. */
export function shellKey(pathname: string, search: URLSearchParams, keys: readonly string[]): string | null {
  if (pathname === '/') return '/';
  if (!routeModule(pathname)) return null;
  if (pathname === '/channels') {
    const type = search.get('type');
    return `/channels?type=${type && (CHANNEL_TYPES as readonly string[]).includes(type) ? type : 'fire_dept'}`;
  }
  const own = keys.find(
    (key) => key.startsWith('/') && key !== '/' && !key.includes('?') && (pathname === key || pathname.startsWith(`${key}/`)),
  );
  return own ?? '*';
}

/** Reads shells.json (again after a rebuild); returns the shell HTML for a page, '' when none. */
export function shellRenderer(root: string) {
  const file = `${root}/shells.json`;
  let cached: { mtimeMs: number; shells: Shells } | null = null;
  return (pathname: string, search: URLSearchParams): string => {
    if (!existsSync(file)) return '';
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, shells: JSON.parse(readFileSync(file, 'utf8')) as Shells };
    const key = shellKey(pathname, search, Object.keys(cached.shells));
    return key ? (cached.shells[key] ?? '') : '';
  };
}
