// Channel pages against the real server and the fake YouTube (e2e/support/fake-youtube.ts): add a channel by its
// URL with the keyboard (previewed before saving) and find it on the public /channels; edit and delete it with the
// undo; bulk import from a CP949 CSV file with good, duplicate, followed and unknown rows (dry run first), followed
// live to its per-row results; axe in both themes at 375 and 1280 px, with screenshots. The key and channels this
// spec adds are removed at the end, so the sync spec after it starts from an empty key store.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { apiToken, signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { E2E_YOUTUBE_KEYS, fakeYouTube } from '../support/fake-youtube.ts';
import { describe, it } from '../support/harness.ts';

const SHOTS = 'test-results/screenshots';
const KEY = E2E_YOUTUBE_KEYS[1];
const WAIT = { timeout: 30_000 };

let token: string | null = null;
async function api(method: string, path: string, body?: unknown) {
  token ??= await apiToken();
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-requested-with': '119-admin',
      origin: new URL(url('/')).origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (response.status === 204 ? null : await response.json()) as any };
}

const channelRow = (page: Page, channelId: string) => page.locator(`[data-testid="channel-row"][data-channel-id="${channelId}"]`);
const cp949 = (text: string) => {
  // The few Korean words of the file, as Excel on a Korean Windows writes them (CP949); the rest is ASCII.
  const words: Record<string, number[]> = {
    채널: [195, 164, 179, 206],
    유형: [192, 175, 199, 252],
    지역: [193, 246, 191, 170],
    국내: [177, 185, 179, 187],
    해외: [199, 216, 191, 220],
  };
  const parts = text.split(/(채널|유형|지역|국내|해외)/);
  return Buffer.concat(parts.map((part) => (words[part] ? Buffer.from(words[part]!) : Buffer.from(part, 'ascii'))));
};

async function check(page: Page, label: string, shot: string, problems: string[], fullPage = true) {
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  if (violations.length) problems.push(`${label}\n  ${violations.join('\n  ')}`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage });
}

let keyId: number | null = null;

