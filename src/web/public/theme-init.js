// Runs before first paint, so nothing is drawn twice: dark unless the visitor stored theme=light, the text
// size (textSize: large | xlarge) and high contrast (contrast=high) they chose (src/web/lib/theme.ts), and
// Pretendard from the start once this browser has its files, or at once on a device with no Korean font
// (src/web/lib/web-fonts.ts).
(function () {
  var html = document.documentElement;
  try {
    if (localStorage.getItem('fonts') === '1') html.classList.add('app-fonts');
    var textSize = localStorage.getItem('textSize');
    if (textSize === 'large' || textSize === 'xlarge') html.classList.add('text-size-' + textSize);
    if (localStorage.getItem('contrast') === 'high') html.classList.add('contrast-high');
    // "우리 지역" for the disaster-notice banner (/alert.css shows that region's notices prominently).
    var alertRegion = localStorage.getItem('alertRegion');
    if (alertRegion) html.setAttribute('data-alert-region', alertRegion);
    if (localStorage.getItem('theme') === 'light') {
      html.classList.remove('dark');
      html.style.colorScheme = 'light';
      var meta = document.querySelector('meta[name="theme-color"]');
      if (meta) meta.setAttribute('content', '#f6f7fb');
    }
  } catch {
    // Storage blocked: the defaults (dark, normal size).
  }
  // A device with no Korean font at all draws Hangul as the empty-box glyph: '한글' measures the same as two
  // non-characters. Such a device gets Pretendard instead (styles.css: html.no-korean-font), and each time
  // a batch of font files arrives a font feature no font has ("rfsh") gets a new value, because Chromium
  // keeps text it already drew with the empty box until something in its font settings changes.
  if (!html.classList.contains('app-fonts') && document.fonts) {
    try {
      var ctx = document.createElement('canvas').getContext('2d');
      ctx.font = '32px sans-serif';
      if (ctx.measureText('\uD55C\uAE00').width === ctx.measureText('\uFFFE\uFFFE').width) {
        html.classList.add('no-korean-font');
        var batches = 0;
        document.fonts.addEventListener('loadingdone', function () {
          batches += 1;
          html.style.fontFeatureSettings = '"rfsh" ' + batches;
        });
      }
    } catch {
      // No canvas: the device's fonts, as before.
    }
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
