import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { SeedResult } from './index.ts';

export interface ChildSeedOptions {
  /** The embedded data directory to create; it must not exist yet. */
  dataDir: string;
  videos: number;
  seed: number;
  log: (message: string) => void;
  /** Node flags of the child (this process's own by default: the same WebAssembly tier and memory settings). */
  execArgv?: readonly string[];
}

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

/** True when `dataDir` holds no embedded database yet (a fresh clone's first start). */
export const isFreshDataDir = (dataDir: string) => !existsSync(`${dataDir}/PG_VERSION`);

/**
 * Creates, migrates and seeds a fresh embedded data directory in a child process (ADR 0026). The server that seeded
 * in its own process kept 567–651 MB until restarted, against ~300 MB after a restart: the heap the load grew is
 * never handed back. The child builds the directory beside the real one and it is renamed into place only when
 * complete, so a start that is stopped half-way leaves nothing that looks like a catalogue.
 */
export async function seedInChildProcess(options: ChildSeedOptions): Promise<SeedResult> {
  const building = `${options.dataDir}.seeding`;
  rmSync(building, { recursive: true, force: true });
  const child = spawn(
    process.execPath,
    [
      ...(options.execArgv ?? process.execArgv),
      CHILD,
      '--data-dir',
      building,
      '--videos',
      String(options.videos),
      '--seed',
      String(options.seed),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let result: SeedResult | null = null;
  const errors: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('result ')) result = JSON.parse(line.slice('result '.length)) as SeedResult;
    else options.log(line);
  });
  createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  try {
    const seeded = await new Promise<SeedResult>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (code === 0 && result) resolve(result);
        else reject(new Error(`데모 카탈로그를 만드는 하위 프로세스가 실패했습니다 (${signal ?? code}):\n${errors.slice(-20).join('\n')}`));
      });
    });
    rmSync(options.dataDir, { recursive: true, force: true });
    renameSync(building, options.dataDir);
    return seeded;
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  } finally {
    process.off('exit', stop);
  }
}
