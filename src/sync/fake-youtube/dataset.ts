// The fake YouTube's data: deterministic and lazy. Ids encode (channel, upload) so any video
// can be rebuilt from its id without storing 62k objects; only changes are kept in maps.

import { chance, logNormal, mixSeed, mulberry32, pick, randInt } from '../../db/seed/prng.ts';
import type { Rng } from '../../db/seed/prng.ts';
import { captionsFor, type FakeCaptions } from './captions.ts';
import { CHANNEL_SEEDS, FORMATS, SENTENCES, TOPICS } from './vocabulary.ts';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DAY_MS = 86_400_000;

export type Privacy = 'public' | 'unlisted' | 'private';

export interface DatasetOptions {
  seed?: number;
  channels?: number;
  /** Uploads per channel: one number for all, or per channel index. */
  videosPerChannel?: number | ((channelIndex: number) => number);
  /** Latest initial upload is just before this instant. */
  now?: Date;
  /** Indexes of channels that hide their subscriber count (Google then leaves the count out). */
  hiddenSubscriberChannels?: readonly number[];
}

export interface FakeChannel {
  index: number;
  id: string;
  uploadsPlaylistId: string;
  handle: string;
  /** The legacy username (youtube.com/user/…) that forUsername finds. */
  username: string;
  title: string;
  description: string;
  publishedAt: string;
  subscriberCount: number;
  hiddenSubscribers: boolean;
  viewCount: number;
  /** Uploads ever made (removed ones included); upload index j < uploadCount. */
  uploadCount: number;
  initialCount: number;
  hidden: Set<number>;
}

export interface FakeVideo {
  id: string;
  channel: FakeChannel;
  uploadIndex: number;
  title: string;
  description: string;
  tags: string[];
  durationIso: string;
  publishedAt: string;
  viewCount: number;
  /** null when the owner hides likes / turned comments off (Google then leaves the field out). */
  likeCount: number | null;
  commentCount: number | null;
  privacy: Privacy;
  removed: boolean;
  /** How YouTube lets it be played (defaults: embeddable, not for kids, no age or region restriction, not live). */
  playback: FakePlayback;
  /** Caption tracks (captions.list) and the flag videos.list reports (contentDetails.caption). */
  captions: FakeCaptions;
}

export interface FakePlayback {
  embeddable?: boolean;
  madeForKids?: boolean;
  ageRestricted?: boolean;
  regionRestriction?: { allowed?: string[]; blocked?: string[] };
  /** A finished live stream carries liveStreamingDetails. */
  wasLive?: boolean;
  /** Portrait player (9:16); default: portrait for '#shorts' uploads. */
  portrait?: boolean;
}

interface VideoChange {
  privacy?: Privacy;
  removed?: boolean;
  views?: number;
  likes?: number;
  comments?: number;
  publishedAt?: string;
  /** The owner hid the likes / turned comments off after upload: Google leaves the count out from now on. */
  likesHidden?: boolean;
  commentsHidden?: boolean;
  playback?: FakePlayback;
  captions?: FakeCaptions;
}

const encode = (n: number, width: number): string => {
  let out = '';
  for (let i = 0; i < width; i += 1) out = B64[Math.floor(n / 64 ** i) % 64]! + out;
  return out;
};
const decode = (text: string): number => [...text].reduce((n, ch) => n * 64 + B64.indexOf(ch), 0);
// Google prints whole seconds: 2025-05-30T19:27:22Z.
const isoSeconds = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const randomChars = (rng: Rng, count: number): string => Array.from({ length: count }, () => B64[Math.floor(rng() * 64)]!).join('');

/** '1:02:03' style seconds → ISO-8601 as YouTube writes it: PT1H2M3S, PT45S, PT0S. */
export function toIsoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const body = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
  return `PT${body}`;
}

