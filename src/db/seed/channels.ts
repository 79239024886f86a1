// channel_master rows of the demo catalogue: ids, subscribers, flags and each channel's
// share of the generated videos.

import { DOMESTIC_CHANNELS, FIRE_DEPT_CHANNELS, FIRE_STATION_CHANNELS, INTERNATIONAL_CHANNELS, type ChannelSeed } from './channels-data.ts';
import { chance, logNormal, randomId, randInt, streamFor, type Rng } from './prng.ts';
import type { ChannelType } from '../schema.ts';

export interface ChannelModel extends ChannelSeed {
  index: number;
  channelId: string;
  displayOrder: number | null;
  subscriberCount: number;
  thumbnailUrl: string | null;
  isActive: boolean;
  isFeatured: boolean;
  autoSync: boolean;
  createdAt: Date;
  /** Share of generated videos (sums to the type's share over a type). */
  videoWeight: number;
  /** Uploads on YouTube that are not in the catalogue: video_count = in catalogue + this. */
  extraUploads: number;
  /** Lifetime channel views = views of catalogue videos × this. */
  lifetimeFactor: number;
}

/** Share of videos per channel type; the rest (1 %) has no registered channel. */
export const TYPE_SHARE: Record<ChannelType, number> = { fire_dept: 0.3, fire_station: 0.17, domestic: 0.38, international: 0.14 };
export const UNREGISTERED_SHARE = 0.01;

const SUBSCRIBERS: Record<ChannelType, { median: number; exponent: number; sigma: number }> = {
  fire_dept: { median: 9_000, exponent: 1.2, sigma: 0.35 },
  fire_station: { median: 700, exponent: 1.5, sigma: 0.8 },
  domestic: { median: 12_000, exponent: 1.5, sigma: 1.1 },
  international: { median: 30_000, exponent: 1.5, sigma: 1.1 },
};

const DAY = 86_400_000;

/** A few demo channels hide their subscriber count, as some real ones do (YouTube then leaves it out: NULL). */
export const hidesSubscribers = (channelIndex: number): boolean => channelIndex % 40 === 17;

/** YouTube shows (and its API returns) subscriber counts rounded to three significant digits. */
export function roundSignificant(value: number, digits = 3): number {
  if (value < 10 ** digits) return Math.max(0, Math.round(value));
  const scale = 10 ** (Math.floor(Math.log10(value)) + 1 - digits);
  return Math.round(value / scale) * scale;
}

function channelId(rng: Rng, used: Set<string>): string {
  for (;;) {
    const id = `UC${randomId(rng, 22)}`;
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

export function buildChannels(seed: number, now: Date): ChannelModel[] {
  const rng = streamFor(seed, 'channels');
  const used = new Set<string>();
  const seeds = [...FIRE_DEPT_CHANNELS, ...FIRE_STATION_CHANNELS, ...DOMESTIC_CHANNELS, ...INTERNATIONAL_CHANNELS];
  const channels = seeds.map((s, index): ChannelModel => {
    const sub = SUBSCRIBERS[s.type];
    const subscribers = logNormal(rng, sub.median * s.scale ** sub.exponent, sub.sigma);
    return {
      ...s,
      index,
      channelId: channelId(rng, used),
      displayOrder: s.type === 'fire_dept' ? index + 1 : null,
      subscriberCount: roundSignificant(Math.max(30, subscribers)),
      thumbnailUrl: chance(rng, s.type === 'fire_dept' ? 0.95 : 0.8)
        ? `https://yt3.ggpht.com/${randomId(rng, 48)}=s800-c-k-c0x00ffffff-no-rj`
        : null,
      isActive: true,
      isFeatured: false,
      autoSync: chance(rng, 0.93),
      createdAt: new Date(now.getTime() - randInt(rng, 400, 730) * DAY),
      videoWeight: s.scale ** 1.3 * logNormal(rng, 1, 0.6),
      extraUploads: 0,
      lifetimeFactor: 1.2 + rng() * 2.5,
    };
  });

  // Normalise video weights within each type to the type's share.
  for (const type of Object.keys(TYPE_SHARE) as ChannelType[]) {
    const ofType = channels.filter((c) => c.type === type);
    const total = ofType.reduce((sum, c) => sum + c.videoWeight, 0);
    for (const c of ofType) c.videoWeight = (c.videoWeight / total) * TYPE_SHARE[type];
  }
  for (const c of channels) c.extraUploads = randInt(rng, 0, 60) + Math.round(rng() * 1.5 * c.videoWeight * 20_000);

  // Featured: the national agency, Seoul, Gyeonggi, the three largest domestic and the largest international channel.
  const bySubscribers = (type: ChannelType) =>
    channels.filter((c) => c.type === type).sort((a, b) => b.subscriberCount - a.subscriberCount || a.index - b.index);
  for (const c of [
    channels[0]!,
    channels[1]!,
    channels[9]!,
    ...bySubscribers('domestic').slice(0, 3),
    ...bySubscribers('international').slice(0, 1),
  ]) {
    c.isFeatured = true;
  }
  // Two channels no longer active (stopped uploading; not synced any more).
  for (const c of [bySubscribers('domestic').at(-1)!, bySubscribers('international').at(-1)!]) {
    c.isActive = false;
    c.autoSync = false;
  }
  return channels;
}
