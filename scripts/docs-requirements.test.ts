import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { remainingCitations } from './cite-requirements.ts';

// docs/requirements.md is the product's requirements in our words. This keeps it honest: IDs unique and well formed,
// every status one of three, every cited test file present, and every requirement ID cited anywhere defined.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REQUIREMENTS = 'docs/requirements.md';
const ID = /\bR-[A-Z]+(?:-[A-Z]+)*-\d{2}\b/g;
const STATUSES = ['built', 'partial', 'not built'] as const;

interface Requirement {
  id: string;
  text: string;
  status: string;
  tests: string[];
  line: number;
}

function readRequirements(markdown: string): { requirements: Requirement[]; malformed: string[] } {
  const requirements: Requirement[] = [];
  const malformed: string[] = [];
  markdown.split('\n').forEach((row, index) => {
    if (!/^\|\s*R-/.test(row)) return;
    const cells = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [id = '', text = '', status = '', shownBy = ''] = cells;
    if (cells.length !== 4 || !new RegExp(`^${ID.source}$`).test(id) || !text) {
      malformed.push(`line ${index + 1}: ${row.slice(0, 80)}`);
      return;
    }
    const tests = [...shownBy.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    requirements.push({ id, text, status, tests, line: index + 1 });
  });
  return { requirements, malformed };
}

const SCANNED = ['src', 'e2e', 'bench', 'scripts', 'docs'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|css|html|md|sql|json|yaml|yml)$/;

/** Every text file under the scanned folders (generated and dependency folders aside). */
function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of SCANNED) {
    if (!existsSync(join(root, dir))) continue;
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name).slice(root.length + 1);
      // architecture.test.ts's planted files come and go while it runs.
      if (!/(^|\/)(node_modules|dist|results)\/|zz-architecture-probe/.test(path)) files.push(path);
    }
  }
  return files;
}

const { requirements, malformed } = readRequirements(readFileSync(join(root, REQUIREMENTS), 'utf8'));
const defined = new Set(requirements.map((r) => r.id));

describe(REQUIREMENTS, () => {
  it('has requirements, every row in the form | ID | requirement | status | tests |', () => {
    expect(malformed).toEqual([]);
    expect(requirements.length).toBeGreaterThan(50);
  });

  it('gives each ID once', () => {
    const seen = new Map<string, number>();
    const twice = requirements.filter((r) => seen.has(r.id) || !seen.set(r.id, r.line)).map((r) => `${r.id} (line ${r.line})`);
    expect(twice).toEqual([]);
  });

  it('gives each requirement a known status', () => {
    const unknown = requirements.filter((r) => !(STATUSES as readonly string[]).includes(r.status));
    expect(unknown.map((r) => `${r.id}: ${r.status}`)).toEqual([]);
  });

  it('shows every built or partial requirement by test files that exist, and cites none for what is not built', () => {
    const problems: string[] = [];
    for (const r of requirements) {
      if (r.status === 'not built') {
        if (r.tests.length) problems.push(`${r.id} is not built but cites ${r.tests.join(', ')}`);
        continue;
      }
      if (!r.tests.length) problems.push(`${r.id} (${r.status}) cites no test`);
      for (const test of r.tests) {
        if (!/\.test\.tsx?$|^e2e\/specs\/.+\.spec\.ts$/.test(test)) problems.push(`${r.id}: ${test} is not a test file`);
        else if (!existsSync(join(root, test))) problems.push(`${r.id}: ${test} does not exist`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('defines every requirement ID cited in the code and the docs', () => {
    const unknown: string[] = [];
    for (const file of sourceFiles()) {
      if (file === REQUIREMENTS) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const [id] of text.matchAll(ID)) if (!defined.has(id)) unknown.push(`${file}: ${id}`);
    }
    expect(unknown).toEqual([]);
  });

  it('is what comments cite: no citation of the deleted copies remains (node scripts/cite-requirements.ts rewrites them)', () => {
    expect(remainingCitations()).toEqual([]);
  });
});
