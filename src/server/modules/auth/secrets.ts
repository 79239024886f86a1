import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type AppConfig } from '../../core/config.ts';

export const SECRETS_FILE = 'secrets.json';

interface StoredSecrets {
  AUTH_JWT_SECRET?: string;
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json
 * (mode 0600), so sign-ins survive a restart. Several app processes must share the value:
 * set AUTH_JWT_SECRET for all of them, or share DATA_DIR.
 */
export function resolveSecrets(config: AppConfig, log: (message: string) => void = () => undefined): AppConfig {
  if (config.AUTH_JWT_SECRET) return config;
  const file = join(config.DATA_DIR, SECRETS_FILE);
  let stored: StoredSecrets = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
    } catch {
      throw new ConfigError(`${file}을(를) 읽을 수 없습니다. 지우면 새 비밀 값을 만듭니다 (로그인한 관리자는 다시 로그인해야 합니다).`);
    }
    if (typeof stored.AUTH_JWT_SECRET !== 'string' || Buffer.byteLength(stored.AUTH_JWT_SECRET) < 32) {
      throw new ConfigError(`${file}의 AUTH_JWT_SECRET이 32바이트보다 짧습니다. 파일을 지우거나 AUTH_JWT_SECRET을 설정하세요.`);
    }
    return { ...config, AUTH_JWT_SECRET: stored.AUTH_JWT_SECRET };
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ AUTH_JWT_SECRET: secret }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  log(`AUTH_JWT_SECRET이 없어 새로 만들어 ${file}에 저장했습니다 (권한 0600).`);
  return { ...config, AUTH_JWT_SECRET: secret };
}
