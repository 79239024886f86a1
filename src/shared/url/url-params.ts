// The URL is the state of filters, sort and page (R-SITE-10): typed reads, writes that omit defaults.

export function readEnum<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[], fallback: T): T {
  const value = params.get(key);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function readOptionalEnum<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T | undefined {
  const value = params.get(key);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Integer in [min, max]; anything else (missing, '2.5', 'x', out of range) gives the fallback. */
export function readInt(params: URLSearchParams, key: string, fallback: number, min = 1, max = 100_000): number {
  const raw = params.get(key);
  if (raw === null || !/^-?\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= min && value <= max ? value : fallback;
}

export function readText(params: URLSearchParams, key: string, maxLength = 100): string {
  return (params.get(key) ?? '').trim().slice(0, maxLength);
}

export type ParamUpdate = Record<string, string | number | null | undefined>;

/**
 * New params with `updates` applied; values equal to their default, empty or null are removed.
 * `resetPage` drops `page` (R-SITE-10: a filter change goes back to page 1).
 */
export function withParams(
  current: URLSearchParams,
  updates: ParamUpdate,
  defaults: Record<string, string | number> = {},
  options: { resetPage?: boolean; keepEmpty?: readonly string[] } = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(updates)) {
    const text = value === null || value === undefined ? '' : String(value);
    // An empty value that means something of its own (lifeStage= on an audience page: every video) stays.
    if (text === '' && options.keepEmpty?.includes(key) && value !== undefined) next.set(key, '');
    else if (text === '' || (key in defaults && String(defaults[key]) === text)) next.delete(key);
    else next.set(key, text);
  }
  if (options.resetPage && !('page' in updates)) next.delete('page');
  return next;
}
