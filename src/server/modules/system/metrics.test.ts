import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addApiKey, pacificDay } from '../../../sync/index.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../core/config.ts';
import { createTestApp, SAME_ORIGIN_WRITE, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { promlint } from '../../test-support/promlint.ts';
import { APP_VERSION } from '../../version.ts';

const KEY = 'AIzaMetricsTestKey0000000000000000000001';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(3_000, {
    env: { METRICS_ALLOW: '127.0.0.1,::1,10.1.0.0/16', TRUSTED_PROXIES: '10.0.0.1', RATE_LIMIT_SEARCH: '2' },
  });
});
afterAll(() => t?.close());

const scrape = async (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
  return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
};

/** The value of one sample line, e.g. value(text, 'x_total{a="b"}'). */
function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe('GET /metrics', () => {
  it('answers Prometheus text to an allowed address, and 403 to any other', async () => {
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toContain('text/plain');
    expect(ok.text).toContain('# TYPE safety_video_http_requests_total counter');
    expect((await scrape('10.1.2.3')).status).toBe(200); // a CIDR range in METRICS_ALLOW
    const refused = await scrape('203.0.113.7');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).error.message).toContain('METRICS_ALLOW');
  });

  it('judges the client a trusted proxy relays, not the proxy: the internet cannot scrape through it', async () => {
    expect((await scrape('10.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    // A forged "I am local" in front of the real address changes nothing.
    expect((await scrape('10.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).status).toBe(403);
    expect((await scrape('10.0.0.1', { 'x-forwarded-for': '10.1.0.5' })).status).toBe(200);
  });

  it('counts requests and their latency by route pattern (never the raw URL) and status', async () => {
    const video = (await t.app.inject({ url: '/api/videos?limit=1' })).json().data[0].video_id as string;
    for (const url of [`/api/videos/${video}`, `/api/videos/${video}?x=1`, '/api/videos?page=2', '/api/videos/nonexistent1'])
      await t.app.inject({ url });
    const { text } = await scrape();
    expect(value(text, 'safety_video_http_requests_total{method="GET",route="/api/videos/:videoId",status="200"}')).toBe(2);
    expect(value(text, 'safety_video_http_requests_total{method="GET",route="/api/videos/:videoId",status="404"}')).toBe(1);
    expect(
      value(text, 'safety_video_http_request_duration_seconds_count{method="GET",route="/api/videos",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(video); // no raw URL anywhere
    expect(text).not.toContain('page=2');
  });

  it('counts response-cache hits and misses', async () => {
    const before = await scrape();
    const hits = value(before.text, 'safety_video_response_cache_lookups_total{result="hit"}') ?? 0;
    const misses = value(before.text, 'safety_video_response_cache_lookups_total{result="miss"}') ?? 0;
    await t.app.inject({ url: '/api/categories?metrics=probe' });
    await t.app.inject({ url: '/api/categories?metrics=probe' });
    const after = await scrape();
    expect(value(after.text, 'safety_video_response_cache_lookups_total{result="miss"}')).toBe(misses + 1);
    expect(value(after.text, 'safety_video_response_cache_lookups_total{result="hit"}')).toBe(hits + 1);
  });

  it('reports the database pool and query time', async () => {
    const { text } = await scrape();
    expect(value(text, 'safety_video_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'safety_video_db_pool_connections{state="waiting"}')).toBe(0);
    expect(value(text, 'safety_video_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
  });

  it('reports the job queue depth and outcomes, read from PostgreSQL', async () => {
    const jobs = [
      { state: 'queued', finished_at: null },
      { state: 'failed', finished_at: new Date() },
    ] as const;
    for (const job of jobs) {
      await t.ctx.db
        .insertInto('sync_jobs')
        .values({ kind: 'incremental', trigger: 'admin', state: job.state, params: JSON.stringify({}), finished_at: job.finished_at })
        .execute();
    }
    const { text } = await scrape();
    expect(value(text, 'safety_video_sync_job_queue_depth{state="queued"}')).toBe(1);
    expect(value(text, 'safety_video_sync_job_queue_depth{state="running"}')).toBe(0);
    expect(value(text, 'safety_video_sync_jobs{kind="incremental",state="failed"}')).toBe(1);
  });

  it('reports quota spent per key by its hint, never the key', async () => {
    const keyId = await addApiKey(t.ctx.db, t.ctx.sync.vault, { label: '지표 시험 키', key: KEY });
    await t.ctx.db
      .insertInto('youtube_quota_ledger')
      .values({ key_id: keyId, quota_day: pacificDay(new Date()), endpoint: 'videos.list', calls: 3, units: 3 })
      .execute();
    const { text } = await scrape();
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(KEY.slice(4, 20));
    const line = text.split('\n').find((l) => l.startsWith('safety_video_youtube_quota_units_today{') && l.includes('state="spent"'));
    expect(line).toMatch(/key_hint="[^"]+"/);
    expect(Number(line!.split(' ').at(-1))).toBeGreaterThanOrEqual(3);
  });

  it('passes promtool check metrics (its naming rules here; promtool itself where installed)', async () => {
    await t.app.inject({ url: '/api/videos?limit=1' });
    const { text } = await scrape();
    expect(promlint(text)).toEqual([]);
    const promtool = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    if (promtool.error) return; // not installed (apt-get install prometheus)
    expect(`${promtool.stdout}${promtool.stderr}`.trim()).toBe('');
    expect(promtool.status).toBe(0);
  });

  it('the naming rules catch what promtool refuses', () => {
    const text = [
      '# HELP a_total x',
      '# TYPE a_total gauge',
      'a_total 1',
      '# HELP widgets x',
      '# TYPE widgets counter',
      'widgets 1',
      '# TYPE c_milliseconds gauge',
      'c_milliseconds 1',
    ].join('\n');
    expect(promlint(text)).toEqual([
      'a_total non-counter metrics should not have "_total" suffix',
      'widgets counter metrics should have "_total" suffix',
      'c_milliseconds no help text',
      'c_milliseconds use base unit "seconds" instead of "milliseconds"',
    ]);
  });

  it('says which version and commit run', async () => {
    const { text } = await scrape();
    const line = text.split('\n').find((l) => l.startsWith('safety_video_build_info{'));
    expect(line).toMatch(new RegExp(`version="${APP_VERSION.replaceAll('.', '\\.')}"`));
    expect(line).toMatch(/commit="([0-9a-f]{7,40}|unknown)"/);
    expect(line?.endsWith(' 1')).toBe(true);
  });

  it('counts rate-limit refusals by the limit that refused', async () => {
    const before = value((await scrape()).text, 'safety_video_rate_limit_refusals_total{limit="search"}') ?? 0;
    const headers = { 'x-session-id': 'metrics-refusal-probe' };
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await t.app.inject({ url: `/api/search?q=소화기${i}`, headers })).statusCode);
    expect(answers.filter((status) => status === 429)).toHaveLength(2);
    const after = value((await scrape()).text, 'safety_video_rate_limit_refusals_total{limit="search"}');
    expect(after).toBe(before + 2);
  });

  it('counts login failures and lock-outs', async () => {
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.77',
        headers: SAME_ORIGIN_WRITE,
        payload: { email: 'nobody-metrics@example.kr', password },
      });
    for (let i = 0; i < 5; i += 1) expect((await login(`틀린 비밀번호 ${i}번째 입니다`)).statusCode).toBe(401);
    const { text } = await scrape();
    expect(value(text, 'safety_video_security_events_total{type="login_failed"}')).toBe(5);
    // The fifth failure locks out the address; the account's own, slower limit (ADR 0015) is not reached yet.
    expect(value(text, 'safety_video_security_events_total{type="login_lockout"}')).toBe(1);
  });
});

describe('METRICS_ALLOW=off', () => {
  it('turns the endpoint off', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', SYNC_RUNNER: 'off', METRICS_ALLOW: 'off' });
    const { app } = await buildApp({ config, database: database.handle, versionPollMs: 0, logger: false });
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  it('refuses a wide-open list like TRUSTED_PROXIES does', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '0.0.0.0/0' })).toThrow(/METRICS_ALLOW/);
  });
});
