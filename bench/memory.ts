// The embedded server's memory at 56k (target: RSS ≤ 400 MB, docs/operations.md): after a bench load (lists, distinct pages that
// fill the response cache, searches, concurrent bursts), with the response cache on and off, and what the RSS is
// made of (the V8 heap; Buffers and PGlite's WebAssembly memory outside it), and the peak since start (VmHWM).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import type { RunningServer } from './lib/server-process.ts';

export interface MemoryReading {
  rssMb: number;
  /** The highest RSS since the process started (VmHWM). */
  peakMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  cacheEntries: number;
  cacheMb: number;
}

const MB = 1024 * 1024;

export async function readMemory(server: RunningServer): Promise<MemoryReading> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const metric = (name: string) => Number(new RegExp(`^safety_video_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const status = server.child.pid ? readFileSync(`/proc/${server.child.pid}/status`, 'utf8') : '';
  return {
    rssMb: server.rssMb(),
    peakMb: Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024),
    heapUsedMb: Math.round(metric('nodejs_heap_size_used_bytes') / MB),
    heapTotalMb: Math.round(metric('nodejs_heap_size_total_bytes') / MB),
    externalMb: Math.round(metric('nodejs_external_memory_bytes') / MB),
    cacheEntries: metric('response_cache_entries'),
    cacheMb: Math.round((metric('response_cache_bytes') / MB) * 10) / 10,
  };
}

/** The load before the reading: every public list, 400 distinct pages, the bench searches, then 16-connection bursts. */
export async function memoryLoad(base: string, searches: string[], seconds = 5): Promise<void> {
  const keyword = ((await (await fetch(`${base}/api/keywords?sort=total_videos&limit=1`)).json()) as any).data[0].slug as string;
  const lists = [
    '/api/statistics',
    '/api/videos?sort=latest',
    '/api/videos?sort=views&channel_type=fire_dept&page=3',
    '/api/videos/popular?period=month',
    '/api/videos/popular?period=all&channel_type=domestic',
    '/api/channels?limit=500',
    '/api/channels/stats',
    '/api/categories',
    '/api/keywords',
    `/api/keywords/${encodeURIComponent(keyword)}/videos?sort=view_count`,
  ];
  const drain = async (path: string) => void (await (await fetch(base + path)).arrayBuffer());
  for (const path of lists) await drain(path);
  for (let page = 1; page <= 300; page += 1) await drain(`/api/videos?sort=views&page=${page}`);
  for (let page = 1; page <= 100; page += 1) await drain(`/api/keywords?page=${page}`);
  for (const q of searches) await drain(`/api/search?q=${encodeURIComponent(q)}`);
  for (const path of ['/api/channels?limit=500', '/api/videos?sort=latest', '/api/search?q=%EC%86%8C%EB%B0%A9'])
    await autocannon({ url: base + path, connections: 16, duration: seconds });
}

export function renderMemory(readings: Record<string, MemoryReading>): string[] {
  const rows = Object.entries(readings).map(
    ([name, m]) =>
      `| ${name} | ${m.rssMb} | ${m.peakMb} | ${m.heapUsedMb} / ${m.heapTotalMb} | ${m.externalMb} | ${m.cacheEntries} · ${m.cacheMb} MB |`,
  );
  return [
    '### 메모리 (MB) — 부하 뒤 (목록, 서로 다른 400쪽, 검색, 16연결 부하)',
    '',
    'RSS = 프로세스 상주 메모리. 힙 밖 메모리는 Node가 아는 ArrayBuffer·Buffer의 크기로, PGlite의 WebAssembly 메모리(처음 128 MB, 커질 뿐 줄지 않음)를 포함합니다 (상주하는 부분은 더 작습니다). 시작 직후 값은 2초 뒤에 잽니다.',
    '',
    '| 경우 | RSS | 최대 RSS (시작부터) | V8 힙 사용 / 전체 | 힙 밖 메모리 (PGlite WASM 포함) | 응답 캐시 |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}
