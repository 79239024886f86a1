// Screenshots of the disaster-notice banner (home, search, keyword page), /emergency with and without a notice and
// the admin page, at 375 and 1280 px → test-results/screenshots/alerts/.  node e2e/alert-screenshots.ts
import { mkdirSync } from 'node:fs';
import { ensureWebBuild } from '../scripts/build-web.ts';
import { apiToken, signIn } from './support/admin.ts';
import { adminWrite } from './support/admin-api.ts';
import { startBrowser, stopBrowser, url, withPage, WIDTHS, type Theme } from './support/browser.ts';
import { startServer } from './support/server.ts';

const OUT = 'test-results/screenshots/alerts';

async function main() {
  ensureWebBuild();
  mkdirSync(OUT, { recursive: true });
  const server = await startServer({ log: console.log });
  try {
    await startBrowser(server.url);
    const shoot = async (name: string, path: string, theme: Theme, width: number, admin = false) =>
      withPage({ theme, width, reducedMotion: true }, async ({ page }) => {
        await page.addInitScript(() => {
          try {
            if (window === window.top) localStorage.setItem('fonts', '1');
          } catch {
            // not our page
          }
        });
        if (admin) await signIn(page, path);
        else await page.goto(url(path));
        await page.waitForLoadState('networkidle');
        if (admin) {
          await page.getByTestId('alert-hazard').selectOption('wildfire');
          await page.getByRole('button', { name: '초안 채우기' }).click();
          await page.waitForTimeout(1_000);
        }
        await page.screenshot({ path: `${OUT}/${name}-${theme}-${width}.png`, fullPage: admin || path.startsWith('/emergency') });
      });
    await shoot('emergency-none', '/emergency', 'dark', WIDTHS.mobile);
    const token = await apiToken();
    const draft = (await (
      await fetch(url('/api/admin/alerts/draft?hazard=earthquake'), { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { title: string; message: string; steps: string[]; videos: { video_id: string }[]; links: unknown[] };
    };
    const hour = 3_600_000;
    await adminWrite('POST', '/api/admin/alerts', {
      hazard: 'earthquake',
      regions: ['전국'],
      title: '경북 경주 규모 5.8 지진: 흔들림이 멈출 때까지 몸을 보호하세요',
      message: draft.data.message,
      steps: draft.data.steps,
      videoIds: draft.data.videos.slice(0, 4).map((v) => v.video_id),
      links: draft.data.links,
      endsAt: new Date(Date.now() + 6 * hour).toISOString(),
    });
    await adminWrite('POST', '/api/admin/alerts', {
      hazard: 'flood',
      regions: ['서울', '경기'],
      title: '서울·경기 호우 경보: 지하 공간에서 나오세요',
      steps: ['지하 주차장·지하 차도에서 바로 나오세요'],
      endsAt: new Date(Date.now() + 6 * hour).toISOString(),
    });
    const keyword = ((await (await fetch(url('/api/keywords?sort=total_videos&limit=1'))).json()) as { data: { slug: string }[] }).data[0]!
      .slug;
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await shoot('home', '/', 'dark', width);
      await shoot('search', '/search?q=지진', 'dark', width);
      await shoot('keyword', `/view/${encodeURIComponent(keyword)}`, 'dark', width);
      await shoot('emergency', '/emergency', width === WIDTHS.mobile ? 'dark' : 'light', width);
    }
    await shoot('home', '/', 'light', WIDTHS.mobile);
    await shoot('admin-alerts', '/119sys-ctrl/alerts', 'dark', WIDTHS.desktop, true);
    await shoot('admin-alerts', '/119sys-ctrl/alerts', 'light', WIDTHS.mobile, true);
  } finally {
    await stopBrowser();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
