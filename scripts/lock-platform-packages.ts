// npm run lock:platforms — records in package-lock.json the platform-specific optional packages
// (darwin, win32, freebsd…) that the registry used to build the lock did not serve. npm leaves an
// optional package it cannot fetch out of the lock, and `npm ci` then refuses the lock on every machine.
// Each entry gets the exact version its parent asks for and the os/cpu/libc npm needs to skip it on
// other platforms, so `npm ci` installs the same versions everywhere (ADR 0017).
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

const LOCK = new URL('../package-lock.json', import.meta.url);

/** os, cpu and libc from the platform part of a native binding's name (napi-rs naming). */
export function platformOf(name: string): { os?: string[]; cpu: string[]; libc?: string[] } | null {
  const match =
    /-(android|darwin|freebsd|linux|openharmony|win32|wasm32)-?([a-z0-9]*)(?:-(gnu|gnueabihf|musl|musleabihf|msvc|eabi|wasi))?$/.exec(name);
  if (!match) return null;
  const [, os, arch, abi] = match;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const cpu = arch || (abi === 'eabi' ? 'arm' : '');
  if (!cpu) return null;
  const libc = abi?.startsWith('gnu') ? ['glibc'] : abi?.startsWith('musl') ? ['musl'] : undefined;
  return { os: [os!], cpu: [cpu], ...(os === 'linux' && libc ? { libc } : {}) };
}

/** Adds the missing optional platform entries; returns the names added. */
export function addMissingPlatformEntries(packages: Record<string, LockEntry>): string[] {
  const added: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const prefix = path ? `${path}/node_modules/` : 'node_modules/';
      if (packages[`${prefix}${name}`] || packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      // npm writes an entry's fields as version, then the rest in alphabetical order.
      const fields: Record<string, unknown> = { ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
      packages[`node_modules/${name}`] = {
        version,
        ...Object.fromEntries(
          Object.keys(fields)
            .sort()
            .map((key) => [key, fields[key]]),
        ),
      };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

if (import.meta.main) {
  const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockEntry> };
  const added = addMissingPlatformEntries(lock.packages);
  // npm keeps package entries sorted by path; so do we, so later npm runs leave the file as it is.
  const [root, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([root!, ...rest.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `잠금 파일에 플랫폼 패키지 ${added.length}개를 기록했습니다:\n  ${added.join('\n  ')}`
      : '빠진 플랫폼 패키지가 없습니다.',
  );
}
