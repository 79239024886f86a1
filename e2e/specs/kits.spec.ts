// Lesson kits in the browser: open one, run 수업 모드 by keyboard, print the handout to PDF (one or two pages, also
// for a 30-video kit), a deleted video's placeholder and staff warning; an embed list inside another origin's iframe,
// axe-clean in both themes at 375 and 1280, with nothing from YouTube until a press. Screenshots:
// test-results/screenshots/kit-{page,lesson,print-view,handout,embed}-*.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { Frame, Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { apiToken, signIn } from '../support/admin.ts';
import { adminWrite } from '../support/admin-api.ts';
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

/** Published videos from the admin list (the public pages show them). */
async function publishedVideos(limit: number, offset = 0): Promise<{ video_id: string; title: string }[]> {
  const answer = await fetch(url(`/api/admin/videos?status=published&limit=${limit + offset}`), {
    headers: { authorization: `Bearer ${await apiToken()}` },
  });
  const videos = ((await answer.json()) as { data: { video_id: string; title: string }[] }).data.slice(offset);
  assert.equal(videos.length, limit, `${limit} published videos`);
  return videos;
}

/** Prints the kit page's handout to a PDF (A4, as the browser's print dialog would) and reads it back. */
async function printHandout(page: Page, path: string): Promise<{ pages: number; text: string; title: string }> {
  await page.getByTestId('kit-video').first().waitFor();
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  // The print button prepares the handout's fonts, then prints: stand in for the print dialog.
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', '');
  });
  await page.getByTestId('kit-print').click();
  await page.locator('html[data-printed]').waitFor({ state: 'attached' });
  await page.emulateMedia({ media: 'print' });
  await page.getByTestId('kit-handout').waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="kit-handout"] img')].every(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  );
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.pdf({ format: 'A4', printBackground: true, path });
  return { ...(await readPdf(path)), title };
}

/** Each page of a PDF as a PNG (pdftoppm), to look at. */
async function pdfToPngs(path: string, prefix: string): Promise<void> {
  await run('pdftoppm', ['-png', '-r', '60', path, prefix]);
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

/**
 * Inside the embed frame: whether the device draws Hangul without a web font, which Pretendard files the frame asked
 * for, and for each element whose own text has Hangul, how many glyphs each platform font drew (Chromium's view; a
 * device without a Korean font would draw them as empty boxes with some Latin font).
 */
async function embedHangulFonts(page: Page, frame: Frame) {
  await frame.evaluate(() => document.fonts.ready);
  const device = await frame.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = '32px sans-serif';
    const text = document.body.innerText;
    return {
      canDrawHangul: ctx.measureText('한글').width !== ctx.measureText('\uFFFE\uFFFE').width,
      pretendardLoaded: [...document.fonts].filter((f) => f.family.includes('Pretendard Variable') && f.status === 'loaded').length,
      pretendardCovers: document.fonts.check('16px "Pretendard Variable"', text.replace(/[^\uAC00-\uD7A3]/g, '')),
      fontFiles: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    };
  });
  // The frame is another origin: its own target when Chromium isolates it, else part of the page's tree (pierced).
  type Node = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: Node[]; contentDocument?: Node };
  const frameSession = await page
    .context()
    .newCDPSession(frame)
    .catch(() => null);
  const cdp = frameSession ?? (await page.context().newCDPSession(page));
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: Node };
  const find = (node: Node): Node | undefined =>
    node.nodeName === 'IFRAME' && node.contentDocument ? node.contentDocument : node.children?.map(find).find(Boolean);
  const document_ = frameSession ? root : find(root);
  assert.ok(document_, 'the embed frame’s document');
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: document_.nodeId,
    selector: 'h1, h2, .meta p, header a, .gone, .empty',
  });
  const byId = new Map<number, Node>();
  const index = (node: Node) => {
    byId.set(node.nodeId, node);
    node.children?.forEach(index);
    if (node.contentDocument) index(node.contentDocument);
  };
  index(root);
  const elements: { text: string; hangul: number; fonts: Record<string, number> }[] = [];
  for (const nodeId of nodeIds) {
    const own = (byId.get(nodeId)?.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join('');
    const hangul = own.match(/[\uAC00-\uD7A3]/g)?.length ?? 0;
    if (hangul === 0) continue;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    elements.push({ text: own.slice(0, 30), hangul, fonts: Object.fromEntries(fonts.map((f) => [f.familyName, f.glyphCount])) });
  }
  await cdp.detach();
  return { ...device, elements };
}

