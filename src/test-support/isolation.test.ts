import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_FILES } from '../../vitest.config.ts';

const ROOT = join(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('test isolation', () => {
  it('runs every file that replaces a module (vi.mock) in a module graph of its own', () => {
    const mocking = ['src', 'bench', 'scripts']
      .flatMap(testFiles)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(ROOT, file), 'utf8')))
      .map((file) => relative(ROOT, join(ROOT, file)));
    expect(mocking.sort()).toEqual([...ISOLATED_FILES].sort());
  });
});
