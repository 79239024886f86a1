import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response, errors and 404s included (helmet writes them in onRequest,
 * before any handler can fail). HSTS only when the request really arrived over HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Set below, only over HTTPS: on plain HTTP it would be ignored or pin a development host.
    strictTransportSecurity: false,
    // YouTube's embedded player needs the referring origin (it refuses to play without one).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // Sign-in and admin answers are personal: never kept by a browser, proxy or CDN.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPersonalRoute(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
