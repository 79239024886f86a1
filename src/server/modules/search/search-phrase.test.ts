import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponseSchema } from '../../../shared/api/search.ts';
import { insertVideo } from '../../test-support/fixtures.ts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app.ts';

// Issue 27: a phrase typed as one (119안전, cpr교육 — read as two words) ranks the videos that hold it literally
// first, wherever they hold it (title, channel, tags, description), above popular videos holding the words apart.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Popular videos with both words, apart: without the literal tier they outrank everything below.
  for (let i = 0; i < 30; i += 1) {
    await insertVideo(t.ctx.db, {
      title: `119 신고와 생활 안전 수칙 ${i}`,
      tags: ['119', '안전'],
      view_count: 9_000_000,
      like_count: 90_000,
    });
    await insertVideo(t.ctx.db, { title: `CPR 응급처치 교육 ${i}`, tags: ['cpr', '교육'], view_count: 9_000_000, like_count: 90_000 });
  }
  // Little-watched videos holding the phrase in one field each.
  await insertVideo(t.ctx.db, { title: '겨울철 수칙', description: '119안전센터가 알려 드립니다', view_count: 3 });
  await insertVideo(t.ctx.db, { title: '겨울철 이야기', channel_name: '우리동네119안전TV', view_count: 3 });
  await insertVideo(t.ctx.db, { title: '교실 이야기', tags: ['119안전체험'], view_count: 3 });
  await insertVideo(t.ctx.db, { title: '119안전 퀴즈', view_count: 3 });
  await insertVideo(t.ctx.db, { title: '응급 상황', description: '학교 cpr교육 현장', view_count: 3 });
  await insertVideo(t.ctx.db, { title: '따라 하기', tags: ['CPR교육'], view_count: 3 });
  await t.syncCatalogueVersion();
});
afterAll(() => t?.close());

/** Every result id in order (pages of 50, up to the counted 1,000). */
async function ranked(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const res = await getJson(t.app, `/api/search?q=${encodeURIComponent(query)}&limit=50&page=${page}`);
    expect(res.status, res.raw).toBe(200);
    const videos = SearchResponseSchema.parse(res.body).data.videos;
    ids.push(...videos.map((video) => video.id));
    if (videos.length < 50) break;
  }
  return ids;
}

/** Videos holding the phrase literally in some field, and those whose title holds it once spaces are dropped. */
async function phraseHolders(phrase: string): Promise<{ literal: Set<number>; titleWithoutSpaces: Set<number> }> {
  const text = sql`lower(v.title || ' ' || v.channel_name || ' ' || array_to_string(v.tags, ' ') || ' ' || v.description)`;
  const rows = await sql<{ id: number; literal: boolean; title: boolean }>`
    SELECT v.id::int AS id, strpos(${text}, ${phrase}) > 0 AS literal,
           strpos(replace(lower(v.title), ' ', ''), ${phrase}) > 0 AS title
    FROM videos v WHERE v.is_public`.execute(t.ctx.db);
  return {
    literal: new Set(rows.rows.filter((row) => row.literal).map((row) => row.id)),
    titleWithoutSpaces: new Set(rows.rows.filter((row) => row.title).map((row) => row.id)),
  };
}

describe('GET /api/search — an exact phrase ranks its literal matches first', () => {
  it.each([
    ['119안전', '119안전'],
    ['cpr교육', 'cpr교육'],
    ['CPR교육', 'cpr교육'],
    ['119 안전', '119안전'],
  ])('%s: every video holding %s comes before every video holding the words apart', async (query, phrase) => {
    const ids = await ranked(query);
    const { literal, titleWithoutSpaces } = await phraseHolders(phrase);
    expect(literal.size).toBeGreaterThanOrEqual(2);
    // All literal holders are found, and none comes after a video that holds the words only apart.
    for (const id of literal) expect(ids).toContain(id);
    const firstApart = ids.findIndex((id) => !literal.has(id) && !titleWithoutSpaces.has(id));
    const lastLiteral = Math.max(...[...literal].map((id) => ids.indexOf(id)));
    expect(firstApart).toBeGreaterThan(lastLiteral);
  });
});
