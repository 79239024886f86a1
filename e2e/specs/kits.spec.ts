// Lesson kits in the browser: open one, run 수업 모드 by keyboard, print the handout to PDF (one or two pages);
// an embed list inside another origin's iframe, with nothing from YouTube until a press.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const KIT = `/kits/${encodeURIComponent('유치원-소방-안전')}`;
const YOUTUBE = /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com/;

const run = promisify(execFile);

/** A PDF's page count and text, read by poppler-utils (pdfinfo, pdftotext). */
async function readPdf(path: string): Promise<{ pages: number; text: string }> {
  const missing = 'the print test reads the PDF with poppler-utils: apt-get install -y poppler-utils';
  const info = await run('pdfinfo', [path]).catch((error: unknown) => {
    throw new Error(`${missing} (${String(error)})`);
  });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1] ?? 0);
  const { stdout: text } = await run('pdftotext', ['-enc', 'UTF-8', path, '-']);
  return { pages, text };
}

/** 수업 모드 shows video `n` of `count` and holds the focus, so the next key press reaches it. */
async function lessonReady(page: Page, n: number, count: number): Promise<void> {
  await page.waitForFunction(
    ({ n, count }) => {
      const mode = document.querySelector('[data-testid="lesson-mode"]');
      const position = document.querySelector('[data-testid="lesson-position"]')?.textContent ?? '';
      return !!mode && mode.contains(document.activeElement) && position.trim().endsWith(`${n} / ${count}`);
    },
    { n, count },
  );
}

describe('lesson kits', () => {
  it('opens a kit from the list, runs 수업 모드 with the keyboard, axe-clean in both themes at 375 and 1280', async () => {
    for (const theme of ['dark', 'light'] as Theme[]) {
      for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
        await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
          await page.goto(url('/kits'));
          await page.getByTestId('kit-card').first().waitFor();
          await page.getByRole('link', { name: /유치원 소방 안전/ }).click();
          await page.getByTestId('kit-video').first().waitFor();
          const count = await page.getByTestId('kit-video').count();
          assert.deepEqual(await axeViolations(page), [], `${theme} ${width} kit page`);
          await page.getByTestId('lesson-start').focus();
          await page.keyboard.press('Enter');
          const position = page.getByTestId('lesson-position');
          // Ready for keys: 수업 모드 has taken the focus (its key listener is in place by then).
          await lessonReady(page, 1, count);
          await page.keyboard.press('ArrowRight');
          await page.waitForURL((u) => u.searchParams.get('lesson') === '2');
          await lessonReady(page, 2, count);
          await page.keyboard.press('ArrowLeft');
          await page.waitForURL((u) => u.searchParams.get('lesson') === '1');
          await lessonReady(page, 1, count);
          assert.match(await position.innerText(), new RegExp(`1 / ${count}$`));
          assert.deepEqual(await axeViolations(page), [], `${theme} ${width} lesson mode`);
          await page.keyboard.press('Escape');
          await page.getByTestId('lesson-mode').waitFor({ state: 'detached' });
          assert.deepEqual(errors, []);
        });
      }
    }
  });

  it('prints a one- or two-page handout in Korean with a QR code per video and for the kit', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url(KIT));
      await page.getByTestId('kit-video').first().waitFor();
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      // The print button prepares the handout's fonts, then prints: stand in for the print dialog.
      await page.evaluate(() => {
        window.print = () => document.documentElement.setAttribute('data-printed', '');
      });
      await page.getByTestId('kit-print').click();
      await page.locator('html[data-printed]').waitFor({ state: 'attached' });
      await page.emulateMedia({ media: 'print' });
      const handout = page.getByTestId('kit-handout');
      await handout.waitFor();
      const images = handout.locator('img');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="kit-handout"] img')].every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      );
      assert.equal(await images.count(), (await page.getByTestId('kit-video').count()) + 1);
      mkdirSync('test-results', { recursive: true });
      const path = 'test-results/kit-handout.pdf';
      await page.pdf({ format: 'A4', printBackground: true, path });
      const { pages, text } = await readPdf(path);
      assert.ok(pages >= 1 && pages <= 2, `handout has ${pages} pages`);
      // Letters without a font print as nothing: the title must come out whole, in Korean.
      assert.ok(text.replace(/\s+/g, ' ').includes(title), `the PDF's text has the kit title '${title}':\n${text.slice(0, 400)}`);
      assert.match(text, /생각해 보기/);
    });
  });

  it('embeds a list inside another origin’s iframe: no YouTube bytes until a press, then a titled player', async () => {
    const host = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="ko"><title>학교 누리집</title><h1>우리 학교 안전 교육</h1>
        <iframe src="${url(`/embed/kits/${encodeURIComponent('유치원-소방-안전')}?limit=3`)}" title="119 안전영상 수업 꾸러미" width="640" height="720"></iframe></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
    try {
      await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
        const youtube: string[] = [];
        page.on('request', (request) => void (YOUTUBE.test(request.url()) && youtube.push(request.url())));
        await page.goto(hostUrl);
        const frame = page.frameLocator('iframe[title="119 안전영상 수업 꾸러미"]');
        const buttons = frame.locator('button[data-video]');
        await buttons.first().waitFor();
        assert.equal(await buttons.count(), 3);
        await page.waitForLoadState('networkidle');
        assert.deepEqual(youtube, [], 'first load moves no YouTube bytes');
        await buttons.first().focus();
        await page.keyboard.press('Enter');
        const player = frame.locator('iframe[title^="영상 플레이어: "]');
        await player.waitFor();
        assert.match((await player.getAttribute('src')) ?? '', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
        assert.ok(
          (youtube as string[]).some((u) => u.includes('youtube-nocookie.com')),
          'the player loads after the press',
        );
      });
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
