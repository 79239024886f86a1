import { listKeywordVideos } from '../../../db/repositories/keyword-videos.repo.ts';
import { findKeywordBySlug } from '../../../db/repositories/keywords.repo.ts';
import { findKitBySlug, kitVideos } from '../../../db/repositories/kits.repo.ts';
import { findPublicVideo } from '../../../db/repositories/videos.repo.ts';
import { VIDEO_ID_PATTERN } from '../../../shared/constants/catalogue.ts';
import type { AppContext } from '../../core/context.ts';

export interface EmbedItem {
  videoId: string;
  available: boolean;
  title: string;
  channelName: string;
  duration: number | null;
  note: string;
  question: string;
  startSeconds: number | null;
  endSeconds: number | null;
}

export interface EmbedList {
  kind: 'keyword' | 'kit' | 'video';
  /** The page's heading. */
  title: string;
  /** The page on the site it comes from (encoded path). */
  page: string;
  items: EmbedItem[];
}

export const EMBED_LIMIT = { default: 6, kitDefault: 30, max: 30 } as const;
const THUMBNAIL_CACHE = 500;
const THUMBNAIL_MAX_BYTES = 300_000;

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

/** The embeddable lists (a keyword's videos, a kit, one video) and the thumbnails they show (ADR 0029). */
export class EmbedService {
  readonly #ctx: AppContext;
  readonly #thumbnails = new Map<string, Promise<Buffer | null>>();

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  /** A keyword's most watched public videos (as its page lists them first). */
  async keyword(slug: string, limit: number): Promise<EmbedList | null> {
    const keyword = await findKeywordBySlug(this.#ctx.db, slug.normalize('NFC'));
    if (!keyword) return null;
    const { rows } = await listKeywordVideos(
      this.#ctx.db,
      keyword.id,
      { sort: 'view_count', order: 'desc', period: 'all', page: 1, limit },
      async () => 0,
    );
    return {
      kind: 'keyword',
      title: `'${keyword.keyword}' 안전영상`,
      page: path('view', keyword.slug),
      items: rows.map((row) => ({
        videoId: row.video_id,
        available: true,
        title: row.title,
        channelName: row.channel_name,
        duration: row.duration,
        note: '',
        question: '',
        startSeconds: null,
        endSeconds: null,
      })),
    };
  }

  /** A kit's places in order (a place whose video is gone stays as a placeholder). */
  async kit(slug: string, limit: number): Promise<EmbedList | null> {
    const kit = await findKitBySlug(this.#ctx.db, slug.normalize('NFC'));
    if (!kit) return null;
    const places = (await kitVideos(this.#ctx.db, kit.id)).slice(0, limit);
    return {
      kind: 'kit',
      title: `수업 꾸러미: ${kit.title}`,
      page: path('kits', kit.slug),
      items: places.map((place) => ({
        videoId: place.video_id,
        available: place.available,
        title: place.title ?? '',
        channelName: place.channel_name ?? '',
        duration: place.duration,
        note: place.note,
        question: place.question,
        startSeconds: place.start_seconds,
        endSeconds: place.end_seconds,
      })),
    };
  }

  async video(videoId: string): Promise<EmbedList | null> {
    if (!VIDEO_ID_PATTERN.test(videoId)) return null;
    const video = await findPublicVideo(this.#ctx.db, videoId);
    if (!video) return null;
    return {
      kind: 'video',
      title: video.title,
      page: `/?video=${encodeURIComponent(video.video_id)}`,
      items: [
        {
          videoId: video.video_id,
          available: true,
          title: video.title,
          channelName: video.channel_name,
          duration: video.duration,
          note: '',
          question: '',
          startSeconds: null,
          endSeconds: null,
        },
      ],
    };
  }

  /**
   * A public video's thumbnail, fetched by this server from YouTube's image host and kept in memory (the last 500),
   * so a page that embeds our list sends its visitors to YouTube only when they press play. null: not public, or
   * YouTube did not answer with an image.
   */
  async thumbnail(videoId: string): Promise<Buffer | null> {
    if (!VIDEO_ID_PATTERN.test(videoId)) return null;
    const cached = this.#thumbnails.get(videoId);
    if (cached) return cached;
    const work = (async () => {
      if (!(await findPublicVideo(this.#ctx.db, videoId))) return null;
      try {
        const response = await fetch(`${this.#ctx.config.YOUTUBE_IMAGE_BASE_URL.replace(/\/+$/, '')}/vi/${videoId}/mqdefault.jpg`, {
          signal: AbortSignal.timeout(3_000),
        });
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('image/jpeg')) return null;
        const body = Buffer.from(await response.arrayBuffer());
        return body.length <= THUMBNAIL_MAX_BYTES ? body : null;
      } catch {
        return null;
      }
    })();
    this.#thumbnails.set(videoId, work);
    // A failure is tried again on a later request; the oldest entry leaves when the cache is full.
    void work.then((body) => body ?? this.#thumbnails.delete(videoId));
    if (this.#thumbnails.size > THUMBNAIL_CACHE) this.#thumbnails.delete(this.#thumbnails.keys().next().value!);
    return work;
  }
}
