// What `npm ci --omit=dev` installs must be exactly what the running server loads: nothing it imports may be a dev
// dependency (the server would not start), and nothing in `dependencies` may be dead weight (an unused package, or one
// only the browser bundle or the build needs — Vite copies those into dist/web). ADR 0035.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  license?: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
// Every process the production image or `npm start` runs (Dockerfile CMD, scripts/start.ts, the npm run CLIs).
const ENTRY_POINTS = [
  'scripts/start.ts',
  'src/server/index.ts',
  'src/server/cli/migrate.ts',
  'src/server/cli/seed.ts',
  'src/server/cli/backup.ts',
  'src/server/cli/restore.ts',
  'src/server/cli/admin-create.ts',
  'src/server/cli/sync.ts',
];
// Static and dynamic imports (not `import type`), and scripts a process spawns: new URL('./child.ts', import.meta.url).
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'|\bimport\(\s*'([^']+)'\s*\)|new URL\(\s*'(\.[^']+)',\s*import\.meta\.url/g;

/** Bare package names the runtime loads, following relative imports from the entry points. */
function runtimePackages(): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = ENTRY_POINTS.filter((file) => existsSync(join(ROOT, file))).map((file) => join(ROOT, file));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = (match[1] ?? match[2] ?? match[3])!;
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        if (/\.(ts|tsx|js|mjs)$/.test(target) && existsSync(target)) queue.push(target);
        continue;
      }
      if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
      const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
      if (!packages.has(name)) packages.set(name, file.slice(ROOT.length + 1));
    }
  }
  return packages;
}

describe('runtime dependencies (what npm ci --omit=dev installs)', () => {
  const used = runtimePackages();

  it('holds every package the server and its commands import', () => {
    const missing = [...used].filter(([name]) => !(name in pkg.dependencies)).map(([name, file]) => `${name} (${file})`);
    expect(missing, 'imported at run time but not in dependencies').toEqual([]);
  });

  it('holds nothing the server never loads (browser-only packages and fonts are bundled into dist/web by the build)', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !used.has(name));
    expect(unused, 'in dependencies but never imported at run time: move to devDependencies or remove').toEqual([]);
  });

  it('lists every package once', () => {
    const both = Object.keys(pkg.dependencies).filter((name) => name in pkg.devDependencies);
    expect(both).toEqual([]);
  });
});

describe('licence', () => {
  it('is Apache-2.0 in package.json and in LICENSE', () => {
    expect(pkg.license).toBe('Apache-2.0');
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/Apache License\s+Version 2\.0/);
  });
});
