// Runs before first paint, so nothing is drawn twice: dark unless the visitor stored theme=light, the text
// size (textSize: large | xlarge) and high contrast (contrast=high) they chose (src/web/lib/theme.ts), and
// Pretendard from the start once this browser has its files (src/web/lib/web-fonts.ts).
(function () {
  try {
    var html = document.documentElement;
    if (localStorage.getItem('fonts') === '1') html.classList.add('app-fonts');
    var textSize = localStorage.getItem('textSize');
    if (textSize === 'large' || textSize === 'xlarge') html.classList.add('text-size-' + textSize);
    if (localStorage.getItem('contrast') === 'high') html.classList.add('contrast-high');
    if (localStorage.getItem('theme') === 'light') {
      html.classList.remove('dark');
      html.style.colorScheme = 'light';
      var meta = document.querySelector('meta[name="theme-color"]');
      if (meta) meta.setAttribute('content', '#f6f7fb');
    }
  } catch {
    // Storage blocked: the defaults (dark, normal size).
  }
  // A device without a Korean font fetches Pretendard's subsets for the page as it paints (styles.css), but
  // Chromium keeps the text it already drew with the empty-box glyph until something in its font settings
  // changes. So each time a batch of font files arrives, a font feature no font has ("rfsh") gets a new
  // value: nothing looks different, and every text run picks its glyphs again.
  var fonts = document.fonts;
  if (fonts && !document.documentElement.classList.contains('app-fonts')) {
    var batches = 0;
    fonts.addEventListener('loadingdone', function () {
      batches += 1;
      document.documentElement.style.fontFeatureSettings = '"rfsh" ' + batches;
    });
  }
})();

// Then starts the app once the shell is on screen. The server's static shell (header, hero) paints from
// HTML and CSS alone; the app's code downloads meanwhile (modulepreload) and runs only after the shell has
// been presented (its paint timing entries are out), so a phone never shows a blank page while it parses
// the JavaScript, and the app's first frame, with the same header and hero, replaces a shell already seen.
// (The build turns the entry <script type="module"> into <link rel="modulepreload" data-app-entry>.)
(function () {
  var started = false;
  function start() {
    if (started) return;
    var entry = document.querySelector('link[data-app-entry]');
    if (!entry) return; // development server: the entry is an ordinary module script
    started = true;
    import(entry.href);
  }
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    // No shell (a page without one, or a tab in the background that paints nothing): start at once.
    if (!root || !root.firstElementChild || document.visibilityState === 'hidden') return start();
    try {
      var types = PerformanceObserver.supportedEntryTypes || [];
      var type = types.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : 'paint';
      var observer = new PerformanceObserver(function (list) {
        if (type === 'paint' && !list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(start, 0);
      });
      observer.observe({ type: type, buffered: true });
    } catch {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
    // Whatever happens to paints (none reported, a tab hidden before its first frame), the app starts.
    setTimeout(start, 3000);
  });
})();
