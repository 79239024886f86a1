// npm run bench:search-engines — the in-memory index against two well-kept libraries (MiniSearch,
// FlexSearch) with a Korean (CJK bigram) tokenizer, on the demo catalogue generated in memory (no
// database): build time, memory, query time over the bench's query set, and recall against a plain
// substring scan for the plainly written form. Each engine and size runs in its own process.
// BENCH_ENGINE_PLAN="56000:ours,minisearch,flexsearch;1000000:ours,flexsearch" (MiniSearch needs
// about 3.5 GB at 1M, so it is left out there by default).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { buildChannels } from '../src/db/seed/channels.ts';
import { buildKeywords } from '../src/db/seed/keywords.ts';
import { createVideoFactory, type VideoRow } from '../src/db/seed/videos.ts';
import { CatalogueIndex } from '../src/server/modules/search/engine/catalogue-index.ts';
import { CatalogueLexicon } from '../src/server/modules/search/engine/lexicon.ts';
import { runQuery } from '../src/server/modules/search/engine/query-engine.ts';
import { parseSearchQuery } from '../src/shared/search/query.ts';
import { normalizeSearchText } from '../src/shared/search/text.ts';
import { SEARCH_QUERY_CLASSES } from './lib/search-queries.ts';
import { summarise } from './lib/stats.ts';

const QUERIES = Object.values(SEARCH_QUERY_CLASSES).flat();
/** How a visitor types → the plainly written form; the typed form must find what a substring scan finds for the plain one. */
const RECALL_PAIRS: Record<string, string> = {
  '소화기 사용법': '소화기 사용법',
  소화기사용법: '소화기 사용법',
  지진대피: '지진 대피',
  소화기로: '소화기',
  화재로: '화재',
  소방관이: '소방관',
  '119신고': '119 신고',
  cpr교육: 'cpr 교육',
  안전교육: '안전 교육',
};
const RECALL_QUERIES = Object.keys(RECALL_PAIRS);
const SEED = 119;
const NOW = new Date('2026-11-23T00:00:00Z');

