import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * Files that replace a module with vi.mock get a fresh module graph of their own: in a shared worker a module
 * another file loaded first would keep the real import and the test would pass without checking anything.
 * src/test-support/isolation.test.ts fails when a file mocks a module and is not listed here.
 */
export const ISOLATED_FILES = ['src/server/modules/auth/login-race.test.ts'];

/** What every project shares (projects do not extend the root: its include would be merged into theirs). */
const COMMON = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // A global a file stubs (fetch) never leaks into the next file of a shared worker.
  unstubGlobals: true,
  pool: 'forks',
} as const;

export default defineConfig({
  test: {
    // Names the run's template databases (built once, copied per file) and fixes the seed's clock (ADR 0024).
    globalSetup: ['src/test-support/global-setup.ts'],
    // Files wait on child processes and fake servers as much as they compute: a third worker fills those gaps.
    maxWorkers: 3,
    projects: [
      {
        extends: false,
        // Workers run file after file in one module graph: the app, zod schemas and PGlite's wasm load once per
        // worker instead of once per file (about 40 % of the suite's CPU time). Every file still gets its own database.
        test: { ...COMMON, name: 'shared', include: INCLUDE, exclude: [...configDefaults.exclude, ...ISOLATED_FILES], isolate: false },
      },
      { extends: false, test: { ...COMMON, name: 'isolated', include: ISOLATED_FILES, isolate: true } },
    ],
  },
});
