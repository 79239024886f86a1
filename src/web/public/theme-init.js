// Runs before first paint: dark unless the visitor stored theme=light (no flash of the wrong theme).
try {
  if (localStorage.getItem('theme') === 'light') {
    document.documentElement.classList.remove('dark');
    document.documentElement.style.colorScheme = 'light';
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', '#f6f7fb');
  }
} catch {
  // Storage blocked: stay dark.
}
