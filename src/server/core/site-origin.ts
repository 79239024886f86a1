import type { AddressInfo } from 'node:net';
import type { AppConfig } from './config.ts';

/**
 * The origin every absolute URL the server writes starts with (canonical, og:url, og:image): PUBLIC_ORIGIN when
 * set, else the configured host and the port the server listens on. Never the request's Host header, which the
 * client chooses (a forged Host would otherwise be echoed into share links and cached pages).
 */
export function siteOrigin(config: Pick<AppConfig, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'>, listening: AddressInfo | string | null): string {
  if (config.PUBLIC_ORIGIN) return config.PUBLIC_ORIGIN;
  const port = listening && typeof listening === 'object' ? listening.port : config.PORT;
  const host =
    config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${port}`;
}
