import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { compileAddressList, plainAddress } from '../core/address-list.ts';
import type { AppConfig } from '../core/config.ts';

const MINUTE = 60_000;

/** The idle time of a kept-alive connection: short for visitors, longer than a proxy's own idle time behind one. */
export function keepAliveTimeoutOf(config: AppConfig): number {
  return config.HTTP_KEEPALIVE_TIMEOUT_MS ?? (config.TRUSTED_PROXIES.length ? 65_000 : 4_000);
}

/**
 * ADR 0027: Node's 60 s for a request head and Fastify's 72 s of keep-alive let 1,000 slow connections from one
 * address sit for 45 s. The head must arrive within HTTP_HEADERS_TIMEOUT_MS (Node answers 408 and closes), the whole
 * request within HTTP_REQUEST_TIMEOUT_MS, and an idle connection closes after the keep-alive time. Node checks the
 * first two on a timer: often enough that a limit of a second or two holds.
 */
export function connectionServerOptions(config: AppConfig): { http: ServerOptions; keepAliveTimeout: number; requestTimeout: number } {
  return {
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, Math.max(100, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 4))),
    },
    keepAliveTimeout: keepAliveTimeoutOf(config),
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
  };
}

/**
 * At most HTTP_MAX_CONNECTIONS_PER_ADDRESS open connections per client address; the next one is closed at once,
 * before anything is read, so a flood from one address cannot hold the sockets everybody else needs. The cap keys on
 * the socket's address: behind a proxy every visitor arrives from the proxy, so TRUSTED_PROXIES are never capped
 * (the proxy limits its clients itself; docs/operations.md).
 */
export function registerConnectionCap(app: FastifyInstance, config: AppConfig): { open(address: string): number } {
  const open = new Map<string, number>();
  const cap = config.HTTP_MAX_CONNECTIONS_PER_ADDRESS;
  if (cap === 0) return { open: () => 0 };
  const isProxy = compileAddressList(config.TRUSTED_PROXIES);
  const warned = new Map<string, number>();

  app.server.on('connection', (socket) => {
    const address = plainAddress(socket.remoteAddress ?? '');
    if (!address || isProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      socket.destroy();
      const now = Date.now();
      // Once a minute per address: a flood must not become a flood of log lines.
      if ((warned.get(address) ?? 0) <= now) {
        if (warned.size > 10_000) warned.clear();
        warned.set(address, now + MINUTE);
        app.log.warn({ address, open: count, cap }, 'connection refused: too many open connections from one address');
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return { open: (address) => open.get(address) ?? 0 };
}
