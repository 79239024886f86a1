// Pretendard without making anyone wait for it (the font files of a Korean page are 200–400 KB, more
// than all of its JavaScript). A first visit shows the device's own Korean font; once that page has
// loaded, the Pretendard files for its text are fetched in the background (cached for a year) and the
// site switches to Pretendard at the next navigation, where the page changes anyway, so text never
// reflows under the reader. Later visits use Pretendard from the first paint (/theme-init.js sets the
// class before paint when `fonts` is stored).
// A device with no Korean font at all (html.no-korean-font, found by /theme-init.js) has nothing to read
// meanwhile: it paints the first screen with Pretendard Shell and, at the same moment in the visit, gets
// the rest of Pretendard at once (fonts-rest) instead of at the next navigation.
export const FONTS_CLASS = 'app-fonts';
export const FONTS_STORAGE_KEY = 'fonts';
export const NO_KOREAN_FONT_CLASS = 'no-korean-font';
export const FONTS_REST_CLASS = 'fonts-rest';
const FAMILY = '"Pretendard Variable"';
const BACKGROUND_AFTER_MS = 2_000;

function remember() {
  try {
    localStorage.setItem(FONTS_STORAGE_KEY, '1');
  } catch {
    // Private mode: next time starts in the device font again.
  }
}

/** Distinct characters of the page's text: what the fonts must cover. */
function pageCharacters(): string {
  return [...new Set(document.body.innerText)].filter((c) => c.trim()).join('');
}

/** After the first page has loaded: fetch its Pretendard files, then switch at the next navigation. */
export function loadWebFontsInBackground(onNextNavigation: (listener: () => void) => void): void {
  const root = document.documentElement;
  if (root.classList.contains(FONTS_CLASS)) {
    remember();
    return;
  }
  const fetchFonts = () => {
    void document.fonts
      .load(`400 16px ${FAMILY}`, pageCharacters())
      .then(() => {
        remember();
        // The files are here: one swap from empty boxes to Pretendard, now.
        if (root.classList.contains(NO_KOREAN_FONT_CLASS)) root.classList.add(FONTS_REST_CLASS);
        else onNextNavigation(() => root.classList.add(FONTS_CLASS));
      })
      .catch(() => undefined);
  };
  // Not before the page's own images and data: after load, at least BACKGROUND_AFTER_MS into the visit,
  // when the browser is idle.
  const whenIdle = () =>
    setTimeout(
      () => ('requestIdleCallback' in window ? requestIdleCallback(fetchFonts, { timeout: 2_000 }) : fetchFonts()),
      Math.max(0, BACKGROUND_AFTER_MS - performance.now()),
    );
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
