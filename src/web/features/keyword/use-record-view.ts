// The keyword page's view counter (R-KEYWORD-06): one page view per keyword per browser session,
// then the keyword reloads after 0.5 s to show the new count.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keywordDetailOptions, postKeywordView } from '../../api/keywords.ts';
import { whenPageSettled } from '../../lib/idle.ts';

const VIEWED_KEY = 'ydvp_viewed_keywords';
export const VIEW_REFRESH_DELAY_MS = 500;

function viewedSlugs(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

export function useRecordKeywordView(slug: string, ready: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready || viewedSlugs().has(slug)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Counted once the page has settled: the visitor is not waiting for it.
    const cancel = whenPageSettled(() => {
      const viewed = viewedSlugs();
      if (viewed.has(slug)) return;
      viewed.add(slug);
      try {
        sessionStorage.setItem(VIEWED_KEY, JSON.stringify([...viewed].slice(-200)));
      } catch {
        // Without session storage the server's own de-duplication still applies.
      }
      postKeywordView(slug)
        .then(() => {
          const { queryKey } = keywordDetailOptions(slug);
          timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey, exact: true }), VIEW_REFRESH_DELAY_MS);
        })
        .catch(() => undefined);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [slug, ready, queryClient]);
}
