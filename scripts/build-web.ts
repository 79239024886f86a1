// Builds the web app with Vite when dist/web is missing or stale (`--force` always builds).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { webBuildIsStale } from './web-build-state.ts';

const VITE = 'node_modules/.bin/vite';

/** Returns false when a build was needed but could not run (e.g. dev dependencies not installed). */
export function ensureWebBuild(options: { force?: boolean; log?: (line: string) => void } = {}): boolean {
  // stderr: the server's stdout that follows is JSON log lines only.
  const log = options.log ?? ((line: string) => console.error(line));
  if (!options.force && !webBuildIsStale()) return true;
  if (!existsSync(VITE)) {
    log('[119 안전영상] 웹 화면을 빌드할 Vite가 없습니다 (npm install로 개발 의존성을 설치하세요). 기존 빌드로 시작합니다.');
    return false;
  }
  log('[119 안전영상] 웹 화면을 빌드하는 중… (vite build)');
  const result = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`vite build 실패 (종료 코드 ${result.status})`);
  return true;
}

if (import.meta.main) {
  try {
    ensureWebBuild({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
