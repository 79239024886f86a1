import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The package version, read once at start. */
export const APP_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/**
 * The commit this process runs (build-info metric): APP_COMMIT when the image was built with it (the Docker build
 * has no .git), else asked of git once at start, else "unknown".
 */
export const APP_COMMIT: string = process.env.APP_COMMIT?.trim() || gitCommit() || 'unknown';

function gitCommit(): string | null {
  try {
    const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
      timeout: 2_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const commit = result.status === 0 ? result.stdout.trim() : '';
    return /^[0-9a-f]{7,40}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}