describe('lesson kits', () => {
  it(
    'opens a kit from the list, runs 수업 모드 with the keyboard, axe-clean in both themes at 375 and 1280',
    async () => {
      for (const theme of ['dark', 'light'] as Theme[]) {
        for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
          await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
            await page.goto(url('/kits'));
            await page.getByTestId('kit-card').first().waitFor();
            await page.getByRole('link', { name: /유치원 소방 안전/ }).click();
            await page.getByTestId('kit-video').first().waitFor();
            const count = await page.getByTestId('kit-video').count();
            assert.deepEqual(await axeViolations(page), [], `${theme} ${width} kit page`);
            mkdirSync('test-results/screenshots', { recursive: true });
            await page.screenshot({ path: `test-results/screenshots/kit-page-${theme}-${width}.png`, fullPage: true });
            await page.getByTestId('lesson-start').focus();
            await page.keyboard.press('Enter');
            const position = page.getByTestId('lesson-position');
            // Ready for keys: 수업 모드 has taken the focus (its key listener is in place by then).
            await lessonReady(page, 1, count);
            // On one screen: the big controls are in view without scrolling (a projector shows no scroll bar).
            const next = await page.getByRole('button', { name: /다음 영상/ }).boundingBox();
            const viewport = page.viewportSize()!;
            assert.ok(next && next.y + next.height <= viewport.height, `${theme} ${width}: 다음 영상 is in view (${JSON.stringify(next)})`);
            await page.keyboard.press('ArrowRight');
            await page.waitForURL((u) => u.searchParams.get('lesson') === '2');
            await lessonReady(page, 2, count);
            await page.keyboard.press('ArrowLeft');
            await page.waitForURL((u) => u.searchParams.get('lesson') === '1');
            await lessonReady(page, 1, count);
            assert.match(await position.innerText(), new RegExp(`1 / ${count}$`));
            assert.deepEqual(await axeViolations(page), [], `${theme} ${width} lesson mode`);
            mkdirSync('test-results/screenshots', { recursive: true });
            await page.screenshot({ path: `test-results/screenshots/kit-lesson-${theme}-${width}.png` });
            await page.keyboard.press('Escape');
            await page.getByTestId('lesson-mode').waitFor({ state: 'detached' });
            assert.deepEqual(errors, []);
          });
        }
      }
    },
    { timeoutMs: 240_000 },
  );

  it('prints a one- or two-page handout in Korean with a QR code per video and for the kit', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url(KIT));
      const path = 'test-results/kit-handout.pdf';
      const { pages, text, title } = await printHandout(page, path);
      const images = page.getByTestId('kit-handout').locator('img');
      assert.equal(await images.count(), (await page.getByTestId('kit-video').count()) + 1);
      assert.ok(pages >= 1 && pages <= 2, `handout has ${pages} pages`);
      // Letters without a font print as nothing: the title must come out whole, in Korean.
      assert.ok(text.replace(/\s+/g, ' ').includes(title), `the PDF's text has the kit title '${title}':\n${text.slice(0, 400)}`);
      assert.match(text, /생각해 보기/);
      await pdfToPngs(path, 'test-results/screenshots/kit-handout-5');
      // The print view as the browser lays it out, at both widths.
      for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `test-results/screenshots/kit-print-view-${width}.png`, fullPage: true });
      }
    });
  });

  it(
    'prints a 30-video kit (each with a note and a question) on at most two A4 pages',
    async () => {
      const videos = await publishedVideos(30);
      const notes = [
        '처음 2분만 보여 주세요.',
        '소리를 조금 키워 주세요.',
        '장면을 멈추고 따라 해 보세요.',
        '마지막 정리 장면을 함께 봐요.',
      ];
      const questions = [
        '불이 나면 가장 먼저 무엇을 해야 할까요?',
        '119에 전화하면 무엇을 말해야 할까요?',
        '왜 낮은 자세로 나가야 할까요?',
        '엘리베이터를 타면 안 되는 까닭은 무엇일까요?',
      ];
      const created = await adminWrite('POST', '/api/admin/kits', {
        title: '서른 편 인쇄 시험 꾸러미',
        summary: '영상 서른 편을 한 학기 동안 차례로 보는 꾸러미입니다.',
        goals: ['불이 났을 때 큰 소리로 알릴 수 있어요.', '119에 전화하는 방법을 말할 수 있어요.', '낮은 자세로 대피하는 까닭을 알아요.'],
        videos: videos.map((video, index) => ({ videoId: video.video_id, note: notes[index % 4], question: questions[index % 4] })),
      });
      const kit = created.data as { id: number; slug: string };
      assert.ok(kit?.id, JSON.stringify(created).slice(0, 300));
      try {
        await withPage({}, async ({ page }) => {
          await page.goto(url(`/kits/${encodeURIComponent(kit.slug)}`));
          const path = 'test-results/kit-handout-30.pdf';
          const { pages, text } = await printHandout(page, path);
          await pdfToPngs(path, 'test-results/screenshots/kit-handout-30');
          assert.equal(await page.getByTestId('kit-handout').locator('img').count(), 31);
          assert.ok(pages >= 1 && pages <= 2, `a 30-video handout has ${pages} pages`);
          const flat = text.replace(/\s+/g, '');
          assert.ok(flat.includes('서른편인쇄시험꾸러미'));
          // Every place is on paper: its number, and the last one's question.
          assert.ok(flat.includes('30.'), 'the 30th video is printed');
          assert.equal((text.match(/생각해 보기/g) ?? []).length, 30);
        });
      } finally {
        await adminWrite('DELETE', `/api/admin/kits/${kit.id}`);
      }
    },
    { timeoutMs: 120_000 },
  );

  it(
    'shows a placeholder for a video deleted since the kit was saved, and staff a warning',
    async () => {
      const [keep, gone] = await publishedVideos(2, 40);
      const kit = (
        await adminWrite('POST', '/api/admin/kits', {
          title: '지운 영상이 든 꾸러미',
          videos: [{ videoId: keep!.video_id }, { videoId: gone!.video_id }],
        })
      ).data as { id: number; slug: string };
      assert.ok(kit?.id);
      const removed = await adminWrite('POST', '/api/admin/videos/bulk-delete', { videoIds: [gone!.video_id], reason: '꾸러미 시험' });
      assert.deepEqual(
        removed.data.results.map((result: { ok: boolean }) => result.ok),
        [true],
      );
      try {
        for (const theme of ['dark', 'light'] as Theme[]) {
          await withPage({ theme, width: WIDTHS.mobile }, async ({ page }) => {
            await page.goto(url(`/kits/${encodeURIComponent(kit.slug)}`));
            await page.getByTestId('kit-video-gone').waitFor();
            assert.equal(await page.getByTestId('kit-video-gone').count(), 1);
            assert.equal(await page.getByTestId('kit-video').count(), 2);
            assert.ok(!(await page.locator('main').innerText()).includes(gone!.title), 'the deleted title is not shown publicly');
            assert.deepEqual(await axeViolations(page), [], `${theme} kit with a deleted video`);
          });
        }
        await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
          await signIn(page, '/119sys-ctrl/kits');
          const row = page.getByTestId('admin-kit-row').filter({ hasText: '지운 영상이 든 꾸러미' });
          assert.match(await row.getByTestId('admin-kit-warning').innerText(), /볼 수 없는 영상 1편/);
          await row.getByRole('link', { name: '지운 영상이 든 꾸러미 고치기' }).click();
          await page.getByTestId('kit-unavailable-warning').waitFor();
          assert.equal(await page.getByTestId('kit-video-unavailable').count(), 1);
        });
      } finally {
        await adminWrite('POST', '/api/admin/videos/restore', { videoIds: [gone!.video_id] });
        await adminWrite('DELETE', `/api/admin/kits/${kit.id}`);
      }
    },
    { timeoutMs: 120_000 },
  );

  it(
    'embeds a list inside another origin’s iframe, axe-clean in both themes at 375 and 1280: no YouTube bytes until a press',
    async () => {
      const host = createServer((request, response) => {
        const theme = new URL(request.url ?? '/', 'http://host').searchParams.get('theme') === 'light' ? 'light' : 'dark';
        const embed = url(`/embed/kits/${encodeURIComponent('유치원-소방-안전')}?limit=3&theme=${theme}`);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html lang="ko"><head><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>학교 누리집</title></head><body style="margin:0;padding:8px"><main aria-label="학교 안전 교육"><h1>우리 학교 안전 교육</h1>
        <iframe src="${embed}" title="119 안전영상 수업 꾸러미" style="display:block;width:100%;max-width:640px;height:720px;border:0"></iframe>
        </main></body></html>`);
      });
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
      const hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      mkdirSync('test-results/screenshots', { recursive: true });
      try {
        for (const theme of ['dark', 'light'] as Theme[]) {
          for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
            await withPage({ width, theme }, async ({ page, errors }) => {
              const youtube: string[] = [];
              page.on('request', (request) => void (YOUTUBE.test(request.url()) && youtube.push(request.url())));
              await page.goto(`${hostOrigin}/?theme=${theme}`);
              const frame = page.frameLocator('iframe[title="119 안전영상 수업 꾸러미"]');
              const buttons = frame.locator('button[data-video]');
              await buttons.first().waitFor();
              assert.equal(await buttons.count(), 3);
              assert.equal(await frame.locator('html').getAttribute('data-theme'), theme);
              const embedFrame = page.frames().find((f) => f.url().includes('/embed/kits/'));
              assert.ok(embedFrame, 'the embed list is a frame of its own origin');
              // Korean is drawn with a font that has Hangul: the device's own, or else Pretendard (listed last).
              const fonts = await embedHangulFonts(page, embedFrame);
              assert.ok(fonts.elements.length >= 7, `Korean text found in the list (${fonts.elements.length})`);
              if (fonts.canDrawHangul) {
                assert.deepEqual(fonts.fontFiles, [], `${theme} ${width}: a device with a Korean font fetches no font file`);
              } else {
                assert.ok(
                  fonts.pretendardLoaded > 0 && fonts.pretendardCovers,
                  `${theme} ${width}: the Pretendard subsets for the text loaded`,
                );
                for (const el of fonts.elements)
                  assert.ok(
                    (el.fonts['Pretendard Variable'] ?? 0) >= el.hangul,
                    `${theme} ${width} '${el.text}': every Hangul glyph from Pretendard: ${JSON.stringify(el.fonts)}`,
                  );
              }
              await page.waitForLoadState('networkidle');
              assert.deepEqual(youtube, [], `${theme} ${width}: first load (fonts included) moves no YouTube bytes`);
              // axe reads the host page and the framed list (another origin) together.
              assert.deepEqual(await axeViolations(page), [], `${theme} ${width} embed in a host page`);
              const scrollWidth = await embedFrame.evaluate(() => document.documentElement.scrollWidth);
              const clientWidth = await embedFrame.evaluate(() => document.documentElement.clientWidth);
              assert.ok(scrollWidth <= clientWidth, `${theme} ${width}: the list fits its frame (${scrollWidth} > ${clientWidth})`);
              await page.screenshot({ path: `test-results/screenshots/kit-embed-${theme}-${width}.png`, fullPage: true });
              await buttons.first().focus();
              await page.keyboard.press('Enter');
              const player = frame.locator('iframe[title^="영상 플레이어: "]');
              await player.waitFor();
              assert.match((await player.getAttribute('src')) ?? '', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
              assert.ok(
                (youtube as string[]).some((u) => u.includes('youtube-nocookie.com')),
                'the player loads after the press',
              );
              assert.deepEqual(errors, []);
            });
          }
        }
      } finally {
        await new Promise((resolve) => host.close(resolve));
      }
    },
    { timeoutMs: 240_000 },
  );
});
