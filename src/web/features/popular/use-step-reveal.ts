// R-POPULAR-02 popular: year and all show 12 first and 12 more each time the end scrolls into view. How many were
// shown is remembered per history entry, so Back returns to the same list at the same scroll (ADR 0039).
import { useEffect, useRef, useState } from 'react';
import { useEntryMemory } from '../../lib/entry-memory.ts';

export const POPULAR_REVEAL_STEP = 12;

export function useStepReveal(total: number, enabled: boolean, resetKey: string) {
  const memory = useEntryMemory('popular-reveal');
  const [shown, setShown] = useState(() => memory.recall() ?? POPULAR_REVEAL_STEP);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  // Another filter or entry: start from what that entry showed, in this same render, so the list is already as
  // tall as it was when ScrollRestoration puts the scroll back on Back.
  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setShown(memory.recall() ?? POPULAR_REVEAL_STEP);
  }
  const visible = enabled ? Math.min(shown, total) : total;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || visible >= total) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          const next = shown + POPULAR_REVEAL_STEP;
          memory.remember(next);
          setShown(next);
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, visible, total, shown, memory]);

  return { shown: visible, done: visible >= total, sentinelRef };
}
