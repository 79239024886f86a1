// access= and lifeStage= in page URLs (issue 22): comma lists, unknown values dropped, kept in a fixed order so equal
// choices make equal URLs (and share one cache entry).
import { LIFE_STAGES, type LifeStage } from '../constants/life-stages.ts';
import { ACCESS_FILTERS, type AccessFilter } from '../constants/versions.ts';

function readList<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const values = new Set(params.getAll(key).flatMap((value) => value.split(',').map((part) => part.trim())));
  return allowed.filter((value) => values.has(value));
}

export const readAccess = (params: URLSearchParams): AccessFilter[] => readList(params, 'access', ACCESS_FILTERS);
export const readLifeStages = (params: URLSearchParams): LifeStage[] => readList(params, 'lifeStage', LIFE_STAGES);

/** The list with `value` added or taken out, in the allowed order, as the URL writes it ('' when empty). */
export function toggledList<T extends string>(list: readonly T[], value: T, allowed: readonly T[]): string {
  const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  return allowed.filter((item) => next.includes(item)).join(',');
}
