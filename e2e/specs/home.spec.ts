// Home: hero search rules, statistics (count-up, cache, no invented numbers), recommended, lazy HOT, audiences, CTA.
import assert from 'node:assert/strict';
import { apiJson } from '../support/api.ts';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { waitForCount } from '../support/waits.ts';
import { describe, it } from '../support/harness.ts';

describe('home', () => {
  it('search box: trimmed non-empty, at most 15 characters, clear button, goes to /search', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/'));
      const box = page.getByRole('combobox', { name: '안전 영상 검색' }); // a search box with suggestions
      await box.fill('   ');
      await page.getByRole('button', { name: '검색', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: '검색어를 입력해 주세요' }).waitFor();
      assert.match(page.url(), /\/$/);
      await box.fill('가나다라마바사아자차카타파하가나다');
      assert.equal((await box.inputValue()).length, 15);
      await page.getByRole('button', { name: '검색어 지우기' }).click();
      assert.equal(await box.inputValue(), '');
      await box.fill('  소화기 ');
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === '소화기');
    });
  });

  it('statistics count up over about 2 s to the API figures and are cached for an hour', async () => {
    const stats = (await apiJson('/statistics')).data;
    await withPage({}, async ({ page }) => {
      await page.goto(url('/'));
      const videos = page.getByTestId('stat-totalVideos').getByTestId('stat-value');
      await videos.waitFor();
      const early = Number((await videos.innerText()).replace(/\D/g, ''));
      assert.ok(early < stats.totalVideos, `value ${early} should still be counting at the start`);
      await page.waitForTimeout(2300);
      assert.equal(Number((await videos.innerText()).replace(/\D/g, '')), stats.totalVideos);
      const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('ydvp_statistics') ?? 'null'));
      assert.equal(cached.stats.totalVideos, stats.totalVideos);
      assert.ok(Date.now() - cached.timestamp < 60_000 && typeof cached.lastUpdated === 'string');
      // With the API down, the fresh cache still shows real figures.
      await page.route('**/api/statistics', (route) => route.abort());
      await page.reload();
      await page.waitForTimeout(2300);
      assert.equal(Number((await videos.innerText()).replace(/\D/g, '')), stats.totalVideos);
    });
  });

  it('shows a placeholder, never made-up numbers, when nothing can be fetched', async () => {
    await withPage({}, async ({ page }) => {
      await page.route('**/api/statistics', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"error":{"code":"X","message":"down"}}' }),
      );
      await page.goto(url('/'));
      await page.getByRole('button', { name: '다시 시도' }).first().waitFor();
      const text = await page.getByTestId('stat-totalVideos').innerText();
      assert.match(text, /—/);
      assert.doesNotMatch(text, /56,086|\d/);
    });
  });

  it('recommended videos link out to YouTube in a new tab', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/'));
      const links = page.getByTestId('recommended-video');
      await waitForCount(page, '[data-testid="recommended-video"]', 4);
      for (let i = 0; i < 4; i++) {
        assert.match((await links.nth(i).getAttribute('href')) ?? '', /^https:\/\/www\.youtube\.com\/watch\?v=/);
        assert.equal(await links.nth(i).getAttribute('target'), '_blank');
        assert.match((await links.nth(i).getAttribute('rel')) ?? '', /noopener/);
      }
    });
  });

  it('loads the HOT videos only when scrolled into view (8, month, fire_dept) with rank badges', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (r) => r.url().includes('/api/videos/popular') && requests.push(r.url()));
      await page.goto(url('/'));
      await page.waitForLoadState('networkidle');
      assert.equal(requests.length, 0);
      await page.getByRole('heading', { name: '이번 달 HOT 영상' }).scrollIntoViewIfNeeded();
      const section = page.locator('section', { has: page.getByRole('heading', { name: '이번 달 HOT 영상' }) });
      await section.getByTestId('video-card').first().waitFor();
      assert.equal(requests.length, 1);
      const query = new URL(requests[0]!).searchParams;
      assert.equal(query.get('period'), 'month');
      assert.equal(query.get('channel_type'), 'fire_dept');
      assert.ok((await section.getByTestId('video-card').count()) <= 8);
      assert.equal(await section.locator('[data-rank]').count(), Math.min(3, await section.getByTestId('video-card').count()));
      assert.equal(await section.getByTestId('video-card').first().getAttribute('target'), '_blank');
    });
  });

  it('has audience cards with age bands, the four-step flow and the inquiry e-mail', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/'));
      for (const [type, band] of [
        ['children', '5~12세'],
        ['teenager', '13~18세'],
        ['adult', '19~64세'],
        ['elderly', '65세 이상'],
        ['disabled', '모든 연령'],
      ]) {
        const card = page.getByTestId(`audience-card-${type}`);
        assert.match(await card.innerText(), new RegExp(band!));
        assert.equal(await card.getAttribute('href'), `/audience-network/${type}`);
      }
      const steps = page.locator('section', { has: page.getByRole('heading', { name: /이렇게 만들어집니다/ }) }).locator('ol > li');
      assert.equal(await steps.count(), 4);
      assert.match(await steps.allInnerTexts().then((t) => t.join(' ')), /수집.*분류.*큐레이션.*제공/s);
      assert.match((await page.getByRole('link', { name: '채널 제보하기' }).getAttribute('href')) ?? '', /^mailto:[^?]+@[^?]+\?subject=/);
    });
  });
});
