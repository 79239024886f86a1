import { afterAll, describe, expect, it } from 'vitest';
import { registerChannels, startFakeYouTube } from '../sync/index.ts';
import { createChildDatabase } from './test-support/child-database.ts';
import { startChildServer, type ChildServer } from './test-support/child-server.ts';
import { SAME_ORIGIN_WRITE } from './test-support/test-app.ts';

// A representative run of a real server process at the most talkative log level — sign-in (right and wrong),
// refresh, password change, API keys added (a good one and a bad one) and tested, a sync job, sign-out — and a
// search of everything it wrote for the secrets it saw. None may appear, not even in part.
const ADMIN = { email: 'log-secrets@example.kr', password: '비밀번호는-로그에-없어야-합니다-2026' };
const NEW_PASSWORD = '새-비밀번호도-로그에-없어야-합니다-2026';
const JWT_SECRET = 'log-secrets-jwt-signing-secret-0123456789abcdefXYZ';
const ENV_KEY = 'AIzaEnvKeyForLogSecretsTest0000000000001';
const ADDED_KEY = 'AIzaAddedKeyForLogSecretsTest000000000002';
const BAD_KEY = 'AIzaBadKeyForLogSecretsTest00000000000003';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function call(server: ChildServer, path: string, init: { method?: string; token?: string; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(server.url + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json', ...SAME_ORIGIN_WRITE } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.cookie ? { cookie: init.cookie, ...SAME_ORIGIN_WRITE } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sv_admin_refresh='));
  return { status: response.status, body: (await response.json().catch(() => null)) as any, cookie: setCookie?.split(';')[0] };
}

/** Every 12-character piece of a secret (a shortened or wrapped copy counts as a leak too). */
function pieces(secret: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 12 <= secret.length; i += 4) out.push(secret.slice(i, i + 12));
  return out;
}

describe('logs never carry secrets', () => {
  it('a run through sign-in, refresh, password change, API keys and a sync logs none of the passwords, tokens or keys', async () => {
    const fake = await startFakeYouTube({ channels: 2, videosPerChannel: 30, keys: [ENV_KEY, ADDED_KEY] });
    cleanups.push(() => fake.close());
    const database = await createChildDatabase();
    cleanups.push(() => database.dispose());
    await database.use((db) => registerChannels(db, fake.state.channels));
    const server = await startChildServer({
      ...database.env,
      LOG_LEVEL: 'trace',
      DEMO_CATALOGUE: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_JWT_SECRET: JWT_SECRET,
      YOUTUBE_API_KEYS: ENV_KEY,
      YOUTUBE_API_BASE_URL: fake.url,
      YOUTUBE_RSS_BASE_URL: fake.url,
      SYNC_POLL_MS: '100',
    });
    cleanups.push(() => (server.child.exitCode === null ? server.stop() : undefined));

    const secrets: string[] = [ADMIN.password, NEW_PASSWORD, JWT_SECRET, ENV_KEY, ADDED_KEY, BAD_KEY];
    expect(
      (await call(server, '/api/auth/login', { method: 'POST', body: { email: ADMIN.email, password: `${ADMIN.password}-틀림` } })).status,
    ).toBe(401);
    const signedIn = await call(server, '/api/auth/login', { method: 'POST', body: ADMIN });
    expect(signedIn.status).toBe(200);
    let token = signedIn.body.data.accessToken as string;
    secrets.push(token, signedIn.cookie!.split('=')[1]!);

    const refreshed = await call(server, '/api/auth/refresh', { method: 'POST', cookie: signedIn.cookie! });
    expect(refreshed.status).toBe(200);
    token = refreshed.body.data.accessToken;
    secrets.push(token, refreshed.cookie!.split('=')[1]!);
    // The old refresh token again (a reuse, or the grace for a second tab: either way it is handled and logged).
    await call(server, '/api/auth/refresh', { method: 'POST', cookie: signedIn.cookie! });

    const again = await call(server, '/api/auth/login', { method: 'POST', body: ADMIN });
    token = again.body.data.accessToken;
    secrets.push(token, again.cookie!.split('=')[1]!);
    const changed = await call(server, '/api/auth/password', {
      method: 'PUT',
      token,
      body: { currentPassword: ADMIN.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    token = changed.body.data.accessToken ?? token;
    secrets.push(token);

    for (const [label, key] of [
      ['추가한 키', ADDED_KEY],
      ['잘못된 키', BAD_KEY],
    ] as const) {
      const added = await call(server, '/api/admin/youtube/keys', { method: 'POST', token, body: { label, key } });
      expect(added.status).toBe(201);
      await call(server, `/api/admin/youtube/keys/${added.body.data.id}/test`, { method: 'POST', token, body: {} });
    }
    await call(server, '/api/admin/youtube/test', {
      method: 'POST',
      token,
      body: { endpoint: 'channels.list', params: { id: fake.state.channels[0]!.id } },
    });

    const job = await call(server, '/api/admin/sync/jobs', { method: 'POST', token, body: { kind: 'full' } });
    expect(job.status).toBe(202);
    for (let i = 0; ; i += 1) {
      const state = (await call(server, `/api/admin/sync/jobs/${job.body.data.job.id}`, { token })).body.data.job.state;
      if (!['queued', 'running'].includes(state)) break;
      expect(i).toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await call(server, '/api/auth/logout', { method: 'POST', token, body: {} });
    expect(await server.stop()).toBe(0);

    const log = server.output();
    // The run did log: one line per request at least, and the job.
    expect(log.split('\n').filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(10);
    for (const secret of secrets) {
      for (const piece of pieces(secret)) expect({ piece, found: log.includes(piece) }).toEqual({ piece, found: false });
    }
  }, 120_000);
});
