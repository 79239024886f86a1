import type { Kysely } from 'kysely';
import { countAdminUsers, findAdminUserByEmail, insertAdminUser, updateAdminPassword } from '../../../db/repositories/admin-users.repo.ts';
import { revokeUserSessions } from '../../../db/repositories/admin-sessions.repo.ts';
import type { Database } from '../../../db/schema.ts';
import { SYSTEM_ACTOR } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import { normaliseEmail, validEmail } from '../../core/email.ts';
import { passwordProblem } from '../../core/password-policy.ts';
import { generatePassword, hashPassword } from '../../core/passwords.ts';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';

export class AdminSetupError extends Error {}

/** Creates an admin account from a person at a terminal or the first start (never by promotion). */
export async function createAdminAccount(
  db: Kysely<Database>,
  input: { email: string; password: string; displayName?: string; via: string; now?: Date },
) {
  const email = normaliseEmail(input.email);
  if (!validEmail(email)) throw new AdminSetupError('올바른 이메일 주소를 입력하세요.');
  const problem = passwordProblem(input.password, { email, displayName: input.displayName });
  if (problem) throw new AdminSetupError(problem);
  if (await findAdminUserByEmail(db, email)) throw new AdminSetupError(`${email} 계정이 이미 있습니다.`);
  const now = input.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  // The account and its audit row are saved together or not at all.
  return auditedWrite({ db, now: () => now }, SYSTEM_ACTOR, async (trx, audit) => {
    const user = await insertAdminUser(trx, {
      email,
      displayName: input.displayName ?? email.split('@')[0]!,
      role: 'admin',
      passwordHash,
      createdBy: null,
      now,
    });
    await audit({ action: 'user.create', targetType: 'admin_user', targetId: user.id, after: { email, role: 'admin', via: input.via } });
    return user;
  });
}

/** Sets a new password for an existing account from the terminal and ends its sessions (`admin:create --reset`). */
export async function resetAdminPassword(
  db: Kysely<Database>,
  input: { email: string; password: string; via: string; now?: Date },
): Promise<{ email: string; endedSessions: number }> {
  const email = normaliseEmail(input.email);
  const user = await findAdminUserByEmail(db, email);
  if (!user) throw new AdminSetupError(`${email} 계정이 없습니다.`);
  const problem = passwordProblem(input.password, { email, displayName: user.display_name });
  if (problem) throw new AdminSetupError(problem);
  const now = input.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  const endedSessions = await auditedWrite({ db, now: () => now }, SYSTEM_ACTOR, async (trx, audit) => {
    await updateAdminPassword(trx, user.id, passwordHash, now);
    const ended = await revokeUserSessions(trx, user.id, 'password_reset', now);
    await audit({
      action: 'user.reset_password',
      targetType: 'admin_user',
      targetId: user.id,
      after: { via: input.via, endedSessions: ended },
    });
    return ended;
  });
  return { email, endedSessions };
}

export interface FirstAdminOptions {
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** True when this start just loaded the demo catalogue (never for a database that already had data). */
  demoSeeded: boolean;
}

/**
 * At start-up with no accounts yet: ADMIN_EMAIL/ADMIN_PASSWORD if given; else, on the start that loads
 * the demo catalogue, admin@example.com with a random password printed once. A real catalogue without
 * accounts never gets a demo admin (the log says how to make one). Later starts change nothing.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  options: FirstAdminOptions,
  log: (message: string) => void,
  // The one-time password goes to the person at the terminal only, never into the log stream (issue 25).
  tellOperator: (message: string) => void,
) {
  if ((await countAdminUsers(db)) > 0) return null;
  if (options.adminEmail || options.adminPassword) {
    if (!options.adminEmail || !options.adminPassword) {
      throw new AdminSetupError('ADMIN_EMAIL과 ADMIN_PASSWORD는 함께 설정해야 합니다.');
    }
    try {
      const user = await createAdminAccount(db, { email: options.adminEmail, password: options.adminPassword, via: 'env' });
      log(`첫 관리자 계정을 만들었습니다: ${user.email} (ADMIN_EMAIL/ADMIN_PASSWORD)`);
      return user;
    } catch (error) {
      if (error instanceof AdminSetupError) throw new AdminSetupError(`ADMIN_PASSWORD 또는 ADMIN_EMAIL: ${error.message}`);
      throw error;
    }
  }
  if (!options.demoSeeded) {
    log('관리자 계정이 없습니다. npm run admin:create -- --email 주소 로 만드세요.');
    return null;
  }
  const password = generatePassword();
  const user = await createAdminAccount(db, { email: DEMO_ADMIN_EMAIL, password, displayName: '데모 관리자', via: 'demo' }).catch(
    (error: { code?: string }) => {
      // Another process starting at the same moment made it first.
      if (error.code === '23505') return null;
      throw error;
    },
  );
  if (!user) return null;
  log(`데모 관리자 계정(${user.email})을 만들었습니다. 비밀번호는 로그가 아닌 표준 오류(stderr)에 한 번만 표시했습니다.`);
  tellOperator(`데모 관리자 계정을 만들었습니다. 이 비밀번호는 지금 한 번만 표시됩니다:`);
  tellOperator(`  이메일: ${user.email}   비밀번호: ${password}`);
  tellOperator('  로그인 후 비밀번호를 바꾸세요 (/119sys-ctrl).');
  return user;
}
