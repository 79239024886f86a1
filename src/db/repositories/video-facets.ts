// Conditions on a public video row `v` for the accessible-version and life-stage filters (R-VIDEO-09, R-VIDEO-10), shared by
// every public list (videos.repo.ts, keyword-videos.repo.ts) and the search's allowed ids (video-access.repo.ts).
import { sql, type RawBuilder } from 'kysely';
import type { LifeStage } from '../../shared/constants/life-stages.ts';
import type { AccessFilter } from '../../shared/constants/versions.ts';

/** `v` offers any of the kinds, itself or through a public member of its group (video_access_kinds, 0050). */
export function offersAccess(kinds: readonly AccessFilter[]): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM video_access_kinds ak JOIN videos av ON av.video_id = ak.source_video_id AND av.is_public
    WHERE ak.video_id = v.video_id AND ak.kind = ANY (${[...kinds]}::text[]))`;
}

/** `v` is for any of the stages: its own (video_life_stages), or, having none, its keyword's (0052). */
export function forLifeStages(stages: readonly LifeStage[]): RawBuilder<boolean> {
  const wanted = [...stages];
  return sql<boolean>`CASE WHEN EXISTS (SELECT 1 FROM video_life_stages ls WHERE ls.video_id = v.video_id)
    THEN EXISTS (SELECT 1 FROM video_life_stages ls WHERE ls.video_id = v.video_id AND ls.stages && ${wanted}::text[])
    ELSE EXISTS (SELECT 1 FROM keyword_life_stages kl WHERE kl.keyword_id = v.keyword_id AND kl.stages && ${wanted}::text[]) END`;
}

export interface FacetFilter {
  access?: readonly AccessFilter[] | undefined;
  lifeStages?: readonly LifeStage[] | undefined;
}

/** The facet conditions a filter asks for (none when it asks for none). */
export function facetConditions(filter: FacetFilter): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (filter.access?.length) conditions.push(offersAccess(filter.access));
  if (filter.lifeStages?.length) conditions.push(forLifeStages(filter.lifeStages));
  return conditions;
}

export const hasFacets = (filter: FacetFilter) => !!(filter.access?.length || filter.lifeStages?.length);
