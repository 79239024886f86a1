import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { passwordProblem } from './password-policy.ts';

// OWASP Password Storage Cheat Sheet, argon2id: m = 19 MiB, t = 2, p = 1.
const ARGON2ID = 2 as Algorithm;
export const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password.normalize('NFC'));
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500 that tells the account exists.
    return false;
  }
}

/** True when a stored hash was made with weaker settings than today's (then it is redone at sign-in). */
export function needsRehash(storedHash: string): boolean {
  try {
    const used = parseOptions(storedHash);
    return (
      used.algorithm !== ARGON2ID || used.memoryCost < PASSWORD_HASH_OPTIONS.memoryCost! || used.timeCost < PASSWORD_HASH_OPTIONS.timeCost!
    );
  } catch {
    return true;
  }
}

let dummy: Promise<string> | null = null;

/**
 * A hash of a random password with today's settings. Unknown e-mails are checked against it
 * so that they take as long as a wrong password for a real account.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}

/** A random password that passes the policy (16 characters, ~96 bits); shown to a person once. */
export function generatePassword(): string {
  for (;;) {
    const password = randomBytes(12).toString('base64url');
    if (!passwordProblem(password)) return password;
  }
}
