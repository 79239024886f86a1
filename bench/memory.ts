// The embedded server's memory at 56k (issue 13: RSS ≤ 400 MB): after a bench load (lists, distinct pages that
// fill the response cache, searches, concurrent bursts), with the response cache on and off, and what the RSS is
// made of — the V8 heap, Buffers outside it, and PGlite's WebAssembly memory (read from /proc/<pid>/smaps).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import type { RunningServer } from './lib/server-process.ts';

export interface MemoryReading {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  /** Resident part of the largest mapping: PGlite's WebAssembly memory (a reservation of gigabytes). */
  wasmMb: number;
  cacheEntries: number;
  cacheMb: number;
}

const MB = 1024 * 1024;

/** Resident MB of the biggest mapping of the process (the wasm linear memory reserves far more than anything else). */
function wasmResidentMb(pid: number): number {
  let best = { size: 0, rss: 0 };
  let current = { size: 0, rss: 0 };
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (head) {
      current = { size: parseInt(head[2]!, 16) - parseInt(head[1]!, 16), rss: 0 };
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) {
      current.rss = Number(rss[1]) * 1024;
      if (current.size > best.size) best = current;
    }
  }
  return Math.round(best.rss / MB);
}

export async function readMemory(server: RunningServer): Promise<MemoryReading> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const metric = (name: string) => Number(new RegExp(`^safety_video_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    rssMb: server.rssMb(),
    heapUsedMb: Math.round(metric('nodejs_heap_size_used_bytes') / MB),
    heapTotalMb: Math.round(metric('nodejs_heap_size_total_bytes') / MB),
    externalMb: Math.round(metric('nodejs_external_memory_bytes') / MB),
    wasmMb: server.child.pid ? wasmResidentMb(server.child.pid) : NaN,
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
      `| ${name} | ${m.rssMb} | ${m.heapUsedMb} / ${m.heapTotalMb} | ${m.externalMb} | ${m.wasmMb} | ${m.cacheEntries} · ${m.cacheMb} MB |`,
  );
  return [
    '### 메모리 (MB) — 부하 뒤 (목록, 서로 다른 400쪽, 검색, 16연결 부하)',
    '',
    'RSS = 프로세스 상주 메모리. PGlite의 WebAssembly 메모리는 /proc/<pid>/smaps의 가장 큰 매핑에서 읽습니다.',
    '',
    '| 경우 | RSS | V8 힙 사용 / 전체 | 힙 밖 Buffer | PGlite WASM | 응답 캐시 |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}
