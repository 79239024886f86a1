// npm run check:omit-dev — installs the production dependencies alone (`npm ci --omit=dev`, as the Dockerfile's
// prune leaves them) in a temporary folder beside a copy of src/ and the web build, starts the server there and
// fetches the home page, its stylesheet and a Pretendard font file from it (ADR 0035). Needs `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'omit-dev-'));
const fail = (message: string): never => {
  console.error(`check:omit-dev 실패: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
};

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist/web/index.html'))) fail('웹 빌드가 없습니다 (npm run build)');
  for (const file of ['package.json', 'package-lock.json', '.npmrc', 'scripts/postinstall.mjs', 'src', 'dist/web'])
    cpSync(join(ROOT, file), join(dir, file), { recursive: true });
  const npm = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, stdio: 'inherit' });
  if (npm.status !== 0) fail(`npm ci --omit=dev (종료 코드 ${npm.status})`);
  if (existsSync(join(dir, 'node_modules/pretendard'))) fail('pretendard가 실행 의존성으로 설치되었습니다');
  // The production install has no Node 24 of its own (a dev dependency): run it on this one, as the image does.
  const server = spawn(process.execPath, ['--liftoff-only', 'src/server/index.ts'], {
    cwd: dir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: join(dir, 'data'), DEMO_VIDEOS: '200', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match && /listening/i.test(output)) resolve(`http://127.0.0.1:${match[1]}`);
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.on('exit', (code) => reject(new Error(`server exited (${code}): ${output.slice(-2000)}`)));
    });
    const html = await (await fetch(`${origin}/`)).text();
    const css = /\/assets\/index-[^"]+\.css/.exec(html)?.[0] ?? fail('홈 페이지에 스타일시트가 없습니다');
    const font = /\/assets\/PretendardVariable[^)]+\.woff2/.exec(await (await fetch(`${origin}${css}`)).text())?.[0];
    if (!font) fail('스타일시트에 Pretendard 글꼴이 없습니다');
    const answer = await fetch(`${origin}${font}`);
    if (answer.status !== 200 || answer.headers.get('content-type') !== 'font/woff2') fail(`${font}: ${answer.status}`);
    console.log(`check:omit-dev 통과: npm ci --omit=dev 설치로 ${font} (${(await answer.arrayBuffer()).byteLength} B)를 보냅니다`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
