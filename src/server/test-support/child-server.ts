import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChildServer {
  url: string;
  child: ChildProcess;
  output(): string;
  /** What the process wrote to stdout alone (the JSON log stream) and to stderr alone. */
  stdout(): string;
  stderr(): string;
  /** SIGKILL: no shutdown hooks run, like a crashed machine. */
  kill(): Promise<void>;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<number | null>;
}

/** Starts `src/server/index.ts` in its own process and waits for the URL it prints. */
export async function startChildServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ChildServer> {
  const child = spawn(process.execPath, ['src/server/index.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
      const match = /사이트: (http:\/\/[^\s/]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stderr += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A pass-through proxy that holds every request for `delayMs`, so a job runs long enough to be interrupted. */
export async function startSlowProxy(target: string, delayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const to = new URL(target);
  const server: Server = createServer((req, res) => {
    setTimeout(() => {
      const upstream = httpRequest(
        { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
