// Sync pages against the real server and the fake YouTube (e2e/support/fake-youtube.ts): a key added and
// shown only masked, tested, switched, its quota changed, a bad key deleted; the estimate before a start
// and the disabled start with its reason; an incremental sync of chosen channels followed live, cancelled,
// retried and finished with honest per-item failures (the demo channels are not on the fake); keyword
// collection inserting the fake's videos; schedules; the API test page's raw JSON; axe and screenshots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { E2E_YOUTUBE_KEYS, fakeYouTube } from '../support/fake-youtube.ts';
import { describe, it } from '../support/harness.ts';

const SHOTS = 'test-results/screenshots';
const KEY = E2E_YOUTUBE_KEYS[0];
const HINT = `${KEY.slice(0, 4)}…${KEY.slice(-3)}`;
const BAD_KEY = 'FAKEE2EkeyTheFakeDoesNotKnow0000000009';
const JOB_WAIT = { timeout: 30_000 };

const jobCard = (page: Page, id: string) => page.locator(`[data-testid="sync-job"][data-job-id="${id}"]`);
async function newestJobId(page: Page, after: number): Promise<string> {
  const handle = await page.waitForFunction(
    (min) => {
      const ids = [...document.querySelectorAll('[data-testid="sync-job"]')].map((el) => Number(el.getAttribute('data-job-id')));
      const newest = Math.max(0, ...ids);
      return newest > min ? String(newest) : null;
    },
    after,
    JOB_WAIT,
  );
  return (await handle.jsonValue()) as string;
}
async function highestJobId(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll('[data-testid="sync-job"]')].map((el) => Number(el.getAttribute('data-job-id')))),
  );
}
const keyCard = (page: Page, hint: string) => page.locator(`[data-testid="api-key"][data-hint="${hint}"]`);
async function startEnabled(start: Locator) {
  await start.page().waitForFunction((el) => !(el as HTMLButtonElement).disabled, await start.elementHandle(), JOB_WAIT);
}

