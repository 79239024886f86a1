// Waits that do not race the app: the request a click will send, a count that settles, a step that survives a re-render.
import type { Locator, Page, Request } from 'playwright-core';

/**
 * The next request to `path` whose query has these values; call it before the click that sends it.
 * (`waitForLoadState('networkidle')` returns at once after a client-side route change, so it cannot say this.)
 */
export function nextApiRequest(page: Page, path: string, query: Record<string, string | null>): Promise<Request> {
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    if (url.pathname !== path) return false;
    return Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value);
  });
}

/** Until exactly `count` elements match (React may still be swapping the previous page's elements out). */
export async function waitForCount(page: Page, selector: string, count: number): Promise<void> {
  await page.waitForFunction(([css, n]) => document.querySelectorAll(css as string).length === n, [selector, count] as const);
}

/** Runs a step again when the element it holds was replaced by a re-render in the middle of it. */
export async function retryDetached<T>(step: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts || !/not attached|detached/i.test(String((error as Error).message))) throw error;
    }
  }
}

/** Until the element's attribute has the value: state read from the URL re-renders after the URL has changed. */
export async function waitForAttribute(locator: Locator, name: string, value: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await locator.getAttribute(name);
    if (now === value) return;
    if (Date.now() > deadline) throw new Error(`${name} stayed ${JSON.stringify(now)}, expected ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
