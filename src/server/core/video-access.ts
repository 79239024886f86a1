// Accessible-version badges and facet filters for every public video answer (issue 22, ADR 0032). The badges of the
// whole catalogue (a few percent of videos) are read once per catalogue version, so a page costs no extra query.
import type { Video } from '../../shared/api/videos.ts';
import type { LifeStage } from '../../shared/constants/life-stages.ts';
import type { AccessFilter } from '../../shared/constants/versions.ts';
import { allAccessKinds, publicIdsForLifeStages, publicIdsOffering } from '../../db/repositories/video-access.repo.ts';
import type { VideoRow } from '../../db/repositories/video-columns.ts';
import type { AppContext } from './context.ts';
import { toVideo } from './mappers.ts';

const TTL_MS = 60_000;

export function accessBadges(ctx: Pick<AppContext, 'db' | 'cache'>): Promise<Map<string, AccessFilter[]>> {
  return ctx.cache.memo('access-badges', TTL_MS, () => allAccessKinds(ctx.db));
}

/** Rows as public videos, each with the accessible versions it offers. */
export async function toVideosWithAccess(ctx: Pick<AppContext, 'db' | 'cache'>, rows: readonly VideoRow[], now: Date): Promise<Video[]> {
  const badges = rows.length ? await accessBadges(ctx) : new Map<string, AccessFilter[]>();
  return rows.map((row) => toVideo(row, now, badges.get(row.video_id)));
}

/**
 * For the search: which indexed videos (videos.id) a facet filter keeps, or undefined when it asks for none. Both
 * sets are remembered per catalogue version; a video kept must pass every facet asked for.
 */
export async function facetAllows(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  filter: { access?: readonly AccessFilter[] | undefined; lifeStages?: readonly LifeStage[] | undefined },
): Promise<((id: number) => boolean) | undefined> {
  const sets: Set<number>[] = [];
  if (filter.access?.length) {
    const kinds = [...filter.access].sort();
    sets.push(
      await ctx.cache.memo(`access-ids\u0000${kinds.join(',')}`, TTL_MS, async () => new Set(await publicIdsOffering(ctx.db, kinds))),
    );
  }
  if (filter.lifeStages?.length) {
    const stages = [...filter.lifeStages].sort();
    sets.push(
      await ctx.cache.memo(
        `life-stage-ids\u0000${stages.join(',')}`,
        TTL_MS,
        async () => new Set(await publicIdsForLifeStages(ctx.db, stages)),
      ),
    );
  }
  if (sets.length === 0) return undefined;
  return (id) => sets.every((set) => set.has(id));
}
