// The one Back-button rule of the public pages (ADR 0039): the URL holds a page's filters, sort, period, type, tab,
// view mode and page (R-SITE-10), and every change goes through here.
// - A visitor's choice (a select, a chip, a tab, a sort, a view mode, a page) is a history step: Back undoes it.
// - Typing in a debounced text box replaces the entry it made, so Back does not replay each pause in the typing.
// Scroll is never reset by an in-page change; ScrollRestoration (app/layout/RootLayout.tsx) puts it back on Back.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withParams, type ParamUpdate } from '../../shared/url/url-params.ts';

/** 'choice': a history step (push). 'typing': the debounced text of a search box (replace). */
export type UrlChange = 'choice' | 'typing';

/** How a change of the given kind navigates: the rule, in one place. */
export function navigationFor(kind: UrlChange): { replace: boolean; preventScrollReset: true } {
  return { replace: kind === 'typing', preventScrollReset: true };
}

export interface UrlStateOptions {
  /** Values equal to their default are left out of the URL. */
  defaults?: Record<string, string | number>;
  /** A filter change goes back to page 1 (R-SITE-10). */
  resetPage?: boolean;
  /** Start from empty params instead of the current ones (a tab that resets the page's other choices). */
  fresh?: boolean;
  /** Keys whose empty value is kept in the URL because it means something (not "use the default"). */
  keepEmpty?: readonly string[];
  kind?: UrlChange;
}

/**
 * The page's search params and `update`, which applies changes by the rule above. Reads the latest URL when it
 * runs, so two quick changes never lose each other.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (updates: ParamUpdate, options: UrlStateOptions = {}) =>
      setParams(
        (current) =>
          withParams(options.fresh ? new URLSearchParams() : current, updates, options.defaults ?? {}, {
            resetPage: options.resetPage ?? false,
            keepEmpty: options.keepEmpty,
          }),
        navigationFor(options.kind ?? 'choice'),
      ),
    [setParams],
  );
  return [params, update] as const;
}
