import { loadavg } from 'node:os';
import { renderAdminVideos } from '../admin-videos.ts';
import { renderDuplicates, type DuplicateBench } from '../duplicates.ts';
import type { Throughput } from './load.ts';
import type { LatencySummary } from './stats.ts';
import { renderSearchSection, type SearchBench } from './search-report.ts';
import { renderCost, type CostBench } from './cost-report.ts';

export interface SizeReport {
  label: string;
  videos: number;
  firstStartMs: number;
  cached: Record<string, LatencySummary>;
  uncached: Record<string, LatencySummary>;
  search?: SearchBench;
  throughput: Record<string, Throughput>;
  rssCachedMb: number;
  rssColdMb: number;
  /** The admin video list (bench/admin-videos.ts). */
  adminVideos?: Record<string, LatencySummary>;
  /** Duplicate detection, in process on the same catalogue (bench/duplicates.ts). */
  duplicates?: DuplicateBench;
  /** BENCH_ONLY=search: only the search section was measured. */
  searchOnly?: boolean;
  /** Issue 27: CPU per request, first requests, cached GETs, pg_trgm. */
  cost?: CostBench;
  /** The two query sets (the second written before tuning): each judged on its own. */
  querySets?: { first: string[]; second: string[] };
}

const LIST_CALLS = /^(videos list|popular|keyword|channel)/;

function verdict(value: number, target: number, unit: string, higherIsBetter = false): string {
  const ok = higherIsBetter ? value >= target : value <= target;
  if (ok) return `✅ ${value} ${unit} (목표 ${higherIsBetter ? '≥' : '≤'} ${target})`;
  const ratio = higherIsBetter ? target / value : value / target;
  return `❌ ${value} ${unit} (목표 ${higherIsBetter ? '≥' : '≤'} ${target}, ${ratio.toFixed(1)}배 미달)`;
}

const worst = (table: Record<string, LatencySummary>, filter: (name: string) => boolean) =>
  Object.entries(table)
    .filter(([name]) => filter(name))
    .reduce((max, [name, s]) => (s.p95 > max.p95 ? { name, p95: s.p95 } : max), { name: '-', p95: 0 });

function targets(r: SizeReport): string[] {
  const lines: string[] = [];
  const embedded = r.label.includes('PGlite');
  const listWorstCold = worst(r.uncached, (n) => LIST_CALLS.test(n));
  const listWorstCached = worst(r.cached, (n) => LIST_CALLS.test(n));
  // A lists-only run (BENCH_ONLY=lists): the list target alone.
  if (Object.keys(r.cached).length === 0 && !r.searchOnly)
    return [`- 목록 p95, 캐시 없이 (최악: ${listWorstCold.name}): ${verdict(listWorstCold.p95, embedded ? 10 : 20, 'ms')}`];
  if (embedded) {
    lines.push(`- 첫 시작(데모 생성 포함): ${verdict(Math.round(r.firstStartMs / 100) / 10, 60, 's')}`);
    lines.push(`- 목록·인기·키워드·채널 p95, 캐시 없이 (최악: ${listWorstCold.name}): ${verdict(listWorstCold.p95, 10, 'ms')}`);
    lines.push(`- 목록·인기·키워드·채널 p95, 캐시 (최악: ${listWorstCached.name}): ${verdict(listWorstCached.p95, 10, 'ms')}`);
    lines.push(`- 통계 p95 (캐시 없이): ${verdict(r.uncached['statistics']!.p95, 5, 'ms')}`);
    const minRps = Object.entries(r.throughput)
      .filter(([n]) => !n.startsWith('search'))
      .reduce((m, [, t]) => Math.min(m, t.rps), Infinity);
    lines.push(`- 캐시된 공개 GET 처리량 (최저): ${verdict(minRps, 3000, 'req/s', true)}`);
  } else {
    lines.push(`- 목록 p95, 캐시 없이 (최악: ${listWorstCold.name}): ${verdict(listWorstCold.p95, 20, 'ms')}`);
  }
  return lines;
}

