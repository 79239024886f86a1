import { describe, expect, it } from 'vitest';
import { PublicResponseCache } from './response-cache.ts';

const body = (kb: number) => async () => ({ text: 'x'.repeat(kb * 1024) });

describe('PublicResponseCache bounds', () => {
  it('holds at most maxBytes of bodies, dropping the least recently used first', async () => {
    const cache = new PublicResponseCache(1_000, 100 * 1024);
    for (let i = 0; i < 10; i += 1) await cache.get(`k${i}`, body(20));
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(cache.size).toBe(4);
    // k6..k9 are kept; using k6 makes k7 the oldest.
    await cache.get('k6', body(20));
    await cache.get('k10', body(20));
    const hitsBefore = cache.lookups.hits;
    await cache.get('k6', body(20));
    expect(cache.lookups.hits).toBe(hitsBefore + 1);
    const missesBefore = cache.lookups.misses;
    await cache.get('k7', body(20));
    expect(cache.lookups.misses).toBe(missesBefore + 1);
  });

  it('holds at most maxEntries, and never a body bigger than a quarter of the budget', async () => {
    const cache = new PublicResponseCache(3, 1024 * 1024);
    for (let i = 0; i < 5; i += 1) await cache.get(`k${i}`, body(1));
    expect(cache.size).toBe(3);
    const huge = await cache.get('huge', body(300));
    expect(huge.body.length).toBeGreaterThan(300 * 1024);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThan(10 * 1024);
  });

  it('forgets everything (and its byte count) when the catalogue version moves', async () => {
    const cache = new PublicResponseCache(100, 1024 * 1024);
    await cache.get('a', body(10));
    expect(cache.bytes).toBeGreaterThan(10 * 1024);
    cache.setVersion(cache.version + 1);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});

describe('PublicResponseCache last good copies', () => {
  const failing = async () => {
    throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  };

  it('answers a failed produce with the last good copy, across versions and after the normal cache dropped it', async () => {
    const cache = new PublicResponseCache(2, 1024 * 1024, 64 * 1024);
    await cache.get('kept', async () => ({ n: 1 }), { pin: true });
    for (let i = 0; i < 50; i += 1) await cache.get(`other${i}`, body(4));
    cache.setVersion(cache.version + 1);
    const entry = await cache.get('kept', failing);
    expect(entry.stale).toBe(true);
    expect(JSON.parse(entry.body.toString())).toEqual({ n: 1 });
    expect(cache.lastGood.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.failing).toBe(true);
    // A key never answered has nothing to fall back on.
    await expect(cache.get('never', failing)).rejects.toThrow('ECONNREFUSED');
    // Refusals of the request itself are never covered up.
    await cache.get('bad', async () => ({ ok: true }));
    cache.noteDatabase(true);
    await expect(cache.get('bad-2', () => Promise.reject(Object.assign(new Error('400'), { statusCode: 400 })))).rejects.toThrow('400');
  });
});

describe('PublicResponseCache remembered values while the database is away', () => {
  const down = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

  it('answers an expired or older-version value when producing it again fails, and asks again once it works', async () => {
    const cache = new PublicResponseCache(100);
    // ttl 0: every call after the first must produce again (as the access badges do a minute later).
    expect(await cache.memo('badges', 0, async () => 'first')).toBe('first');
    cache.setVersion(2);
    expect(await cache.memo('badges', 0, down)).toBe('first');
    expect(cache.failing).toBe(true);
    // Meanwhile it does not ask the database at all.
    let asked = 0;
    expect(
      await cache.memo('badges', 0, async () => {
        asked += 1;
        return 'second';
      }),
    ).toBe('first');
    expect(asked).toBe(0);
    cache.noteDatabase(true);
    expect(await cache.memo('badges', 0, async () => 'second')).toBe('second');
  });

  it('still fails with nothing kept, and never hides a refusal of the request itself', async () => {
    const cache = new PublicResponseCache(100);
    await expect(cache.memo('never', 60_000, down)).rejects.toThrow(/ECONNREFUSED/);
    await cache.memo('count', 0, async () => 3);
    const refusal = Object.assign(new Error('잘못된 요청'), { statusCode: 400 });
    await expect(cache.memo('count', 0, () => Promise.reject(refusal))).rejects.toBe(refusal);
  });
});
