// `npm run dev`: the API server (restarts on change) and the Vite dev server (hot reload, proxies /api).
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'src/server/index.ts'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn(process.execPath, ['node_modules/.bin/vite', '--port', process.env.WEB_PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
];
console.log(`[119 안전영상] 개발 서버: 화면 http://127.0.0.1:${process.env.WEB_PORT ?? '5173'}/ (API는 ${port}번 포트)`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
