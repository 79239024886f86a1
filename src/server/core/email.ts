import { EMAIL_PATTERN } from '../../shared/constants/auth.ts';

/** Lower case, NFC, trimmed: one spelling per mailbox for look-ups and limits. */
export function normaliseEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

export function validEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}
