// R-SEARCH-06 search: 8 results first, then 4 more each time the end comes into view (after 300 ms).
import { useEffect, useRef, useState } from 'react';

export const REVEAL_INITIAL = 8;
export const REVEAL_STEP = 4;
export const REVEAL_DELAY_MS = 300;

export function useProgressiveReveal(total: number, resetKey: string) {
  const [shown, setShown] = useState(REVEAL_INITIAL);
  const [loading, setLoading] = useState(false);
  const sentinelRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    setShown(REVEAL_INITIAL);
    setLoading(false);
  }, [resetKey]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || shown >= total || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLoading(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [shown, total, loading]);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setShown((n) => Math.min(total, n + REVEAL_STEP));
      setLoading(false);
    }, REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, total]);

  return { shown: Math.min(shown, total), loading, sentinelRef, done: shown >= total };
}
