import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createChildDatabase } from './test-support/child-database.ts';
import { startChildServer, type ChildServer } from './test-support/child-server.ts';

// Issue 20 item 3: SIGTERM while 40 uncached requests are queued (the embedded database answers them one at a time)
// answered some, refused one with 503 and reset 22 connections. Every request a client sent must get an answer: the
// one it asked for, or a 503 with Retry-After — never a reset.
const REQUESTS = 40;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Outcome = { status: number; retryAfter: string | undefined } | { error: string };

/** One request on its own connection (no keep-alive pool), sent at once. */
function send(server: ChildServer, path: string, sent: () => void, answering: () => void): Promise<Outcome> {
  const url = new URL(server.url + path);
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, agent: false }, (res) => {
      answering();
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(sent);
  });
}

describe('graceful stop under queued load (a real server process)', () => {
  it('answers every request already sent (200, or 503 with Retry-After), resets none, and exits 0', async () => {
    const database = await createChildDatabase();
    cleanups.push(() => database.dispose());
    const server = await startChildServer({
      ...database.env,
      DEMO_CATALOGUE: 'on',
      DEMO_VIDEOS: '3000',
      // Every request reaches the database: nothing is answered from the response cache.
      CACHE_MAX_ENTRIES: '0',
      SYNC_RUNNER: 'off',
      RATE_LIMIT_API: '100000',
      RATE_LIMIT_PER_ADDRESS: '100000',
      LOG_LEVEL: 'warn',
    });
    cleanups.push(() => (server.child.exitCode === null ? server.kill() : undefined));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    // The search index loads in the background after start, on the same one-connection database: wait for it, so the
    // stop is measured against the requests alone (on a machine this busy its queries could eat the 9 s deadline).
    await expect.poll(() => server.output().includes('검색 색인 준비'), { timeout: 120_000, interval: 100 }).toBe(true);

    // Forty different uncached lists (pages and sorts), all written to their sockets; the signal comes when the first
    // answer starts, so some are being worked on, some wait for the database, some are not read yet.
    let written = 0;
    let allWritten!: () => void;
    let firstAnswer!: () => void;
    const ready = new Promise<void>((resolve) => (allWritten = resolve));
    const answering = new Promise<void>((resolve) => (firstAnswer = resolve));
    const sorts = ['latest', 'popular', 'views', 'likes'];
    const outcomes = Array.from({ length: REQUESTS }, (_, i) =>
      send(
        server,
        `/api/videos?page=${1 + (i % 10)}&limit=48&sort=${sorts[i % sorts.length]}`,
        () => {
          written += 1;
          if (written === REQUESTS) allWritten();
        },
        firstAnswer,
      ),
    );
    await ready;
    await answering;
    server.child.kill('SIGTERM');
    const results = await Promise.all(outcomes);

    const resets = results.filter((result) => 'error' in result);
    const answered = results.filter((result): result is Exclude<Outcome, { error: string }> => !('error' in result));
    const refused = answered.filter((result) => result.status === 503);
    const summary = `200: ${answered.filter((r) => r.status === 200).length}, 503: ${refused.length}, reset: ${resets.length} (${resets.map((r) => (r as { error: string }).error).join(', ')})`;
    const code = await exited;
    if (process.env.SHOW_OUTPUT || resets.length) console.log(`${summary}\nexit ${code}\n${server.output()}`);
    expect(resets, summary).toEqual([]);
    expect(
      answered.every((result) => result.status === 200 || result.status === 503),
      summary,
    ).toBe(true);
    expect(
      refused.every((result) => Number(result.retryAfter) >= 1),
      summary,
    ).toBe(true);
    expect(code, server.output()).toBe(0);
  }, 240_000);
});
