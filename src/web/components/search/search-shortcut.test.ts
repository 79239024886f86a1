import { describe, expect, it } from 'vitest';
import { isSearchShortcut, isTypingTarget } from './search-shortcut.ts';

const element = (tagName: string, extra: { role?: string; isContentEditable?: boolean } = {}) => ({
  tagName,
  isContentEditable: extra.isContentEditable ?? false,
  getAttribute: (name: string) => (name === 'role' ? (extra.role ?? null) : null),
});
const press = (key: string, target: unknown = element('BODY'), mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  isSearchShortcut({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    ...mods,
    target: target as EventTarget,
  });

describe('the "/" search shortcut', () => {
  it('fires for "/" on the page or a link', () => {
    expect(press('/')).toBe(true);
    expect(press('/', element('A'))).toBe(true);
  });

  it('never fires while typing in a field or an editor, or for another key', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) expect(press('/', element(tag))).toBe(false);
    expect(press('/', element('DIV', { isContentEditable: true }))).toBe(false);
    expect(press('/', element('DIV', { role: 'combobox' }))).toBe(false);
    expect(press('?')).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('never fires with Ctrl, Cmd or Alt held', () => {
    expect(press('/', undefined, { ctrlKey: true })).toBe(false);
    expect(press('/', undefined, { metaKey: true })).toBe(false);
    expect(press('/', undefined, { altKey: true })).toBe(false);
  });
});
