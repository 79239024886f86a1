// Is dist/web older than the web sources? Used by `npm start` and the browser tests.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const WEB_DIST_INDEX = 'dist/web/index.html';
const SOURCES = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

export function webBuildIsStale(root = '.'): boolean {
  const index = join(root, WEB_DIST_INDEX);
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}
