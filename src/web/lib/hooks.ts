// Small shared hooks: debounced value, in-view trigger, media query.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** True once the element has come near the viewport (for lazily loaded sections). A callback ref,
 * so an element that mounts later (after data) is still observed. */
export function useInViewOnce<T extends Element>(rootMargin = '200px') {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, element, rootMargin]);
  return [ref, seen] as const;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** R-SITE-08: mobile layout at 768 px or narrower. */
export const MOBILE_QUERY = '(max-width: 768px)';
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
