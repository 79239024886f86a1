// /keyword-network and /audience-network/:type: graph with zoom limits, list alternative, navigation.
import assert from 'node:assert/strict';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

describe('networks', () => {
  it('keyword network: nodes for categories and keywords, a list alternative, click opens the keyword', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/keyword-network'));
      const graph = page.getByTestId('force-graph');
      await graph.locator('[data-node^="k"]').first().waitFor();
      assert.ok((await graph.locator('[data-node^="c"]').count()) > 3);
      const listLinks = page.locator('section', { has: page.getByRole('heading', { name: '목록으로 보기' }) }).getByRole('link');
      assert.ok((await listLinks.count()) > 20);
      await graph.locator('[data-node^="k"] circle').first().click({ force: true });
      await page.waitForURL(/\/view\//);
    });
  });

  it('audience graph: topic count, zoom within 0.5–2.5, tooltip, click → /search after 300 ms', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/audience-network/children'));
      assert.match(await page.getByTestId('topic-count').innerText(), /24개/);
      await page.getByRole('status').filter({ hasText: '관계도를 그리는 중' }).waitFor({ state: 'detached' });
      const graph = page.getByTestId('force-graph');
      for (let i = 0; i < 12; i++) await page.getByRole('button', { name: '확대' }).click();
      assert.equal(await graph.getAttribute('data-zoom'), '2.50');
      for (let i = 0; i < 20; i++) await page.getByRole('button', { name: '축소' }).click();
      assert.equal(await graph.getAttribute('data-zoom'), '0.50');
      await page.getByRole('button', { name: '처음 크기로' }).click();
      const node = graph.locator('[data-node="c01"] circle');
      await node.hover({ force: true });
      await page.getByRole('tooltip').filter({ hasText: '누르면 관련 영상을 검색합니다' }).waitFor();
      const clicked = Date.now();
      await node.click({ force: true });
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === '어린이 화재 대피');
      assert.ok(Date.now() - clicked >= 280, 'navigation waits 300 ms');
    });
  });

  it('offers the same topics as a keyboard list and sends unknown audiences home', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/audience-network/elderly'));
      const items = page.locator('[data-testid^="topic-list-"] > li');
      await items.first().waitFor();
      assert.equal(await items.count(), 16);
      await items.first().getByRole('link').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/search');
      await page.goto(url('/audience-network/aliens'));
      await page.waitForURL((u) => u.pathname === '/');
    });
  });
});
