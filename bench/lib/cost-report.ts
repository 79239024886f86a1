// The request-cost sections of the bench report (issue 27): CPU per request next to req/s, the first request of
// never-seen queries right after start, cached public GETs, and PostgreSQL pg_trgm per query.
import type { CpuPerRequest, FirstRequests } from './request-cost.ts';
import { median } from './request-cost.ts';
import type { LatencySummary } from './stats.ts';
import type { TrigramResult } from './trigram.ts';

export interface CostBench {
  firstRequests?: FirstRequests;
  /** Uncached search: CPU per request per query (process / main thread), and mixed load with CPU. */
  uncached?: CpuPerRequest;
  cached?: CpuPerRequest;
  trigram?: Record<string, TrigramResult>;
  /** Our latency and total per query (to set beside pg_trgm). */
  ours?: Record<string, LatencySummary>;
  oursFound?: Record<string, number>;
}

const fmt = (n: number) => (Math.round(n * 1000) / 1000).toLocaleString('en-US');
const met = (ok: boolean) => (ok ? '✅' : '❌');

export function renderCost(cost: CostBench): string[] {
  const out: string[] = ['### 요청 비용 (이슈 27) — 서버 CPU 시간/요청은 /proc의 user+system, 프로세스 전체와 주 스레드', ''];
  if (cost.uncached) {
    const all = median(Object.values(cost.uncached.perPath).map((v) => v.all));
    const main = median(Object.values(cost.uncached.perPath).map((v) => v.main));
    const t = cost.uncached.throughput;
    out.push(
      `- 캐시 없는 검색, 질의별 CPU/요청의 중앙값 ≤ 1.0 ms: ${met(all <= 1)} 프로세스 ${fmt(all)} ms · 주 스레드 ${fmt(main)} ms (부하 ${cost.uncached.load})`,
      `- 캐시 없는 검색 처리량(질의 섞어서, 16 연결): ${t.rps} req/s · 그동안 CPU/요청 ${fmt(t.cpuMsPerRequest)} ms (주 스레드 ${fmt(t.mainCpuMsPerRequest)} ms) · p99 ${t.p99} ms`,
    );
  }
  if (cost.cached) {
    const all = median(Object.values(cost.cached.perPath).map((v) => v.all));
    const main = median(Object.values(cost.cached.perPath).map((v) => v.main));
    const t = cost.cached.throughput;
    out.push(
      `- 캐시된 공개 GET, 호출별 CPU/요청의 중앙값 ≤ 0.1 ms: ${met(all <= 0.1)} 프로세스 ${fmt(all)} ms · 주 스레드 ${fmt(main)} ms (부하 ${cost.cached.load})`,
      `- 캐시된 공개 GET 처리량(호출 섞어서, 16 연결): ${t.rps} req/s · 그동안 CPU/요청 ${fmt(t.cpuMsPerRequest)} ms (주 스레드 ${fmt(t.mainCpuMsPerRequest)} ms)`,
    );
  }
  if (cost.firstRequests) {
    const f = cost.firstRequests;
    out.push(
      `- 처음 보는 질의의 첫 요청(시작 직후, 질의마다 7가지 철자, HTTP) p95 ≤ 5 ms: ${met(f.all.p95 <= 5)} p50 ${fmt(f.all.p50)} · p95 ${fmt(f.all.p95)} · 최대 ${fmt(f.all.max)} ms (${f.all.n}개 요청, CPU/요청 ${fmt(f.cpuMsPerRequest)} ms, 부하 ${f.load})`,
    );
  }
  out.push('');
  if (cost.uncached || cost.cached) {
    out.push('| 호출 | CPU/요청 프로세스 (ms) | 주 스레드 (ms) |', '|---|---|---|');
    for (const part of [cost.cached, cost.uncached])
      for (const [name, v] of Object.entries(part?.perPath ?? {})) out.push(`| ${name} | ${fmt(v.all)} | ${fmt(v.main)} |`);
    out.push('');
  }
  if (cost.firstRequests) {
    out.push('#### 첫 요청 — 질의마다 7가지 철자 (ms)', '', '| 검색어 | p50 | 최대 |', '|---|---|---|');
    for (const [q, s] of Object.entries(cost.firstRequests.perQuery)) out.push(`| ${q} | ${fmt(s.p50)} | ${fmt(s.max)} |`);
    out.push('');
  }
  if (cost.trigram) {
    out.push(
      '#### PostgreSQL 15 pg_trgm (GIN 트라이그램 색인, 낱말마다 ILIKE, 유사도 순 20개) 대 우리, 같은 56k 데이터·같은 실행',
      '',
      '| 검색어 | pg_trgm p50 (ms) | pg_trgm p95 (ms) | pg_trgm 찾음 | 우리 p95 (ms) | 우리 찾음 | 배율 (p95) |',
      '|---|---|---|---|---|---|---|',
    );
    for (const [q, r] of Object.entries(cost.trigram)) {
      const ours = cost.ours?.[q]?.p95;
      const found = cost.oursFound?.[q];
      out.push(
        `| ${q} | ${fmt(r.latency.p50)} | ${fmt(r.latency.p95)} | ${r.found > 1000 ? '1,000+' : r.found} | ${ours === undefined ? '-' : fmt(ours)} | ${found === undefined ? '-' : found >= 1000 ? '1,000+' : found} | ${ours ? `${fmt(r.latency.p95 / ours)}×` : '-'} |`,
      );
    }
    out.push('');
  }
  return out;
}
