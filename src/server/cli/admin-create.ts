// npm run admin:create -- --email you@example.kr [--name 이름] [--reset]
// Creates an admin account (or, with --reset, sets a new password and ends its sessions).
// The password is asked twice at a terminal (not echoed), or read from stdin: echo '…' | npm run admin:create -- --email …
import { parseArgs } from 'node:util';
import { migrate } from '../../db/migrate.ts';
import { ConfigError, loadConfig } from '../core/config.ts';
import { normaliseEmail } from '../core/email.ts';
import { passwordProblem } from '../core/password-policy.ts';
import { AdminSetupError, createAdminAccount, resetAdminPassword } from '../modules/auth/first-admin.ts';
import { openForCommand, refuseWhileOwned, WHILE_RUNNING } from './open-for-command.ts';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** Reads a line at the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') fail('\n취소했습니다.', 130);
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        value = char === '\u007f' || char === '\b' ? [...value].slice(0, -1).join('') : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

async function readPassword(email: string, name: string | undefined): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  for (;;) {
    const password = await promptHidden('새 비밀번호 (12자 이상, 한글 가능): ');
    const problem = passwordProblem(password, { email, displayName: name });
    if (problem) {
      console.error(problem);
      continue;
    }
    if ((await promptHidden('한 번 더 입력: ')) === password) return password;
    console.error('두 비밀번호가 다릅니다. 다시 입력하세요.');
  }
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, reset: { type: 'boolean', default: false } },
});
if (!values.email) fail('사용법: npm run admin:create -- --email 주소 [--name 이름] [--reset]', 2);

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error), 2);
}
const email = normaliseEmail(values.email);
refuseWhileOwned(config, WHILE_RUNNING.adminCreate);
const password = await readPassword(email, values.name);
const handle = await openForCommand(config, 'admin:create', WHILE_RUNNING.adminCreate);
try {
  await migrate(handle);
  if (values.reset) {
    const reset = await resetAdminPassword(handle.db, { email, password, via: 'cli' });
    console.log(`${reset.email}의 비밀번호를 바꾸고 세션 ${reset.endedSessions}개를 끝냈습니다.`);
  } else {
    const user = await createAdminAccount(handle.db, { email, password, displayName: values.name, via: 'cli' });
    console.log(`관리자 계정을 만들었습니다: ${user.email} (/119sys-ctrl/login 에서 로그인)`);
  }
} catch (error) {
  if (error instanceof AdminSetupError) fail(error.message);
  throw error;
} finally {
  await handle.close();
}
