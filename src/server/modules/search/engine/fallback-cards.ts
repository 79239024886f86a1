// What a result card needs for the videos the index holds (best static rank first, bounded), packed into one string
// per video: while the database is away, a search never asked before still answers from memory (ADR 0028).
import type { VideoRow } from '../../../../db/repositories/video-columns.ts';
import { formatDuration } from '../../../../shared/format/duration.ts';

/** The index row's columns a card needs beyond those the index keeps for ranking. */
export interface CardSource {
  id: number;
  video_id: string;
  title: string;
  channel_id: string;
  channel_name: string;
  channel_type: string | null;
  thumbnail_url: string | null;
  upload_date: Date | string;
  duration: number | null;
  view_count: number;
  like_count: number;
  is_short?: boolean | undefined;
}

const SEP = '\u0001';
const standardThumb = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

export class FallbackCards {
  readonly #cards = new Map<number, string>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get size(): number {
    return this.#cards.size;
  }

  /** Keeps (or refreshes) a video's card; past the bound, only videos already kept are refreshed. */
  put(row: CardSource): void {
    if (!row.video_id) return;
    if (!this.#cards.has(row.id) && this.#cards.size >= this.#max) return;
    const thumb = row.thumbnail_url === standardThumb(row.video_id) ? '' : row.thumbnail_url === null ? '-' : row.thumbnail_url;
    this.#cards.set(
      row.id,
      [
        row.video_id,
        row.title,
        row.channel_id,
        row.channel_name,
        row.channel_type ?? '',
        thumb,
        new Date(row.upload_date).getTime(),
        row.duration ?? '',
        row.view_count,
        row.like_count,
        row.is_short ? 1 : 0,
      ].join(SEP),
    );
  }

  remove(id: number): void {
    this.#cards.delete(id);
  }

  /**
   * Rows for the YouTube ids that have a card (a disaster notice's pinned videos while the database is away): one
   * pass over the cards, only on that path, and the answer is then kept by the response cache.
   */
  rowsByVideoIds(videoIds: readonly string[]): VideoRow[] {
    const wanted = new Set(videoIds);
    const ids: number[] = [];
    for (const [id, packed] of this.#cards) {
      if (wanted.has(packed.slice(0, packed.indexOf(SEP)))) ids.push(id);
      if (ids.length === wanted.size) break;
    }
    return [...this.rows(ids).values()];
  }

  /** Rows for the ids that have a card (the rest are left out), as the display rows would give them. */
  rows(ids: readonly number[]): Map<number, VideoRow> {
    const found = new Map<number, VideoRow>();
    for (const id of ids) {
      const packed = this.#cards.get(id);
      if (!packed) continue;
      const [
        videoId = '',
        title = '',
        channelId = '',
        channelName = '',
        channelType = '',
        thumb = '',
        upload,
        duration,
        views,
        likes,
        short,
      ] = packed.split(SEP);
      const seconds = duration ? Number(duration) : null;
      found.set(id, {
        id,
        video_id: videoId,
        title,
        description: '',
        channel_id: channelId,
        channel_name: channelName,
        channel_type: (channelType || null) as VideoRow['channel_type'],
        thumbnail_url: thumb === '' ? standardThumb(videoId) : thumb === '-' ? null : thumb,
        upload_date: new Date(Number(upload)),
        view_count: Number(views),
        like_count: Number(likes),
        comment_count: null,
        subscriber_count: null,
        duration: seconds,
        duration_display: seconds === null ? null : formatDuration(seconds),
        tags: [],
        keyword_id: null,
        video_url: `https://www.youtube.com/watch?v=${videoId}`,
        is_new: false,
        status: 'published',
        is_short: short === '1',
      } as VideoRow);
    }
    return found;
  }
}
