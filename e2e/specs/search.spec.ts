// /search: reveal 8 then 4 more per scroll (300 ms), params in the URL, page=1 on filter change,
// highlighting, lower-bound totals, empty and error-with-retry states.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { url, withoutInitialData, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { nextApiRequest, waitForCount } from '../support/waits.ts';
import { describe, it } from '../support/harness.ts';
import { openFilters } from '../support/filters.ts';

const q = encodeURIComponent('소화기');

describe('search', () => {
  it('shows 8 results, then 4 more per scroll trigger until the page is shown, then pagination', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url(`/search?q=${q}`));
      const cards = page.getByTestId('video-card');
      await cards.first().waitFor();
      assert.equal(await cards.count(), 8);
      const sentinel = page.getByTestId('reveal-sentinel');
      await sentinel.scrollIntoViewIfNeeded();
      await page.waitForTimeout(150);
      assert.equal(await cards.count(), 8, 'the next 4 wait 300 ms');
      await waitForCount(page, '[data-testid="video-card"]', 12);
      for (let expected = 16; expected <= 20; expected += 4) {
        await sentinel.scrollIntoViewIfNeeded();
        await waitForCount(page, '[data-testid="video-card"]', expected);
      }
      await page.getByRole('navigation', { name: '검색 결과 페이지' }).waitFor();
      assert.equal(await sentinel.count(), 0);
      const marks = await page.locator('[data-testid="video-card"] mark').allInnerTexts();
      assert.ok(
        marks.some((m) => m.includes('소화기')),
        'the searched word is highlighted',
      );
      assert.equal(
        await page
          .locator('[data-testid="video-card"] mark')
          .first()
          .evaluate((el) => el.innerHTML.includes('<')),
        false,
      );
      await page.getByRole('link', { name: '2페이지' }).click();
      await page.waitForURL(/page=2/);
      // A new page starts again at 8 (and stays there until the visitor scrolls).
      await waitForCount(page, '[data-testid="video-card"]', 8);
      await page.waitForTimeout(400);
      assert.equal(await cards.count(), 8, 'a new page starts again at 8');
    });
  });

  it('reads every parameter from the URL and sends them to the API; a filter change goes back to page 1', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await withoutInitialData(page);
      const calls: URL[] = [];
      page.on('request', (r) => r.url().includes('/api/search') && calls.push(new URL(r.url())));
      await page.goto(url(`/search?q=${q}&page=2&period=year&sortBy=view_count&viewCount=1000&channelType=domestic&duration=medium`));
      await page.waitForLoadState('networkidle');
      const sent = calls[0]!.searchParams;
      for (const [key, value] of Object.entries({
        q: '소화기',
        page: '2',
        period: 'year',
        // ADR 0038: the page URL keeps sortBy; the API call uses the list convention's sort.
        sort: 'view_count',
        viewCount: '1000',
        channelType: 'domestic',
        duration: 'medium',
      })) {
        assert.equal(sent.get(key), value, key);
      }
      await openFilters(page);
      assert.equal(await page.getByTestId('search-sort').inputValue(), 'view_count');
      assert.equal(await page.getByTestId('search-duration').inputValue(), 'medium');
      await page.getByTestId('search-sort').selectOption('upload_date');
      await page.waitForURL((u) => u.searchParams.get('sortBy') === 'upload_date');
      const now = new URL(page.url()).searchParams;
      assert.equal(now.get('page'), null);
      assert.equal(now.get('period'), 'year');
      await page.getByTestId('search-period').selectOption('all');
      await page.waitForURL((u) => !u.searchParams.has('period'));
      // Shorts: the same choice as /popular, kept in the URL and sent to the API.
      const excludeSent = nextApiRequest(page, '/api/search', { shorts: 'exclude' });
      await page.getByTestId('search-shorts').selectOption({ label: '쇼츠 빼기' });
      await page.waitForURL((u) => u.searchParams.get('shorts') === 'exclude' && !u.searchParams.has('page'));
      await excludeSent;
      await page.reload();
      await openFilters(page);
      assert.equal(await page.getByTestId('search-shorts').inputValue(), 'exclude');
    });
  });

  it('says "N개 이상" when the total is a lower bound', async () => {
    await withPage({}, async ({ page }) => {
      await withoutInitialData(page);
      await page.route('**/api/search?*', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.totalIsLowerBound = true;
        body.pagination.total = 1000;
        await route.fulfill({ response, json: body });
      });
      await page.goto(url(`/search?q=${q}`));
      assert.match(await page.getByTestId('search-total').innerText(), /1,000개 이상/);
    });
  });

  it('has empty and error-with-retry states', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url(`/search?q=${encodeURIComponent('쀍쀍쀍쀍')}`));
      await page.getByText(/에 맞는 영상이 없습니다/).waitFor();
      await withoutInitialData(page);
      let fail = true;
      await page.route('**/api/search?*', (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"success":false,"error":{"code":"INTERNAL_ERROR","message":"서버 오류"}}',
            })
          : route.fallback(),
      );
      await page.goto(url(`/search?q=${encodeURIComponent('심폐소생술')}`));
      await page.getByText('검색 중 오류가 발생했습니다').waitFor({ timeout: 10_000 });
      fail = false;
      await page.getByRole('button', { name: '다시 시도' }).click();
      await page.getByTestId('video-card').first().waitFor();
    });
  });

  it('advanced search shows a live count and opens the results with every filter', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/search/advanced'));
      await page.getByTestId('advanced-q').fill('구조');
      await page.getByTestId('advanced-channel-type').selectOption('fire_dept');
      await page.getByTestId('advanced-shorts').selectOption({ label: '쇼츠만' });
      await page
        .getByTestId('advanced-count')
        .filter({ hasText: /조건에 맞는 영상 [\d,]+개/ })
        .waitFor();
      await page.getByRole('button', { name: '검색하기' }).click();
      await page.waitForURL(
        (u) =>
          u.pathname === '/search' &&
          u.searchParams.get('q') === '구조' &&
          u.searchParams.get('channelType') === 'fire_dept' &&
          u.searchParams.get('shorts') === 'only',
      );
    });
  });
});