describe('admin channel pages', () => {
  it('sets up a YouTube key for this spec', async () => {
    const added = await api('POST', '/admin/youtube/keys', { label: '채널 화면 시험 키', key: KEY });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    keyId = added.body.data.key.id;
  });

  it(
    'adds a channel by its URL with the keyboard, previewed before saving, and it shows on the public /channels',
    async () => {
      const target = fakeYouTube().state.channels[2]!;
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/channels');
        await page.getByTestId('channel-row').first().waitFor();
        await page.getByRole('button', { name: '채널 추가' }).focus();
        await page.keyboard.press('Enter');
        const field = page.getByLabel('채널 주소, @핸들 또는 채널 ID');
        await field.waitFor();
        await field.focus();
        await page.keyboard.type('youtube.com/watch?v=dQw4w9WgXcQ');
        await page.keyboard.press('Enter');
        await page.getByTestId('add-channel-error').filter({ hasText: '영상 주소입니다' }).waitFor();
        await field.fill('');
        await page.keyboard.type(`https://www.youtube.com/channel/${target.id}`);
        await page.keyboard.press('Enter');
        await page.getByTestId('channel-preview-name').filter({ hasText: target.title }).waitFor();
        assert.equal(await page.getByTestId('channel-row').filter({ hasText: target.id }).count(), 0, 'not saved by the preview');
        await page.getByLabel('유형').first().selectOption('domestic');
        await page.getByRole('button', { name: '이 채널 등록' }).focus();
        await page.keyboard.press('Enter');
        await page
          .getByTestId('channel-added')
          .filter({ hasText: `${target.title} 채널을 등록했습니다` })
          .waitFor();
        await page.getByTestId('channel-added').getByRole('button', { name: '지금 전체 동기화' }).click();
        await page.getByText(/전체 동기화를 시작했습니다: 작업 #\d+, 예상 5단위/).waitFor(); // 1 + 2 × (60 uploads ÷ 50)
        // The same channel by its handle is already followed.
        await page.getByRole('button', { name: '다른 채널 추가' }).click();
        await field.fill('@fake119-2');
        await page.keyboard.press('Enter');
        await page.getByTestId('channel-already-followed').waitFor();
        assert.deepEqual(errors, []);

        // The public list shows 20 at a time with a "more" button.
        await page.goto(url('/channels?type=domestic'));
        const card = page.locator(
          `[data-testid="channel-card"] a[href="/channels/${target.id}"], a[data-testid="channel-card"][href="/channels/${target.id}"]`,
        );
        await page.getByTestId('channel-card').first().waitFor();
        while ((await card.count()) === 0 && (await page.getByTestId('channels-more').count()) > 0) {
          const shown = await page.getByTestId('channel-card').count();
          await page.getByTestId('channels-more').click();
          await page.waitForFunction((n) => document.querySelectorAll('[data-testid="channel-card"]').length > n, shown);
        }
        await card.first().waitFor();
        await card.first().click();
        await page.getByRole('heading', { level: 1, name: target.title }).waitFor(WAIT);
      });
    },
    { timeoutMs: 90_000 },
  );

  it(
    'edits and deletes a channel, saying what happens to its videos, and undoes the delete',
    async () => {
      const target = fakeYouTube().state.channels[2]!;
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, `/119sys-ctrl/channels?search=${target.id}`);
        const row = channelRow(page, target.id);
        await row.waitFor();
        await row.getByTestId('channel-sync-state').filter({ hasText: '전체 동기화 성공' }).waitFor(WAIT);
        await row.getByRole('button', { name: `${target.title} 수정` }).click();
        const edit = page.getByRole('dialog', { name: `${target.title} 수정` });
        await edit.getByLabel('유형').selectOption('international');
        await edit.getByLabel('자동 동기화 (예약된 증분 동기화에 포함)').uncheck();
        await edit.getByRole('button', { name: '저장' }).click();
        await row.getByTestId('channel-auto-sync').filter({ hasText: '꺼짐' }).waitFor();
        await row.getByText('해외').waitFor();

        await row.getByRole('button', { name: `${target.title} 삭제` }).click();
        const confirm = page.getByRole('alertdialog', { name: `${target.title} 채널을 삭제할까요?` });
        await confirm.getByText(/영상 [\d,]+개는 그대로 공개되고 채널 없는 영상으로 남습니다.*30일 안에는/).waitFor();
        await confirm.getByLabel('영상도 함께 삭제된 영상 보관함으로 옮기기').check();
        await confirm.getByText(/영상 [\d,]+개는 공개 화면에서 내려가 '삭제된 영상' 보관함으로 옮겨집니다/).waitFor();
        await confirm.getByLabel('영상은 남기고 채널 연결만 풀기').check();
        await confirm.getByRole('button', { name: '채널 삭제' }).click();
        await row.waitFor({ state: 'detached' });
        await page.getByText('삭제한 채널 1곳 (30일 동안 되살릴 수 있음)').click();
        await page.getByRole('button', { name: `${target.title} 되살리기` }).click();
        await page.getByText(/채널을 되살렸습니다\. 영상 60개를 다시 연결했습니다\./).waitFor();
        await row.waitFor();
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 90_000 },
  );

  it(
    'bulk-imports from a CP949 CSV file: a dry run first (good, duplicate, followed, unknown rows), then a job with per-row results',
    async () => {
      const [first, second, third] = fakeYouTube().state.channels;
      const file = cp949(
        [
          '채널,유형,지역',
          `https://www.youtube.com/channel/${first!.id},해외,`,
          `youtube.com/channel/${first!.id}`,
          '@fake119-1,국내,',
          '@nobody-is-here-at-all,국내,',
          `https://www.youtube.com/channel/${third!.id}`,
        ].join('\r\n'),
      );
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/channels/bulk-import');
        await page.getByTestId('import-file').setInputFiles({ name: '채널목록.csv', mimeType: 'text/csv', buffer: file });
        await page.getByTestId('import-file-info').filter({ hasText: 'CP949로 읽음' }).waitFor();
        assert.match(await page.getByTestId('import-text').inputValue(), /^채널,유형,지역/);
        await page.getByRole('button', { name: '미리 보기' }).click();
        await page.getByRole('heading', { name: /2\. 미리 보기/ }).waitFor(WAIT);
        const status = async (line: number) => page.locator(`[data-testid="import-row"][data-line="${line}"]`).getAttribute('data-status');
        assert.deepEqual(await Promise.all([2, 3, 4, 5, 6].map(status)), ['ready', 'duplicate', 'ready', 'not_found', 'exists']);
        await page.getByTestId('import-quota').filter({ hasText: '등록에 필요한 할당량 1단위' }).waitFor();
        await page.getByText(second!.title).first().waitFor();
        // Only one of the two ready rows.
        await page.getByLabel('4번째 줄 등록').uncheck();
        await page.getByTestId('import-start').filter({ hasText: '고른 1곳 등록' }).click();
        await page.waitForURL(/bulk-import\?job=\d+/);
        await page.locator('[data-testid="import-job"][data-state="succeeded"]').waitFor(WAIT);
        await page.getByTestId('import-job-state').filter({ hasText: '1 / 1줄, 할당량 1단위 사용' }).waitFor();
        await page.locator('[data-outcome="imported"]').filter({ hasText: first!.title }).waitFor();
        await page.getByRole('button', { name: '등록한 채널 1곳 전체 동기화' }).waitFor();
        // A reload keeps watching the same job.
        await page.reload();
        await page.locator('[data-testid="import-job"][data-state="succeeded"]').waitFor();
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 90_000 },
  );

  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const [size, width] of Object.entries(WIDTHS)) {
      it(
        `${theme} · ${size} ${width}px: channel list, add panel, edit and delete dialogs, bulk import preview and result are axe-clean`,
        async () => {
          mkdirSync(SHOTS, { recursive: true });
          const problems: string[] = [];
          const name = (part: string) => `admin-channels-${part}-${theme}-${width}`;
          await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
            // Pretendard from the first paint (this machine has no Korean font of its own), as e2e/screenshots.ts does.
            await page.addInitScript(() => {
              try {
                if (window === window.top) localStorage.setItem('fonts', '1');
              } catch {
                // not our page
              }
            });
            await signIn(page, '/119sys-ctrl/channels');
            await page.getByTestId('channel-row').first().waitFor();
            await check(page, 'channel list', name('list'), problems);
            await page.getByRole('button', { name: '채널 추가' }).click();
            await page.getByLabel('채널 주소, @핸들 또는 채널 ID').fill('@fake119-1');
            await page.getByRole('button', { name: '유튜브에서 찾기' }).click();
            await page.getByTestId('channel-preview').waitFor(WAIT);
            await check(page, 'add panel with preview', name('add'), problems);
            const row = page.getByTestId('channel-row').first();
            await row.getByRole('button', { name: /수정$/ }).click();
            await page.getByTestId('channel-edit-dialog').getByRole('button', { name: '저장' }).waitFor();
            await check(page, 'edit dialog', name('edit'), problems, false);
            await page.keyboard.press('Escape');
            await row.getByRole('button', { name: /삭제$/ }).click();
            await page.getByTestId('channel-delete-dialog').getByRole('button', { name: '채널 삭제' }).waitFor();
            await check(page, 'delete dialog', name('delete'), problems, false);
            await page.keyboard.press('Escape');

            await page.goto(url('/119sys-ctrl/channels/bulk-import'));
            await page.getByTestId('import-text').fill(`@fake119-0\n@fake119-1\n@fake119-0\n@nobody-is-here-at-all\nhttps://youtu.be/x\n`);
            await check(page, 'bulk import input', name('import-input'), problems);
            await page.getByRole('button', { name: '미리 보기' }).click();
            await page.getByTestId('import-summary').waitFor(WAIT);
            await check(page, 'bulk import preview', name('import-preview'), problems);
            const jobs = await api('GET', '/admin/sync/jobs?kind=channel_import');
            await page.goto(url(`/119sys-ctrl/channels/bulk-import?job=${jobs.body.data[0].id}`));
            await page.locator('[data-testid="import-job"][data-state="succeeded"]').waitFor(WAIT);
            await check(page, 'bulk import result', name('import-result'), problems);
            if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
          });
          assert.equal(problems.length, 0, `axe violations:\n${problems.join('\n')}`);
        },
        { timeoutMs: 180_000 },
      );
    }
  }

  it('removes what this spec added (channels, key), so later specs start as before', async () => {
    for (const channel of fakeYouTube().state.channels) {
      const found = await api('GET', `/admin/channels/${channel.id}`);
      if (found.status === 200) assert.equal((await api('DELETE', `/admin/channels/${channel.id}?videos=archive`)).status, 200);
    }
    if (keyId !== null) assert.ok((await api('DELETE', `/admin/youtube/keys/${keyId}`)).status < 300);
  });
});
