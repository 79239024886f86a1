// npm run bench -- relevance (issue 23): the gold set of everyday questions (bench/relevance-gold.tsv) against the
// 56k demo catalogue (BENCH_DATA_DIR reuses one), ours over HTTP and the original product's approach (ILIKE, first
// two words, JS score; bench/lib/original-search.ts) on the same data. Per variant class: Recall@3 (the share of
// questions with a right video among the first three), nDCG@10 (binary gains; the ideal is min(10, right videos in
// the catalogue)), the zero-result rate and, for ours, how often the answer card showed.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/client.ts';
import { originalSearchRanked } from './lib/original-search.ts';
import { startServer } from './lib/server-process.ts';

export interface GoldRow {
  kind: string;
  question: string;
  keywords: string[];
  meant: string | null;
}

export function readGoldSet(path = 'bench/relevance-gold.tsv'): GoldRow[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [kind, question, keywords, meant] = line.split('\t');
      return { kind: kind!, question: question!, keywords: keywords!.split('|'), meant: meant ?? null };
    });
}

interface Ranked {
  keywordIds: Array<number | null>;
  answered: boolean;
}

interface Scores {
  questions: number;
  recall3: number;
  ndcg10: number;
  zero: number;
  answered: number;
}

function dcg(gains: number[]): number {
  return gains.reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
}

export function score(
  rows: GoldRow[],
  ranked: Ranked[],
  isRight: (row: GoldRow, keywordId: number | null) => boolean,
  relevantCount: number[],
) {
  const perRow = rows.map((row, i) => {
    const gains = ranked[i]!.keywordIds.slice(0, 10).map((id) => (isRight(row, id) ? 1 : 0));
    const ideal = dcg(Array.from({ length: Math.min(10, relevantCount[i]!) }, () => 1));
    return {
      recall3: gains.slice(0, 3).some((g) => g === 1) ? 1 : 0,
      ndcg10: ideal > 0 ? dcg(gains) / ideal : 0,
      zero: ranked[i]!.keywordIds.length === 0 ? 1 : 0,
      answered: ranked[i]!.answered ? 1 : 0,
    };
  });
  const byKind = new Map<string, Scores>();
  const add = (kind: string, r: (typeof perRow)[number]) => {
    const s = byKind.get(kind) ?? { questions: 0, recall3: 0, ndcg10: 0, zero: 0, answered: 0 };
    s.questions += 1;
    s.recall3 += r.recall3;
    s.ndcg10 += r.ndcg10;
    s.zero += r.zero;
    s.answered += r.answered;
    byKind.set(kind, s);
  };
  rows.forEach((row, i) => {
    add(row.kind, perRow[i]!);
    add('전체', perRow[i]!);
  });
  return { byKind, perRow };
}

const f = (n: number, d: number) => (d === 0 ? '—' : (n / d).toFixed(3));

async function waitForIndex(base: string): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`${base}/api/search/suggest?q=${encodeURIComponent('ㅅ')}`, { signal: AbortSignal.timeout(240_000) });
      if (response.ok) return;
    } catch {
      // still loading
    }
    await new Promise((settle) => setTimeout(settle, 500));
  }
}

