import type { Oembed, OembedQuery } from '../../../shared/api/oembed.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, notFound } from '../../core/errors.ts';
import { EMBED_LIMIT, EmbedService, type EmbedList } from './embed.service.ts';

const NOT_OURS = '이 사이트의 키워드·수업 꾸러미·영상 주소만 퍼갈 수 있습니다.';
const SIZE = { list: { width: 640, height: 720 }, video: { width: 640, height: 420 } } as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The first path segment after `prefix`, decoded; null when the path is not prefix + one segment. */
function after(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/** oEmbed 1.0 for the site's own keyword, kit and video addresses (ADR 0029). */
export class OembedService {
  readonly #embeds: EmbedService;

  constructor(ctx: AppContext) {
    this.#embeds = new EmbedService(ctx);
  }

  async describe(origin: string, query: OembedQuery): Promise<Oembed> {
    if (query.format !== 'json') throw new ApiError(501, 'NOT_IMPLEMENTED', "'format'은 json만 지원합니다.", 'format');
    let url: URL;
    try {
      url = new URL(query.url);
    } catch {
      throw notFound(NOT_OURS);
    }
    if (url.origin !== origin) throw notFound(NOT_OURS);
    const found = await this.#find(url);
    if (!found) throw notFound(NOT_OURS);
    const { list, embedPath } = found;
    const box = list.kind === 'video' ? SIZE.video : SIZE.list;
    const width = Math.min(box.width, query.maxwidth ?? box.width);
    const height = Math.min(box.height, query.maxheight ?? box.height);
    const title = list.kind === 'keyword' ? `119 안전영상: ${list.title}` : list.kind === 'kit' ? `119 안전영상 ${list.title}` : list.title;
    const video = list.kind === 'video' ? list.items[0]! : null;
    return {
      version: '1.0',
      type: video ? 'video' : 'rich',
      title,
      provider_name: '119 안전영상',
      provider_url: `${origin}/`,
      cache_age: 3600,
      ...(video
        ? {
            author_name: video.channelName,
            thumbnail_url: `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`,
            thumbnail_width: 480,
            thumbnail_height: 360,
          }
        : { author_name: '119 안전영상', author_url: `${origin}${list.page}` }),
      html: `<iframe src="${escapeHtml(`${origin}${embedPath}`)}" width="${width}" height="${height}" title="${escapeHtml(title)}" loading="lazy" style="border:0;max-width:100%" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen></iframe>`,
      width,
      height,
    };
  }

  async #find(url: URL): Promise<{ list: EmbedList; embedPath: string } | null> {
    const enc = encodeURIComponent;
    const videoId = url.searchParams.get('video');
    if (videoId) {
      const list = await this.#embeds.video(videoId);
      return list ? { list, embedPath: `/embed/videos/${enc(list.items[0]!.videoId)}` } : null;
    }
    const keyword = after(url.pathname, '/view/') ?? after(url.pathname, '/embed/keywords/');
    if (keyword !== null) {
      const list = await this.#embeds.keyword(keyword, EMBED_LIMIT.default);
      return list ? { list, embedPath: `/embed/keywords/${list.page.split('/').pop()}` } : null;
    }
    const kit = after(url.pathname, '/kits/') ?? after(url.pathname, '/embed/kits/');
    if (kit !== null) {
      const list = await this.#embeds.kit(kit, 1);
      return list ? { list, embedPath: `/embed/kits/${list.page.split('/').pop()}` } : null;
    }
    const video = after(url.pathname, '/embed/videos/');
    if (video !== null) {
      const list = await this.#embeds.video(video);
      return list ? { list, embedPath: url.pathname } : null;
    }
    return null;
  }
}