export function createDataset(options: DatasetOptions = {}) {
  const seed = options.seed ?? 119;
  const now = (options.now ?? new Date('2025-06-01T00:00:00Z')).getTime();
  const perChannel = options.videosPerChannel ?? 120;
  const changes = new Map<string, VideoChange>();
  const tag = B64[seed % 64]!;
  let statsBump = 0;

  const channels: FakeChannel[] = Array.from({ length: options.channels ?? 3 }, (_, index) => {
    const rng = mulberry32(mixSeed(seed, 1, index));
    const base = CHANNEL_SEEDS[index % CHANNEL_SEEDS.length]!;
    const round = Math.floor(index / CHANNEL_SEEDS.length);
    const suffix = randomChars(rng, 19);
    const count = typeof perChannel === 'function' ? perChannel(index) : perChannel;
    const subscribers = Math.round(logNormal(rng, 3_000 * base.scale, 1));
    return {
      index,
      id: `UC${encode(index, 3)}${suffix}`,
      uploadsPlaylistId: `UU${encode(index, 3)}${suffix}`,
      handle: `@fake119-${index}`,
      username: `fake119user${index}`,
      title: round === 0 ? base.name : `${base.name} ${round + 1}`,
      description: base.description,
      publishedAt: isoSeconds(now - randInt(rng, 1_500, 4_000) * DAY_MS),
      subscriberCount: subscribers,
      hiddenSubscribers: options.hiddenSubscriberChannels?.includes(index) ?? false,
      viewCount: subscribers * randInt(rng, 40, 400),
      uploadCount: count,
      initialCount: count,
      hidden: new Set<number>(),
    };
  });
  const byChannelId = new Map(channels.map((c) => [c.id, c]));
  const byPlaylistId = new Map(channels.map((c) => [c.uploadsPlaylistId, c]));

  const checkChars = (c: number, j: number): string => randomChars(mulberry32(mixSeed(seed, 2, c, j)), 4);
  // Ids are asked for on every page; remembering them per channel keeps a 62k-video run cheap.
  const idCache: string[][] = channels.map(() => []);
  const videoIdOf = (c: number, j: number): string => (idCache[c]![j] ??= `${tag}${encode(c, 3)}${encode(j, 3)}${checkChars(c, j)}`);

  function locate(videoId: string): { channel: FakeChannel; j: number } | null {
    if (!/^[A-Za-z0-9_-]{11}$/.test(videoId) || videoId[0] !== tag) return null;
    const c = decode(videoId.slice(1, 4));
    const j = decode(videoId.slice(4, 7));
    const channel = channels[c];
    if (!channel || j >= channel.uploadCount || videoId !== videoIdOf(c, j)) return null;
    return { channel, j };
  }

  function build(channel: FakeChannel, j: number): FakeVideo {
    const rng = mulberry32(mixSeed(seed, 3, channel.index, j));
    const base = CHANNEL_SEEDS[channel.index % CHANNEL_SEEDS.length]!;
    const topic = pick(rng, TOPICS);
    const format = pick(rng, FORMATS);
    const seconds = format === '#shorts' ? randInt(rng, 15, 59) : chance(rng, 0.6) ? randInt(rng, 60, 600) : randInt(rng, 601, 4_000);
    // Initial uploads spread back from `now` (~2 days apart); later ones follow an hour apart.
    const step = 2 * DAY_MS;
    const published =
      j < channel.initialCount
        ? now - (channel.initialCount - j) * step + Math.floor(rng() * (step / 2))
        : now + (j - channel.initialCount + 1) * 3_600_000;
    const views = Math.round(logNormal(rng, 800 * base.scale, 1.4));
    const id = videoIdOf(channel.index, j);
    const change = changes.get(id) ?? {};
    const likes = chance(rng, 0.05) ? null : Math.round(views * (0.005 + rng() * 0.03));
    const comments = chance(rng, 0.04) ? null : Math.round(views * rng() * 0.004);
    return {
      id,
      channel,
      uploadIndex: j,
      title: `[${base.short}] ${topic.name} ${format}`,
      description: `${channel.title}에서 알려드리는 ${topic.name} 영상입니다.\n\n${pick(rng, SENTENCES)}\n#소방 #안전 #${topic.tags[0]}`,
      tags: ['소방', '119', '안전', ...topic.tags, base.short],
      durationIso: toIsoDuration(seconds),
      publishedAt: change.publishedAt ?? isoSeconds(published),
      viewCount: views + statsBump + (change.views ?? 0),
      likeCount: likes === null || change.likesHidden ? null : likes + (change.likes ?? 0),
      commentCount: comments === null || change.commentsHidden ? null : comments + (change.comments ?? 0),
      privacy: change.privacy ?? 'public',
      removed: change.removed ?? false,
      playback: { portrait: format === '#shorts', ...change.playback },
      captions: change.captions ?? captionsFor(seed, channel.index, j),
    };
  }

  const edit = (videoId: string, patch: VideoChange): FakeChannel => {
    const found = locate(videoId);
    if (!found) throw new Error(`fake YouTube: unknown video ${videoId}`);
    const change = { ...changes.get(videoId), ...patch };
    changes.set(videoId, change);
    // Removed, private and unlisted uploads vanish from the uploads playlist, search and the feed.
    if (change.removed || (change.privacy ?? 'public') !== 'public') found.channel.hidden.add(found.j);
    else found.channel.hidden.delete(found.j);
    return found.channel;
  };

  return {
    seed,
    channels,
    channelById: (id: string) => byChannelId.get(id) ?? null,
    channelByHandle: (handle: string) =>
      channels.find((c) => c.handle.toLowerCase() === `@${handle.replace(/^@/, '')}`.toLowerCase()) ?? null,
    channelByUsername: (username: string) => channels.find((c) => c.username.toLowerCase() === username.toLowerCase()) ?? null,
    channelByPlaylist: (id: string) => byPlaylistId.get(id) ?? null,
    /** The video, or null when unknown; removed/private ones are returned with their flags set. */
    video(videoId: string): FakeVideo | null {
      const found = locate(videoId);
      return found ? build(found.channel, found.j) : null;
    },
    /** Visible upload ids of a channel, newest first (what the uploads playlist lists). */
    uploadIds(channel: FakeChannel): string[] {
      const ids: string[] = [];
      for (let j = channel.uploadCount - 1; j >= 0; j -= 1) if (!channel.hidden.has(j)) ids.push(videoIdOf(channel.index, j));
      return ids;
    },
    visibleCount: (channel: FakeChannel) => channel.uploadCount - channel.hidden.size,
    addUploads(channel: FakeChannel, count: number, publishedAt?: Date): string[] {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const id = videoIdOf(channel.index, channel.uploadCount);
        channel.uploadCount += 1;
        if (publishedAt) changes.set(id, { publishedAt: isoSeconds(publishedAt.getTime() + i * 1000) });
        ids.push(id);
      }
      return ids;
    },
    removeVideo: (videoId: string) => edit(videoId, { removed: true }),
    /** Changes how YouTube lets the video be played (embedding, age or region restriction, live, portrait). */
    setPlayback: (videoId: string, playback: FakePlayback) =>
      edit(videoId, { playback: { ...changes.get(videoId)?.playback, ...playback } }),
    /** The owner hides the like count and/or turns comments off (true) or shows them again (false). */
    hideCounts: (videoId: string, hidden: { likes?: boolean; comments?: boolean }) =>
      edit(videoId, {
        ...(hidden.likes === undefined ? {} : { likesHidden: hidden.likes }),
        ...(hidden.comments === undefined ? {} : { commentsHidden: hidden.comments }),
      }),
    setPrivacy: (videoId: string, privacy: Privacy) => edit(videoId, { privacy }),
    /** The owner adds or removes caption tracks (the flag follows unless given). */
    setCaptions: (videoId: string, captions: FakeCaptions) => edit(videoId, { captions }),
    bumpStatistics(videoId: string | null, delta: { views?: number; likes?: number; comments?: number } = { views: 100 }) {
      if (videoId === null) {
        statsBump += delta.views ?? 0;
        return;
      }
      const old = changes.get(videoId) ?? {};
      edit(videoId, {
        views: (old.views ?? 0) + (delta.views ?? 0),
        likes: (old.likes ?? 0) + (delta.likes ?? 0),
        comments: (old.comments ?? 0) + (delta.comments ?? 0),
      });
    },
  };
}

export type Dataset = ReturnType<typeof createDataset>;
