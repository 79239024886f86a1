// Every counter a job kind counts has a Korean name (issue 25: job cards showed "changed", "imported", "exists").
// JobContext.count takes a JobCounter, so the compiler already refuses an unnamed one; this reads the sources too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JOB_COUNTER_LABELS } from '../shared/constants/sync.ts';

describe('job counters', () => {
  it('has a Korean name for every counter a job kind counts (read from the sources)', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const files = [
      ...readdirSync(join(root, 'src/sync'), { recursive: true, encoding: 'utf8' }).map((f: string) => join('src/sync', f)),
      'src/server/modules/videos/bulk-task-job.ts',
    ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const counted = new Set<string>();
    for (const file of files)
      for (const call of readFileSync(join(root, file), 'utf8').matchAll(/(?:ctx|#job)\.count\(([^;]*?)\)(?:;|\s*$)/gm))
        for (const name of call[1]!.matchAll(/(?<!=== )'([\w.]+)'/g)) counted.add(name[1]!);
    expect(counted.size).toBeGreaterThan(20);
    expect([...counted].filter((name) => !(name in JOB_COUNTER_LABELS))).toEqual([]);
    for (const label of Object.values(JOB_COUNTER_LABELS)) expect(label).toMatch(/[가-힣]/);
  });
});
