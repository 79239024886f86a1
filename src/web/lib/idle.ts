// Work nobody is waiting for (a page-view count, …): after the page has loaded, when the browser is idle,
// so it does not compete with the page's own code, data and images on a slow phone.
export function whenPageSettled(task: () => void, timeoutMs = 1_000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    else setTimeout(() => !cancelled && task(), 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
