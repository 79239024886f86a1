// Performance budget: the JavaScript the public entry loads (its modulepreloads, the entry among them) ≤ 150 KB gzip,
// and chart / graph / admin code only in lazy chunks. Prints every chunk's gzip size.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist/web';
export const ENTRY_BUDGET_BYTES = 150 * 1024;
// Markers of libraries that must stay out of the entry (Recharts, d3-force, virtualiser, admin area).
const LAZY_ONLY_MARKERS = [/recharts/i, /forceSimulation|forceManyBody/, /119sys-ctrl\/(?!login)/];

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function entryChunks(dist = DIST): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set([...scripts, ...preloads])].map((href) => join(dist, href.replace(/^\//, '')));
}

function main() {
  const entries = entryChunks();
  const entryTotal = entries.reduce((sum, file) => sum + gzipSize(file), 0);
  const assets = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
  console.log('청크별 크기 (gzip):');
  for (const name of assets.sort()) {
    const file = join(DIST, 'assets', name);
    console.log(`  ${entries.includes(file) ? '[entry]' : '[lazy] '} ${name.padEnd(48)} ${kb(gzipSize(file))}`);
  }
  const problems: string[] = [];
  if (entryTotal > ENTRY_BUDGET_BYTES) problems.push(`공개 진입 JS ${kb(entryTotal)} > 예산 ${kb(ENTRY_BUDGET_BYTES)}`);
  for (const file of entries) {
    const text = readFileSync(file, 'utf8');
    for (const marker of LAZY_ONLY_MARKERS) if (marker.test(text)) problems.push(`${file}에 지연 로딩되어야 할 코드(${marker})가 있습니다`);
  }
  console.log(`공개 진입 JS 합계: ${kb(entryTotal)} / 예산 ${kb(ENTRY_BUDGET_BYTES)}`);
  if (problems.length) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exit(1);
  }
  console.log('✓ 번들 예산 통과');
}

if (import.meta.main) main();
