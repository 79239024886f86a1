// Not-found countdown, diagnostics, categories, and what the server sends around the app
// (SPA fallback, cache headers, Open Graph tags for shared links, JSON 404 for /api).
import assert from 'node:assert/strict';
import { apiJson, topKeyword, videosByUrlKind } from '../support/api.ts';
import { url, withPage } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

describe('other pages and the server', () => {
  it('not-found page counts down 10 s to home and offers home, back and links', async () => {
    await withPage({}, async ({ page }) => {
      await page.clock.install();
      const response = await page.goto(url('/no/such/page'));
      assert.equal(response?.status(), 404);
      await page.getByTestId('not-found').waitFor();
      assert.equal(await page.getByTestId('countdown').innerText(), '10');
      for (const name of ['채널 둘러보기', '인기 영상', '영상 검색', '홈으로']) await page.getByRole('link', { name }).first().waitFor();
      await page.getByRole('button', { name: '이전 페이지' }).waitFor();
      await page.clock.runFor(3_000);
      assert.equal(await page.getByTestId('countdown').innerText(), '7');
      await page.clock.runFor(7_500);
      await page.waitForURL((u) => u.pathname === '/');
    });
  });

  it('shows the load-error screen for a chunk that fails, and the reload-only screen after more than 3 errors', async () => {
    await withPage({}, async ({ page, context }) => {
      await page.goto(url('/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await context.route(/\/assets\/PopularPage-[^/]+\.js$/, (route) => route.abort());
      const nav = page.getByRole('navigation', { name: '주 메뉴' });
      for (let attempt = 1; attempt <= 3; attempt++) {
        await nav.getByRole('link', { name: '인기 영상' }).click();
        await page.getByRole('heading', { name: '화면을 불러오지 못했습니다' }).waitFor();
        assert.equal(await page.getByRole('button', { name: '다시 시도' }).count(), 1);
        await nav.getByRole('link', { name: '홈' }).click();
        await page.getByRole('heading', { level: 1, name: /119 안전영상/ }).waitFor();
      }
      await nav.getByRole('link', { name: '인기 영상' }).click();
      await page.getByRole('heading', { name: '오류가 계속 발생하고 있습니다' }).waitFor();
      assert.equal(await page.getByRole('button', { name: '페이지 새로고침' }).count(), 1);
      assert.equal(await page.getByRole('button', { name: '다시 시도' }).count(), 0);
    });
  });

  it('diagnostics pass every check within 5 s (also at /diagnostic)', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/supabase-diagnostic'));
      await page.getByTestId('diagnostic-summary').waitFor();
      const rows = page.getByTestId('diagnostic-row');
      assert.equal(await rows.count(), 5);
      assert.equal(await page.locator('[data-testid="diagnostic-row"][data-ok="false"]').count(), 0);
      await page.goto(url('/diagnostic'));
      await page.getByRole('heading', { name: '서비스 상태 진단' }).waitFor();
    });
  });

  it('category pages list sub-categories and keywords', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/categories/fire-safety'));
      await page.getByRole('heading', { level: 1, name: '화재 안전' }).waitFor();
      await page.getByRole('navigation', { name: '하위 분류' }).getByRole('link').first().click();
      await page.waitForURL(/\/categories\/fire-safety\/[\w-]+$/);
      await page.locator('a[href^="/view/"]').first().waitFor();
    });
  });

  it('serves the SPA with immutable assets, revalidated HTML (ETag), Open Graph tags and JSON 404s for /api', async () => {
    const home = await fetch(url('/'));
    assert.equal(home.status, 200);
    // Browsers ask again every time (304 by the ETag); a CDN keeps a page briefly and through an origin outage (ADR 0028).
    assert.equal(home.headers.get('cache-control'), 'public, max-age=0, s-maxage=30, stale-while-revalidate=120, stale-if-error=86400');
    const etag = home.headers.get('etag')!;
    assert.equal((await fetch(url('/'), { headers: { 'if-none-match': etag } })).status, 304);
    const html = await home.text();
    const asset = /<link rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)" data-app-entry>/.exec(html)![1]!;
    const assetResponse = await fetch(url(asset), { headers: { 'accept-encoding': 'br' } });
    assert.equal(assetResponse.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(url('/assets/missing-file.js'))).status, 404);

    const keyword = await topKeyword();
    const keywordHtml = await (await fetch(url(`/view/${encodeURIComponent(keyword.slug)}`))).text();
    assert.match(keywordHtml, new RegExp(`<meta property="og:title" content="${keyword.keyword} 안전영상 \\| 119 안전영상"`));
    assert.match(keywordHtml, /<meta name="twitter:card" content="summary_large_image"/);

    const channel = (await apiJson('/channels?limit=1')).data[0];
    const channelHtml = await (await fetch(url(`/channels/${channel.channel_id}`))).text();
    assert.ok(channelHtml.includes(`<meta property="og:title" content="${channel.channel_name} | 119 안전영상"`));

    const { playable } = await videosByUrlKind();
    const video = (await apiJson(`/videos/${playable}`)).data.video;
    const videoHtml = await (await fetch(url(`/popular?video=${playable}`))).text();
    assert.ok(videoHtml.includes(`<meta property="og:type" content="video.other"`));
    assert.ok(videoHtml.includes('og:image" content="https://'));
    assert.ok(videoHtml.includes(video.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;')));

    const apiMissing = await fetch(url('/api/no-such-endpoint'));
    assert.equal(apiMissing.status, 404);
    assert.equal((await apiMissing.json()).error.code, 'NOT_FOUND');
  });
});
