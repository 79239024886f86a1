import { renderAdminVideos } from '../admin-videos.ts';
import type { Throughput } from './load.ts';
import type { LatencySummary } from './stats.ts';

export interface SizeReport {
  label: string;
  videos: number;
  firstStartMs: number;
  cached: Record<string, LatencySummary>;
  uncached: Record<string, LatencySummary>;
  search: Record<string, LatencySummary>;
  original: Record<string, LatencySummary>;
  throughput: Record<string, Throughput>;
  rssCachedMb: number;
  rssColdMb: number;
  /** The admin video list (bench/admin-videos.ts). */
  adminVideos?: Record<string, LatencySummary>;
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
  const searchWorst = worst(r.search, () => true);
  // A lists-only run (BENCH_ONLY=lists): the list target alone.
  if (Object.keys(r.cached).length === 0)
    return [`- 목록 p95, 캐시 없이 (최악: ${listWorstCold.name}): ${verdict(listWorstCold.p95, embedded ? 10 : 20, 'ms')}`];
  if (embedded) {
    lines.push(`- 첫 시작(데모 생성 포함): ${verdict(Math.round(r.firstStartMs / 100) / 10, 60, 's')}`);
    lines.push(`- 목록·인기·키워드·채널 p95, 캐시 없이 (최악: ${listWorstCold.name}): ${verdict(listWorstCold.p95, 10, 'ms')}`);
    lines.push(`- 목록·인기·키워드·채널 p95, 캐시 (최악: ${listWorstCached.name}): ${verdict(listWorstCached.p95, 10, 'ms')}`);
    lines.push(`- 통계 p95 (캐시 없이): ${verdict(r.uncached['statistics']!.p95, 5, 'ms')}`);
    lines.push(`- 검색 p95, 결과 캐시 없이 (최악: ${searchWorst.name}): ${verdict(searchWorst.p95, 50, 'ms')}`);
    const minRps = Object.entries(r.throughput)
      .filter(([n]) => !n.startsWith('search'))
      .reduce((m, [, t]) => Math.min(m, t.rps), Infinity);
    lines.push(`- 캐시된 공개 GET 처리량 (최저): ${verdict(minRps, 3000, 'req/s', true)}`);
  } else {
    lines.push(`- 검색 p95 (최악: ${searchWorst.name}): ${verdict(searchWorst.p95, 150, 'ms')}`);
    lines.push(`- 목록 p95, 캐시 없이 (최악: ${listWorstCold.name}): ${verdict(listWorstCold.p95, 20, 'ms')}`);
  }
  return lines;
}

function latencyRows(table: Record<string, LatencySummary>): string[] {
  return Object.entries(table).map(([name, s]) => `| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
}

export function renderReport(reports: SizeReport[]): string {
  const out = [`# 벤치마크 보고서`, '', `측정: ${new Date().toISOString()} · ${process.version} · 코어 2개 머신`, ''];
  for (const r of reports) {
    out.push(`## ${r.label} — 영상 ${r.videos.toLocaleString()}개`, '');
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
    out.push(...latencyRows(r.uncached), ...latencyRows(r.search), '');
    if (Object.keys(r.cached).length === 0) continue;
    out.push(...renderAdminVideos(r.adminVideos));
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
    out.push(
      '',
      '### 원래 제품의 검색 방식과 비교 (ILIKE + 200행 + JS 점수 vs 우리 검색, 결과 캐시 없이)',
      '',
      '| 검색어 | 원래 p50 | 원래 p95 | 우리 p50 | 우리 p95 | 배율(p95) |',
      '|---|---|---|---|---|---|',
    );
    for (const [name, o] of Object.entries(r.original)) {
      const ours = r.search[name];
      out.push(
        `| ${name.replace('search ', '')} | ${o.p50} | ${o.p95} | ${ours?.p50 ?? '-'} | ${ours?.p95 ?? '-'} | ${ours ? (o.p95 / ours.p95).toFixed(1) + '×' : '-'} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}
