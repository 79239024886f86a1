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
const SHELL_FAMILY = '"Pretendard Shell"';
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
  whenSettled(fetchFonts);
}

/**
 * Runs `work` once the page has settled: after `load`, at least BACKGROUND_AFTER_MS into the visit, when the
 * browser is idle (not before the page's own images and data).
 */
export function whenSettled(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const run = () => {
    timer = setTimeout(
      () => {
        if ('requestIdleCallback' in window) idle = requestIdleCallback(work, { timeout: 2_000 });
        else work();
      },
      Math.max(0, BACKGROUND_AFTER_MS - performance.now()),
    );
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * Text about to be printed (a kit's handout, never drawn on screen): fetch the Pretendard files its characters
 * need and, on a device without a Korean font, switch to them — print does not wait for a font, so without this
 * a printout there has empty places for most Hangul. Elsewhere the device's font covers what is not yet fetched.
 */
export async function fontsForText(text: string): Promise<void> {
  const root = document.documentElement;
  const characters = [...new Set(text)].filter((c) => c.trim()).join('');
  if (!characters || !(root.classList.contains(NO_KOREAN_FONT_CLASS) || root.classList.contains(FONTS_CLASS))) return;
  const withoutKoreanFont = root.classList.contains(NO_KOREAN_FONT_CLASS);
  try {
    await Promise.all([
      document.fonts.load(`400 16px ${FAMILY}`, characters),
      // First in that device's list: the shell's file must be here too, or its letters print as nothing.
      withoutKoreanFont ? document.fonts.load(`400 16px ${SHELL_FAMILY}`, characters) : undefined,
    ]);
  } catch {
    return;
  }
  if (withoutKoreanFont) root.classList.add(FONTS_REST_CLASS);
}