interface EngineResult {
  engine: string;
  videos: number;
  buildMs: number;
  memoryMb: number;
  p50: number;
  p95: number;
  worst: { query: string; p95: number };
  /** p95 of fetching every match (a total, and what exact spec ranking needs). */
  allP95: number;
  recall: Record<string, { found: number; substring: number; missing: number }>;
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function memoryMb(): number {
  gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 1048576;
}

/** Korean CJK bigrams per whitespace token (a one-character token as itself), as Lucene's CJK analyzer. */
function bigrams(text: string): string[] {
  const out: string[] = [];
  for (const token of normalizeSearchText(text).split(/[^\p{L}\p{N}]+/u)) {
    const chars = Array.from(token);
    if (chars.length === 1) out.push(token);
    for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  }
  return out;
}

function generator(videos: number) {
  const keywords = buildKeywords(SEED, 2000, NOW);
  const channels = buildChannels(SEED, NOW);
  const make = createVideoFactory({ seed: SEED, now: NOW, channels, keywords, keywordIds: keywords.map((_, i) => i + 1) });
  const published = (i: number): VideoRow | null => {
    const row = make(i);
    return row.status === 'published' ? row : null;
  };
  return { keywords: keywords.map((k) => k.text), published, count: videos };
}

const textOf = (row: VideoRow) => [row.title, row.channel_name, row.tags.join(' '), row.description].join(' ');

/** Substring matches of the plainly written form (first two words of two or more characters), by id. */
function substringIds(gen: ReturnType<typeof generator>): Record<string, Set<number>> {
  const out: Record<string, Set<number>> = Object.fromEntries(RECALL_QUERIES.map((q) => [q, new Set<number>()]));
  const words = Object.fromEntries(
    RECALL_QUERIES.map((q) => [
      q,
      normalizeSearchText(RECALL_PAIRS[q]!)
        .split(' ')
        .filter((w) => Array.from(w).length >= 2)
        .slice(0, 2),
    ]),
  );
  for (let i = 0; i < gen.count; i += 1) {
    const row = gen.published(i);
    if (!row) continue;
    const text = normalizeSearchText(textOf(row));
    for (const q of RECALL_QUERIES) if (words[q]!.every((w) => text.includes(w))) out[q]!.add(i + 1);
  }
  return out;
}

function time(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function measureAll(search: (q: string) => void): number {
  const samples: number[] = [];
  for (const q of QUERIES) {
    search(q);
    for (let i = 0; i < 5; i += 1) samples.push(time(() => search(q)));
  }
  return summarise(samples).p95;
}

function measureQueries(search: (q: string) => void): Pick<EngineResult, 'p50' | 'p95' | 'worst'> {
  const all: number[] = [];
  let worst = { query: '', p95: 0 };
  for (const q of QUERIES) {
    search(q);
    const samples = Array.from({ length: 20 }, () => time(() => search(q)));
    const summary = summarise(samples);
    all.push(...samples);
    if (summary.p95 > worst.p95) worst = { query: q, p95: summary.p95 };
  }
  const total = summarise(all);
  return { p50: total.p50, p95: total.p95, worst };
}

function runOurs(gen: ReturnType<typeof generator>, oracle: Record<string, Set<number>>): EngineResult {
  // The index loads best static rank first (as from PostgreSQL's static-rank index).
  const order: Array<{ i: number; rank: number }> = [];
  for (let i = 0; i < gen.count; i += 1) {
    const row = gen.published(i);
    if (row) order.push({ i, rank: Math.fround(row.static_rank) });
  }
  order.sort((a, b) => b.rank - a.rank || b.i - a.i);
  const before = memoryMb();
  const started = performance.now();
  const index = new CatalogueIndex();
  for (const { i } of order) {
    const row = gen.published(i)!;
    index.load({ ...row, id: i + 1, upload_date: row.upload_date, like_count: row.like_count ?? 0 });
  }
  index.finishLoad();
  const lexicon = new CatalogueLexicon(index, gen.keywords);
  const buildMs = performance.now() - started;
  order.length = 0;
  const memory = memoryMb() - before;
  const search = (q: string, take = 20, countLimit = 1000) =>
    runQuery(index, { parsed: parseSearchQuery(q, lexicon), filter: {}, sort: 'relevance', take, countLimit, now: NOW });
  const recall = Object.fromEntries(
    RECALL_QUERIES.map((q) => {
      const found = new Set(search(q, 1_000_000, Infinity).hits.map((h) => h.id));
      const substring = oracle[q]!;
      return [q, { found: found.size, substring: substring.size, missing: [...substring].filter((id) => !found.has(id)).length }];
    }),
  );
  const allP95 = measureAll((q) => void search(q, 20, Infinity));
  return { engine: 'ours', videos: index.liveCount, buildMs, memoryMb: memory, ...measureQueries((q) => void search(q)), allP95, recall };
}

function runMiniSearch(gen: ReturnType<typeof generator>, oracle: Record<string, Set<number>>): EngineResult {
  const before = memoryMb();
  const started = performance.now();
  const mini = new MiniSearch<{ id: number; title: string; channel: string; tags: string; description: string }>({
    fields: ['title', 'channel', 'tags', 'description'],
    tokenize: bigrams,
    processTerm: (term) => term,
    searchOptions: { boost: { title: 10, channel: 6, tags: 5, description: 2 }, combineWith: 'AND', prefix: false, fuzzy: false },
  });
  let videos = 0;
  for (let i = 0; i < gen.count; i += 1) {
    const row = gen.published(i);
    if (!row) continue;
    mini.add({ id: i + 1, title: row.title, channel: row.channel_name, tags: row.tags.join(' '), description: row.description });
    videos += 1;
  }
  const buildMs = performance.now() - started;
  const memory = memoryMb() - before;
  const search = (q: string) => mini.search(q).slice(0, 20);
  const recall = Object.fromEntries(
    RECALL_QUERIES.map((q) => {
      const found = new Set(mini.search(q).map((r) => Number(r.id)));
      const substring = oracle[q]!;
      return [q, { found: found.size, substring: substring.size, missing: [...substring].filter((id) => !found.has(id)).length }];
    }),
  );
  const allP95 = measureAll((q) => void mini.search(q));
  return {
    engine: 'MiniSearch 7.2 (bigram, AND)',
    videos,
    buildMs,
    memoryMb: memory,
    ...measureQueries((q) => void search(q)),
    allP95,
    recall,
  };
}

function runFlexSearch(gen: ReturnType<typeof generator>, oracle: Record<string, Set<number>>): EngineResult {
  const before = memoryMb();
  const started = performance.now();
  const flex = new FlexSearch.Index({ tokenize: 'strict', encode: bigrams, resolution: 9 });
  let videos = 0;
  for (let i = 0; i < gen.count; i += 1) {
    const row = gen.published(i);
    if (!row) continue;
    flex.add(i + 1, textOf(row));
    videos += 1;
  }
  const buildMs = performance.now() - started;
  const memory = memoryMb() - before;
  const search = (q: string) => flex.search(q, { limit: 20 });
  const recall = Object.fromEntries(
    RECALL_QUERIES.map((q) => {
      const found = new Set((flex.search(q, { limit: 10_000_000 }) as number[]).map(Number));
      const substring = oracle[q]!;
      return [q, { found: found.size, substring: substring.size, missing: [...substring].filter((id) => !found.has(id)).length }];
    }),
  );
  const allP95 = measureAll((q) => void flex.search(q, { limit: 10_000_000 }));
  return {
    engine: 'FlexSearch 0.8 (bigram, one field)',
    videos,
    buildMs,
    memoryMb: memory,
    ...measureQueries((q) => void search(q)),
    allP95,
    recall,
  };
}

const { values } = parseArgs({ options: { engine: { type: 'string' }, videos: { type: 'string' } } });
if (values.engine) {
  const gen = generator(Number(values.videos));
  const oracle = substringIds(gen);
  const run = { ours: runOurs, minisearch: runMiniSearch, flexsearch: runFlexSearch }[values.engine as 'ours'];
  process.stdout.write(`RESULT ${JSON.stringify(run(gen, oracle))}\n`);
} else {
  const plan = (process.env.BENCH_ENGINE_PLAN ?? '56000:ours,minisearch,flexsearch;1000000:ours,flexsearch')
    .split(';')
    .map((part) => part.split(':'))
    .map(([size, engines]) => ({ videos: Number(size), engines: (engines ?? 'ours').split(',') }));
  const results: Array<EngineResult | { engine: string; videos: number; error: string }> = [];
  for (const { videos, engines } of plan) {
    for (const engine of engines) {
      console.log(`[search engines] ${engine} · ${videos.toLocaleString()}…`);
      const child = spawnSync(
        process.execPath,
        ['--expose-gc', '--max-old-space-size=6144', 'bench/search-engines.ts', '--engine', engine, '--videos', String(videos)],
        { encoding: 'utf8', maxBuffer: 1 << 26, timeout: 30 * 60_000 },
      );
      const line = /RESULT (.+)/.exec(child.stdout ?? '')?.[1];
      results.push(line ? JSON.parse(line) : { engine, videos, error: (child.stderr || `exit ${child.status}`).slice(-300) });
    }
  }
  const out = ['# 검색 엔진 비교 (메모리 안, 데모 카탈로그 생성 데이터)', '', `측정: ${new Date().toISOString()} · ${process.version}`, ''];
  out.push(
    '| 엔진 | 영상 | 색인 시간 (s) | 메모리 (MB) | 첫 20개 p50 (ms) | 첫 20개 p95 (ms) | 가장 느린 질의 (p95) | 모든 결과 p95 (ms) | 붙여 쓴 말·조사: 띄어 쓴 말·맨 낱말이 찾는 것을 모두 찾음 |',
  );
  out.push('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    if ('error' in r) {
      out.push(`| ${r.engine} | ${r.videos.toLocaleString()} | 실패: ${r.error.replace(/\s+/g, ' ').replace(/\|/g, '/')} | | | | | | |`);
      continue;
    }
    const misses = Object.entries(r.recall)
      .filter(([, v]) => v.missing > 0)
      .map(([q, v]) => `${q} ${v.missing}/${v.substring} 놓침`);
    out.push(
      `| ${r.engine} | ${r.videos.toLocaleString()} | ${(r.buildMs / 1000).toFixed(1)} | ${r.memoryMb.toFixed(0)} | ${r.p50} | ${r.p95} | ${r.worst.query} ${r.worst.p95} | ${r.allP95} | ${
        misses.length ? `❌ ${misses.join(', ')}` : '✅'
      } |`,
    );
  }
  const markdown = out.join('\n');
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/search-engines-latest.md', markdown + '\n');
  console.log(`\n${markdown}`);
}
