// ADR 0038: screens keep their sort choices (latest, views, name …, also in their URLs); what goes to the API is the
// list convention's spelling of that choice: sort=<field>&order=<asc|desc>.
import type { SortOrder } from '../../shared/constants/catalogue.ts';
import { orderingParams, type Orderings } from '../../shared/constants/sorting.ts';

export function apiOrdering<C extends string, Q extends { sort?: unknown }>(orderings: Orderings<C>, query: Q) {
  const choice = query.sort;
  if (typeof choice !== 'string' || !Object.hasOwn(orderings, choice)) return query;
  const { sort, order } = orderingParams(orderings, choice as C);
  // The field name is one of the contract's `sort` values too (the old choices and the fields share one enum).
  return { ...query, sort, order } as unknown as Q & { order?: SortOrder };
}