export async function benchRelevance(dataDir: string): Promise<string> {
  const rows = readGoldSet();
  const started = performance.now();
  console.log(`[관련성] 질문 ${rows.length}개: 우리 검색 (HTTP)…`);
  // DEMO_VIDEOS seeds the 56k catalogue on the first start in an empty directory.
  const server = await startServer({ DATA_DIR: dataDir, SYNC_RUNNER: 'off', CACHE_MAX_ENTRIES: '0', DEMO_VIDEOS: '56000' });
  await waitForIndex(server.url);
  const ours: Ranked[] = [];
  for (const row of rows) {
    const response = await fetch(`${server.url}/api/search?q=${encodeURIComponent(row.question)}&limit=10`);
    if (!response.ok) throw new Error(`${row.question}: HTTP ${response.status}`);
    const body = (await response.json()) as { data: { videos: Array<{ keyword_id: number | null }>; answer: unknown } };
    ours.push({ keywordIds: body.data.videos.map((v) => v.keyword_id), answered: body.data.answer !== null });
  }
  await server.stop();
  console.log('[관련성] 원래 제품의 방식 (같은 데이터)…');
  const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  const keywordText = new Map(
    (await handle.db.selectFrom('keyword_master').select(['id', 'keyword']).execute()).map((k) => [Number(k.id), k.keyword]),
  );
  const original: Ranked[] = [];
  const relevantCount: number[] = [];
  for (const row of rows) {
    original.push({
      keywordIds: (await originalSearchRanked(handle.db, row.question)).slice(0, 10).map((r) => r.keywordId),
      answered: false,
    });
    const likes = row.keywords.map((k) => sql`k.keyword LIKE ${'%' + k + '%'}`);
    const counted = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM videos v JOIN keyword_master k ON k.id = v.keyword_id
      WHERE v.is_public AND (${sql.join(likes, sql` OR `)})`.execute(handle.db);
    relevantCount.push(Number(counted.rows[0]!.n));
  }
  const videos = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM videos WHERE is_public`.execute(handle.db)).rows[0]!.n);
  await handle.close();
  const isRight = (row: GoldRow, id: number | null) => {
    const text = id === null ? undefined : keywordText.get(id);
    return !!text && row.keywords.some((k) => text.includes(k));
  };
  const ourScores = score(rows, ours, isRight, relevantCount);
  const theirScores = score(rows, original, isRight, relevantCount);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const kinds = [...ourScores.byKind.keys()].filter((k) => k !== '전체').concat('전체');
  const lines = [
    `# 검색 관련성 (gold set ${rows.length}문항, ${new Date().toISOString().slice(0, 10)})`,
    '',
    `- 데이터: 데모 카탈로그 공개 영상 ${videos.toLocaleString('ko-KR')}개 (PGlite), 질문: bench/relevance-gold.tsv`,
    `- 부하(load average 1/5/15분): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}, 걸린 시간 ${seconds}초`,
    '- 맞는 답: 결과 영상의 키워드가 문항의 키워드 가운데 하나를 담을 때. Recall@3: 첫 세 결과에 맞는 답이 있는 문항의 비율.',
    '  nDCG@10: 이진 이득, 이상적 순위는 카탈로그의 맞는 영상 수(최대 10). 0건: 결과가 하나도 없는 문항의 비율.',
    '- 원래 방식: ILIKE로 앞 두 낱말(2자 이상) 중 하나를 담은 200행, JS 점수 (bench/lib/original-search.ts).',
    '',
    '| 분류 | 문항 | Recall@3 (우리) | Recall@3 (원래) | nDCG@10 (우리) | nDCG@10 (원래) | 0건 (우리) | 0건 (원래) | 답 카드 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...kinds.map((kind) => {
      const o = ourScores.byKind.get(kind)!;
      const t = theirScores.byKind.get(kind)!;
      return `| ${kind} | ${o.questions} | ${f(o.recall3, o.questions)} | ${f(t.recall3, t.questions)} | ${f(o.ndcg10, o.questions)} | ${f(t.ndcg10, t.questions)} | ${f(o.zero, o.questions)} | ${f(t.zero, t.questions)} | ${f(o.answered, o.questions)} |`;
    }),
    '',
    '## 우리 검색이 첫 세 결과에 맞는 답을 못 낸 문항',
    '',
    ...rows.flatMap((row, i) =>
      ourScores.perRow[i]!.recall3 === 0
        ? [
            `- [${row.kind}] ${row.question}${row.meant ? ` (${row.meant})` : ''} → 기대: ${row.keywords.join(', ')}; 결과 ${ours[i]!.keywordIds.length}개`,
          ]
        : [],
    ),
    '',
  ];
  return lines.join('\n');
}
