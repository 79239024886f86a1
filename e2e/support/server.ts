// Starts the real server on a fresh temporary PGlite directory with a small demo catalogue.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './admin.ts';
import { startE2EYouTube } from './fake-youtube.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
}

export async function startServer(
  /** `env` overrides the environment below (e.g. the spec's rate limits for the one spec that tests them). */
  options: { videos?: number; log?: (line: string) => void; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-119-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Sync jobs and the API test page talk to a local fake YouTube, never the network.
  const youtube = await startE2EYouTube();
  const child = spawn(process.execPath, ['src/server/index.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_VIDEOS: String(options.videos ?? 3000),
      LOG_LEVEL: 'warn',
      // Every test page comes from 127.0.0.1 within minutes: the per-visitor limits are not under test here.
      RATE_LIMIT_API: '1000000',
      RATE_LIMIT_SEARCH: '1000000',
      RATE_LIMIT_PER_ADDRESS: '1000000',
      RATE_LIMIT_SYNC: '1000000',
      ...youtube.env,
      // A known first admin for the admin specs (instead of the demo admin's random password).
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    await youtube.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  options.log?.(`server ready at ${url} (data ${dataDir})`);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await youtube.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
