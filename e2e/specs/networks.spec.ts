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
      await page.waitForURL(
        (u) => u.pathname === '/search' && u.searchParams.get('q') === '어린이 화재 대피' && u.searchParams.get('lifeStage') === 'child',
      );
      assert.ok(Date.now() - clicked >= 280, 'navigation waits 300 ms');
    });
  });

  for (const [name, path] of [
    ['keyword network', '/keyword-network'],
    ['audience graph', '/audience-network/disabled'],
  ] as const) {
    for (const width of Object.values(WIDTHS)) {
      it(`${name} at ${width} px: labels never overlap, never leave the graph, stay readable at any zoom; the tooltip has the full name`, async () => {
        await withPage({ width }, async ({ page }) => {
          await page.goto(url(path));
          const graph = page.getByTestId('force-graph');
          await graph.locator('[data-label-for]').first().waitFor();
          await page.waitForTimeout(600); // the 500 ms loading overlay and the first fit
          const read = () =>
            page.evaluate(() => {
              const box = document.querySelector('[data-testid="force-graph"]')!.getBoundingClientRect();
              const labels = [...document.querySelectorAll<SVGTextElement>('[data-label-for]')].map((el) => {
                const r = el.getBoundingClientRect();
                return { id: el.dataset.labelFor!, text: el.textContent!, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
              });
              const fontPx = Number.parseFloat(getComputedStyle(document.querySelector('[data-label-for]')!).fontSize);
              return { box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom }, labels, fontPx };
            });
          const first = await read();
          assert.ok(first.labels.length >= 5, `some labels at first (${first.labels.length})`);
          assert.ok(first.fontPx >= 12, `labels at least 12 px (${first.fontPx})`);
          for (const [i, a] of first.labels.entries()) {
            assert.ok(
              a.left >= first.box.left && a.right <= first.box.right && a.top >= first.box.top && a.bottom <= first.box.bottom,
              `label ${a.text} inside the graph`,
            );
            for (const b of first.labels.slice(i + 1)) {
              const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
              assert.ok(apart, `labels '${a.text}' and '${b.text}' overlap`);
            }
          }
          // A shortened label's node names itself in full in its tooltip (as does a node left unlabelled).
          const shortened = first.labels.find((l) => l.text.endsWith('…'));
          const unlabelled = await page.evaluate(() => {
            const labelled = new Set([...document.querySelectorAll<SVGTextElement>('[data-label-for]')].map((el) => el.dataset.labelFor));
            return [...document.querySelectorAll<SVGGElement>('[data-node]')].map((g) => g.dataset.node!).find((id) => !labelled.has(id));
          });
          const probe = shortened?.id ?? unlabelled;
          if (probe) {
            await graph.locator(`[data-node="${probe}"] circle`).hover({ force: true });
            const title = await page.getByRole('tooltip').locator('p').first().innerText();
            if (shortened) {
              assert.ok(
                title.startsWith(shortened.text.slice(0, -1)) && title.length >= shortened.text.length,
                `${title} ⊃ ${shortened.text}`,
              );
            } else assert.ok(title.length > 0);
          }
          await page.getByRole('button', { name: '확대' }).click();
          await page.getByRole('button', { name: '확대' }).click();
          const zoomed = await read();
          assert.ok(zoomed.fontPx === first.fontPx, 'labels keep their size when zoomed');
        });
      });
    }
  }

  it('offers the same topics as a keyboard list, keeping the chosen life stage, and sends unknown audiences home', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/audience-network/elderly'));
      const items = page.locator('[data-testid^="topic-list-"] > li');
      await items.first().waitFor();
      assert.equal(await items.count(), 16);
      // The topic searches keep the audience's life stage; the chips change it, and the page's URL keeps the choice.
      const firstLink = items.first().getByRole('link');
      assert.match((await firstLink.getAttribute('href'))!, /[?&]lifeStage=senior(&|$)/);
      const senior = page.getByTestId('audience-life-stages').getByTestId('life-stage-senior');
      assert.equal(await senior.getAttribute('aria-pressed'), 'true');
      await senior.focus();
      await page.keyboard.press('Space');
      await page.waitForURL((u) => u.searchParams.get('lifeStage') === '');
      await page.getByTestId('audience-life-stages-summary').filter({ hasText: '모든 영상에서 찾습니다' }).waitFor();
      assert.doesNotMatch((await firstLink.getAttribute('href'))!, /lifeStage/);
      await page.getByTestId('audience-life-stages').getByTestId('life-stage-guardian').click();
      await page.waitForURL((u) => u.searchParams.get('lifeStage') === 'guardian');
      assert.match((await firstLink.getAttribute('href'))!, /[?&]lifeStage=guardian(&|$)/);
      await firstLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('lifeStage') === 'guardian');
      await page.getByTestId('life-stage-guardian').and(page.locator('[aria-pressed="true"]')).waitFor({ state: 'attached' });
      await page.goto(url('/audience-network/aliens'));
      await page.waitForURL((u) => u.pathname === '/');
    });
  });
});
