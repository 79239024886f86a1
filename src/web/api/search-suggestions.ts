// Keywords suggested while a search box is being typed in (every search box shows them).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { suggestSearch } from '../../shared/api/endpoints.ts';
import type { SearchSuggestResponse } from '../../shared/api/search.ts';
import { useDebouncedValue } from '../lib/hooks.ts';
import { callPublic } from './public-client.ts';

/** Up to five keywords for a search box being typed in (after a short pause in typing). */
export function useSearchSuggestions(text: string, enabled: boolean) {
  const q = useDebouncedValue(text.trim(), 150);
  return useQuery<SearchSuggestResponse>({
    queryKey: ['search-suggest', q],
    queryFn: ({ signal }) => callPublic(suggestSearch, { query: { q } }, signal) as Promise<SearchSuggestResponse>,
    enabled: enabled && q.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
