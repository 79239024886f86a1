// A 60 s mixed load at a fixed 200 req/s (open loop: requests leave on schedule whether or not earlier ones have
// answered, so a slow server shows as latency, not as a lower rate) spread over one or more server processes:
// cached lists, uncached searches (every search a key the response cache has not seen), keyword pages and view
// posts, as visitors arriving from a news story would. Target: 0 errors, p99 ≤ 300 ms.
import { loadavg } from 'node:os';
import { summarise, type LatencySummary } from './lib/stats.ts';
import { SEARCH_QUERIES } from './lib/queries.ts';

export interface MixedResult {
  label: string;
  seconds: number;
  rate: number;
  sent: number;
  achievedRate: number;
  errors: number;
  errorSamples: string[];
  overall: LatencySummary;
  byKind: Record<string, LatencySummary>;
  /** RSS after the run (the larger of the processes), when measured. */
  rssAfterMb?: number;
  /** The machine's 1-minute load average before and after (2 cores shared with other work: above 2, it queues). */
  load: [number, number];
}

type Kind = 'cached list' | 'search (uncached)' | 'keyword page' | 'view post';
// BENCH_MIXED_MIX=list:0.4,search:0.2,keyword:0.25,view:0.15 changes the shares (to find what a machine sustains).
const SHORT: Record<string, Kind> = { list: 'cached list', search: 'search (uncached)', keyword: 'keyword page', view: 'view post' };
const MIX: [Kind, number][] = (process.env.BENCH_MIXED_MIX ?? 'list:0.4,search:0.2,keyword:0.25,view:0.15')
  .split(',')
  .map((part) => part.split(':'))
  .map(([name, share]) => [SHORT[name!.trim()]!, Number(share)] as [Kind, number])
  .filter(([kind, share]) => kind && share > 0);
