// Phones fold a page's filters behind one "필터" control (components/ui/FilterDisclosure.tsx): open it first.
import type { Page } from 'playwright-core';

/** Opens the filter panel where the control shows (phones); on wide screens the filters are open already. */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByTestId('filter-toggle');
  await page.getByTestId('filter-panel').waitFor({ state: 'attached' });
  if (!(await toggle.isVisible())) return;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId('filter-panel').waitFor();
}
