import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { isPersonalRoute } from '../core/route-of.ts';

/** Our scripts and styles only; YouTube-nocookie players; thumbnails from YouTube's image hosts. */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https://i.ytimg.com', 'https://yt3.ggpht.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube-nocookie.com'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const PLAYER = '(self "https://www.youtube-nocookie.com")';
/**
 * Browser features: what the YouTube player's iframe asks for (VideoModal's allow attribute) stays with us and the
 * player; everything the site never uses (camera, microphone, location, payment, devices, ad topics) is off for all.
 */
export const PERMISSIONS_POLICY = [
  ...['accelerometer', 'autoplay', 'encrypted-media', 'fullscreen', 'gyroscope', 'picture-in-picture', 'web-share'].map(
    (feature) => `${feature}=${PLAYER}`,
  ),
  ...['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'bluetooth', 'midi', 'magnetometer'].map(
    (feature) => `${feature}=()`,
  ),
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries, computed once by helmet (the same on pages, API answers and every error). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Set below, only over HTTPS: on plain HTTP it would be ignored or pin a development host.
    strictTransportSecurity: false,
    // YouTube's embedded player needs the referring origin (it refuses to play without one).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
  })({} as never, response as never, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
})();

/** Writes the security headers on an answer made before any hook ran (malformed URLs answered by the router). */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}

/**
 * Security headers on every response, errors and 404s included (written in onRequest, before any handler can
 * fail). HSTS only when the request really arrived over HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Callback hooks (no promise per request: ADR 0031).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  // Sign-in and admin answers are personal: never kept by a browser, proxy or CDN.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPersonalRoute(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
