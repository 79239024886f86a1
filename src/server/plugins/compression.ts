import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD, varyOnEncoding } from '../core/encoded-body.ts';

// What is worth compressing: JSON, text (CSV, plain, HTML), XML feeds and sitemaps, SVG — not images or fonts.
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[a-z.+-]*\+)?(?:json|xml)\b|image\/svg\+xml)/;

/**
 * Issue 25 item 11: answers are compressed at the origin (brotli, else gzip) with Vary: Accept-Encoding, so clients
 * without a proxy in front get small answers and a CDN never hands one client's encoding to another. Cached bodies
 * (public API answers, pages, feeds) are compressed once per entry by core/encoded-body.ts, and built assets are
 * precompressed files (@fastify/static): both arrive here with a Content-Encoding and are left alone. Register
 * before the routes: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
    // Request bodies stay as they are sent (JSON under 1 MB); nothing asks for compressed uploads.
    globalDecompression: false,
  });
  // The plain answer varies by Accept-Encoding as much as the compressed one does.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) varyOnEncoding(reply);
    return payload;
  });
}
