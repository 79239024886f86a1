import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigSchema, loadConfig } from '../src/server/core/config.ts';
import { EMBEDDED_NODE_FLAGS, MEMORY_ENV, MEMORY_NODE_OPTIONS } from './process-tuning.ts';

// The deployment files (docs/operations.md) name settings the app reads: a renamed or misspelt one would be
// ignored silently in production. They cannot be run here (no container engine, no systemd), so they are read.
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const CONFIG_KEYS = new Set(Object.keys(ConfigSchema.shape));
const PROCESS_KEYS = new Set(['NODE_ENV', 'NODE_OPTIONS', ...Object.keys(MEMORY_ENV)]);
const envFileKeys = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.slice(0, line.indexOf('=')));

const compose = parse(read('compose.yaml'), { merge: true }) as any;
const appServices = Object.entries(compose.services as Record<string, any>).filter(([, s]) => s.image === 'safety-video:latest');

describe('compose.yaml', () => {
  it('runs PostgreSQL, two app processes and a proxy', () => {
    expect(Object.keys(compose.services)).toEqual(['db', 'app1', 'app2', 'proxy']);
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
  });

  it('gives the app processes only settings the app reads, and a configuration the app accepts', () => {
    for (const [, service] of appServices) {
      const env = service.environment as Record<string, string>;
      expect(Object.keys(env).filter((key) => !CONFIG_KEYS.has(key))).toEqual([]);
      const filled = Object.fromEntries(
        Object.entries(env).map(([key, value]) => [key, String(value).replace(/\$\{([A-Z_]+)[^}]*\}/g, (_, name) => sample[name] ?? '')]),
      );
      const config = loadConfig(filled);
      expect(config.DATABASE_URL).toMatch(/^postgres:\/\/safety_video:.+@db:5432\/safety_video$/);
      expect(config.RATE_LIMIT_PROCESSES).toBe(appServices.length);
    }
  });

  it('trusts exactly the proxy, which balances over every app process', () => {
    const proxyAddress = compose.services.proxy.networks.internal.ipv4_address;
    for (const [, service] of appServices) expect(service.environment.TRUSTED_PROXIES).toBe(proxyAddress);
    expect(compose.services.proxy.environment.APP_UPSTREAMS.split(' ')).toEqual(appServices.map(([name]) => `${name}:3000`));
  });

  it('every ${VALUE} it needs is in deploy/compose.env.example', () => {
    const needed = new Set([...read('compose.yaml').matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]));
    expect([...needed].filter((key) => !envFileKeys(read('deploy/compose.env.example')).includes(key!))).toEqual([]);
  });
});

const sample: Record<string, string> = {
  POSTGRES_PASSWORD: 'pw',
  AUTH_JWT_SECRET: 'k3J9vQ2xL7mN4pR8sT1wY6zA0bC5dE-fG_hI',
  PUBLIC_ORIGIN: 'https://safety.example.kr',
};

describe('Dockerfile, systemd units, env files', () => {
  it('the image and the unit set the memory settings npm start adds, and settings the app reads', () => {
    const dockerEnv = [...read('Dockerfile').matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=(\S+?)(?:\s*\\)?$/gm)].map((m) => [m[1]!, m[2]!]);
    const unitEnv = [...read('deploy/safety-video@.service').matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]);
    for (const pairs of [dockerEnv, unitEnv]) {
      const env = Object.fromEntries(pairs);
      expect(env.MALLOC_ARENA_MAX).toBe(MEMORY_ENV.MALLOC_ARENA_MAX);
      expect(env.NODE_OPTIONS).toBe(MEMORY_NODE_OPTIONS);
      expect(Object.keys(env).filter((key) => !CONFIG_KEYS.has(key) && !PROCESS_KEYS.has(key))).toEqual([]);
    }
    // Node's flags that npm start gives the embedded server, on the command line (Node refuses them in NODE_OPTIONS).
    expect(read('Dockerfile')).toContain(`CMD ["node", ${EMBEDDED_NODE_FLAGS.map((f) => `"${f}"`).join(', ')}, "src/server/index.ts"]`);
    expect(read('deploy/safety-video@.service')).toContain(`bin/node ${EMBEDDED_NODE_FLAGS.join(' ')} src/server/index.ts`);
  });

  it('deploy/env.example names only settings the app reads', () => {
    const keys = envFileKeys(read('deploy/env.example'));
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.filter((key) => !CONFIG_KEYS.has(key))).toEqual([]);
  });

  it('nginx says Vary: Accept-Encoding whenever it may gzip (a CDN must not hand gzip to a client that did not ask)', () => {
    const nginx = read('deploy/nginx.conf');
    if (/^\s*gzip on;/m.test(nginx)) expect(nginx).toMatch(/^\s*gzip_vary on;/m);
  });

  it('nginx balances over the ports of safety-video@1 and @2', () => {
    expect(read('deploy/safety-video@.service')).toContain('Environment=PORT=300%i');
    expect([...read('deploy/nginx.conf').matchAll(/server 127\.0\.0\.1:(\d+)/g)].map((m) => m[1])).toEqual(['3001', '3002']);
  });
});
