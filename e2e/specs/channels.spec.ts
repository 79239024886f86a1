// /channels, /channels/:id, /channels-old: type tabs with counts, per-type titles and default sorts,
// more button, compact numbers on mobile, analytics with comparison limit, detail and legacy table.
import assert from 'node:assert/strict';
import { apiJson } from '../support/api.ts';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

describe('channels', () => {
  it('switches type tabs (URL, title, default sort, scroll to top) and loads more', async () => {
    const counts = (await apiJson('/channels/counts')).data;
    await withPage({}, async ({ page }) => {
      await page.goto(url('/channels'));
      await page.getByRole('heading', { level: 1, name: '전국 소방본부 채널' }).waitFor();
      const tabs = page.getByRole('tab');
      assert.equal(await tabs.count(), 4);
      await page.getByRole('tab', { name: new RegExp(`소방서\\s*${counts.fire_station}`) }).waitFor();
      assert.equal(await page.getByRole('button', { name: '영상 많은 순' }).getAttribute('aria-pressed'), 'true');
      await page.mouse.wheel(0, 800);
      await page.getByRole('tab', { name: /소방서/ }).click();
      await page.waitForURL((u) => u.searchParams.get('type') === 'fire_station');
      await page.getByRole('heading', { level: 1, name: '소방서 채널 (연구기관 포함)' }).waitFor();
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      assert.equal(await page.getByRole('button', { name: '최신 영상 순' }).getAttribute('aria-pressed'), 'true');
      const cards = page.getByTestId('channel-card');
      await cards.first().waitFor();
      assert.equal(await cards.count(), 20);
      await page.getByTestId('channels-more').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="channel-card"]').length > 20);
      await page.getByRole('tab', { name: /해외/ }).focus();
      await page.keyboard.press('ArrowLeft');
      await page.waitForURL((u) => u.searchParams.get('type') === 'domestic');
      await page.getByRole('button', { name: '구독자 많은 순' }).click();
      await page.waitForURL((u) => u.searchParams.get('sort') === 'subscriber_count');
    });
  });

  it('uses region emblems, Korean compact numbers (never K/M) and short dates on mobile', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/channels'));
      const card = page.getByTestId('channel-card').first();
      await card.waitFor();
      assert.equal(await card.locator('[data-region]').count(), 1);
      const text = await card.innerText();
      assert.match(text, /\d+\.\d+\.\d+/, 'yy.m.d date');
      const all = (await page.getByTestId('channel-card').allInnerTexts()).join('\n');
      assert.doesNotMatch(all, /\d(?:\.\d)?[KMB]\b/, 'no K/M/B numbers on the cards');
      assert.match(all, /\d(?:\.\d)?(?:천|만|백만|천만|억)/, 'Korean units (만/천) on the cards');
      await page.screenshot({ path: 'test-results/screenshots/channels-card-mobile-dark-375.png' });
      assert.doesNotMatch(text, /소방본부\n/, 'type badge hidden on mobile');
      await card.click();
      await page.waitForURL(/\/channels\/[\w-]+$/);
      await page.getByRole('heading', { name: '이 채널의 영상' }).waitFor();
    });
  });

  it('analytics: overview, then comparison of at most 5 channels (top 3 by views first), efficiency', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/channels'));
      await page.getByRole('heading', { name: '채널 분석' }).scrollIntoViewIfNeeded();
      const analytics = page.getByTestId('channel-analytics');
      await analytics.getByRole('figure').first().waitFor();
      await analytics.getByRole('tab', { name: '채널 비교' }).click();
      const boxes = page.getByTestId('compare-list').getByRole('checkbox');
      await boxes.first().waitFor();
      const checked = async () => (await Promise.all((await boxes.all()).map((b) => b.isChecked()))).filter(Boolean).length;
      assert.equal(await checked(), 3);
      await boxes.nth(3).check();
      await boxes.nth(4).check();
      assert.equal(await checked(), 5);
      assert.equal(await boxes.nth(5).isDisabled(), true);
      await boxes.nth(0).uncheck();
      assert.equal(await boxes.nth(5).isDisabled(), false);
      await analytics.getByRole('tab', { name: '효율 분석' }).click();
      await analytics.locator('figcaption', { hasText: '영상 1개당 평균 조회수 상위 10' }).waitFor();
    });
  });

  it('channel detail sorts and pages its videos; the legacy table lists every channel', async () => {
    const channel = (await apiJson('/channels?limit=1&sort=video_count')).data[0];
    await withPage({}, async ({ page }) => {
      const response = await page.goto(url(`/channels/${channel.channel_id}`));
      assert.equal(response?.status(), 200);
      await page.getByRole('heading', { level: 1, name: channel.channel_name }).waitFor();
      await page.getByRole('button', { name: '조회수순' }).click();
      await page.waitForURL((u) => u.searchParams.get('sort') === 'popular');
      await page.getByRole('link', { name: '2페이지' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await page.getByTestId('video-card').first().waitFor();
      assert.equal((await page.goto(url('/channels/UCnope_missing')))?.status(), 404);
      await page.getByRole('heading', { name: '채널을 찾을 수 없습니다' }).waitFor();
      await page.goto(url('/channels-old'));
      const total = (await apiJson('/channels/counts')).data.total;
      await page.locator('tbody tr').first().waitFor();
      assert.equal(await page.locator('tbody tr').count(), total);
    });
  });
});
