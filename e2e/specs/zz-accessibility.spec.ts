// axe-core on every public route, dark and light, at 375 px and 1280 px: no violations allowed; then at the
// larger text sizes (also: nothing wider than the screen) and in high contrast (선명한 화면), both themes.
import assert from 'node:assert/strict';
import { axeViolations } from '../support/a11y.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';
import { publicRoutes } from '../support/routes.ts';

// Counted at load for the test names; the ids are picked again when a pass runs, because the admin specs before this
// one delete and unpublish videos (an id picked at load may be gone by then).
const routeCount = (await publicRoutes()).length;

/** One axe pass over every public route with the given display preferences stored before the first visit. */
async function axePass(theme: Theme, width: number, stored: Record<string, string>, checkOverflow = false): Promise<string[]> {
  const problems: string[] = [];
  const routes = await publicRoutes();
  await withPage({ theme, width, reducedMotion: true }, async ({ page, context, errors }) => {
    await context.addInitScript((entries) => {
      try {
        if (window === window.top) for (const [key, value] of entries) localStorage.setItem(key, value);
      } catch {
        // not our page
      }
    }, Object.entries(stored));
    for (const route of routes) {
      await page.goto(url(route.path));
      await page.locator(route.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      if (violations.length) problems.push(`${route.path}\n  ${violations.join('\n  ')}`);
      if (checkOverflow) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${route.path}: ${overflow} px wider than the screen`);
      }
    }
    // Uncaught script errors on any route fail the pass too.
    if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
  });
  return problems;
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const [label, width] of Object.entries(WIDTHS)) {
      it(
        `${theme} · ${label} ${width}px: no violations on ${routeCount} routes`,
        async () => {
          const problems = await axePass(theme, width, {});
          assert.equal(problems.length, 0, `axe violations:\n${problems.join('\n')}`);
        },
        { timeoutMs: 240_000 },
      );
    }
  }

  const variants: [string, Theme, number, Record<string, string>, boolean][] = [
    ['글자 크게 · dark · mobile', 'dark', WIDTHS.mobile, { textSize: 'large' }, true],
    ['글자 아주 크게 · light · mobile', 'light', WIDTHS.mobile, { textSize: 'xlarge' }, true],
    ['글자 아주 크게 · dark · desktop', 'dark', WIDTHS.desktop, { textSize: 'xlarge' }, true],
    ['선명한 화면 · dark · mobile', 'dark', WIDTHS.mobile, { contrast: 'high' }, false],
    ['선명한 화면 · light · desktop', 'light', WIDTHS.desktop, { contrast: 'high' }, false],
  ];
  for (const [name, theme, width, stored, checkOverflow] of variants) {
    it(
      `${name} ${width}px: no violations${checkOverflow ? ', nothing wider than the screen,' : ''} on ${routeCount} routes`,
      async () => {
        const problems = await axePass(theme, width, stored, checkOverflow);
        assert.equal(problems.length, 0, `problems:\n${problems.join('\n')}`);
      },
      { timeoutMs: 240_000 },
    );
  }
});
