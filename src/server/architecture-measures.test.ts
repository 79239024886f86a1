import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md lists shell greps a reader can run to check the layering ("Measures you can run yourself").
// This test runs every command of that block as written, so the doc cannot promise a measure the code fails, nor
// name a folder that no longer exists (grep then complains on stderr).
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** architecture.test.ts plants deliberate mistakes in the tree while it runs (maybe beside this test): not ours. */
const PLANTED = 'zz-architecture-probe';
const lines = (text: string) => text.split('\n').filter((line) => line.trim() && !line.includes(PLANTED));

interface Measure {
  what: string;
  command: string;
}

/** The commands of the measures block, each with the comment line above it. */
function readMeasures(markdown: string): Measure[] {
  const section = markdown.split(/^### Measures you can run yourself$/m)[1];
  const block = section?.match(/^```bash\n([\s\S]*?)^```$/m)?.[1];
  if (!block) throw new Error('docs/ARCHITECTURE.md has no ```bash block under "### Measures you can run yourself"');
  const measures: Measure[] = [];
  let what = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('#')) what = line.replace(/^#\s*/, '');
    else if (line.trim()) measures.push({ what, command: line });
  }
  return measures;
}

const measures = readMeasures(readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8'));

describe('the measures of docs/ARCHITECTURE.md', () => {
  it('lists the layering measures', () => {
    expect(measures.length).toBeGreaterThanOrEqual(10);
  });

  for (const { what, command } of measures) {
    it(`prints nothing: ${what} — ${command.slice(0, 60)}`, () => {
      const run = spawnSync('bash', ['-c', command], { cwd: root, encoding: 'utf8' });
      expect(run.error).toBeUndefined();
      expect({ stdout: lines(run.stdout), stderr: lines(run.stderr) }).toEqual({ stdout: [], stderr: [] });
    });
  }
});