describe('admin sync pages', () => {
  it(
    'adds a key that is shown only masked, tests it, switches it, changes its quota and deletes a bad one',
    async () => {
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/youtube-api');
        await page.getByText('등록된 API 키가 없습니다').waitFor();
        assert.equal(await page.getByTestId('quota-remaining').locator('dd').innerText(), '0단위');
        assert.match(await page.getByTestId('quota-resets').innerText(), /\d{4}년 \d+월 \d+일 \d{2}:\d{2}[\s\S]*후/);

        const form = page.getByTestId('add-key-form');
        const keyInput = form.getByLabel('API 키', { exact: true });
        assert.equal(await keyInput.getAttribute('type'), 'password');
        await form.getByLabel('이름').fill('운영 키 A');
        await keyInput.fill('too-short');
        await form.getByRole('button', { name: '키 추가' }).click();
        await page.getByTestId('add-key-error').filter({ hasText: '형식' }).waitFor();
        await keyInput.fill(KEY);
        await form.getByRole('button', { name: '키 추가' }).click();
        const card = keyCard(page, HINT);
        await card.waitFor();
        assert.equal(await keyInput.inputValue(), '', 'the key field is emptied');
        assert.ok(!(await page.content()).includes(KEY), 'the full key is nowhere on the page');
        assert.equal(await card.getByTestId('api-key-hint').innerText(), HINT);

        await card.getByRole('button', { name: /^시험/ }).click();
        await card.getByTestId('api-key-test-result').filter({ hasText: '✓ 키가 정상입니다. (1단위 사용)' }).waitFor();
        await card.getByText('채널 정보 (channels.list)').waitFor(); // what today's unit was spent on

        const toggle = card.getByRole('switch', { name: /사용/ });
        await toggle.click();
        await page.waitForFunction(
          () => document.querySelector('[data-testid="api-key-enabled"]')?.getAttribute('aria-checked') === 'false',
        );
        await page
          .getByTestId('quota-remaining')
          .locator('dd')
          .filter({ hasText: /^0단위$/ })
          .waitFor();
        await toggle.click();
        await page.waitForFunction(
          () => document.querySelector('[data-testid="api-key-enabled"]')?.getAttribute('aria-checked') === 'true',
        );

        // A small daily quota so that a big sync is refused before it starts (next test).
        await card.getByRole('button', { name: /할당량 바꾸기/ }).click();
        await card.getByLabel('하루 할당량 (단위)').fill('700');
        await card.getByRole('button', { name: '저장' }).click();
        await card.getByTestId('api-key-remaining').filter({ hasText: '699단위' }).waitFor();

        // A key the fake does not know: the test says so, the error stays on the card; then it is deleted.
        await form.getByLabel('이름').fill('잘못된 키');
        await keyInput.fill(BAD_KEY);
        await form.getByRole('button', { name: '키 추가' }).click();
        const bad = keyCard(page, `${BAD_KEY.slice(0, 4)}…${BAD_KEY.slice(-3)}`);
        await bad.waitFor();
        await bad.getByRole('button', { name: /^시험/ }).click();
        await bad.getByTestId('api-key-test-result').filter({ hasText: '✗' }).waitFor();
        await bad.getByText('마지막 오류:').waitFor();
        await bad.getByRole('button', { name: /^삭제/ }).click();
        const confirm = page.getByRole('alertdialog', { name: 'API 키를 삭제할까요?' });
        await confirm.getByRole('button', { name: '삭제' }).click();
        await bad.waitFor({ state: 'detached' });
        assert.equal(await page.getByTestId('api-key').count(), 1);
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 90_000 },
  );

  it(
    'shows the estimate, refuses a sync over quota with the reason, and follows a chosen-channel sync through cancel and retry',
    async () => {
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/youtube-sync');
        const start = page.getByTestId('start-sync');
        await page.getByTestId('estimate-basis').filter({ hasText: 'RSS는 무료' }).waitFor();

        // Full sync of every channel needs more than the 700-unit key has left.
        await page
          .getByTestId('sync-start-form')
          .getByLabel(/^전체 동기화/)
          .check();
        await page.getByTestId('estimate-basis').filter({ hasText: '업로드 목록' }).waitFor();
        await page
          .getByTestId('start-disabled-reason')
          .filter({ hasText: /예상 사용량 [\d,]+단위가 오늘 남은 할당량 [\d,]+단위보다 많습니다/ })
          .waitFor();
        assert.equal(await start.isDisabled(), true);
        assert.match((await start.getAttribute('aria-describedby')) ?? '', /.+/, 'the reason is tied to the button');

        // Incremental sync of six chosen channels; each feed answers slowly so progress can be watched.
        fakeYouTube().state.script(
          '/feeds/videos.xml',
          Array.from({ length: 6 }, () => ({ status: 404, delayMs: 3_000, body: 'Not Found', contentType: 'text/html' })),
        );
        await page
          .getByTestId('sync-start-form')
          .getByLabel(/^증분 동기화/)
          .check();
        await page.getByLabel('고른 채널만').check();
        await page.getByTestId('start-disabled-reason').filter({ hasText: '채널을 하나 이상 고르세요' }).waitFor();
        const picker = page.getByTestId('channel-picker');
        await picker.getByLabel('채널 유형').selectOption('fire_dept');
        await picker.getByLabel('채널 이름 검색').fill('광역시');
        const boxes = picker.getByRole('checkbox');
        await boxes.first().waitFor();
        await boxes.first().check();
        assert.equal(await page.getByTestId('chosen-channels').getByRole('listitem').count(), 1);
        await picker.getByRole('button', { name: '보이는 채널 모두 선택 (6)' }).click(); // 부산·대구·인천·광주·대전·울산
        assert.equal(await page.getByTestId('chosen-channels').getByRole('listitem').count(), 6);
        await page.getByTestId('estimate-basis').filter({ hasText: '채널 6곳' }).waitFor();
        await startEnabled(start);
        const before = await highestJobId(page);
        await start.click();
        await page.getByTestId('notice-success').filter({ hasText: '증분 동기화을(를) 시작했습니다' }).waitFor();
        const first = await newestJobId(page, before);
        const card = jobCard(page, first);
        await card.getByText('채널 6곳').waitFor();
        // Some channels done, not all: the bar and its spoken value move while the job runs.
        await page.waitForFunction(
          (id) =>
            /^[1-5] \/ 6 채널$/.test(
              document.querySelector(`[data-job-id="${id}"] [role="progressbar"]`)?.getAttribute('aria-valuetext') ?? '',
            ),
          first,
          JOB_WAIT,
        );
        assert.match(await page.getByTestId('job-progress-live').innerText(), new RegExp(`작업 #${first} 진행 중`));

        await card.getByRole('button', { name: /^취소/ }).click();
        await page.locator(`[data-testid="sync-job"][data-job-id="${first}"][data-state="cancelled"]`).waitFor(JOB_WAIT);
        assert.equal(await card.getByRole('button', { name: /^취소/ }).count(), 0, 'no cancel on a cancelled job');
        await card.getByRole('button', { name: /^다시 실행/ }).click();
        const retried = await newestJobId(page, Number(first));
        const retry = jobCard(page, retried);
        await retry.getByText(`작업 #${first} 다시 실행`).waitFor();
        await page.locator(`[data-testid="sync-job"][data-job-id="${retried}"][data-state="succeeded"]`).waitFor(JOB_WAIT);
        assert.equal(await retry.locator('[role="progressbar"]').getAttribute('aria-valuetext'), '6 / 6 채널');
        assert.match(await retry.getByTestId('job-counters').innerText(), /실패한 채널\s*6/);
        // It ran to its end, but every channel failed: the card says 실패 with the counts, never 완료.
        await page.locator(`[data-testid="sync-job"][data-job-id="${retried}"][data-status="failed"]`).waitFor(JOB_WAIT);
        assert.equal(await retry.getByTestId('state-badge').innerText(), '실패');
        assert.equal(await retry.getByTestId('job-item-counts').innerText(), '채널 6개 중 성공 0 · 실패 6');
        assert.equal(await retry.getByRole('button', { name: /^취소/ }).count(), 0, 'a finished job offers no cancel');
        assert.equal(await retry.getByRole('button', { name: /^다시 실행/ }).count(), 1, 'a job whose every channel failed can run again');

        // Per-item results: every channel failed honestly (not on the fake), with both sources' errors.
        await retry.getByTestId('job-items-toggle').click();
        const items = retry.getByTestId('job-item');
        await items.first().waitFor();
        assert.equal(await items.count(), 6);
        for (const error of await retry.getByTestId('job-item-error').allInnerTexts()) assert.match(error, /^RSS: .+ \/ 재생목록: .+/);
        assert.equal(await retry.getByTestId('job-items-toggle').getAttribute('aria-expanded'), 'true');
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 120_000 },
  );

  it(
    'collects a keyword from the fake YouTube with its estimate and per-page result',
    async () => {
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/youtube-sync-center');
        await page.getByRole('heading', { level: 1, name: '동기화 센터' }).waitFor();
        await page
          .getByTestId('sync-start-form')
          .getByLabel(/^키워드 수집/)
          .check();
        await page.getByTestId('start-disabled-reason').filter({ hasText: '키워드를 고르세요' }).waitFor();
        const picker = page.getByTestId('keyword-picker');
        await picker.getByLabel('키워드 검색').fill('소화기 사용법');
        await picker.getByRole('radio', { name: /^소화기 사용법\s*검색어/ }).check();
        await page.getByTestId('estimate-units').filter({ hasText: '101단위' }).waitFor();
        await picker.getByLabel('검색 쪽 수').selectOption('5');
        await page.getByTestId('estimate-units').filter({ hasText: '505단위' }).waitFor();
        await picker.getByLabel('검색 쪽 수').selectOption('1');
        await page.getByTestId('estimate-units').filter({ hasText: '101단위' }).waitFor();
        const start = page.getByTestId('start-sync');
        await startEnabled(start);
        const before = await highestJobId(page);
        await start.click();
        const id = await newestJobId(page, before);
        await page.locator(`[data-testid="sync-job"][data-job-id="${id}"][data-state="succeeded"]`).waitFor(JOB_WAIT);
        const card = jobCard(page, id);
        assert.match(await card.innerText(), /키워드 소화기-사용법 · 1쪽/);
        // The 7 search results are new videos, except those the channel spec's delete left in the archive (sync keeps them there).
        const counters = await card.getByTestId('job-counters').innerText();
        const count = (label: RegExp) => Number(new RegExp(`${label.source}\\s*(\\d+)`).exec(counters)?.[1] ?? 0);
        assert.equal(count(/새 영상/) + count(/삭제된 영상\(보관함에 그대로 둠\)/), 7, counters);
        assert.match(await card.innerText(), /101단위 \/ 101단위/);
        await card.getByTestId('job-items-toggle').click();
        assert.match(await card.getByTestId('job-item').first().innerText(), /성공[\s\S]*page:1[\s\S]*검색 결과 7/);
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 90_000 },
  );

  it(
    'saves the incremental and statistics schedules, runs an incremental sync now and shows the statistics history',
    async () => {
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/incremental-sync');
        const schedule = page.getByTestId('schedule-card');
        await schedule.getByLabel('예약 실행 켜기').check();
        await schedule.getByLabel('실행 간격 (분)').fill('15');
        await schedule.getByRole('button', { name: '예약 저장' }).click();
        await schedule.getByTestId('schedule-summary').filter({ hasText: '15분마다' }).waitFor();
        assert.match(await schedule.getByTestId('schedule-next-run').innerText(), /\d{4}년 \d+월 \d+일 \d{2}:\d{2}/);
        await schedule.getByLabel('예약 실행 켜기').uncheck(); // the rest of the e2e run must not meet scheduled jobs
        await schedule.getByRole('button', { name: '예약 저장' }).click();
        await schedule.getByTestId('schedule-summary').filter({ hasText: '꺼짐' }).waitFor();

        const run = page.getByTestId('run-now');
        await run.getByTestId('estimate-basis').filter({ hasText: 'RSS는 무료' }).waitFor();
        const before = await highestJobId(page);
        await startEnabled(run.getByTestId('start-sync'));
        await run.getByRole('button', { name: '지금 실행 (모든 채널)' }).click();
        const id = await newestJobId(page, before);
        await page.locator(`[data-testid="sync-job"][data-job-id="${id}"][data-state="succeeded"]`).waitFor({ timeout: 60_000 });
        assert.match(await jobCard(page, id).innerText(), /모든 자동 동기화 채널/);

        await page.goto(url('/119sys-ctrl/statistics-sync'));
        // The page also holds the captions check's schedule (issue 22): the statistics card is the one meant here.
        const stats = page.locator('[data-testid="schedule-card"][data-kind="statistics"]');
        await stats.getByLabel('예약 실행 켜기').check();
        await stats.getByLabel('시', { exact: true }).selectOption('03');
        await stats.getByLabel('분', { exact: true }).selectOption('30');
        await stats.getByRole('button', { name: '예약 저장' }).click();
        await stats.getByTestId('schedule-summary').filter({ hasText: '매일 03:30 (한국 시간)' }).waitFor();
        await stats.getByLabel('예약 실행 켜기').uncheck();
        await stats.getByRole('button', { name: '예약 저장' }).click();
        await stats.getByTestId('schedule-summary').filter({ hasText: '꺼짐' }).waitFor();
        // Run-now shows its estimate (not pressed: the demo videos are not on the fake and would be marked gone).
        await page
          .locator('[data-testid="run-now"][data-kind="statistics"]')
          .getByTestId('estimate-basis')
          .filter({ hasText: '공개 영상' })
          .waitFor();
        const chart = page.getByTestId('statistics-chart');
        await chart.locator('figure').first().waitFor();
        await chart.getByText('표로 보기').first().click();
        const table = chart.getByRole('table', { name: '영상 수' });
        assert.ok((await table.getByRole('row').count()) >= 2, 'a header and at least one day');
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 120_000 },
  );

  it(
    'calls videos.list on the test page and shows status, units, key and the raw JSON; warns about search.list',
    async () => {
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/test-api');
        const form = page.getByTestId('test-api-form');
        await form.getByLabel('매개변수 1 이름').waitFor();
        assert.equal(await form.getByLabel('매개변수 1 값').inputValue(), 'snippet,statistics,contentDetails');
        const videoId = fakeYouTube().state.uploadIds(fakeYouTube().state.channels[0]!.id)[0]!;
        // The page fills the id row with a catalogue video once that arrives: replace it only after, or the two
        // writes can interleave inside one fill (seen under load: the sample id with ours appended).
        const idValue = form.getByLabel('매개변수 2 값');
        await page.waitForFunction((input) => (input as HTMLInputElement).value !== '', await idValue.elementHandle());
        await idValue.fill(videoId);
        assert.equal(await idValue.inputValue(), videoId);
        await form.getByRole('button', { name: '매개변수 추가' }).click();
        await form.getByLabel('매개변수 3 이름').fill('key');
        await form.getByLabel('매개변수 3 값').fill('x');
        await form.getByRole('button', { name: '보내기' }).click();
        await page.getByTestId('test-api-error').filter({ hasText: 'key는 서버가 넣습니다' }).waitFor();
        await form.getByRole('button', { name: /매개변수 3 \(key\) 지우기/ }).click();
        await form.getByRole('button', { name: '보내기' }).click();
        const result = page.getByTestId('test-api-result');
        await result.getByTestId('test-api-status').filter({ hasText: '200' }).waitFor();
        assert.equal(await result.getByTestId('test-api-units').innerText(), '1단위');
        assert.equal(await result.getByTestId('test-api-key').innerText(), HINT);
        const body = await result.getByTestId('test-api-body').innerText();
        assert.equal(JSON.parse(body).kind, 'youtube#videoListResponse');
        assert.equal(JSON.parse(body).items[0].id, videoId);
        assert.ok(!body.includes(KEY));
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/admin-sync-test-api-result-dark-1280.png`, fullPage: true });
        assert.equal(await page.getByTestId('search-cost-warning').count(), 0);
        await page.getByTestId('test-api-endpoint').selectOption('search.list');
        await page.getByTestId('search-cost-warning').filter({ hasText: '100단위' }).waitFor();
        assert.equal(await form.getByLabel('매개변수 2 이름').inputValue(), 'q');
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 60_000 },
  );

  it(
    'passes axe (WCAG 2.2 AA) on every sync page, dark, at 375 and 1280 px, and writes screenshots',
    async () => {
      mkdirSync(SHOTS, { recursive: true });
      const problems: string[] = [];
      for (const width of Object.values(WIDTHS)) {
        await withPage({ width, reducedMotion: true }, async ({ page, errors }) => {
          await signIn(page, '/119sys-ctrl/youtube-api');
          const shots: [string, string, () => Promise<void>][] = [
            ['youtube-api', '/119sys-ctrl/youtube-api', () => page.getByTestId('api-key').first().waitFor()],
            [
              'youtube-sync',
              '/119sys-ctrl/youtube-sync',
              async () => {
                await page.getByTestId('sync-job').first().waitFor();
                await page.getByTestId('estimate-basis').waitFor();
              },
            ],
            [
              'youtube-sync-center-items',
              '/119sys-ctrl/youtube-sync-center',
              async () => {
                await page.getByLabel('고른 채널만').check();
                await page.getByTestId('channel-picker').getByRole('checkbox').first().check();
                await page.locator('[data-testid="sync-job"][data-state="succeeded"]').first().getByTestId('job-items-toggle').click();
                await page.getByTestId('job-item').first().waitFor();
              },
            ],
            ['incremental-sync', '/119sys-ctrl/incremental-sync', () => page.getByTestId('sync-job').first().waitFor()],
            [
              'statistics-sync',
              '/119sys-ctrl/statistics-sync',
              () => page.getByTestId('statistics-chart').locator('svg').first().waitFor(),
            ],
            [
              'test-api',
              '/119sys-ctrl/test-api',
              async () => {
                await page.getByTestId('test-api-endpoint').selectOption('search.list');
                await page.getByTestId('search-cost-warning').waitFor();
              },
            ],
          ];
          for (const [name, path, ready] of shots) {
            await page.goto(url(path));
            await ready();
            await page.waitForLoadState('networkidle');
            const violations = await axeViolations(page);
            if (violations.length) problems.push(`${name} @${width}\n  ${violations.join('\n  ')}`);
            await page.screenshot({ path: `${SHOTS}/admin-sync-${name}-dark-${width}.png`, fullPage: true });
          }
          if (errors.length) problems.push(`page errors @${width}: ${errors.join(' | ')}`);
        });
      }
      assert.equal(problems.length, 0, `axe violations:\n${problems.join('\n')}`);
    },
    { timeoutMs: 180_000 },
  );
});
