import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const refused = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('security settings', () => {
  it('default to the spec limits and no trusted proxies', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      RATE_LIMIT_LOGIN: 5,
      RATE_LIMIT_API: 60,
      RATE_LIMIT_SEARCH: 30,
      RATE_LIMIT_SYNC: 10,
      RATE_LIMIT_UPLOAD: 5,
    });
    expect(config.RATE_LIMIT_PER_ADDRESS).toBeGreaterThan(60);
    expect(config.TRUSTED_PROXIES).toEqual([]);
    expect(config.AUTH_JWT_SECRET).toBeUndefined();
  });

  it('refuse a signing secret under 32 bytes or a repeated word, without printing it', () => {
    const short = refused({ AUTH_JWT_SECRET: 'too-short-secret' });
    expect(short).toContain('AUTH_JWT_SECRET');
    expect(short).toContain('32바이트');
    expect(short).not.toContain('too-short-secret');
    expect(refused({ AUTH_JWT_SECRET: 'changeme'.repeat(5) })).toContain('AUTH_JWT_SECRET');
    expect(loadConfig({ AUTH_JWT_SECRET: 'k9Qv2Lx7Rb4Tn1Wz8Ys3Pm6Hd0Fc5Gj2' }).AUTH_JWT_SECRET).toHaveLength(32);
  });

  it.each(['*', 'true', '0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/1', 'proxy.example'])(
    'refuse TRUSTED_PROXIES=%s (trust-all or not an address)',
    (value) => {
      expect(refused({ TRUSTED_PROXIES: value })).toContain('TRUSTED_PROXIES');
    },
  );

  it('accept an explicit proxy list', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16, loopback, fd00::/8' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('hold ADMIN_PASSWORD to the password rules and need ADMIN_EMAIL with it', () => {
    const weak = refused({ ADMIN_EMAIL: 'chief@fire.example.kr', ADMIN_PASSWORD: 'admin119admin119' });
    expect(weak).toContain('ADMIN_PASSWORD');
    expect(weak).not.toContain('admin119admin119');
    expect(refused({ ADMIN_PASSWORD: '충분히 긴 비밀번호 문구' })).toContain('ADMIN_EMAIL');
    expect(refused({ ADMIN_EMAIL: 'chief', ADMIN_PASSWORD: '충분히 긴 비밀번호 문구' })).toContain('ADMIN_EMAIL');
    expect(loadConfig({ ADMIN_EMAIL: 'chief@fire.example.kr', ADMIN_PASSWORD: '충분히 긴 비밀번호 문구' }).ADMIN_EMAIL).toBe(
      'chief@fire.example.kr',
    );
  });

  it('normalise PUBLIC_ORIGIN to an origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://safety.example.kr/some/path' }).PUBLIC_ORIGIN).toBe('https://safety.example.kr');
    expect(refused({ PUBLIC_ORIGIN: 'ftp://x' })).toContain('PUBLIC_ORIGIN');
  });
});
