import { findCategoryBySlug } from '../../../db/repositories/categories.repo.ts';
import { findChannel } from '../../../db/repositories/channels.repo.ts';
import { catalogueChangedAt } from '../../../db/repositories/discovery.repo.ts';
import * as repo from '../../../db/repositories/feeds.repo.ts';
import type { FeedVideoRow } from '../../../db/repositories/feeds.repo.ts';
import { findKeywordBySlug } from '../../../db/repositories/keywords.repo.ts';
import { findKitBySlug, kitVideos } from '../../../db/repositories/kits.repo.ts';
import { TOPICS_BY_AUDIENCE } from '../../../shared/constants/audience-topics/index.ts';
import { AUDIENCE_NAMES, isAudienceType } from '../../../shared/constants/audiences.ts';
import { feedPath, type FeedFormat, type FeedScope } from '../../../shared/url/feeds.ts';
import type { AppContext } from '../../core/context.ts';
import { writeFeed, type FeedEntry } from './feed-writer.ts';

/** Items per feed: readers poll often, so the newest 30 are plenty. */
export const FEED_ITEMS = 30;
const DESCRIPTION_MAX = 300;
const SITE = '119 안전영상';

interface Scope {
  title: string;
  description: string;
  /** The page's path (already encoded). */
  page: string;
  videos: FeedVideoRow[];
  /** Kits: when the list itself last changed. */
  updated?: Date;
}

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;
const clip = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > DESCRIPTION_MAX ? `${chars.slice(0, DESCRIPTION_MAX - 1).join('')}…` : chars.join('');
};

/** RSS 2.0 and Atom feeds of new videos: overall, and per keyword, channel, category, audience and kit (ADR 0029). */
export class FeedService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  /** The feed document, or null when the keyword, channel, category, audience or kit does not exist. */
  async feed(origin: string, format: FeedFormat, scope?: { kind: FeedScope; key: string }): Promise<string | null> {
    const found = scope ? await this.#scope(scope.kind, scope.key.normalize('NFC')) : await this.#overall();
    if (!found) return null;
    const link = `${origin}${found.page}`;
    const entries: FeedEntry[] = found.videos.map((video) => ({
      title: video.title,
      link: `${link}${found.page.includes('?') ? '&' : '?'}video=${encodeURIComponent(video.video_id)}`,
      description: clip(video.description || `${video.channel_name}의 안전 영상`),
      date: new Date(video.upload_date),
      image: video.thumbnail_url ?? `https://i.ytimg.com/vi/${video.video_id}/hqdefault.jpg`,
      author: { name: video.channel_name, ...(video.channel_id ? { link: `${origin}${path('channels', video.channel_id)}` } : {}) },
    }));
    const newest = entries.reduce<Date | null>((latest, entry) => (!latest || entry.date > latest ? entry.date : latest), null);
    return writeFeed(
      {
        title: found.title,
        description: found.description,
        link,
        rssUrl: `${origin}${feedPath('rss', scope)}`,
        atomUrl: `${origin}${feedPath('atom', scope)}`,
        updated: found.updated ?? newest ?? (await catalogueChangedAt(this.#ctx.db)),
        origin,
        entries,
      },
      format,
    );
  }

  async #overall(): Promise<Scope> {
    return {
      title: `${SITE} — 새 영상`,
      description: '소방·구조·화재 안전 영상 가운데 새로 올라온 영상입니다.',
      page: '/',
      videos: await repo.newestVideos(this.#ctx.db, null, FEED_ITEMS),
    };
  }

  async #scope(kind: FeedScope, key: string): Promise<Scope | null> {
    const db = this.#ctx.db;
    switch (kind) {
      case 'keywords': {
        const keyword = await findKeywordBySlug(db, key);
        if (!keyword) return null;
        return {
          title: `${SITE} — '${keyword.keyword}' 새 영상`,
          description: `'${keyword.keyword}'에 관한 새 안전 영상입니다.`,
          page: path('view', keyword.slug),
          videos: await repo.newestVideos(db, { keywordIds: [keyword.id] }, FEED_ITEMS),
        };
      }
      case 'channels': {
        const channel = await findChannel(db, key);
        if (!channel) return null;
        return {
          title: `${SITE} — ${channel.channel_name} 새 영상`,
          description: `${channel.channel_name} 채널에 새로 올라온 안전 영상입니다.`,
          page: path('channels', channel.channel_id),
          videos: await repo.newestVideos(db, { channelId: channel.channel_id }, FEED_ITEMS),
        };
      }
      case 'categories': {
        const category = await findCategoryBySlug(db, key);
        if (!category) return null;
        return {
          title: `${SITE} — '${category.name}' 분류 새 영상`,
          description: `'${category.name}' 분류의 키워드에 새로 모인 안전 영상입니다.`,
          page: category.parent_slug ? path('categories', category.parent_slug, category.slug) : path('categories', category.slug),
          videos: await repo.newestVideos(db, { keywordIds: await repo.categoryKeywordIds(db, category.id) }, FEED_ITEMS),
        };
      }
      case 'audiences': {
        if (!isAudienceType(key)) return null;
        const terms = TOPICS_BY_AUDIENCE[key].map((topic) => topic.searchKeyword);
        const { name, ageBand } = AUDIENCE_NAMES[key];
        return {
          title: `${SITE} — ${name}(${ageBand}) 대상 새 영상`,
          description: `${name}에게 꼭 필요한 안전 주제의 새 영상입니다.`,
          page: path('audience-network', key),
          videos: await repo.newestVideos(db, { keywordIds: await repo.keywordIdsMatching(db, terms) }, FEED_ITEMS),
        };
      }
      case 'kits': {
        const kit = await findKitBySlug(db, key);
        if (!kit) return null;
        // A kit's feed is its list in the kit's order (what a class watches), the unavailable places left out.
        const places = (await kitVideos(db, kit.id)).filter((place) => place.available);
        return {
          title: `${SITE} — 수업 꾸러미 '${kit.title}'`,
          description: kit.summary || `'${kit.title}' 수업 꾸러미의 영상입니다.`,
          page: path('kits', kit.slug),
          updated: new Date(kit.updated_at),
          videos: places.map((place) => ({
            video_id: place.video_id,
            title: place.title ?? place.saved_title,
            description: place.note || place.description || '',
            channel_id: place.channel_id,
            channel_name: place.channel_name ?? '',
            thumbnail_url: place.thumbnail_url,
            upload_date: place.upload_date ?? new Date(kit.updated_at),
            duration: place.duration,
          })),
        };
      }
    }
  }
}
