// R-SEARCH-06 search: 8 results first, then 4 more each time the end comes into view (after 300 ms). How many were
// shown is remembered per history entry, so Back returns to the same results at the same scroll (ADR 0039).
import { useEffect, useRef, useState } from 'react';
import { useEntryMemory } from '../../lib/entry-memory.ts';

export const REVEAL_INITIAL = 8;
export const REVEAL_STEP = 4;
export const REVEAL_DELAY_MS = 300;

export function useProgressiveReveal(total: number, resetKey: string) {
  const memory = useEntryMemory('search-reveal');
  const [shown, setShown] = useState(() => memory.recall() ?? REVEAL_INITIAL);
  const [loading, setLoading] = useState(false);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  // Another page or entry: start from what that entry showed, in this same render (not an effect after it), so the
  // list is already as tall as it was when ScrollRestoration puts the scroll back on Back.
  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setShown(memory.recall() ?? REVEAL_INITIAL);
    setLoading(false);
  }

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
      const next = Math.min(total, shown + REVEAL_STEP);
      memory.remember(next);
      setShown(next);
      setLoading(false);
    }, REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, total, shown, memory]);

  return { shown: Math.min(shown, total), loading, sentinelRef, done: shown >= total };
}
