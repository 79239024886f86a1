import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every ADR opens with its decision in two sentences, under its Status and Date (the house rule of issue 19).
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIR = 'docs/decisions';

/** Sentences in a paragraph: ends of sentence, not the dots of e.g., i.e., numbers or file names. */
function sentenceCount(paragraph: string): number {
  const plain = paragraph
    .replace(/`[^`]*`/g, 'code')
    .replace(/\b(?:e\.g|i\.e|etc|vs|cf)\./g, 'abbr')
    .replace(/\d\.\d/g, '0');
  return plain.match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

/** The opening of an ADR: Status, Date and the first paragraph after them. */
function opening(markdown: string): { status?: string; date?: string; decision?: string } {
  const status = /^Status:\s*(.+)$/m.exec(markdown)?.[1];
  const date = /^Date:\s*(\d{4}-\d{2}-\d{2})/m.exec(markdown)?.[1];
  const afterDate = markdown
    .slice(markdown.search(/^Date:/m))
    .split('\n')
    .slice(1)
    .join('\n');
  const decision = afterDate
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p && !/^(Superseded|Amended)/.test(p));
  return { status, date, decision };
}

const adrs = readdirSync(join(root, DIR))
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();

describe('ADRs', () => {
  it('counts sentences, not dots in code, abbreviations and numbers', () => {
    expect(sentenceCount('One `a.ts` rule, e.g. 1.5 ms. Two.')).toBe(2);
    expect(sentenceCount('One. Two. Three.')).toBe(3);
  });

  it('are numbered uniquely', () => {
    const numbers = adrs.map((name) => name.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  for (const name of adrs) {
    it(`${name} opens with Status, Date and its decision in at most two sentences`, () => {
      const { status, date, decision } = opening(readFileSync(join(root, DIR, name), 'utf8'));
      expect(status, 'Status:').toBeTruthy();
      expect(date, 'Date: YYYY-MM-DD').toBeTruthy();
      expect(decision?.startsWith('**Decision.**'), `first paragraph opens with **Decision.**: ${decision?.slice(0, 60)}`).toBe(true);
      expect(sentenceCount(decision!.replace('**Decision.**', '')), decision).toBeLessThanOrEqual(2);
    });
  }
});
