import { describe, expect, it } from 'vitest';
import { loginTimeOf, readStoredSession, SESSION_STORAGE_KEY } from './admin-session.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const user = { id: 3, email: 'a@example.kr', username: 'a', displayName: 'A', role: 'admin', isAdmin: true };

describe('admin session data', () => {
  it('derives the sign-in time from the 8-hour absolute expiry', () => {
    expect(loginTimeOf({ session: { idleTimeoutSeconds: 1800, absoluteExpiresAt: '2025-03-01T10:00:00.000Z' } })).toBe(
      '2025-03-01T02:00:00.000Z',
    );
  });

  it('discards stored data older than 24 hours, broken, or written by another browser', () => {
    const store = memoryStore();
    const loginAt = '2025-03-01T00:00:00.000Z';
    const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    store.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, loginAt, agent }));
    const t0 = Date.parse(loginAt);
    expect(readStoredSession(t0 + 23 * 3_600_000, store)?.user.id).toBe(3);
    expect(readStoredSession(t0 + 24 * 3_600_000, store)).toBeNull();
    expect(store.map.size).toBe(0);

    store.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, loginAt, agent: 'another browser' }));
    expect(readStoredSession(t0, store)).toBeNull();
    store.setItem(SESSION_STORAGE_KEY, '{broken');
    expect(readStoredSession(t0, store)).toBeNull();
  });
});
