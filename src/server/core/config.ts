import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_PUBLISH_CONFIDENCE } from '../../shared/constants/curation.ts';
import { passwordProblem } from './password-policy.ts';

// Env values arrive as strings; "on/off/true/false/1/0" all read as booleans.
const booleanFlag = z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

// proxy-addr's named ranges; anything else must be an address or a CIDR range.
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** A proxy entry that is not "trust everyone": names, addresses, or CIDR ranges no wider than /8 (IPv4) or /7 (IPv6, unique-local). */
export function proxyEntryProblem(entry: string): string | null {
  if (PROXY_NAMES.includes(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return `'${entry}'은(는) 주소나 CIDR 범위가 아닙니다`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const narrowest = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || bits > narrowest) return `'${entry}'의 접두 길이가 올바르지 않습니다`;
  if (bits < (family === 4 ? 8 : 7)) return `'${entry}'은(는) 사실상 모든 주소를 믿습니다 (trust-all은 허용하지 않습니다)`;
  return null;
}

const addressList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

const trustedProxies = addressList('').superRefine((entries, check) => {
  for (const entry of entries) {
    const problem = ['*', 'true', 'all'].includes(entry.toLowerCase())
      ? `'${entry}': 모든 프록시를 믿는 설정은 허용하지 않습니다. 프록시 주소를 나열하세요`
      : proxyEntryProblem(entry);
    if (problem) check.addIssue({ code: 'custom', message: problem });
  }
});

// Who may read /metrics: addresses, CIDR ranges or names like TRUSTED_PROXIES; "off" turns the endpoint off.
const metricsAllow = addressList('127.0.0.1,::1').superRefine((entries, check) => {
  if (entries.length === 1 && entries[0] === 'off') return;
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) check.addIssue({ code: 'custom', message: problem });
  }
});

// A signing secret must be long and not a repeated word ("changemechangeme…").
const secret = z
  .string()
  .refine((value) => Buffer.byteLength(value, 'utf8') >= 32, '32바이트 이상이어야 합니다 (예: openssl rand -base64 48)')
  .refine((value) => new Set(value).size >= 10, '너무 단순합니다. 무작위 값을 쓰세요 (예: openssl rand -base64 48)');

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

