import { connect, type Socket } from 'node:net';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { keepAliveTimeoutOf } from './connection-limits.ts';

// Issue 20 item 7: 1,000 slow connections from one address were all held for 45 s. Here one address floods the
// server with connections that never finish their request head; another address must still get answers, the flood
// is capped at HTTP_MAX_CONNECTIONS_PER_ADDRESS, and what is let in is cut off after HTTP_HEADERS_TIMEOUT_MS.
// Linux routes all of 127.0.0.0/8 to the loopback device, so 127.0.0.2 and 127.0.0.3 are other client addresses.
const CAP = 20;
const FLOOD = 200;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp(150, {
    env: {
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
      HTTP_HEADERS_TIMEOUT_MS: '3000',
      HTTP_KEEPALIVE_TIMEOUT_MS: '1000',
      TRUSTED_PROXIES: '127.0.0.3',
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

interface Slow {
  socket: Socket;
  closed: boolean;
}

/** A connection from `from` that sends half a request head and then nothing. */
function slowConnection(from: string): Promise<Slow> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from });
    const slow: Slow = { socket, closed: false };
    socket.on('error', () => undefined);
    // Read what the server says (its 408), so the socket can see the end and close.
    socket.resume();
    socket.on('close', () => (slow.closed = true));
    socket.on('connect', () => {
      socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve(slow);
    });
    socket.on('close', () => resolve(slow));
  });
}

function get(path: string, from: string, agent: false | Agent = false): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress: from, agent, headers: { connection: 'keep-alive' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, socket: req.socket! }));
    });
    req.on('error', reject);
    req.end();
  });
}

const openCount = (slows: Slow[]) => slows.filter((slow) => !slow.closed).length;

describe('connection limits (a listening server, real sockets)', () => {
  it('caps a slow-connection flood from one address while another address still gets answers, and cuts the slow ones off', async () => {
    const flood: Slow[] = [];
    try {
      await floodAndCheck(flood);
    } finally {
      for (const slow of flood) slow.socket.destroy();
    }
  }, 60_000);

  async function floodAndCheck(flood: Slow[]) {
    flood.push(...(await Promise.all(Array.from({ length: FLOOD }, () => slowConnection('127.0.0.2')))));
    // Everything past the cap is closed as soon as it is accepted, before anything is read (no 408, no answer).
    await expect.poll(() => openCount(flood), { timeout: 10_000, interval: 50 }).toBeLessThanOrEqual(CAP);
    // (On a very busy machine a few admitted ones may already have timed out and freed their places.)
    expect(flood.filter((slow) => slow.closed && slow.socket.bytesRead === 0).length).toBeGreaterThanOrEqual(FLOOD - 2 * CAP);

    const other = await get('/api/health/live', '127.0.0.1');
    expect(other.status).toBe(200);

    // The ones let in never finish their head: closed after HTTP_HEADERS_TIMEOUT_MS (Node's default holds them 60 s).
    await expect.poll(() => openCount(flood), { timeout: 30_000, interval: 100 }).toBe(0);
  }

  it('never caps a trusted proxy (every visitor behind it shares its address)', async () => {
    const fromProxy: Slow[] = [];
    for (let i = 0; i < CAP + 10; i += 1) fromProxy.push(await slowConnection('127.0.0.3'));
    // All of them are still open after a poll phase the cap would have used to close the extra ones.
    await new Promise((resolve) => setImmediate(resolve));
    const held = await get('/api/health/live', '127.0.0.1');
    expect(held.status).toBe(200);
    expect(openCount(fromProxy)).toBe(CAP + 10);
    for (const slow of fromProxy) slow.socket.destroy();
  }, 30_000);

  it('closes a kept-alive connection left idle after HTTP_KEEPALIVE_TIMEOUT_MS', async () => {
    // The client keeps its idle connection for as long as the server lets it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { status, socket } = await get('/api/health/live', '127.0.0.1', agent);
      expect(status).toBe(200);
      let closed = false;
      socket.once('close', () => (closed = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(closed).toBe(false);
      // Fastify's default keeps it 72 s.
      await expect.poll(() => closed, { timeout: 30_000, interval: 100 }).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 60_000);
});

describe('connection settings', () => {
  it('keeps idle connections 4 s, or 65 s behind a trusted proxy (longer than the proxy keeps its own), unless set', () => {
    expect(keepAliveTimeoutOf(loadConfig({}))).toBe(4_000);
    expect(keepAliveTimeoutOf(loadConfig({ TRUSTED_PROXIES: 'loopback' }))).toBe(65_000);
    expect(keepAliveTimeoutOf(loadConfig({ TRUSTED_PROXIES: 'loopback', HTTP_KEEPALIVE_TIMEOUT_MS: '30000' }))).toBe(30_000);
  });

  it('refuses a head time-out longer than the whole request may take, naming the variable', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS="40000": HTTP_REQUEST_TIMEOUT_MS보다 클 수 없습니다/,
    );
  });
});
