// Runs before first paint: dark unless the visitor stored theme=light (no flash of the wrong theme), and
// Pretendard from the start once this browser has its files (src/web/lib/web-fonts.ts).
try {
  if (localStorage.getItem('fonts') === '1') document.documentElement.classList.add('app-fonts');
  if (localStorage.getItem('theme') === 'light') {
    document.documentElement.classList.remove('dark');
    document.documentElement.style.colorScheme = 'light';
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', '#f6f7fb');
  }
} catch {
  // Storage blocked: stay dark.
}

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