/** The combobox contract: expanded with a listbox of ≤ 5 options, the active one named by aria-activedescendant. */
async function expectSuggestions(page: Page, typed: string, root: Pick<Page, 'getByRole'> = page) {
  const input = root.getByRole('combobox').first();
  await input.click();
  await input.pressSequentially(typed, { delay: 30 });
  const listbox = root.getByRole('listbox', { name: '추천 검색어' });
  await listbox.waitFor();
  assert.equal(await input.getAttribute('aria-expanded'), 'true');
  assert.equal(await input.getAttribute('aria-controls'), await listbox.getAttribute('id'));
  const options = listbox.getByRole('option');
  const count = await options.count();
  assert.ok(count > 0 && count <= 5, `1–5 suggestions, got ${count}`);
  return { input, listbox, options };
}

describe('search suggestions (combobox)', () => {
  it('hero box: arrows move the active option (aria-activedescendant), Escape closes, Enter searches the picked keyword', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/'));
      const { input, listbox, options } = await expectSuggestions(page, '소화');
      assert.equal(await input.getAttribute('aria-activedescendant'), null, 'no option is active before the arrows');
      await input.press('ArrowDown');
      const first = await options.nth(0).getAttribute('id');
      assert.equal(await input.getAttribute('aria-activedescendant'), first);
      assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true');
      await input.press('ArrowDown');
      assert.equal(await input.getAttribute('aria-activedescendant'), await options.nth(1).getAttribute('id'));
      await input.press('ArrowUp');
      assert.equal(await input.getAttribute('aria-activedescendant'), first);
      await input.press('Escape');
      await listbox.waitFor({ state: 'hidden' });
      assert.equal(await input.getAttribute('aria-expanded'), 'false');
      assert.equal(await input.getAttribute('aria-activedescendant'), null);
      assert.equal(await input.inputValue(), '소화', 'Escape closes the list and keeps the text');
      await input.press('ArrowDown');
      await listbox.waitFor();
      const picked = await options.nth(0).innerText();
      const keyword = picked.split('\n')[0]!.trim();
      await input.press('Enter');
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === keyword);
      await page.getByTestId('video-card').first().waitFor();
    });
  });

  it('header box on other pages and 초성: suggestions, a click searches', async () => {
    await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
      await page.goto(url('/popular'));
      const { options } = await expectSuggestions(page, 'ㅅㅎㄱ', page.getByTestId('header-search'));
      const keyword = (await options.nth(0).innerText()).split('\n')[0]!.trim();
      await options.nth(0).click();
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === keyword);
    });
  });

  it('advanced search box: picking a suggestion fills the query and updates the count', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/search/advanced'));
      const { input, options } = await expectSuggestions(page, '심폐');
      await input.press('ArrowDown');
      const keyword = (await options.nth(0).innerText()).split('\n')[0]!.trim();
      await input.press('Enter');
      assert.equal(await input.inputValue(), keyword);
      await page
        .getByTestId('advanced-count')
        .filter({ hasText: /조건에 맞는 영상 [\d,]+개/ })
        .waitFor();
    });
  });

  for (const theme of ['dark', 'light'] as Theme[]) {
    it(`axe passes with the suggestion list open (${theme}, 375 px and 1280 px)`, async () => {
      for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
        await withPage({ theme, width, reducedMotion: true }, async ({ page }) => {
          await page.goto(url('/search?q=' + encodeURIComponent('소화기')));
          await page.getByTestId('video-card').first().waitFor();
          const { input } = await expectSuggestions(page, '사용');
          await input.press('ArrowDown');
          assert.deepEqual(await axeViolations(page), [], `${theme} ${width}px`);
        });
      }
    });
  }
});