const SORTS = ['relevance', 'upload_date', 'view_count'];
const SAME_ORIGIN_WRITE = { 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin' };

interface Catalogue {
  lists: string[];
  keywords: string[];
  videos: string[];
}

async function catalogueOf(base: string): Promise<Catalogue> {
  const get = async (path: string) => ((await (await fetch(base + path)).json()) as { data: any[] }).data;
  const keywords = (await get('/api/keywords?sort=total_videos&limit=100')).map((k) => k.slug as string);
  const videos = (await get('/api/videos?sort=views&limit=100')).map((v) => v.video_id as string);
  const lists = [
    '/api/statistics',
    '/api/videos?sort=latest',
    '/api/videos?sort=views&page=2',
    '/api/videos?sort=latest&channel_type=fire_dept',
    '/api/videos/popular?period=month',
    '/api/videos/popular?period=week',
    '/api/channels?limit=500',
    '/api/channels/stats',
    '/api/categories',
    '/api/keywords',
  ];
  return { lists, keywords, videos };
}

/** The n-th request of a kind: searches walk query × sort × page so that none repeats within a run. */
function requestFor(kind: Kind, n: number, c: Catalogue, words: string[]): { path: string; init?: RequestInit } {
  const pick = <T>(list: T[]) => list[n % list.length]!;
  switch (kind) {
    case 'cached list':
      return { path: pick(c.lists) };
    case 'search (uncached)': {
      const word = words[n % words.length]!;
      const round = Math.floor(n / words.length);
      const sort = SORTS[round % SORTS.length]!;
      const page = 1 + (Math.floor(round / SORTS.length) % 5);
      return { path: `/api/search?q=${encodeURIComponent(word)}&sortBy=${sort}&page=${page}` };
    }
    case 'keyword page': {
      const slug = encodeURIComponent(pick(c.keywords));
      return { path: n % 2 === 0 ? `/api/keywords/${slug}` : `/api/keywords/${slug}/videos?sort=view_count` };
    }
    case 'view post':
      return {
        path: `/api/videos/${pick(c.videos)}/view`,
        init: { method: 'POST', headers: { ...SAME_ORIGIN_WRITE, 'x-session-id': `bench-visitor-${n}-session` } },
      };
  }
}

const KIND_LABELS: Record<Kind, string> = {
  'cached list': '캐시된 목록',
  'search (uncached)': '캐시에 없는 검색',
  'keyword page': '키워드 페이지',
  'view post': '조회 기록 POST',
};

function kindAt(n: number): Kind {
  // A fixed interleaving (golden-ratio walk) so every second of the run carries the same mix.
  const x = (n * 0.6180339887) % 1;
  let edge = 0;
  for (const [kind, share] of MIX) if (x < (edge += share)) return kind;
  return MIX[MIX.length - 1]![0];
}

export async function runMixedLoad(label: string, bases: string[], seconds = 60, rate = 200): Promise<MixedResult> {
  const catalogue = await catalogueOf(bases[0]!);
  const words = [...SEARCH_QUERIES, ...catalogue.keywords.map((slug) => decodeURIComponent(slug).replace(/-/g, ' '))];
  // Warm the cached lists on every process (a news wave arrives at a running site).
  for (const base of bases) for (const path of catalogue.lists) await (await fetch(base + path)).arrayBuffer();

  const samples = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
  const counters = new Map<Kind, number>(MIX.map(([kind]) => [kind, 0]));
  const errorSamples: string[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const total = seconds * rate;
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const kind = kindAt(i);
    const n = counters.get(kind)!;
    counters.set(kind, n + 1);
    const { path, init } = requestFor(kind, n, catalogue, words);
    const base = bases[i % bases.length]!;
    inFlight.push(
      (async () => {
        // Latency from when the request was due, so a client that fell behind does not hide a slow server; from
        // when it left, if that was up to 1 ms early (the loop does not sleep for less), so no latency is negative.
        const from = Math.max(due, performance.now());
        try {
          const response = await fetch(base + path, { ...init, signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (response.status >= 400) throw new Error(`${response.status} ${init?.method ?? 'GET'} ${path}`);
        } catch (error) {
          errors += 1;
          if (errorSamples.length < 5) errorSamples.push((error as Error).message);
        }
        samples.get(kind)!.push(performance.now() - from);
      })(),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  const all = [...samples.values()].flat();
  return {
    label,
    seconds,
    rate,
    sent: total,
    achievedRate: Math.round(total / elapsed),
    errors,
    errorSamples,
    load: [loadBefore, loadavg()[0]!].map((v) => Math.round(v * 10) / 10) as [number, number],
    overall: summarise(all),
    byKind: Object.fromEntries([...samples].map(([kind, list]) => [kind, summarise(list)])),
  };
}

export function renderMixed(results: MixedResult[]): string[] {
  if (results.length === 0) return [];
  const out = [
    `## 혼합 부하 — 초당 ${results[0]!.rate}건 ${results[0]!.seconds}초 (열린 루프), 부하 시험용 요청 한도`,
    '',
    `${MIX.map(([kind, share]) => `${KIND_LABELS[kind]} ${Math.round(share * 1000) / 10}%`).join(' · ')}. 캐시에 없는 검색은 검색어×정렬×쪽이 겹치지 않습니다. 지연은 요청이 나가야 했던 시각부터 잽니다 (10초 넘으면 오류).`,
    '',
  ];
  for (const r of results) {
    const ok = r.errors === 0 && r.overall.p99 <= 300;
    out.push(
      `### ${r.label}`,
      '',
      `${ok ? '✅' : '❌'} 오류 ${r.errors}건 / ${r.sent.toLocaleString()}건 · p99 ${r.overall.p99} ms (목표: 오류 0, p99 ≤ 300 ms) · 실제 ${r.achievedRate} req/s${r.rssAfterMb ? ` · 끝난 뒤 RSS ${r.rssAfterMb} MB (프로세스 중 큰 쪽)` : ''} · 머신 부하(1분 평균) ${r.load[0]} → ${r.load[1]}`,
      ...(r.errorSamples.length ? ['', `오류 예: ${r.errorSamples.join('; ')}`] : []),
      '',
      '| 종류 | n | p50 | p95 | p99 | 최대 |',
      '|---|---|---|---|---|---|',
      ...Object.entries({
        전체: r.overall,
        ...Object.fromEntries(Object.entries(r.byKind).map(([k, v]) => [KIND_LABELS[k as Kind], v])),
      }).map(([name, s]) => `| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`),
      '',
    );
  }
  return out;
}
