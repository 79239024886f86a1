import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { searchCatalogueFor } from './engine/index.ts';
import { warmSearch } from './search.service.ts';

// Issue 27: the first searches after a start cost what later ones do, because a few run before any visitor.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(800);
});
afterAll(() => t?.close());

describe('warming the search path at start', () => {
  it('runs the most used keywords through the service and keeps their first pages', async () => {
    const rows = searchCatalogueFor(t.ctx).rows;
    expect(rows.size).toBe(0);
    await warmSearch(t.ctx);
    expect(rows.size).toBeGreaterThan(20);
    // Visitors are answered as before.
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent('소화기')}` });
    expect(res.statusCode).toBe(200);
  });
});
