import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderShells } from '../app/layout/static-shell.tsx';
import { shellCharacters } from './shell-characters.ts';

const DIR = new URL('./', import.meta.url);

describe('Pretendard Shell (the first screen of a device without a Korean font)', () => {
  it('holds every character of the static shells; otherwise run `npm run fonts:shell`', () => {
    const held = new Set(readFileSync(new URL('pretendard-shell.chars.txt', DIR), 'utf8').trim());
    const missing = [...shellCharacters(renderShells())].filter((c) => !held.has(c));
    expect(missing.join(''), 'characters the shells use that pretendard-shell.woff2 lacks: run `npm run fonts:shell`').toBe('');
  });

  it('stays small (a first screen, not a font)', () => {
    expect(statSync(new URL('pretendard-shell.woff2', DIR)).size).toBeLessThan(40 * 1024);
  });

  it('reads the shells as text: tags dropped, entities decoded, ASCII left to the device', () => {
    expect(shellCharacters({ a: '<p class="x">소방&amp;안전 · 119</p>', b: '<span>안전영상…</span>' })).toBe('·…방상소안영전');
  });
});