function latencyRows(table: Record<string, LatencySummary>): string[] {
  return Object.entries(table).map(([name, s]) => `| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
}

export function renderReport(reports: SizeReport[]): string {
  // The machine is shared: its load says how much of a p95 is the neighbours'.
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const out = [
    `# 벤치마크 보고서`,
    '',
    `측정: ${new Date().toISOString()} · ${process.version} · 코어 2개 머신 · 부하 평균(1/5/15분) ${load}`,
    '',
  ];
  for (const r of reports) {
    out.push(`## ${r.label} — 영상 ${r.videos.toLocaleString()}개`, '');
    const embedded = r.label.includes('PGlite');
    // Issue 27: at least 3× the original approach on every query of both sets, 20× on the geometric mean.
    const searchTargets = embedded ? { p95Ms: 15, minRatio: 3, minGeoMeanRatio: 20, minRps: 800 } : { p95Ms: 60 };
    if (r.searchOnly) {
      out.push(`검색만 측정 (BENCH_ONLY=search) · 서버 시작 ${(r.firstStartMs / 1000).toFixed(1)}초`, '');
      if (r.search && r.querySets) {
        for (const [title, queries] of [
          ['첫째 질의 묶음 (bench/lib/search-queries.ts)', r.querySets.first],
          ['둘째 질의 묶음 (조정 전에 커밋, 조정에 쓰지 않음)', r.querySets.second],
        ] as const) {
          out.push(`### ${title}`, '');
          out.push(...renderSearchSection(only(r.search, queries), searchTargets).map((line) => line.replace(/^### /, '#### ')), '');
        }
      } else if (r.search) out.push(...renderSearchSection(r.search, searchTargets), '');
      if (r.cost) out.push(...renderCost(r.cost), '');
      continue;
    }
    out.push(
      `첫 시작(마이그레이션 + 데모 카탈로그 생성): ${(r.firstStartMs / 1000).toFixed(1)}초 · RSS 캐시 사용 ${r.rssCachedMb} MB / 캐시 없이 ${r.rssColdMb} MB`,
      '',
    );
    out.push('### 목표', '', ...targets(r), '');
    out.push(
      '### 지연 (ms) — 응답 캐시 없이 (CACHE_MAX_ENTRIES=0), 순차 요청',
      '',
      '| 호출 | n | p50 | p95 | p99 | 최대 |',
      '|---|---|---|---|---|---|',
    );
    out.push(...latencyRows(r.uncached), '');
    if (Object.keys(r.cached).length === 0) continue;
    out.push(...renderAdminVideos(r.adminVideos));
    out.push(...renderDuplicates(r.duplicates));
    out.push(
      '### 지연 (ms) — 캐시된 응답, 순차 요청',
      '',
      '| 호출 | n | p50 | p95 | p99 | 최대 |',
      '|---|---|---|---|---|---|',
      ...latencyRows(r.cached),
      '',
    );
    out.push(
      '### 처리량 — autocannon 16 연결, 캐시된 응답',
      '',
      '| 호출 | req/s | p50 | p97.5 | p99 | 오류 | 2xx 외 |',
      '|---|---|---|---|---|---|---|',
    );
    for (const [name, t] of Object.entries(r.throughput))
      out.push(`| ${name} | ${t.rps} | ${t.p50} | ${t.p97_5} | ${t.p99} | ${t.errors} | ${t.non2xx} |`);
    out.push('');
    if (r.search) out.push(...renderSearchSection(r.search, searchTargets));
    out.push('');
  }
  return out.join('\n');
}

/** The search results of some queries only (one query set). */
function only(bench: SearchBench, queries: readonly string[]): SearchBench {
  const pick = <T>(table: Record<string, T> | undefined) =>
    table && Object.fromEntries(queries.filter((q) => q in table).map((q) => [q, table[q]!]));
  return { ...bench, ours: pick(bench.ours)!, original: pick(bench.original)!, cpuMs: pick(bench.cpuMs) };
}
