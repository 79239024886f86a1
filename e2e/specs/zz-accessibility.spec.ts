// axe-core on every public route, dark and light, at 375 px and 1280 px: no violations allowed.
import assert from 'node:assert/strict';
import { axeViolations } from '../support/a11y.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';
import { publicRoutes } from '../support/routes.ts';

const routes = await publicRoutes();

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const [label, width] of Object.entries(WIDTHS)) {
      it(
        `${theme} · ${label} ${width}px: no violations on ${routes.length} routes`,
        async () => {
          const problems: string[] = [];
          await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
            for (const route of routes) {
              await page.goto(url(route.path));
              await page.locator(route.ready).first().waitFor();
              await page.waitForLoadState('networkidle');
              const violations = await axeViolations(page);
              if (violations.length) problems.push(`${route.path}\n  ${violations.join('\n  ')}`);
            }
            // Uncaught script errors on any route fail the pass too.
            if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
          });
          assert.equal(problems.length, 0, `axe violations:\n${problems.join('\n')}`);
        },
        { timeoutMs: 240_000 },
      );
    }
  }
});
