import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { acquireDataDirLock, DataDirBusyError, dataDirOwner, lockPathOf, type DataDirOwner } from './data-dir-lock.ts';

// ADR 0027: one owner per embedded data directory. A live owner is never displaced; a dead one's lock is taken over.
const root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => join(root, `d${(n += 1)}`, 'pglite');

function writeLock(dir: string, owner: Partial<DataDirOwner> & { pid: number }) {
  const full: DataDirOwner = { command: 'server', since: new Date().toISOString(), host: hostname(), token: `t${n}`, ...owner };
  mkdirSync(dirname(dir), { recursive: true });
  writeFileSync(lockPathOf(dir), JSON.stringify(full));
}

/** A process that stays alive until killed. */
function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => new Promise((resolve) => (child.kill('SIGKILL'), child.once('exit', resolve))) };
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the embedded data directory lock', () => {
  it('refuses a second owner (even in the same process) naming the first, and frees the directory on release', () => {
    const dir = freshDir();
    const first = acquireDataDirLock(dir, 'server');
    first.setUrl('http://127.0.0.1:3999');
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
    let refusal: unknown;
    try {
      acquireDataDirLock(dir, 'db:migrate');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirBusyError);
    expect((refusal as Error).message).toContain(`실행 중인 서버(pid ${process.pid}, http://127.0.0.1:3999,`);
    expect(dataDirOwner(dir)).toMatchObject({ pid: process.pid, command: 'server', url: 'http://127.0.0.1:3999' });
    first.release();
    expect(existsSync(first.path)).toBe(false);
    acquireDataDirLock(dir, 'db:migrate').release();
  });

  it('never takes the directory from a live process', async () => {
    const dir = freshDir();
    const other = liveProcess();
    try {
      writeLock(dir, { pid: other.pid, command: 'db:seed' });
      expect(() => acquireDataDirLock(dir, 'server')).toThrow(`실행 중인 명령(npm run db:seed)(pid ${other.pid},`);
      expect(JSON.parse(readFileSync(lockPathOf(dir), 'utf8')).pid).toBe(other.pid);
    } finally {
      await other.stop();
    }
  });

  it('takes over the lock of a process that is gone (a crash), and of an earlier life of this pid', async () => {
    const crashed = freshDir();
    writeLock(crashed, { pid: await deadPid() });
    expect(dataDirOwner(crashed)).toBeNull();
    const lock = acquireDataDirLock(crashed, 'server');
    expect(lock.tookOverFrom?.command).toBe('server');
    expect(JSON.parse(readFileSync(lockPathOf(crashed), 'utf8')).pid).toBe(process.pid);
    lock.release();

    // A container restarted after a crash often gives the new process the old one's pid.
    const samePid = freshDir();
    writeLock(samePid, { pid: process.pid, token: 'an-earlier-life' });
    acquireDataDirLock(samePid, 'server').release();
  });

  it.skipIf(!existsSync('/proc/self/stat'))('takes over when the pid now belongs to another process (start time differs)', async () => {
    const dir = freshDir();
    const other = liveProcess();
    try {
      writeLock(dir, { pid: other.pid, startTicks: '1' });
      acquireDataDirLock(dir, 'server').release();
    } finally {
      await other.stop();
    }
  });

  it('is taken by opening the database: the directory is 0700 and a second open is refused until the first closes', async () => {
    const dir = freshDir();
    const handle = await openDatabase({ dataDir: dir, command: 'server' });
    try {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      await expect(openDatabase({ dataDir: dir, command: 'db:migrate' })).rejects.toThrow(DataDirBusyError);
    } finally {
      await handle.close();
    }
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });
});
