// Quick sync in the admin top bar: it asks first, saying what will run and its estimated quota; with no
// API key it says so plainly and links to the keys page instead of starting a job that could only fail.
// Runs before admin-sync.spec.ts (file order), which registers the first key; leaves no key behind.
import assert from 'node:assert/strict';
import { apiToken, signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { E2E_YOUTUBE_KEYS } from '../support/fake-youtube.ts';
import { describe, it } from '../support/harness.ts';

async function adminApi<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: {
      authorization: `Bearer ${await apiToken()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-requested-with': '119-admin',
      origin: new URL(url('/')).origin,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (response.status === 204 ? undefined : await response.json()) as T;
}

describe('quick sync', () => {
  it('without an API key: explains it, links to the keys page, starts nothing', async () => {
    const keys = await adminApi<{ data: { keys: unknown[] } }>('GET', '/admin/youtube/keys');
    assert.equal(keys.data.keys.length, 0, 'expected a server with no key yet (this spec runs before admin-sync)');
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      const jobPosts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/sync/jobs') jobPosts.push(r.url());
      });
      await signIn(page);
      await page.getByTestId('quick-sync').click();
      const dialog = page.getByTestId('quick-sync-dialog');
      await dialog.getByRole('heading', { name: '빠른 동기화: 증분 동기화' }).waitFor();
      const notice = dialog.getByTestId('quick-sync-no-key');
      await notice.waitFor();
      assert.match(await notice.innerText(), /등록된 YouTube API 키가 없어 동기화할 수 없습니다/);
      assert.equal(await dialog.getByTestId('quick-sync-start').count(), 0, 'no start button without a key');
      await notice.getByRole('link', { name: 'API 키 등록하러 가기' }).click();
      await page.waitForURL((u) => u.pathname === '/119sys-ctrl/youtube-api');
      assert.equal(jobPosts.length, 0);
    });
  });

  it('with a key: asks first with the estimated quota; Cancel starts nothing, Start starts one job', async () => {
    const added = await adminApi<{ data: { key: { id: number } } }>('POST', '/admin/youtube/keys', {
      label: '빠른 동기화 시험 키',
      key: E2E_YOUTUBE_KEYS[1],
    });
    const keyId = added.data.key.id;
    try {
      await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
        const jobPosts: string[] = [];
        page.on('request', (r) => {
          if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/sync/jobs') jobPosts.push(r.url());
        });
        await signIn(page);
        await page.getByTestId('quick-sync').click();
        const dialog = page.getByTestId('quick-sync-dialog');
        const estimate = dialog.getByTestId('quick-sync-estimate');
        await estimate.waitFor();
        assert.match(await estimate.innerText(), /예상 사용량 \(최대\)\s*[\d,]+단위/);
        assert.match(await estimate.innerText(), /오늘 남은 할당량\s*[\d,]+단위/);
        await dialog.getByRole('button', { name: '취소' }).click();
        await dialog.waitFor({ state: 'hidden' });
        assert.equal(jobPosts.length, 0, 'cancel starts nothing');

        await page.getByTestId('quick-sync').click();
        await dialog.getByTestId('quick-sync-estimate').waitFor();
        await dialog.getByTestId('quick-sync-start').click();
        await page.getByText(/증분 동기화를 시작했습니다 \(작업 #\d+/).waitFor();
        assert.equal(jobPosts.length, 1);
      });
    } finally {
      const jobs = await adminApi<{ data: { id: number; state: string }[] }>('GET', '/admin/sync/jobs?limit=100');
      for (const job of jobs.data)
        if (job.state === 'queued' || job.state === 'running') await adminApi('POST', `/admin/sync/jobs/${job.id}/cancel`, {});
      await adminApi('DELETE', `/admin/youtube/keys/${keyId}`);
      const left = await adminApi<{ data: { keys: unknown[] } }>('GET', '/admin/youtube/keys');
      assert.equal(left.data.keys.length, 0, 'the key this spec added is gone (admin-sync starts with none)');
    }
  });
});
