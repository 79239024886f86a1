// Screenshots of disaster mode (issue 21) → test-results/screenshots/disaster-*: the banner (a national notice and a
// regional one, compact for visitors who chose no region) on the home, search and keyword pages, /emergency with and
// without a notice (whole page), and the admin page 재난 공지 with a draft filled in, at 375 and 1280 px in both
// themes. The one script for these views. node e2e/screenshots-disaster.ts (builds the web app first if needed)
import { mkdirSync } from 'node:fs';
import { ensureWebBuild } from '../scripts/build-web.ts';
import { apiToken, signIn } from './support/admin.ts';
import { adminWrite } from './support/admin-api.ts';
import { topKeyword } from './support/api.ts';
import { startBrowser, stopBrowser, url, withPage, WIDTHS, type Theme } from './support/browser.ts';
import { startServer } from './support/server.ts';

const OUT_DIR = 'test-results/screenshots';
const THEMES: Theme[] = ['dark', 'light'];

async function shoot(name: string, path: string, ready: string, options: { admin?: boolean; fullPage?: boolean } = {}) {
  for (const theme of THEMES) {
    for (const width of Object.values(WIDTHS)) {
      await withPage({ theme, width, reducedMotion: true }, async ({ page }) => {
        if (options.admin) await signIn(page, path);
        else await page.goto(url(path));
        await page.locator(ready).first().waitFor();
        if (options.admin) {
          // A staff member on a bad night starts from the ready-made draft.
          await page.getByTestId('alert-hazard').selectOption('wildfire');
          await page.getByRole('button', { name: '초안 채우기' }).click();
        }
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${OUT_DIR}/disaster-${name}-${theme}-${width}.png`, fullPage: options.fullPage ?? false });
      });
    }
  }
}

async function main() {
  ensureWebBuild();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({ log: console.log });
  try {
    await startBrowser(server.url);
    await shoot('emergency-none', '/emergency', 'h1', { fullPage: true });
    const token = await apiToken();
    const draft = (await (
      await fetch(url('/api/admin/alerts/draft?hazard=earthquake'), { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { steps: string[]; videos: { video_id: string }[] } };
    const declared = await adminWrite('POST', '/api/admin/alerts', {
      hazard: 'earthquake',
      regions: ['전국'],
      title: '경북 경주 규모 5.8 지진',
      message: '흔들림이 멈출 때까지 탁자 아래에서 몸을 보호하세요. 멈추면 계단으로 넓은 곳에 대피하세요.',
      steps: draft.data.steps,
      videoIds: draft.data.videos.slice(0, 3).map((v) => v.video_id),
      links: [{ label: '국민재난안전포털', url: 'https://www.safekorea.go.kr/' }],
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    if (!declared.success) throw new Error(JSON.stringify(declared));
    const regional = await adminWrite('POST', '/api/admin/alerts', {
      hazard: 'flood',
      regions: ['서울', '경기'],
      title: '서울·경기 호우 경보: 지하 공간에서 나오세요',
      steps: ['지하 주차장·지하 차도에서 바로 나오세요'],
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    if (!regional.success) throw new Error(JSON.stringify(regional));
    const keyword = await topKeyword();
    await shoot('home', '/', '#alert-banner');
    await shoot('search', `/search?q=${encodeURIComponent('지진 대피')}`, '#alert-banner');
    await shoot('keyword', `/view/${encodeURIComponent(keyword.slug)}`, '#alert-banner');
    await shoot('emergency', '/emergency', '.em-steps li', { fullPage: true });
    await shoot('admin', '/119sys-ctrl/alerts', 'main h1', { admin: true, fullPage: true });
    for (const id of [declared.data.id, regional.data.id]) await adminWrite('POST', `/api/admin/alerts/${id}/end`, {});
  } finally {
    await stopBrowser();
    await server.stop();
  }
}

await main();
