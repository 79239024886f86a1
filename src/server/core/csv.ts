import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { CsvFormat } from '../../shared/api/common.ts';

// What a spreadsheet runs when a cell starts with it (OWASP CSV injection), fullwidth forms included.
const FORMULA_START = /^[=+\-@\t\r\n＝＋－＠]/;

/**
 * CSV text of a header and rows. `excel`: UTF-8 with BOM (Korean Excel opens it) and a quote before any cell a
 * spreadsheet would run; `raw`: no BOM, every value exactly as stored (a video ID like -pczyTbt_Y- stays itself).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[], format: CsvFormat): string {
  const guard = (value: string) => (format === 'excel' && FORMULA_START.test(value) ? `'${value}` : value);
  const text = stringify([header, ...rows] as (string | number)[][], { record_delimiter: '\r\n', cast: { string: guard } });
  return format === 'excel' ? `\uFEFF${text}` : text;
}

/** Sends a CSV download: an ASCII file name for old clients and the Korean one (RFC 6266), never cached. */
export function csvAttachment(reply: FastifyReply, asciiName: string, name: string, body: string): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(body);
}
