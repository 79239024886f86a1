import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectEndpoints, renderEndpointTable } from './endpoint-table.ts';

describe('generated endpoint table', () => {
  it('is up to date with the contracts (run `npm run gen:endpoints` after changing one)', async () => {
    const current = readFileSync(new URL('./endpoints.ts', import.meta.url), 'utf8');
    expect(current).toBe(await renderEndpointTable());
  });

  it('declares each method and path once, under /api', async () => {
    const endpoints = await collectEndpoints();
    expect(endpoints.length).toBeGreaterThan(0);
    for (const [, spec] of endpoints) expect(spec.path).toMatch(/^\/api\//);
  });
});
