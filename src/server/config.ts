import { z } from 'zod';

// Env values arrive as strings; "on/off/true/false/1/0" all read as booleans.
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

export const ConfigSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작하는 연결 문자열이어야 합니다')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DEMO_CATALOGUE: booleanFlag.default(true),
  DEMO_VIDEOS: z.coerce.number().int().min(0).max(2_000_000).default(56_000),
  DEMO_SEED: z.coerce.number().int().min(0).default(119),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTACT_EMAIL: z.email().default('safety-video@nfa.example.kr'),
  INQUIRY_EMAIL: z.email().default('safety-video@nfa.example.kr'),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2_000),
});

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
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`설정 값이 올바르지 않습니다 (invalid configuration):\n${lines.join('\n')}`);
  }
  return parsed.data;
}
