// `npm start`: build the web app if dist/web is missing or older than the sources, then run the server.
import { ensureWebBuild } from './build-web.ts';
import { isTuned, tunedEnv, tunedExecArgv } from './process-tuning.ts';

// The malloc arena limit and Node's flags are read when the process starts: restart this same process image with
// them (execve keeps the PID, so systemd and signals see one process). Where execve is missing (Windows) the server
// runs untuned.
if (!isTuned(process.env, process.execArgv) && typeof process.execve === 'function' && process.platform !== 'win32') {
  const argv = [process.execPath, ...tunedExecArgv(process.execArgv, process.env), ...process.argv.slice(1)];
  process.execve(process.execPath, argv, tunedEnv(process.env));
}

try {
  ensureWebBuild();
} catch (error) {
  console.error(`[119 안전영상] ${(error as Error).message}`);
  process.exit(1);
}
await import('../src/server/index.ts');
