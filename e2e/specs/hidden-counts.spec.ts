// In the browser: counts YouTube hides read '비공개' (never 0) on the video page, a channel
// page and a channel card; /popular filters Shorts out or shows only Shorts.
import assert from 'node:assert/strict';
import { apiJson } from '../support/api.ts';
import { url, withPage } from '../support/browser.ts';
import { nextApiRequest, waitForAttribute } from '../support/waits.ts';
import { describe, it } from '../support/harness.ts';

interface Paged<T> {
  data: T[];
  pagination: { totalPages: number };
}

/** The last row of the list sorted by that count: hidden (null) counts sort last. */
async function lastOf<T>(path: string): Promise<T> {
  const first = await apiJson<Paged<T>>(`${path}&page=1`);
  const last = await apiJson<Paged<T>>(`${path}&page=${first.pagination.totalPages}`);
  return last.data.at(-1)!;
}

describe('hidden counts and the Shorts filter', () => {
  it("a video with hidden likes and comments shows '비공개' on its page, not 0", async () => {
    const video = await lastOf<{ video_id: string; like_count: number | null; comment_count: number | null }>(
      '/videos?sort=likes&limit=100',
    );
    assert.equal(video.like_count, null, 'the demo catalogue hides a few like counts');
    await withPage({}, async ({ page }) => {
      await page.goto(url(`/popular?video=${video.video_id}`));
      const dialog = page.getByTestId('video-modal');
      await dialog.waitFor();
      assert.equal((await dialog.getByTestId('video-likes').textContent())?.trim(), '좋아요 비공개');
      assert.equal((await dialog.getByTestId('video-comments').textContent())?.trim(), '댓글 비공개');
    });
  });

  it("a channel hiding its subscribers shows '비공개' on its page and its card", async () => {
    const channel = await lastOf<{ channel_id: string; channel_name: string; channel_type: string; subscriber_count: number | null }>(
      '/channels?sort=subscriber_count&limit=100',
    );
    assert.equal(channel.subscriber_count, null, 'the demo catalogue has channels that hide subscribers');
    await withPage({}, async ({ page }) => {
      await page.goto(url(`/channels/${channel.channel_id}`));
      await page.getByRole('heading', { level: 1, name: channel.channel_name }).waitFor();
      const fact = page
        .locator('dt', { hasText: /^구독자$/ })
        .first()
        .locator('xpath=following-sibling::dd[1]');
      assert.equal((await fact.textContent())?.trim(), '비공개');
      await page.goto(url(`/channels?type=${channel.channel_type}&sort=subscriber_count`));
      const cards = page.getByTestId('channel-card');
      await cards.first().waitFor();
      const more = page.getByTestId('channels-more');
      while (!(await page.getByTestId('channel-card').filter({ hasText: channel.channel_name }).count()) && (await more.count())) {
        await more.click();
        await page.waitForLoadState('networkidle');
      }
      const card = cards.filter({ hasText: channel.channel_name }).first();
      assert.match((await card.textContent()) ?? '', /구독자\s*비공개/);
    });
  });

  it('/popular: 쇼츠만 shows only Shorts, 쇼츠 빼기 none, and the choice is in the address', async () => {
    await withPage({}, async ({ page }) => {
      const calls: URL[] = [];
      page.on('request', (r) => r.url().includes('/api/videos/popular') && calls.push(new URL(r.url())));
      await page.goto(url('/popular?period=all'));
      await page.getByTestId('video-card').first().waitFor();
      assert.equal(calls.at(-1)!.searchParams.get('shorts'), null);
      const onlySent = nextApiRequest(page, '/api/videos/popular', { shorts: 'only' });
      await page.getByRole('button', { name: '쇼츠만' }).click();
      await page.waitForURL((u) => u.searchParams.get('shorts') === 'only');
      await onlySent;
      await waitForAttribute(page.getByRole('button', { name: '쇼츠만' }), 'aria-pressed', 'true');
      const shorts = await apiJson<{ data: { videos: { is_short: boolean }[] } }>('/videos/popular?period=all&shorts=only');
      assert.ok(shorts.data.videos.length > 0 && shorts.data.videos.every((v) => v.is_short));
      const excludeSent = nextApiRequest(page, '/api/videos/popular', { shorts: 'exclude' });
      await page.getByRole('button', { name: '쇼츠 빼기' }).click();
      await page.waitForURL((u) => u.searchParams.get('shorts') === 'exclude');
      await excludeSent;
      await page.locator('button[aria-pressed="true"]', { hasText: '쇼츠 빼기' }).waitFor();
      await page.getByRole('button', { name: '쇼츠 포함' }).click();
      await page.waitForURL((u) => !u.searchParams.has('shorts'));
    });
  });
});
