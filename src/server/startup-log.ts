import { hostname } from 'node:os';

/**
 * The server's own lines (start-up, shutdown) in the shape of Fastify's pino lines — level, time, pid, hostname, msg —
 * so stdout is JSON only and a log shipper reads every line (issue 25). They are written whatever LOG_LEVEL says, as
 * before: scripts and operators wait for "사이트: http://…".
 */
export function startupLog(write: (line: string) => void = (line) => process.stdout.write(line)) {
  const host = hostname();
  return (msg: string, level: 30 | 40 | 50 = 30) =>
    write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: host, msg })}\n`);
}

/** What only the person at the terminal may see (the demo admin's one-time password): stderr, never the JSON log. */
export function tellOperator(message: string): void {
  process.stderr.write(`[119 안전영상] ${message}\n`);
}
