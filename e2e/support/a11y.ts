// axe-core check: WCAG 2.x A/AA rules (incl. 2.2), failing with a readable list of violations.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules axe marks experimental (so the tags above leave them out) that we hold every screen to:
 * label-content-name-mismatch is WCAG 2.5.3 "Label in Name" (a button's accessible name holds its visible label).
 */
export const AXE_EXTRA_RULES = ['label-content-name-mismatch'];

export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(AXE_TAGS)
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join('\n    ')}`,
  );
}
