// The search section of the bench report: ours (HTTP, result cache off) against the original
// product's approach (ILIKE + 200 rows + JavaScript scoring, straight on the database), same run.
import type { Throughput } from './load.ts';
import type { LatencySummary } from './stats.ts';

export interface SearchBench {
  /** p95 per query, ours through HTTP with the result cache off. */
  ours: Record<string, LatencySummary>;
  /** The original approach timed straight on the database. */
  original: Record<string, LatencySummary>;
  /** Mixed uncached search load (every query of the set in turn). */
  throughput: Throughput;
  /** The index's own log line (videos, words, MB, build time). */
  indexLine: string;
  rssMb: number;
  /** The class of each query (common words, written together, particles, 초성…). */
  classes: Record<string, string>;
  /** The server's CPU time per request (ms), per query: the work, whatever the machine's other load. */
  cpuMs?: Record<string, number>;
}

export interface SearchTargets {
  p95Ms: number;
  /** Only measured where the original approach is compared (56k). */
  minRatio?: number;
  minGeoMeanRatio?: number;
  minRps?: number;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toLocaleString('en-US');

function met(ok: boolean, text: string): string {
  return `${ok ? '✅' : '❌'} ${text}`;
}

export function renderSearchSection(bench: SearchBench, targets: SearchTargets): string[] {
  const out: string[] = [];
  const rows = Object.keys(bench.ours).map((query) => {
    const ours = bench.ours[query]!.p95;
    const original = bench.original[query]?.p95;
    return { query, ours, original, ratio: original === undefined ? undefined : original / ours };
  });
  const worst = rows.reduce((a, b) => (b.ours > a.ours ? b : a));
  const ratios = rows.flatMap((r) => (r.ratio === undefined ? [] : [r.ratio]));
  const geoMean = ratios.length ? Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length) : NaN;
  const slowestRatio = rows.filter((r) => r.ratio !== undefined).reduce((a, b) => (b.ratio! < a.ratio! ? b : a), rows[0]!);

  out.push('### 검색 목표', '');
  const overP95 = rows.filter((r) => r.ours > targets.p95Ms);
  out.push(
    `- 질의 ${rows.length}개 모두 p95 ≤ ${targets.p95Ms} ms: ` +
      met(
        overP95.length === 0,
        `최악 '${worst.query}' ${fmt(worst.ours)} ms${overP95.length ? ` (${overP95.length}개 초과, 최악 ${fmt(worst.ours / targets.p95Ms)}배)` : ''}`,
      ),
  );
  if (targets.minRatio !== undefined && ratios.length) {
    const under = rows.filter((r) => r.ratio !== undefined && r.ratio < targets.minRatio!);
    out.push(
      `- 모든 질의에서 원래 방식보다 ${targets.minRatio}배 이상 빠름: ` +
        met(
          under.length === 0,
          `가장 작은 배율 '${slowestRatio.query}' ${fmt(slowestRatio.ratio!)}배${under.length ? ` (${under.length}개 미달)` : ''}`,
        ),
    );
  }
  if (targets.minGeoMeanRatio !== undefined && ratios.length) {
    out.push(`- 기하평균 ${targets.minGeoMeanRatio}배 이상: ` + met(geoMean >= targets.minGeoMeanRatio, `${fmt(geoMean)}배`));
  }
  if (targets.minRps !== undefined) {
    const rps = bench.throughput.rps;
    out.push(
      `- 캐시 없는 검색 처리량(질의 ${rows.length}개 섞어서) ≥ ${targets.minRps} req/s: ` +
        met(
          rps >= targets.minRps,
          `${rps} req/s${rps < targets.minRps ? ` (${fmt(targets.minRps / rps)}배 미달)` : ''} · p99 ${bench.throughput.p99} ms`,
        ),
    );
  }
  if (bench.cpuMs) {
    const cpu = Object.entries(bench.cpuMs).reduce((a, b) => (b[1] > a[1] ? b : a), ['-', 0] as [string, number]);
    out.push(`- 서버 CPU 시간/요청(HTTP 처리 포함, 이웃 부하와 무관한 작업량): 최대 '${cpu[0]}' ${fmt(cpu[1])} ms`);
  }
  out.push(`- 검색 색인: ${bench.indexLine || '(로그 없음)'} · 서버 RSS(캐시 없이, 부하 뒤) ${bench.rssMb} MB`, '');

  out.push(
    '### 검색 — 우리(HTTP, 결과 캐시 없이) 대 원래 방식(ILIKE + 200행 + JS 점수, DB 직접), 같은 데이터·같은 실행',
    '',
    '| 분류 | 검색어 | 원래 p95 (ms) | 우리 p50 (ms) | 우리 p95 (ms) | 서버 CPU/요청 (ms) | 배율 (p95) | 목표 |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows) {
    const okP95 = r.ours <= targets.p95Ms;
    const okRatio = targets.minRatio === undefined || r.ratio === undefined || r.ratio >= targets.minRatio;
    out.push(
      `| ${bench.classes[r.query] ?? '-'} | ${r.query} | ${r.original === undefined ? '-' : fmt(r.original)} | ${fmt(bench.ours[r.query]!.p50)} | ${fmt(r.ours)} | ${bench.cpuMs?.[r.query] === undefined ? '-' : fmt(bench.cpuMs[r.query]!)} | ${
        r.ratio === undefined ? '-' : `${fmt(r.ratio)}×`
      } | ${okP95 && okRatio ? '✅' : '❌'} |`,
    );
  }
  if (ratios.length) out.push(`| | **기하평균** | | | | | **${fmt(geoMean)}×** | |`);
  out.push('');
  return out;
}