describe('search answers', () => {
  it('shows matched categories (at most 5) above the videos, and the hints for left-out words', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/search?q=' + encodeURIComponent('물 화재 대피 요령')));
      const categories = page.getByTestId('search-categories');
      await categories.waitFor();
      const links = await categories.getByRole('link').count();
      assert.ok(links >= 1 && links <= 5, `1–5 categories, got ${links}`);
      const above = await page.evaluate(() => {
        const nav = document.querySelector('[data-testid="search-categories"]')!;
        const card = document.querySelector('[data-testid="video-card"]')!;
        return Boolean(nav.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      assert.ok(above, 'categories come before the videos');
      assert.match(await page.getByTestId('hint-ignored').innerText(), /‘물’은 빼고 찾았습니다/);
      assert.match(await page.getByTestId('hint-unused').innerText(), /‘요령’은 검색에 쓰지 않았습니다/);
      assert.deepEqual(await axeViolations(page), []);
    });
  });

  it('words typed together find what the spaced words find', async () => {
    await withPage({}, async ({ page }) => {
      const titles = async (q: string) => {
        await page.goto(url('/search?q=' + encodeURIComponent(q)));
        await page.getByTestId('video-card').first().waitFor();
        return page.getByTestId('video-card').allInnerTexts();
      };
      assert.deepEqual(await titles('소화기사용법'), await titles('소화기 사용법'));
    });
  });

  it('a typo-like query: "이 검색어로 찾을까요" leads to results; nothing found says why and offers keywords', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/search?q=' + encodeURIComponent('소화기 사용볍')));
      const empty = page.getByTestId('search-empty');
      await empty.waitFor();
      await empty.getByText('이 검색어로 찾을까요:').waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await empty.getByRole('link', { name: '소화기 사용법', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('q') === '소화기 사용법');
      await page.getByTestId('video-card').first().waitFor();

      await page.goto(url('/search?q=' + encodeURIComponent('ㅋㅋ')));
      await page.getByText('‘ㅋㅋ’ 초성에 맞는 낱말이 없습니다').waitFor();
      const nearest = page.getByTestId('nearest-keywords').getByRole('link');
      assert.ok((await nearest.count()) > 0 && (await nearest.count()) <= 5);
      assert.deepEqual(await axeViolations(page), []);
    });
  });

  it('advanced search says why nothing matches and offers the nearest keywords', async () => {
    await withPage({ theme: 'light' }, async ({ page }) => {
      await page.goto(url('/search/advanced'));
      await page.getByTestId('advanced-q').fill('쀍쀍');
      await page
        .getByTestId('advanced-count')
        .filter({ hasText: /조건에 맞는 영상 0개/ })
        .waitFor();
      const empty = page.getByTestId('search-empty');
      await page.getByText('‘쀍쀍’에 맞는 영상이 없습니다').waitFor();
      assert.ok((await empty.getByTestId('nearest-keywords').getByRole('link').count()) > 0);
      assert.deepEqual(await axeViolations(page), []);
      // Only a one-character word: nothing to search with, and it says so.
      await page.getByTestId('advanced-q').fill('물');
      await page
        .getByText(/한 글자/)
        .first()
        .waitFor();
      assert.ok((await page.getByTestId('search-empty').getByTestId('nearest-keywords').getByRole('link').count()) > 0);
      // A one-character word beside a real one: left out, and the hint says which.
      await page.getByTestId('advanced-q').fill('물 소화기');
      await page.getByTestId('advanced-count').filter({ hasText: /[1-9]/ }).waitFor();
      assert.match(await page.getByTestId('hint-ignored').innerText(), /‘물’은 빼고 찾았습니다/);
      assert.deepEqual(await axeViolations(page), []);
    });
  });
});
