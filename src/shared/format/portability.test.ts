// Guard: this module ships to the browser, so its sources import only each other (no npm, no node:).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('.', import.meta.url);
const sources = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('format module portability', () => {
  it.each(sources)('%s imports only sibling .ts files and uses no Node globals', (name) => {
    const text = readFileSync(new URL(name, dir), 'utf8');
    const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]);
    for (const specifier of specifiers) expect(specifier).toMatch(/^\.\/[\w-]+\.ts$/);
    expect(text).not.toMatch(/\b(process|Buffer|require)\b|node:/);
  });
});
