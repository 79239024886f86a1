import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Builds nothing itself: names the run's template databases (copied per file) and fixes the seed's clock.
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Integration suites share one seeded database per file; run files in a couple of workers.
    pool: 'forks',
    maxWorkers: 2,
  },
});
