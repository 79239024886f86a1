import { describe, expect, it } from 'vitest';
import { loginHref, safeAdminRedirect } from './redirect.ts';

describe('safeAdminRedirect', () => {
  it.each([
    ['/119sys-ctrl/users', '/119sys-ctrl/users'],
    ['/119sys-ctrl/security?tab=audit&page=2', '/119sys-ctrl/security?tab=audit&page=2'],
    ['/119sys-ctrl', '/119sys-ctrl'],
  ])('keeps admin page %s', (raw, expected) => expect(safeAdminRedirect(raw)).toBe(expected));

  it.each([
    null,
    '',
    'https://evil.example/119sys-ctrl',
    '//evil.example',
    '/119sys-ctrl-evil',
    '/119sys-ctrl//evil.example',
    '/119sys-ctrl/\\evil',
    '/119sys-ctrl/login',
    '/119sys-ctrl/login?redirect=/x',
    '/popular',
  ])('sends %s to the dashboard instead', (raw) => expect(safeAdminRedirect(raw)).toBe('/119sys-ctrl'));
});

describe('loginHref', () => {
  it('remembers the requested page, and omits the dashboard', () => {
    expect(loginHref({ pathname: '/119sys-ctrl/users', search: '?x=1' })).toBe(
      '/119sys-ctrl/login?redirect=%2F119sys-ctrl%2Fusers%3Fx%3D1',
    );
    expect(loginHref({ pathname: '/119sys-ctrl', search: '' })).toBe('/119sys-ctrl/login');
  });
});
