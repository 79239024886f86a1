// Disaster notices (issue 21, ADR 0028): the banner on public pages (axe in both themes at 375 and 1280 and at every
// text size, keyboard, announced once, "우리 지역", no shift), /emergency without JavaScript, and the admin page flow.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { signIn } from '../support/admin.ts';
import { adminWrite } from '../support/admin-api.ts';
import { apiToken } from '../support/admin.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

async function openNotices(): Promise<{ id: number; title: string }[]> {
  const response = await fetch(url('/api/admin/alerts'), { headers: { authorization: `Bearer ${await apiToken()}` } });
  return ((await response.json()) as { data: { id: number; title: string; state: string }[] }).data.filter((a) => a.state !== 'ended');
}

/** Ends every notice in force, so no other spec sees a banner. */
async function endAll(): Promise<void> {
  for (const alert of await openNotices()) await adminWrite('POST', `/api/admin/alerts/${alert.id}/end`, {});
}

async function declare(title: string, regions: string[]): Promise<number> {
  const draft = (await (
    await fetch(url('/api/admin/alerts/draft?hazard=earthquake'), { headers: { authorization: `Bearer ${await apiToken()}` } })
  ).json()) as { data: { steps: string[]; videos: { video_id: string }[] } };
  const body = await adminWrite('POST', '/api/admin/alerts', {
    hazard: 'earthquake',
    regions,
    title,
    message: '흔들림이 멈출 때까지 몸을 보호하세요.',
    steps: draft.data.steps,
    videoIds: draft.data.videos.slice(0, 3).map((v) => v.video_id),
    links: [{ label: '국민재난안전포털', url: 'https://www.safekorea.go.kr/' }],
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  assert.ok(body.success, JSON.stringify(body));
  return body.data.id as number;
}

const withStorage = (page: Page, values: Record<string, string>) =>
  page.context().addInitScript((entries: Record<string, string>) => {
    try {
      if (window === window.top) for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    } catch {
      // not our page
    }
  }, values);

describe('disaster-notice banner', () => {
  // One test per theme and width (each sees the three pages at three text sizes and in high contrast, axe on each).
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      it(
        `is on the home, search and keyword pages from the first paint and passes axe on each: ${theme} ${width}, every text size and high contrast`,
        async () => {
          await endAll();
          const national = await declare('경북 경주 규모 5.8 지진', ['전국']);
          await declare('서울 여진 주의', ['서울']);
          const keyword = ((await (await fetch(url('/api/keywords?sort=total_videos&limit=1'))).json()) as { data: { slug: string }[] })
            .data[0]!;
          const pages = ['/', '/search?q=지진', `/view/${encodeURIComponent(keyword.slug)}`];
          // Every page at every setting: the banner links to the notice, nothing scrolls sideways, axe finds nothing.
          const check = async (page: Page, setting: string) => {
            for (const path of pages) {
              await page.goto(url(path));
              const banner = page.locator('#alert-banner');
              await banner.waitFor();
              assert.equal(await banner.getByRole('link').first().getAttribute('href'), `/emergency/${national}`);
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
              assert.ok(overflow <= 1, `${path} ${setting}: scrolls sideways by ${overflow}px`);
              const violations = await axeViolations(page);
              assert.deepEqual(violations, [], `${path} ${setting}:\n${violations.join('\n')}`);
            }
          };
          try {
            for (const textSize of ['', 'large', 'xlarge']) {
              await withPage({ width, theme }, async ({ page }) => {
                if (textSize) await withStorage(page, { textSize });
                await check(page, `${theme} ${width} ${textSize || 'normal'}`);
              });
            }
            await withPage({ width, theme }, async ({ page }) => {
              await withStorage(page, { contrast: 'high' });
              await page.goto(url('/'));
              assert.ok(await page.evaluate(() => document.documentElement.classList.contains('contrast-high')), 'high contrast is on');
              await check(page, `${theme} ${width} high contrast`);
            });
          } finally {
            await endAll();
          }
        },
        { timeoutMs: 420_000 },
      );
    }
  }

  it('is reached first by keyboard, announced once per session, shows the chosen region prominently and never shifts the page', async () => {
    await endAll();
    await declare('전국 지진 공지', ['전국']);
    await declare('부산 해일 주의', ['부산']);
    try {
      await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { __rootTops: number[] };
          w.__rootTops = [];
          document.addEventListener('DOMContentLoaded', () =>
            w.__rootTops.push(document.getElementById('root')!.getBoundingClientRect().top),
          );
        });
        await page.goto(url('/'));
        // The skip link first, then the notices, before anything else on the page.
        await page.keyboard.press('Tab');
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), '본문 바로가기');
        await page.keyboard.press('Tab');
        assert.match((await page.evaluate(() => document.activeElement?.getAttribute('href'))) ?? '', /^\/emergency\/\d+$/);
        const announcer = page.locator('#alert-announcer');
        await page.waitForFunction(() => (document.getElementById('alert-announcer')?.textContent ?? '').includes('재난 공지'));
        assert.match(await announcer.innerText(), /전국 지진 공지/);
        const later = await page.evaluate(() => document.getElementById('root')!.getBoundingClientRect().top);
        const first = await page.evaluate(() => (window as unknown as { __rootTops: number[] }).__rootTops[0]);
        assert.equal(later, first, 'the page below the banner did not move after the first paint');
        // Same session: not read again.
        await page.reload();
        await page.locator('#alert-banner[data-announce="said-before"]').waitFor({ state: 'attached' });
        assert.equal(await announcer.innerText(), '');
        // Regional: compact for others, prominent once 부산 is 우리 지역.
        const regional = page.locator('.alert-item--regional');
        const national = page.locator('.alert-item--national');
        const background = (l: typeof regional) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
        assert.notEqual(await background(regional), await background(national));
        await page.getByLabel('우리 지역').first().selectOption('부산');
        assert.equal(await background(regional), await background(national));
        await page.reload();
        assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-alert-region')), '부산');
        assert.equal(await background(regional), await background(national));
      });
    } finally {
      await endAll();
    }
  });
});

