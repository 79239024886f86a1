import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deactivateAdminUser, deleteApiKey, getAdminDashboard, listAdminUsers, updateApiKey } from '../../shared/api/endpoints.ts';

// Each test gets fresh module state (token in memory, shared refresh promise).
async function load() {
  vi.resetModules();
  const api = await import('./admin-client.ts');
  const session = await import('./admin-session.ts');
  return { ...api, ...session };
}

const user = {
  id: 1,
  email: 'a@example.kr',
  username: 'a',
  displayName: '관리자',
  role: 'admin' as const,
  isAdmin: true,
  regions: [],
  grants: [],
};
const grant = (accessToken: string) => ({
  accessToken,
  tokenType: 'Bearer' as const,
  expiresIn: 600,
  user,
  session: { idleTimeoutSeconds: 1800, absoluteExpiresAt: '2030-01-01T08:00:00.000Z' },
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = () => json(401, { success: false, error: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } });

interface Call {
  url: string;
  method: string;
  headers: Headers;
}
let calls: Call[];

function mockServer(answer: (call: Call) => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, method: init.method ?? 'GET', headers: new Headers(init.headers) };
      calls.push(call);
      return answer(call);
    }),
  );
}

const dataCalls = () => calls.filter((c) => c.url.startsWith('/api/admin'));
const refreshCalls = () => calls.filter((c) => c.url === '/api/auth/refresh');

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('admin api client', () => {
  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    const m = await load();
    m.applyGrant(grant('old'));
    mockServer(async (call) => {
      if (call.url === '/api/auth/refresh') {
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { success: true, data: grant('new') });
      }
      return call.headers.get('authorization') === 'Bearer new' ? json(200, { success: true, data: { ok: call.url } }) : unauthorized();
    });
    const [a, b] = await Promise.all([m.callAdmin(getAdminDashboard, { query: {} }), m.callAdmin(listAdminUsers, {})]);
    expect((a.data as unknown as { ok: string }).ok).toBe('/api/admin/dashboard');
    expect(b).toMatchObject({ success: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls()).toHaveLength(4);
    expect(m.currentAccessToken().token).toBe('new');
  });

  it('signs out with the spec message when the refresh is refused', async () => {
    const m = await load();
    m.applyGrant(grant('old'));
    mockServer((call) =>
      call.url === '/api/auth/refresh'
        ? json(401, { success: false, error: { code: 'SESSION_REFRESH_FAILED', message: 'x' } })
        : unauthorized(),
    );
    await expect(m.callAdmin(getAdminDashboard, { query: {} })).rejects.toMatchObject({
      status: 401,
      message: '세션을 갱신하지 못했습니다.',
    });
    expect(refreshCalls()).toHaveLength(1);
    expect(m.getAdminSession()).toMatchObject({ status: 'signed-out', user: null });
    expect(m.getAdminSession().notice).toMatch(/다시 로그인/);
    expect(m.currentAccessToken().token).toBeNull();
  });

  it('retries only once: a second 401 after a good refresh signs out', async () => {
    const m = await load();
    m.applyGrant(grant('old'));
    mockServer((call) => (call.url === '/api/auth/refresh' ? json(200, { success: true, data: grant('new') }) : unauthorized()));
    await expect(m.callAdmin(getAdminDashboard, { query: {} })).rejects.toMatchObject({ code: 'SESSION_REFRESH_FAILED' });
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls()).toHaveLength(2);
  });

  it('refuses a refresh answer without an access token', async () => {
    const m = await load();
    mockServer(() => json(200, { success: true, data: {} }));
    await expect(m.refreshSession()).rejects.toMatchObject({ message: '세션 갱신 응답이 올바르지 않습니다.' });
  });

  it('never refreshes after a failed login and passes the server message through', async () => {
    const m = await load();
    mockServer(() =>
      json(401, { success: false, error: { code: 'INVALID_CREDENTIALS', message: '아이디 또는 비밀번호가 올바르지 않습니다.' } }),
    );
    await expect(m.loginAdmin('a@example.kr', 'wrong-password')).rejects.toMatchObject({
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
    });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('sends the bearer token, and the CSRF header on writes only', async () => {
    const m = await load();
    m.applyGrant(grant('tok'));
    mockServer(() => json(200, { success: true, data: {} }));
    await m.callAdmin(listAdminUsers, {});
    await m.callAdmin(deactivateAdminUser, { params: { id: 2 } });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(calls[0]!.headers.get('x-requested-with')).toBeNull();
    expect(calls[1]!.headers.get('x-requested-with')).toBe('119-admin');
    expect(calls[1]!.method).toBe('POST');
  });

  it('sends PATCH with the CSRF header and reads a 204 answer as done', async () => {
    const m = await load();
    m.applyGrant(grant('tok'));
    mockServer((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, { success: true, data: { key: 1 } })));
    await expect(m.callAdmin(updateApiKey, { params: { id: 1 }, body: { isEnabled: false } })).resolves.toMatchObject({ data: { key: 1 } });
    await expect(m.callAdmin(deleteApiKey, { params: { id: 1 } })).resolves.toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/youtube/keys/1', '/api/admin/youtube/keys/1']);
    expect(calls[0]!.method).toBe('PATCH');
    expect(calls[0]!.headers.get('x-requested-with')).toBe('119-admin');
    expect(calls[1]!.method).toBe('DELETE');
  });

  it('on page load takes the token from the refresh cookie, or ends signed out', async () => {
    let m = await load();
    mockServer(() => json(200, { success: true, data: grant('fresh') }));
    m.startAdminSession();
    await vi.waitFor(() => expect(m.getAdminSession().status).toBe('signed-in'));
    expect(m.getAdminSession().loginAt).toBe('2030-01-01T00:00:00.000Z');

    m = await load();
    mockServer(() => unauthorized());
    m.startAdminSession();
    await vi.waitFor(() => expect(m.getAdminSession().status).toBe('signed-out'));
    expect(m.getAdminSession().notice).toBeNull();
  });
});
