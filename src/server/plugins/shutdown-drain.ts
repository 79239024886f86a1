import { Server as NetServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from '../core/route-of.ts';

/** Seconds a client is told to wait (Retry-After) when it reaches a process that is stopping. */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;
export const SHUTTING_DOWN_MESSAGE = '서버가 다시 시작하는 중입니다. 잠시 후 다시 시도하세요.';

export interface ShutdownDrainOptions {
  /** Listening stops once no connection has arrived for this long (the kernel's queue of accepted connections is empty). */
  quietMs?: number;
  /** …or after this long, however busy. */
  maxAcceptMs?: number;
  /** After listening stops, how long open connections may still deliver a request they already sent. */
  lingerMs?: number;
}

export interface ShutdownDrain {
  /** Stops taking work and closes the app: every request already received gets its answer or a 503 with Retry-After. */
  close(): Promise<void>;
  readonly draining: boolean;
}

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// setImmediate runs right after the event loop's poll phase: whatever the sockets had for us has been read by then.
const afterPoll = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * ADR 0027 (issue 20 item 3). A stop that closes the listening socket and the idle connections at once resets every
 * connection the kernel had queued and every request not yet read: the embedded database keeps the event loop busy, so
 * under load that was most of them (40 queued uncached requests: 17 answered, 22 reset). Instead, on stop:
 *
 * 1. From now on a request that arrives is answered 503 with Retry-After and `Connection: close`, before its body
 *    is read or any query runs (cheap, whatever the database is doing); the readiness probe fails with it.
 * 2. The server keeps accepting until no connection has come for `quietMs`, so nothing queued in the kernel is reset.
 * 3. It stops listening, and open connections get `lingerMs` to deliver a request they already sent (answered 503).
 * 4. The app closes: idle connections are closed, requests in flight finish (their answers say `Connection: close`).
 */
export function registerShutdownDrain(app: FastifyInstance, options: ShutdownDrainOptions = {}): ShutdownDrain {
  const { quietMs = 150, maxAcceptMs = 2_000, lingerMs = 150 } = options;
  let draining = false;
  let lastConnectionAt = 0;
  app.server.on('connection', () => {
    lastConnectionAt = performance.now();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.code(503).header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    if (isApiRoute(request) || request.url.startsWith('/api')) {
      return reply.send({ success: false, error: { code: 'SHUTTING_DOWN', message: SHUTTING_DOWN_MESSAGE } });
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="ko"><meta charset="utf-8"><title>119 안전영상</title><p>${SHUTTING_DOWN_MESSAGE}</p></html>`);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  async function acceptQueued(): Promise<void> {
    const began = performance.now();
    for (;;) {
      await afterPoll();
      const now = performance.now();
      if (now - lastConnectionAt >= quietMs || now - began >= maxAcceptMs) return;
      await after(Math.min(25, quietMs));
    }
  }

  return {
    get draining() {
      return draining;
    },
    async close() {
      draining = true;
      if (app.server.listening) {
        await acceptQueued();
        // Stop listening only (the HTTP server's own close would also drop idle connections that may hold a request);
        // app.close() below closes it properly and waits for the connections.
        NetServer.prototype.close.call(app.server);
        await after(lingerMs);
        await afterPoll();
      }
      await app.close();
    },
  };
}
