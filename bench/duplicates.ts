// Duplicate detection (ADR 0018) on the demo catalogue: reading every row's id, title and length, then each
// kind in process, cold (nothing remembered), in ms. (a) and (b) must answer within a second at 56k.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { findDuplicates } from '../src/server/modules/videos/find-duplicates.ts';
import { DUPLICATE_KINDS } from '../src/shared/constants/duplicates.ts';
import { summarise, type LatencySummary } from './lib/stats.ts';

export interface DuplicateBench {
  rows: number;
  timings: Record<string, LatencySummary>;
  groups: Record<string, number>;
}

export async function benchDuplicates(db: Kysely<Database>, reps = 5): Promise<DuplicateBench> {
  const samples: Record<string, number[]> = {};
  const groups: Record<string, number> = {};
  for (let i = 0; i < reps; i += 1) {
    for (const kind of DUPLICATE_KINDS) {
      const started = performance.now();
      groups[kind] = (await findDuplicates(db, kind)).length;
      (samples[KIND_NAMES[kind]!] ??= []).push(performance.now() - started);
    }
  }
  const rows = Number(
    (
      await db
        .selectFrom('videos')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { rows, groups, timings: Object.fromEntries(Object.entries(samples).map(([name, s]) => [name, summarise(s)])) };
}

const KIND_NAMES: Record<string, string> = {
  same_video: '(a) 같은 영상 (ID 대소문자)',
  reupload: '(b) 다시 올린 영상 (제목 키 + 길이 2초)',
  similar: '(c) 비슷한 제목 (바이그램 자카드 ≥ 0.8)',
};

export function renderDuplicates(result: DuplicateBench | undefined): string[] {
  if (!result) return [];
  return [
    `### 중복 영상 찾기 (ms) — 영상 ${result.rows.toLocaleString('ko-KR')}개, 기억해 둔 결과 없이 매번 처음부터`,
    '',
    `찾은 묶음: 같은 영상 ${result.groups.same_video}, 다시 올린 영상 ${result.groups.reupload}, 비슷한 제목 ${result.groups.similar}.`,
    '',
    '| 종류 (읽기·묶기 포함) | n | p50 | p95 | p99 | 최대 |',
    '|---|---|---|---|---|---|',
    ...Object.entries(result.timings).map(([name, s]) => `| ${name} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`),
    '',
  ];
}

// Alone: node bench/duplicates.ts [videos] — builds a PGlite demo catalogue of that size and prints the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  // BENCH_DUP_DIR keeps the PGlite catalogue between runs (building 56k takes minutes).
  const { openDatabase } = await import('../src/db/client.ts');
  const { migrate } = await import('../src/db/migrate.ts');
  const { seedDemoCatalogue, isCatalogueEmpty } = await import('../src/db/seed/index.ts');
  const size = Number(process.argv[2] ?? 56_000);
  const handle = await openDatabase({ dataDir: process.env.BENCH_DUP_DIR ?? 'memory://' });
  await migrate(handle);
  if (await isCatalogueEmpty(handle)) await seedDemoCatalogue(handle, { videos: size, seed: 119, now: new Date() });
  console.log(renderDuplicates(await benchDuplicates(handle.db)).join('\n'));
  await handle.close();
}
