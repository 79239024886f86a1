import { describe, expect, it } from 'vitest';
import { entryLines, pastedEntries, withoutEntries } from './workflow-form.ts';

describe('the pasted list', () => {
  it('names each entry by its line in the box, blank lines and several entries on a line included', () => {
    const text = 'aaaaaaaaaaa\n\n소화기 bbbbbbbbbbb, ccccccccccc\n  \nhttps://youtu.be/ddddddddddd';
    expect(pastedEntries(text)).toEqual(['aaaaaaaaaaa', '소화기', 'bbbbbbbbbbb', 'ccccccccccc', 'https://youtu.be/ddddddddddd']);
    expect(entryLines(text)).toEqual([1, 3, 3, 3, 5]);
  });

  it('runs without the entries the dry run marked, and leaves a filter alone', () => {
    const request = { task: 'delete' as const, videoIds: ['a', 'b', 'c', 'd'], dryRun: false };
    expect(withoutEntries(request, [2, 4]).videoIds).toEqual(['a', 'c']);
    expect(withoutEntries(request, [])).toBe(request);
    const filter = { task: 'delete' as const, filter: {}, dryRun: false };
    expect(withoutEntries(filter, [1])).toBe(filter);
  });
});