export const ConfigSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작하는 연결 문자열이어야 합니다')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    // A slow query is cut off after this (PostgreSQL's statement_timeout; scripts, migrations and seeding are exempt),
    // and a request waits at most DB_WAIT_TIMEOUT_MS for a connection, so a sick database cannot pile requests up.
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    DB_WAIT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    DEMO_CATALOGUE: booleanFlag.default(true),
    DEMO_VIDEOS: z.coerce.number().int().min(0).max(2_000_000).default(56_000),
    DEMO_SEED: z.coerce.number().int().min(0).default(119),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The commit the build-info metric reports when there is no .git to ask (a Docker image); read by server/version.ts.
    APP_COMMIT: z.string().optional(),
    CONTACT_EMAIL: z.email().default('safety-video@nfa.example.kr'),
    INQUIRY_EMAIL: z.email().default('safety-video@nfa.example.kr'),
    CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2_000),
    // The response cache's memory bound (bodies), whatever the entry count.
    CACHE_MAX_MB: z.coerce.number().int().min(1).max(4_096).default(64),
    // Last good copies of public answers, kept apart for when the database is away (ADR 0028).
    CACHE_LAST_GOOD_MB: z.coerce.number().int().min(1).max(4_096).default(32),
    // Admin security. Not given → generated on first start and kept in DATA_DIR/secrets.json.
    AUTH_JWT_SECRET: secret.optional(),
    TRUSTED_PROXIES: trustedProxies,
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'http(s)://호스트 형식의 주소여야 합니다' })
      .transform((value) => new URL(value).origin)
      .optional(),
    // Who may show the embeddable lists (/embed/…) in a frame: '*' (anyone, the default) or a comma-separated list of
    // origins. Every other page keeps frame-ancestors 'self'.
    EMBED_ALLOWED_ORIGINS: z
      .string()
      .default('*')
      .transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .superRefine((entries, check) => {
        if (entries.length === 1 && entries[0] === '*') return;
        for (const entry of entries) {
          let origin: string | null = null;
          try {
            origin = /^https?:\/\//.test(entry) ? new URL(entry).origin : null;
          } catch {
            origin = null;
          }
          if (origin !== entry.replace(/\/+$/, ''))
            check.addIssue({
              code: 'custom',
              message: `'${entry}'은(는) http(s)://호스트[:포트] 형식의 출처가 아닙니다 ('*'는 혼자만 쓸 수 있습니다)`,
            });
        }
      }),
    // Thumbnails of embedded lists come through this server (the embedding page talks to YouTube only after a click).
    YOUTUBE_IMAGE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://i.ytimg.com'),
    ADMIN_EMAIL: z.string().trim().min(3).max(254).optional(),
    ADMIN_PASSWORD: z.string().optional(),
    // R-API-05, R-AUTH-03 limits: login attempts per 15 min per client address; the others per minute.
    RATE_LIMIT_LOGIN: perMinute(5),
    // ADR 0015: login attempts per hour per account over all addresses (a browser the account signed in on skips it).
    RATE_LIMIT_LOGIN_ACCOUNT: perMinute(20),
    RATE_LIMIT_API: perMinute(60),
    RATE_LIMIT_SEARCH: perMinute(30),
    RATE_LIMIT_SYNC: perMinute(10),
    RATE_LIMIT_UPLOAD: perMinute(5),
    RATE_LIMIT_PER_ADDRESS: perMinute(1_200),
    // Signed-in staff (a verified access token): their own per-minute budget, per account, instead of the visitor's.
    RATE_LIMIT_STAFF: perMinute(600),
    // Several app processes behind one balancer: each enforces its share of the per-minute limits (ADR 0017).
    RATE_LIMIT_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    // Operations.
    METRICS_ALLOW: metricsAllow,
    // Connections (ADR 0027): a client that sends its request head slowly, or keeps a connection open doing nothing,
    // is cut off early; one address holds at most so many connections at once (0: no cap; never for TRUSTED_PROXIES).
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    /** Not set: 4 s, or 65 s behind TRUSTED_PROXIES (longer than a proxy keeps its idle upstream connections). */
    HTTP_KEEPALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(128),
    // YouTube collection. Base URLs point tests and benchmarks at a local fake server.
    YOUTUBE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com'),
    YOUTUBE_RSS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://www.youtube.com'),
    /** Comma-separated keys added to the key store on start (kept encrypted; manage them in the admin area). */
    YOUTUBE_API_KEYS: z.string().optional(),
    SYNC_RUNNER: booleanFlag.default(true),
    SYNC_LEASE_SECONDS: z.coerce.number().int().min(2).max(3_600).default(30),
    SYNC_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
    CLASSIFY_PUBLISH_CONFIDENCE: z.coerce.number().min(0).max(1).default(DEFAULT_PUBLISH_CONFIDENCE),
  })
  .superRefine((config, check) => {
    // The first admin's password is held to the same rules as one typed into the admin area.
    if (!config.ADMIN_EMAIL !== !config.ADMIN_PASSWORD) {
      const missing = config.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      check.addIssue({ code: 'custom', path: [missing], message: 'ADMIN_EMAIL과 ADMIN_PASSWORD는 함께 설정해야 합니다' });
    }
    if (config.ADMIN_EMAIL && !/^[^\s@]+@[^\s@]+$/u.test(config.ADMIN_EMAIL)) {
      check.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: '올바른 이메일 주소를 입력하세요' });
    }
    if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS) {
      check.addIssue({ code: 'custom', path: ['HTTP_HEADERS_TIMEOUT_MS'], message: 'HTTP_REQUEST_TIMEOUT_MS보다 클 수 없습니다' });
    }
    const problem = config.ADMIN_PASSWORD ? passwordProblem(config.ADMIN_PASSWORD, { email: config.ADMIN_EMAIL }) : null;
    if (problem) check.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
  });

/** Values never echoed back in an error message. */
const SECRET_KEYS = new Set(['AUTH_JWT_SECRET', 'ADMIN_PASSWORD', 'YOUTUBE_API_KEYS']);

export type AppConfig = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "not set" so that `FOO= npm start` falls back to the default.
  const cleaned = Object.fromEntries(
    Object.keys(ConfigSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const shown = SECRET_KEYS.has(name) ? '(숨김)' : JSON.stringify(env[name] ?? '');
      return `  ${name}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`설정 값이 올바르지 않습니다 (invalid configuration):\n${lines.join('\n')}`);
  }
  return parsed.data;
}
