// Looking channels up on YouTube for the admin: the sync engine's client (its spends go to the quota ledger),
// with YouTube's failures turned into answers an admin can act on.
import type { ChannelRef } from '../../../shared/url/channel-ref.ts';
import { resolveChannelRefs, YouTubeApiError, type ResolvedChannels } from '../../../sync/index.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError } from '../../core/errors.ts';

/** Out of quota (or no key) is a 409 the admin can wait out; anything else YouTube did is a 502. */
export function youtubeProblem(error: YouTubeApiError): ApiError {
  return new ApiError(error.code === 'quotaExhausted' ? 409 : 502, `YOUTUBE_${error.code.toUpperCase()}`, error.message);
}

export async function lookUpChannels(ctx: AppContext, refs: readonly ChannelRef[]): Promise<ResolvedChannels> {
  try {
    return await resolveChannelRefs(ctx.sync.youtube(), refs);
  } catch (error) {
    if (error instanceof YouTubeApiError) throw youtubeProblem(error);
    throw error;
  }
}
