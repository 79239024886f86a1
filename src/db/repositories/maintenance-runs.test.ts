import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { claimMaintenanceRun, findMaintenanceRun } from './maintenance-runs.repo.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const HOUR = 3_600_000;

describe('claimMaintenanceRun (a periodic task shared by several processes)', () => {
  it('gives each period to exactly one of many concurrent claimants', async () => {
    const now = new Date('2026-11-23T03:00:00Z');
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimMaintenanceRun(database.handle.db, 'shared-task', `process-${i}`, now, 6 * HOUR)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Not due again within the period, whoever asks.
    expect(await claimMaintenanceRun(database.handle.db, 'shared-task', 'process-9', new Date(now.getTime() + 5 * HOUR), 6 * HOUR)).toBe(
      false,
    );
    const later = new Date(now.getTime() + 6 * HOUR);
    const next = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimMaintenanceRun(database.handle.db, 'shared-task', `process-${i}`, later, 6 * HOUR)),
    );
    expect(next.filter(Boolean)).toHaveLength(1);
    const row = await findMaintenanceRun(database.handle.db, 'shared-task');
    expect(row).toMatchObject({ runs: 2, next_run_at: new Date(later.getTime() + 6 * HOUR) });
  });
});