describe('/emergency', () => {
  it(
    'is complete without JavaScript: notices, steps, videos that play, links; the basics when none is in force',
    async () => {
      await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
        await page.goto(url('/emergency'));
        assert.deepEqual(await axeViolations(page), []);
      });
      await endAll();
      await withPage({ width: WIDTHS.mobile, javaScriptEnabled: false }, async ({ page }) => {
        await page.goto(url('/emergency'));
        await page.getByText('지금 효력이 있는 재난 공지는 없습니다').waitFor();
        await page.getByRole('heading', { name: '평소에 알아 둘 안전 수칙' }).waitFor();
      });
      const id = await declare('경북 경주 규모 5.8 지진', ['전국']);
      try {
        for (const theme of ['dark', 'light'] as Theme[]) {
          await withPage({ width: WIDTHS.mobile, theme, javaScriptEnabled: false }, async ({ page }) => {
            const response = await page.goto(url('/emergency'));
            assert.equal(response?.status(), 200);
            await page.getByRole('heading', { name: '경북 경주 규모 5.8 지진' }).waitFor();
            assert.ok((await page.locator('.em-steps li').count()) >= 3);
            const video = page.locator('.em-video__link').first();
            assert.match((await video.getAttribute('href')) ?? '', /^https:\/\/www\.youtube\.com\/watch\?v=/);
            assert.equal(await page.locator('.em-video__thumb').first().getAttribute('loading'), 'lazy');
            await page.goto(url(`/emergency/${id}`));
            await page.getByRole('heading', { level: 1, name: '경북 경주 규모 5.8 지진' }).waitFor();
          });
          // axe runs as a script in the page: the same HTML, checked with JavaScript on.
          for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
            await withPage({ width, theme }, async ({ page }) => {
              for (const path of ['/emergency', `/emergency/${id}`]) {
                await page.goto(url(path));
                const violations = await axeViolations(page);
                assert.deepEqual(violations, [], `${path} ${theme} ${width}:\n${violations.join('\n')}`);
              }
            });
          }
        }
      } finally {
        await endAll();
      }
    },
    { timeoutMs: 180_000 },
  );
});

describe('/emergency on a device without a Korean font', () => {
  it('draws its Korean words with Pretendard listed last, and its font rules point at files that exist', async () => {
    const css = await fetch(url('/emergency-fonts.css'));
    assert.equal(css.status, 200);
    const rules = await css.text();
    const files = [...rules.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1]!);
    assert.ok(files.length > 50, 'every Pretendard subset rule');
    assert.equal((await fetch(url(files[0]!))).status, 200);
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/emergency'));
      await page.evaluate(() => document.fonts.ready);
      const state = await page.evaluate(() => ({
        bare: document.documentElement.classList.contains('no-korean-font'),
        pretendard: [...document.fonts].some((face) => face.family.includes('Pretendard Variable') && face.status === 'loaded'),
      }));
      // A machine with a Korean font never needs Pretendard here; one without (CI's Chromium) must have loaded it.
      if (state.bare) assert.ok(state.pretendard, 'Pretendard subsets loaded for the Korean text');
    });
  });
});

describe('admin 재난 공지 page', () => {
  it(
    'fills a wildfire draft, declares it for 강원, shows it on the home page, and ends it',
    async () => {
      await endAll();
      try {
        for (const [theme, width] of [
          ['dark', WIDTHS.desktop],
          ['light', WIDTHS.mobile],
        ] as [Theme, number][]) {
          await withPage({ width, theme }, async ({ page }) => {
            await signIn(page, '/119sys-ctrl/alerts');
            await page.getByRole('heading', { name: '재난 공지', level: 1 }).waitFor();
            assert.deepEqual(await axeViolations(page), [], `${theme} ${width}`);
          });
        }
        await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
          await signIn(page, '/119sys-ctrl/alerts');
          await page.getByTestId('alert-hazard').selectOption('wildfire');
          await page.getByRole('button', { name: '초안 채우기' }).click();
          await page.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value !== '');
          assert.match(await page.getByLabel(/^행동 요령/).inputValue(), /바람이 불어오는 반대 방향/);
          await page.getByRole('checkbox', { name: '전국' }).uncheck();
          await page.getByRole('checkbox', { name: '강원' }).check();
          await page.getByLabel(/^제목/).fill('강원 동해안 산불 확산');
          await page.getByRole('button', { name: '공지 선포' }).click();
          await page.getByTestId('alerts-open').getByText('강원 동해안 산불 확산').waitFor();
          assert.deepEqual(await axeViolations(page), []);
          await page.goto(url('/'));
          await page.locator('#alert-banner .alert-item__title').getByText('강원 동해안 산불 확산').waitFor();
          await page.goto(url('/119sys-ctrl/alerts'));
          await page.getByRole('button', { name: '지금 끝내기' }).first().click();
          await page.getByTestId('confirm-dialog').getByRole('button', { name: '지금 끝내기' }).click();
          await page.getByTestId('alerts-ended').getByText('강원 동해안 산불 확산').waitFor();
          await page.goto(url('/'));
          assert.equal(await page.locator('#alert-banner').count(), 0);
        });
      } finally {
        await endAll();
      }
    },
    { timeoutMs: 180_000 },
  );
});
