// R-POPULAR-02 popular: year and all show 12 first and 12 more each time the end scrolls into view.
import { useEffect, useRef, useState } from 'react';

export const POPULAR_REVEAL_STEP = 12;

export function useStepReveal(total: number, enabled: boolean, resetKey: string) {
  const [shown, setShown] = useState(POPULAR_REVEAL_STEP);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => setShown(POPULAR_REVEAL_STEP), [resetKey]);
  const visible = enabled ? Math.min(shown, total) : total;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || visible >= total) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => n + POPULAR_REVEAL_STEP);
      },
      { rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, visible, total]);

  return { shown: visible, done: visible >= total, sentinelRef };
}
