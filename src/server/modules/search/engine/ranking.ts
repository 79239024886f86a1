// R-SEARCH-04 relevance: exact title highest, phrase and title-start bonuses, per word title / channel /
// tags / description hits (synonyms and 초성 expansions at half weight, fire words ×1.5, generic
// words ×0.5), plus the stored static rank (log-scaled views and likes).
import type { QueryGroup } from '../../../../shared/search/query.ts';
import { FIELD } from './postings.ts';

export const WEIGHTS = { exact: 100, phrase: 30, start: 15, title: 10, channel: 6, tags: 5, description: 2, literal: 1000 } as const;
// `literal` (issue 27, ADR 0031): a query of several words whose words some field holds written together (119안전,
// cpr교육 — one token contains them), or whose title holds them together once spaces are dropped, ranks above every
// video that does not. It is larger than any other score difference (static rank < 50, words and bonuses < 200).

const FIELD_POINTS: ReadonlyArray<[number, number]> = [
  [FIELD.title, WEIGHTS.title],
  [FIELD.channel, WEIGHTS.channel],
  [FIELD.tags, WEIGHTS.tags],
  [FIELD.description, WEIGHTS.description],
];

/**
 * Points a group adds for each mask value: the low four bits say in which fields the word itself was
 * found, the high four bits where a related term was found. Per field the better of the two counts.
 */
export function groupContributions(group: QueryGroup): Float64Array {
  const table = new Float64Array(256);
  for (let mask = 0; mask < 256; mask += 1) {
    const word = mask & 15;
    const related = mask >> 4;
    let points = 0;
    for (const [bit, weight] of FIELD_POINTS) {
      if (word & bit) points += weight * group.weight;
      else if (related & bit) points += weight * 0.5 * group.weight;
    }
    table[mask] = points;
  }
  return table;
}

/** The most any bonus can add: what a match not yet checked for exact title and phrase might still gain. */
export function maxTitleBonus(groupCount: number): number {
  return WEIGHTS.exact + (groupCount > 1 ? WEIGHTS.phrase + WEIGHTS.literal : 0);
}
