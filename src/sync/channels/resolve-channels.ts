// Channel references (ID, @handle, /c/ or /user/ name) → channels.list answers. IDs go 50 to a call;
// a handle or a name costs a call of its own, and /c/ and /user/ names may need a second try.
import type { ChannelLookup } from '../../shared/constants/admin-channels.ts';
import type { ChannelRef } from '../../shared/url/channel-ref.ts';
import { mapChannelResource, type MappedChannel } from '../youtube/mappers.ts';
import type { ChannelResource } from '../youtube/types.ts';
import { MAX_IDS_PER_CALL, type YouTubeClient } from '../youtube/youtube-client.ts';

export interface ResolvedChannels {
  /** One entry per reference, in order: the channel, or null when YouTube has none. */
  channels: (MappedChannel | null)[];
  units: number;
}

/** Calls a /c/ or /user/ name may take: custom URLs mostly equal today's handles, usernames are the old names. */
const TRIES: Record<Exclude<ChannelLookup, 'id'>, readonly ('forHandle' | 'forUsername')[]> = {
  handle: ['forHandle'],
  custom: ['forHandle', 'forUsername'],
  username: ['forUsername', 'forHandle'],
};

/** Most units a reference can cost on its own (ids are shared 50 to a call). */
export const lookupCost = (lookup: ChannelLookup): number => (lookup === 'id' ? 0 : TRIES[lookup].length);

/** Units needed for these references at most: every named lookup, plus one call per 50 distinct ids. */
export function resolveCost(refs: readonly ChannelRef[]): number {
  const ids = new Set(refs.filter((ref) => ref.lookup === 'id').map((ref) => ref.value));
  return refs.reduce((sum, ref) => sum + lookupCost(ref.lookup), 0) + Math.ceil(ids.size / MAX_IDS_PER_CALL);
}

const first = (items: readonly ChannelResource[]): MappedChannel | null =>
  items.map(mapChannelResource).find((channel) => channel !== null) ?? null;

async function byName(youtube: YouTubeClient, ref: ChannelRef): Promise<{ channel: MappedChannel | null; units: number }> {
  let units = 0;
  for (const filter of TRIES[ref.lookup as Exclude<ChannelLookup, 'id'>]) {
    const page = await youtube.channelsList(filter === 'forHandle' ? { forHandle: ref.value } : { forUsername: ref.value });
    units += page.units;
    const channel = first(page.items);
    if (channel) return { channel, units };
  }
  return { channel: null, units };
}

/** Looks every reference up; YouTube errors (quota, keys, outages) are thrown for the caller to report. */
export async function resolveChannelRefs(youtube: YouTubeClient, refs: readonly ChannelRef[]): Promise<ResolvedChannels> {
  let units = 0;
  const byId = new Map<string, MappedChannel>();
  const ids = [...new Set(refs.filter((ref) => ref.lookup === 'id').map((ref) => ref.value))];
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) {
    const page = await youtube.channelsList({ ids: ids.slice(i, i + MAX_IDS_PER_CALL) });
    units += page.units;
    for (const item of page.items) {
      const mapped = mapChannelResource(item);
      if (mapped) byId.set(mapped.channel_id, mapped);
    }
  }
  // The same name twice in one list is asked once (handles are case-insensitive).
  const byName_ = new Map<string, Promise<{ channel: MappedChannel | null; units: number }>>();
  const channels: (MappedChannel | null)[] = [];
  for (const ref of refs) {
    if (ref.lookup === 'id') {
      channels.push(byId.get(ref.value) ?? null);
      continue;
    }
    const key = `${ref.lookup}:${ref.value.toLowerCase()}`;
    const known = byName_.has(key);
    if (!known) byName_.set(key, byName(youtube, ref));
    const found = await byName_.get(key)!;
    if (!known) units += found.units;
    channels.push(found.channel);
  }
  return { channels, units };
}
