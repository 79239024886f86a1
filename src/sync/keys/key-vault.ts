import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts YouTube API keys at rest (AES-256-GCM, key derived from the server secret by HKDF). */
export interface KeyVault {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createKeyVault(serverSecret: string): KeyVault {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'youtube-api-keys', '119-safety-video/v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new KeyVaultError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new KeyVaultError();
      }
    },
  };
}

export class KeyVaultError extends Error {
  constructor() {
    super('저장된 API 키를 풀 수 없습니다. 서버 비밀 값(AUTH_JWT_SECRET)이 바뀌었다면 키를 다시 등록하세요.');
  }
}

/** What the admin sees instead of a key: its first 4 and last 3 characters. */
export function keyHint(plain: string): string {
  return plain.length <= 8 ? '••••' : `${plain.slice(0, 4)}…${plain.slice(-3)}`;
}

export function keyFingerprint(plain: string): string {
  return createHash('sha256').update(plain).digest('hex');
}
