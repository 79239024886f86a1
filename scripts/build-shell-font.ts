// npm run fonts:shell — Pretendard Shell: Pretendard (variable, every weight) cut down to the characters
// of the static first-paint shells, about 30 KB instead of the 15 or so Pretendard subsets (~400 KB) that
// text would otherwise pull. Only a device without a Korean font uses it (styles.css, /theme-init.js).
// Writes src/web/fonts/pretendard-shell.woff2 and the characters it holds (pretendard-shell.chars.txt).
import { readFileSync, writeFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import subsetFont from 'subset-font';
import { runnerImport } from 'vite';
import { shellCharacters } from '../src/web/fonts/shell-characters.ts';

const SOURCE = 'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2';
const OUT = 'src/web/fonts/pretendard-shell';

const { module } = await runnerImport<{ renderShells: () => Record<string, string> }>('/src/web/app/layout/static-shell.tsx', {
  configFile: false,
  root: process.cwd(),
  logLevel: 'error',
  plugins: [react()],
});
const characters = shellCharacters(module.renderShells());
const font = await subsetFont(readFileSync(SOURCE), characters, { targetFormat: 'woff2' });
writeFileSync(`${OUT}.woff2`, font);
writeFileSync(`${OUT}.chars.txt`, `${characters}\n`);
console.log(`${OUT}.woff2: ${characters.length} characters, ${(font.length / 1024).toFixed(1)} KB`);
