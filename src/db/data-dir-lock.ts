import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';

// ADR 0027: one process owns an embedded data directory at a time. PGlite itself never refuses a second opener, and
// the second one's clean close removes `postmaster.pid` under the first (then a restore or a restart finds a broken
// directory). So every opener takes this lock first: `<data dir>.lock` beside the directory (a restore renames the
// directory; the lock stays), holding the owner's pid, what it is and, for a server, its address.

/** Who holds a data directory. */
export interface DataDirOwner {
  pid: number;
  /** `server`, or the npm script of a command-line tool (`db:backup`, …). */
  command: string;
  /** The server's address once it listens. */
  url?: string;
  since: string;
  host: string;
  /** Linux: the process's start time (clock ticks since boot), so a pid reused after a crash is not taken for the owner. */
  startTicks?: string;
  token: string;
}

export class DataDirBusyError extends Error {
  readonly owner: DataDirOwner;
  readonly dir: string;
  constructor(dir: string, owner: DataDirOwner) {
    super(busyMessage(dir, owner));
    this.dir = dir;
    this.owner = owner;
  }
}

export function describeOwner(owner: DataDirOwner): string {
  const what = owner.command === 'server' ? '실행 중인 서버' : `실행 중인 명령(npm run ${owner.command})`;
  const where = owner.url ? `, ${owner.url}` : '';
  const since = new Date(owner.since).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' });
  return `${what}(pid ${owner.pid}${where}, ${since}부터)`;
}

function busyMessage(dir: string, owner: DataDirOwner): string {
  return (
    `${describeOwner(owner)}가 내장 데이터베이스 폴더(${dir})를 쓰고 있습니다. ` +
    '내장 데이터베이스는 한 프로세스만 열 수 있어, 지금 열면 실행 중인 데이터베이스가 망가집니다.'
  );
}

export const lockPathOf = (dataDir: string) => `${resolve(dataDir)}.lock`;

/** Locks held by this process (a second open in the same process is refused like any other). */
const held = new Map<string, string>();

function startTicksOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses); starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): DataDirOwner | null | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as DataDirOwner;
    return Number.isInteger(owner.pid) && typeof owner.token === 'string' ? owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Whether the recorded owner is a live process (never this process's own earlier life: same pid, not held here). */
function isLiveOwner(path: string, owner: DataDirOwner): boolean {
  if (owner.pid === process.pid) return held.get(path) === owner.token;
  if (owner.host !== hostname()) return isAlive(owner.pid);
  if (!isAlive(owner.pid)) return false;
  const ticks = startTicksOf(owner.pid);
  return !(owner.startTicks && ticks && ticks !== owner.startTicks);
}

/** The live owner of a data directory, or null when none (a stale lock of a dead process counts as none). */
export function dataDirOwner(dataDir: string): DataDirOwner | null {
  const path = lockPathOf(dataDir);
  const owner = readOwner(path);
  return owner && owner !== 'unreadable' && isLiveOwner(path, owner) ? owner : null;
}

/** Writes `text` to `path` only if nothing is there, all at once (a reader never sees half a lock). */
function createAtomically(path: string, text: string): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, text, { mode: 0o600 });
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export interface DataDirLock {
  readonly path: string;
  readonly owner: DataDirOwner;
  /** The process that had left its lock behind (a crash), when this one took it over. */
  readonly tookOverFrom?: DataDirOwner;
  /** Records the server's address, so a refused command can say where it runs. */
  setUrl(url: string): void;
  release(): void;
}

/**
 * Takes the data directory for this process, or throws DataDirBusyError naming the live owner. A lock left by a
 * process that is gone (a crash, a power cut) is taken over; a live one never.
 */
export function acquireDataDirLock(dataDir: string, command: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = lockPathOf(dir);
  const ticks = startTicksOf(process.pid);
  const owner: DataDirOwner = {
    pid: process.pid,
    command,
    since: new Date().toISOString(),
    host: hostname(),
    ...(ticks ? { startTicks: ticks } : {}),
    token: randomBytes(12).toString('base64url'),
  };
  const text = () => `${JSON.stringify(owner, null, 2)}\n`;
  // DATA_DIR, when we are the first to make it, is the owner's alone.
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  let tookOverFrom: DataDirOwner | undefined;
  for (let attempt = 0; ; attempt += 1) {
    if (createAtomically(path, text())) break;
    const current = readOwner(path);
    if (current === null) continue;
    if (current !== 'unreadable') tookOverFrom = current;
    if (current === 'unreadable') {
      // Not ours to judge unless it has sat there a while (a foreign or damaged file).
      if (Date.now() - statSync(path).mtimeMs < 5_000 && attempt < 50) {
        pause(100);
        continue;
      }
    } else if (isLiveOwner(path, current)) {
      throw new DataDirBusyError(dir, current);
    }
    takeOverStale(path, current === 'unreadable' ? null : current.token);
    if (attempt > 50) throw new Error(`${path}: 잠금을 얻지 못했습니다.`);
  }
  held.set(path, owner.token);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(path);
    process.off('exit', release);
    const current = readOwner(path);
    if (current && current !== 'unreadable' && current.token === owner.token) unlinkSync(path);
  };
  // A command that ends with process.exit() still hands the directory back.
  process.on('exit', release);
  return {
    path,
    owner,
    ...(tookOverFrom ? { tookOverFrom } : {}),
    setUrl(url) {
      owner.url = url;
      const temp = `${path}.${process.pid}.url`;
      writeFileSync(temp, text(), { mode: 0o600 });
      renameSync(temp, path);
    },
    release,
  };
}

/** Removes a dead owner's lock, unless another process replaced it meanwhile (the rename moves whatever is there). */
function takeOverStale(path: string, staleToken: string | null): void {
  const aside = `${path}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  const movedToken = moved && moved !== 'unreadable' ? moved.token : null;
  // Another process took it over and locked it between our read and our rename: give its lock back.
  if (movedToken !== staleToken) {
    try {
      linkSync(aside, path);
    } catch {
      // A third process holds it now; that one's lock stands.
    }
  }
  unlinkSync(aside);
}
