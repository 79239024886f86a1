// The admin video list (GET /api/admin/videos, 50 a page) under search, filters and sorts, measured over HTTP
// as an admin with sequential requests (p50/p95), on the server started without caches (CACHE_MAX_ENTRIES=0):
// every request also counts its total (in use, totals are remembered per filter until the catalogue changes).
import { summarise, type LatencySummary } from './lib/stats.ts';

/** The first admin of a bench server (created at its first start). */
export const BENCH_ADMIN = { email: 'bench-admin@example.kr', password: 'Bench-Ember-Harbor-4417' } as const;
export const BENCH_ADMIN_ENV = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };

const SAME_ORIGIN = (base: string) => ({ 'x-requested-with': '119-admin', origin: base, 'content-type': 'application/json' });

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: SAME_ORIGIN(base), body: JSON.stringify(BENCH_ADMIN) });
  const body = (await response.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`bench admin sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

async function getJson<T>(base: string, token: string, path: string): Promise<T> {
  const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/** The cases: the list as staff use it (page 50, R-ADMIN-VIDEO-01). */
async function cases(base: string, token: string): Promise<Record<string, string>> {
  const top = await getJson<{ data: { keyword_id: number | null; channel_id: string | null }[] }>(
    base,
    token,
    '/api/admin/videos?sort=views&limit=100',
  );
  const keywordId = top.data.find((v) => v.keyword_id !== null)!.keyword_id;
  const channelId = top.data.find((v) => v.channel_id !== null)!.channel_id;
  const q = encodeURIComponent;
  return {
    '기본 (최근 업로드 순)': '/api/admin/videos',
    '기본 20쪽': '/api/admin/videos?page=20',
    '검색 소방': `/api/admin/videos?search=${q('소방')}`,
    '검색 소방 5쪽': `/api/admin/videos?search=${q('소방')}&page=5`,
    '검색 소화기 사용법': `/api/admin/videos?search=${q('소화기 사용법')}`,
    '검색 완강기, 조회수 순': `/api/admin/videos?search=${q('완강기')}&sort=views`,
    '검색 리튬이온': `/api/admin/videos?search=${q('리튬이온')}`,
    '검색 안전 + 소방본부 + 1년': `/api/admin/videos?search=${q('안전')}&channelType=fire_dept&dateRange=year`,
    '채널 유형 기타(etc)': '/api/admin/videos?channelType=etc',
    '상태 초안': '/api/admin/videos?status=draft',
    '상태 보관, 조회수 순': '/api/admin/videos?status=archived&sort=views',
    '키워드, 좋아요 순': `/api/admin/videos?keywordId=${keywordId}&sort=likes`,
    '채널 + 3개월': `/api/admin/videos?channelId=${channelId}&dateRange=3months`,
    '1주, 조회수 순': '/api/admin/videos?dateRange=week&sort=views',
    '최근 수정 순': '/api/admin/videos?sort=updated',
    '삭제된 영상 보관함': '/api/admin/videos/deleted',
  };
}

export async function benchAdminVideos(base: string, reps: number): Promise<Record<string, LatencySummary>> {
  const token = await signIn(base);
  const out: Record<string, LatencySummary> = {};
  for (const [name, path] of Object.entries(await cases(base, token))) {
    const samples: number[] = [];
    for (let i = 0; i < reps; i += 1) {
      const started = performance.now();
      const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
    out[name] = summarise(samples);
  }
  return out;
}

export function renderAdminVideos(table: Record<string, LatencySummary> | undefined): string[] {
  if (!table) return [];
  return [
    '### 관리자 영상 목록 (ms) — GET /api/admin/videos, 50개씩, 관리자 토큰, 순차 요청',
    '',
    '캐시 없는 서버라 요청마다 합계도 셉니다 (실제로는 필터별 합계를 카탈로그가 바뀔 때까지 기억해, 페이지를 넘길 때는 세지 않습니다). 합계는 10,000개(검색은 1,000개)까지 셉니다.',
    '',
    '| 경우 | n | p50 | p95 | p99 | 최대 |',
    '|---|---|---|---|---|---|',
    ...Object.entries(table).map(([name, s]) => `| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`),
    '',
  ];
}
