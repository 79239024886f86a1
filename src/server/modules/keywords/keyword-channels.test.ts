import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeywordChannelsResponseSchema } from '../../../shared/api/keyword-channels.ts';
import { refreshKeywordTotals } from '../../../db/repositories/curation.repo.ts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const channelsUrl = (slug: string) => `/api/keywords/${encodeURIComponent(slug)}/channels`;

/** What the aggregate must equal: a live count over the keyword's published videos. */
async function liveCounts(keywordId: number) {
  const rows = await t.ctx.db
    .selectFrom('videos')
    .select(['channel_id', sql<string>`count(*)`.as('n')])
    .where('keyword_id', '=', keywordId)
    .where('is_public', '=', true)
    .where('channel_id', 'is not', null)
    .groupBy('channel_id')
    .execute();
  return new Map(rows.map((row) => [row.channel_id!, Number(row.n)]));
}

async function keywordWithMostChannels() {
  return t.ctx.db
    .selectFrom('keyword_master')
    .select(['id', 'slug', 'total_channels'])
    .where('status', '=', 'active')
    .orderBy('total_channels', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('GET /api/keywords/:slug/channels', () => {
  it('lists every channel with published videos for the keyword, with its count, most first', async () => {
    const keyword = await keywordWithMostChannels();
    const res = await getJson(t.app, channelsUrl(keyword.slug));
    expect(res.status).toBe(200);
    const { data } = KeywordChannelsResponseSchema.parse(res.body);
    const live = await liveCounts(keyword.id);
    expect(data.length).toBe(Number(keyword.total_channels));
    expect(new Map(data.map((c) => [c.channel_id, c.video_count]))).toEqual(live);
    expect(data.every((c) => c.channel_name.length > 0)).toBe(true);
    const counts = data.map((c) => c.video_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('includes the channels beyond the keyword’s top 100 videos (the old filter’s source)', async () => {
    const keyword = await keywordWithMostChannels();
    // Give the keyword 600 more published videos from across the catalogue, as a popular keyword has.
    const moved = await t.ctx.db
      .selectFrom('videos')
      .select(['id', 'keyword_id'])
      .where('is_public', '=', true)
      .where('keyword_id', '!=', keyword.id)
      .orderBy('id')
      .limit(600)
      .execute();
    await t.ctx.db
      .updateTable('videos')
      .set({ keyword_id: keyword.id })
      .where(
        'id',
        'in',
        moved.map((row) => row.id),
      )
      .execute();
    await refreshKeywordTotals(t.ctx.db, [keyword.id, ...moved.map((row) => row.keyword_id)]);
    await t.syncCatalogueVersion();

    const { data } = KeywordChannelsResponseSchema.parse((await getJson(t.app, channelsUrl(keyword.slug))).body);
    const top100 = await getJson(t.app, `/api/keywords/${encodeURIComponent(keyword.slug)}/videos?limit=100&sort=view_count`);
    const inTop100 = new Set((top100.body.data.videos as { channel_id: string }[]).map((v) => v.channel_id));
    expect(data.length).toBeGreaterThan(inTop100.size);
    const live = await liveCounts(keyword.id);
    expect(new Map(data.map((c) => [c.channel_id, c.video_count]))).toEqual(live);
    expect(data.reduce((sum, c) => sum + c.video_count, 0)).toBe([...live.values()].reduce((a, b) => a + b, 0));
  });

  it('follows unpublishing: a channel whose videos for the keyword are hidden leaves the list', async () => {
    const keyword = await keywordWithMostChannels();
    const before = KeywordChannelsResponseSchema.parse((await getJson(t.app, channelsUrl(keyword.slug))).body).data;
    const gone = before.at(-1)!;
    await t.ctx.db
      .updateTable('videos')
      .set({ status: 'archived' })
      .where('keyword_id', '=', keyword.id)
      .where('channel_id', '=', gone.channel_id)
      .execute();
    await refreshKeywordTotals(t.ctx.db, [keyword.id]);
    await t.syncCatalogueVersion();
    const after = KeywordChannelsResponseSchema.parse((await getJson(t.app, channelsUrl(keyword.slug))).body).data;
    expect(after.map((c) => c.channel_id)).not.toContain(gone.channel_id);
    expect(after.length).toBe(before.length - 1);
  });

  it('answers 404 키워드를 찾을 수 없습니다 for an unknown keyword', async () => {
    const res = await getJson(t.app, channelsUrl('없는-키워드'));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('키워드를 찾을 수 없습니다.');
  });
});
