// `npm start`: build the web app if dist/web is missing or older than the sources, then run the server.
import { ensureWebBuild } from './build-web.ts';

try {
  ensureWebBuild();
} catch (error) {
  console.error(`[119 안전영상] ${(error as Error).message}`);
  process.exit(1);
}
await import('../src/server/index.ts');
