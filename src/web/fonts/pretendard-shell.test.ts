import { describe, expect, it } from 'vitest';
import { renderShells } from '../app/layout/static-shell.tsx';
import heldCharacters from './pretendard-shell.chars.txt?raw';
import fontDataUrl from './pretendard-shell.woff2?inline';
import { shellCharacters } from './shell-characters.ts';

describe('Pretendard Shell (the first screen of a device without a Korean font)', () => {
  it('holds every character of the static shells; otherwise run `npm run fonts:shell`', () => {
    const held = new Set(heldCharacters.trim());
    const missing = [...shellCharacters(renderShells())].filter((c) => !held.has(c));
    expect(missing.join(''), 'characters the shells use that pretendard-shell.woff2 lacks: run `npm run fonts:shell`').toBe('');
  });

  it('stays small (a first screen, not a font)', () => {
    const bytes = (fontDataUrl.length - fontDataUrl.indexOf(',') - 1) * 0.75;
    expect(bytes).toBeGreaterThan(5 * 1024);
    expect(bytes).toBeLessThan(40 * 1024);
  });

  it('reads the shells as text: tags dropped, entities decoded, ASCII left to the device', () => {
    expect(shellCharacters({ a: '<p class="x">소방&amp;안전 · 119</p>', b: '<span>안전영상…</span>' })).toBe('·…방상소안영전');
  });
});
