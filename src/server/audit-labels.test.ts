// Every audit action and target type the server or the sync engine writes has a Korean name for the security page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from '../shared/constants/audit.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
}

const code = [...sources('src/server'), ...sources('src/sync')].join('\n');
const found = (pattern: RegExp) => [...new Set([...code.matchAll(pattern)].map((m) => m[1]!))].sort();

describe('audit labels', () => {
  it('name every action written (literal, `a ? b : c` and the curation decision)', () => {
    const actions = [
      ...found(/action: '([a-z_]+\.[a-z_]+)'/g),
      ...found(/action: [^,\n]*\? '([a-z_]+\.[a-z_]+)'/g),
      ...found(/action: [^,\n]*\? '[a-z_.]+' : '([a-z_]+\.[a-z_]+)'/g),
    ];
    const curation = ['curation.approve', 'curation.reject'];
    expect(actions.length).toBeGreaterThan(20);
    expect([...actions, ...curation].filter((a) => !AUDIT_ACTION_LABELS[a])).toEqual([]);
  });

  it('name every target type written', () => {
    const targets = found(/target_?[tT]ype: '([a-z_]+)'/g).filter((t) => t !== 'x');
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.filter((t) => !AUDIT_TARGET_LABELS[t])).toEqual([]);
  });
});
