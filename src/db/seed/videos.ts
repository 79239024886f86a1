// One generated video per index. Each video has its own random stream (seed, index), so row i
// is the same whatever the batch size or the total count.

import { staticRank } from '../../shared/search/static-rank.ts';
import { buildSearchDocument } from '../../shared/search/text.ts';
import { UNREGISTERED_CHANNEL_NAMES } from './channels-data.ts';
import { hidesSubscribers, UNREGISTERED_SHARE, type ChannelModel } from './channels.ts';
import type { KeywordModel } from './keywords.ts';
import { chance, logNormal, logUniform, pick, randInt, streamFor, uniqueVideoId, WeightedPicker, type Rng } from './prng.ts';
import { DELETION_REASONS } from './templates.ts';
import { makeDescription, makeTags, makeTitle, type TextContext } from './video-text.ts';
import type { ChannelType, VideoStatus } from '../schema.ts';

export interface VideoRow {
  video_id: string;
  title: string;
  description: string;
  channel_id: string | null;
  channel_name: string;
  channel_type: ChannelType | null;
  thumbnail_url: string | null;
  upload_date: Date;
  view_count: number;
  /** null: hidden on YouTube (a few demo videos hide likes or have comments off, some channels hide subscribers). */
  like_count: number | null;
  comment_count: number | null;
  subscriber_count: number | null;
  duration: number;
  duration_display: string;
  tags: string[];
  keyword_id: number;
  video_url: string | null;
  /** A /shorts/ address (the demo's stand-in for our Shorts heuristic, migration 0013). */
  is_short: boolean;
  is_new: boolean;
  status: VideoStatus;
  deleted_at: Date | null;
  deleted_by: string | null;
  deletion_reason: string | null;
  created_at: Date;
  updated_at: Date;
  search_text: string;
  search_terms: string[];
  title_terms: string[];
  static_rank: number;
  /** Not a column: index into the channel list, -1 when unregistered. */
  channelIndex: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const KST_OFFSET = 9 * HOUR;
/** Uploads span eight years before `now`. */
export const SPAN_DAYS = 8 * 365;
/** Share of videos uploaded in the last seven days (a few dozen per 56,000). */
export const FRESH_SHARE = 0.001;
export const NEW_WINDOW_MS = 7 * DAY;

const VIEWS: Record<ChannelType, { median: number; sigma: number }> = {
  fire_dept: { median: 1_100, sigma: 1.5 },
  fire_station: { median: 320, sigma: 1.3 },
  domestic: { median: 4_000, sigma: 1.7 },
  international: { median: 8_000, sigma: 1.7 },
};

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** short (< 240 s) 45 %, medium (240–1200 s) 40 %, long (> 1200 s) 15 %. */
function drawDuration(rng: Rng): number {
  const r = rng();
  if (r < 0.45) return chance(rng, 0.3) ? randInt(rng, 15, 60) : randInt(rng, 61, 239);
  if (r < 0.85) return Math.round(logUniform(rng, 240, 1200));
  return Math.min(3 * 3600, Math.round(logUniform(rng, 1201, 5400)));
}

/** Upload time: mostly weighted to recent years, plus a few in the last week (some today, KST). */
function drawUploadDate(rng: Rng, now: Date): Date {
  const nowMs = now.getTime();
  if (chance(rng, FRESH_SHARE)) {
    const sinceKstMidnight = (nowMs + KST_OFFSET) % DAY;
    const age = chance(rng, 0.3) && sinceKstMidnight > 60_000 ? rng() * sinceKstMidnight : rng() * NEW_WINDOW_MS;
    return new Date(Math.floor((nowMs - age) / 1000) * 1000);
  }
  // Density falls linearly with age (more uploads in recent years), outside the last week.
  const ageDays = 7 + (SPAN_DAYS - 7) * (1 - Math.sqrt(1 - rng()));
  return new Date(Math.floor((nowMs - ageDays * DAY) / 1000) * 1000);
}

function drawStatus(rng: Rng): VideoStatus {
  const r = rng();
  return r < 0.95 ? 'published' : r < 0.97 ? 'draft' : r < 0.99 ? 'archived' : 'deleted';
}

function videoUrl(rng: Rng, id: string, duration: number): string | null {
  if (duration <= 60 && chance(rng, 0.5)) return `https://www.youtube.com/shorts/${id}`;
  const r = rng();
  if (r < 0.86) return `https://www.youtube.com/watch?v=${id}`;
  if (r < 0.96) return `https://youtu.be/${id}`;
  if (r < 0.975) return `https://m.youtube.com/watch?v=${id}&feature=share`;
  if (r < 0.99) return `https://www.youtube.com/embed/${id}`;
  if (r < 0.997) return `https://www.youtube.com/live/${id}`;
  return null;
}

export interface VideoFactoryInput {
  seed: number;
  now: Date;
  channels: readonly ChannelModel[];
  keywords: readonly KeywordModel[];
  /** keyword_master ids, parallel to `keywords`. */
  keywordIds: readonly number[];
}

export function createVideoFactory(input: VideoFactoryInput): (index: number) => VideoRow {
  const { seed, now, channels, keywords, keywordIds } = input;
  const nowMs = now.getTime();
  const idKey = streamFor(seed, 'video-id-key')() * 4294967296;
  const channelPicker = new WeightedPicker<ChannelModel | null>(
    [...channels, null],
    [...channels.map((c) => c.videoWeight), UNREGISTERED_SHARE],
  );
  const korean = keywords.map((_, i) => i);
  const base = korean.filter((i) => keywords[i]!.level === 0 && keywords[i]!.topic.international);
  const pickers = new Map<string, WeightedPicker<number>>();
  const pickerFor = (pool: number[], focus: readonly string[], key: string): WeightedPicker<number> => {
    let picker = pickers.get(key);
    if (!picker) {
      const matching = focus.length ? pool.filter((i) => focus.some((f) => keywords[i]!.focusSlugs.has(f))) : pool;
      const items = matching.length ? matching : pool;
      picker = new WeightedPicker(
        items,
        items.map((i) => keywords[i]!.weight),
      );
      pickers.set(key, picker);
    }
    return picker;
  };

  return (index: number): VideoRow => {
    const rng = streamFor(seed, 'video', index);
    const channel = channelPicker.pick(rng);
    const type = channel?.type ?? null;
    const english = type === 'international';
    const pool = english ? base : korean;
    const useFocus = channel !== null && channel.focus.length > 0 && chance(rng, 0.75);
    const k = pickerFor(pool, useFocus ? channel.focus : [], `${english}:${useFocus ? channel.index : 'all'}`).pick(rng);
    const keyword = keywords[k]!;

    const duration = drawDuration(rng);
    const upload = drawUploadDate(rng, now);
    const ageDays = (nowMs - upload.getTime()) / DAY;
    const org = channel?.short ?? pick(rng, UNREGISTERED_CHANNEL_NAMES);
    const channelName = channel?.name ?? org;
    const ctx: TextContext = {
      keyword: keyword.text,
      hasSuffix: keyword.suffix !== null,
      prefix: keyword.prefix,
      topic: keyword.topic,
      org,
      channelType: type,
      year: new Date(upload.getTime() + KST_OFFSET).getUTCFullYear(),
      durationSeconds: duration,
      english,
    };
    const title = makeTitle(rng, ctx);
    const description = makeDescription(rng, ctx);
    const tags = makeTags(rng, ctx);

    const views = VIEWS[type ?? 'domestic'];
    const reach = channel ? (channel.subscriberCount / 10_000) ** 0.25 : 0.6;
    const ageFactor = Math.min(1, ageDays / 45) ** 0.6;
    const rawViews = logNormal(rng, views.median, views.sigma) * reach * ageFactor;
    // Soft ceiling: the very largest stay in the tens of millions without piling up at a cap.
    const viewCount = Math.round(rawViews / (1 + rawViews / 50_000_000));
    const likeCount = Math.round(viewCount * logUniform(rng, 0.005, 0.04));
    const commentCount = Math.round(likeCount * logUniform(rng, 0.02, 0.15));

    const videoId = uniqueVideoId(rng, index, idKey);
    const status = drawStatus(rng);
    const createdAt = new Date(Math.min(nowMs, upload.getTime() + Math.round(logUniform(rng, 0.2, 72) * HOUR)));
    const updatedAt = new Date(Math.min(nowMs, createdAt.getTime() + (chance(rng, 0.3) ? Math.round(rng() * 60 * DAY) : 0)));
    const deleted = status === 'deleted';
    const doc = buildSearchDocument({ title, channelName, tags, description });

    // Drawn here, in the order the stream always drew it (after the thumbnail's and the subscriber count's draws).
    const thumbnail = chance(rng, 0.985) ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : null;
    const drawn = channel?.subscriberCount ?? Math.round(logNormal(rng, 2_000, 1));
    const subscribers = channel && hidesSubscribers(channel.index) ? null : drawn;
    const url = videoUrl(rng, videoId, duration);
    const likesHidden = index % 50 === 7;
    return {
      video_id: videoId,
      title,
      description,
      channel_id: channel?.channelId ?? null,
      channel_name: channelName,
      channel_type: type,
      thumbnail_url: thumbnail,
      upload_date: upload,
      view_count: viewCount,
      // Deterministic by position (no extra draw, so every other value stays as it was).
      like_count: likesHidden ? null : likeCount,
      comment_count: likesHidden || index % 60 === 11 ? null : commentCount,
      subscriber_count: subscribers,
      duration,
      duration_display: formatDuration(duration),
      tags,
      keyword_id: keywordIds[k]!,
      video_url: url,
      is_short: url?.includes('/shorts/') ?? false,
      is_new: nowMs - upload.getTime() < NEW_WINDOW_MS,
      status,
      deleted_at: deleted ? new Date(updatedAt.getTime() + Math.round(rng() * (nowMs - updatedAt.getTime()))) : null,
      deleted_by: deleted ? 'admin' : null,
      deletion_reason: deleted ? pick(rng, DELETION_REASONS) : null,
      created_at: createdAt,
      updated_at: updatedAt,
      search_text: doc.search_text,
      search_terms: doc.search_terms,
      title_terms: doc.title_terms,
      // As sync ranks a video whose likes it never knew: views alone.
      static_rank: staticRank(viewCount, likesHidden ? 0 : likeCount),
      channelIndex: channel?.index ?? -1,
    };
  };
}
