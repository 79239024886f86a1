// Shared browser and helpers for the specs (set up once by e2e/run.ts).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** Third-party hosts the pages use; tests answer them locally so they never touch the network. */
export const EXTERNAL_HOSTS = /^https:\/\/(i\.ytimg\.com|yt3\.ggpht\.com|www\.youtube-nocookie\.com|www\.youtube\.com)\//;

export type Theme = 'dark' | 'light';
export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

let browser: Browser | null = null;
let baseUrl = '';

export async function startBrowser(url: string): Promise<void> {
  baseUrl = url;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function stopBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export function url(path: string): string {
  return `${baseUrl}${path}`;
}

export interface PageOptions {
  width?: number;
  /** Viewport height; by default 800 on phones and 900 on wide screens. A phone's first screen: 667 (375×667). */
  height?: number;
  theme?: Theme;
  reducedMotion?: boolean;
  /** false: a browser with JavaScript off (pages that must be complete without it, like /emergency). */
  javaScriptEnabled?: boolean;
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors (failing a test when not empty is up to the spec). */
  errors: string[];
  close(): Promise<void>;
}

export async function openPage(options: PageOptions = {}): Promise<TestPage> {
  if (!browser) throw new Error('browser not started (run through e2e/run.ts)');
  const width = options.width ?? WIDTHS.desktop;
  const context = await browser.newContext({
    viewport: { width, height: options.height ?? (width < 500 ? 800 : 900) },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  context.setDefaultTimeout(15_000);
  // Thumbnails fail fast (the card falls back to its default image); the player gets an empty page.
  await context.route(EXTERNAL_HOSTS, (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' })
      : route.abort(),
  );
  if (options.theme === 'light') {
    // Init scripts also run in frames (the player iframe), where storage may be denied.
    await context.addInitScript(() => {
      try {
        if (window === window.top) localStorage.setItem('theme', 'light');
      } catch {
        // not our page
      }
    });
  }
  const page = await context.newPage();
  // Without JavaScript there is no app to wait for.
  if (options.javaScriptEnabled !== false) waitForAppOnNavigation(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors, close: () => context.close() };
}

/**
 * Public pages first paint the server's static shell (inert), and the app replaces it right after
 * (src/web/public/theme-init.js), which can be just after `load`: goto and reload resolve once the app
 * is there, so a spec can read the page at once, as when the app mounted before `load`.
 */
function waitForAppOnNavigation(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await page.waitForFunction(() => !document.querySelector('#root > [inert]'), null, { timeout: 15_000 }).catch(() => undefined);
        return response;
      },
    });
  }
}

/**
 * The server sends the first API answers of /search and /view/… with the HTML (web-initial-data.ts);
 * specs that change those answers in the browser take the block out, so the page asks the API itself.
 */
export async function withoutInitialData(page: Page): Promise<void> {
  await page.route(
    (u) => u.origin === new URL(baseUrl).origin && !u.pathname.startsWith('/api/') && !u.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="initial-api">[^]*?<\/script>/, '');
      await route.fulfill({ response, body });
    },
  );
}

/** Runs `body` with a fresh page and always closes it. */
export async function withPage<T>(options: PageOptions, body: (t: TestPage) => Promise<T>): Promise<T> {
  const t = await openPage(options);
  try {
    return await body(t);
  } catch (error) {
    await saveFailureScreenshot(t.page).catch(() => undefined);
    throw error;
  } finally {
    await t.close();
  }
}

let failures = 0;
async function saveFailureScreenshot(page: Page) {
  failures += 1;
  await page.screenshot({ path: `test-results/e2e/failure-${failures}.png`, fullPage: true });
}
