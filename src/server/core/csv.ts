import type { FastifyReply } from 'fastify';

/** Sends a CSV download: an ASCII file name for old clients and the Korean one (RFC 6266), never cached. */
export function csvAttachment(reply: FastifyReply, asciiName: string, name: string, body: string): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(body);
}
