// Per-page title, description, image, canonical address, feeds and structured data for shared links (Open Graph /
// Twitter), crawlers and feed readers, from the catalogue. An unknown address of any kind answers 404.
import { findChannel } from '../../db/repositories/channels.repo.ts';
import { findCategoryBySlug, primaryCategoryOfKeyword } from '../../db/repositories/categories.repo.ts';
import { listKeywordVideos } from '../../db/repositories/keyword-videos.repo.ts';
import { findKeywordBySlug } from '../../db/repositories/keywords.repo.ts';
import { findKitMeta } from '../../db/repositories/kits.repo.ts';
import { findPublicVideo } from '../../db/repositories/videos.repo.ts';
import { getOembed } from '../../shared/api/oembed.ts';
import { AUDIENCE_NAMES, isAudienceType } from '../../shared/constants/audiences.ts';
import { VIDEO_ID_PATTERN } from '../../shared/constants/catalogue.ts';
import { formatGroupedNumber } from '../../shared/format/index.ts';
import { FEED_TYPES, feedPath, type FeedScope } from '../../shared/url/feeds.ts';
import type { AppContext } from '../core/context.ts';
import { breadcrumbList, videoObject } from './web-structured-data.ts';

export const SITE_NAME = '119 안전영상';
export const DEFAULT_TITLE = '119 안전영상 — 소방·안전 영상 모음';
export const DEFAULT_DESCRIPTION = '소방·구조·화재 안전 영상을 키워드·채널·대상별로 모은 공공 영상 카탈로그입니다.';
export const DEFAULT_IMAGE = '/og-image.jpg';
const DESCRIPTION_MAX = 150;

export interface AlternateLink {
  type: string;
  href: string;
  title: string;
}

export interface PageMeta {
  /** 404 for an unknown route, keyword, channel, category, audience or kit (the SPA still renders its not-found screen). */
  status: 200 | 404;
  title: string;
  description: string;
  image: string;
  type: 'website' | 'video.other' | 'profile';
  /** Path and the query that names the page (no filters, paging or tracking): canonical and og:url. */
  canonical: string;
  /** Feeds and oEmbed of this page (paths or absolute URLs). */
  alternates: AlternateLink[];
  /** JSON-LD objects. */
  jsonLd: object[];
}

const STATIC_ROUTES = new Set([
  '/',
  '/channels',
  '/channels-old',
  '/keyword-network',
  '/search/advanced',
  '/supabase-diagnostic',
  '/diagnostic',
  '/kits',
]);
const PATTERN_ROUTES = [/^\/119sys-ctrl(\/.*)?$/];

const base = (canonical: string, status: 200 | 404 = 200): PageMeta => ({
  status,
  title: DEFAULT_TITLE,
  description: DEFAULT_DESCRIPTION,
  image: DEFAULT_IMAGE,
  type: 'website',
  canonical,
  alternates: [],
  jsonLd: [],
});

function clip(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > DESCRIPTION_MAX ? `${chars.slice(0, DESCRIPTION_MAX - 1).join('')}…` : chars.join('');
}

function segments(pathname: string, prefix: string, count: 1 | 2 = 1): string[] | null {
  if (!pathname.startsWith(prefix)) return null;
  const parts = pathname.slice(prefix.length).split('/');
  if (parts.length < 1 || parts.length > count || parts.some((part) => !part)) return null;
  try {
    return parts.map((part) => decodeURIComponent(part).normalize('NFC'));
  } catch {
    return null;
  }
}
const segment = (pathname: string, prefix: string) => segments(pathname, prefix)?.[0] ?? null;

const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

/** RSS and Atom of new videos, overall or of one keyword, channel, category, audience or kit. */
export function feedLinks(label: string, scope?: { kind: FeedScope; key: string }): AlternateLink[] {
  return [
    { type: FEED_TYPES.rss, href: feedPath('rss', scope), title: `${label} 새 영상 (RSS)` },
    { type: FEED_TYPES.atom, href: feedPath('atom', scope), title: `${label} 새 영상 (Atom)` },
  ];
}

/** oEmbed discovery: the API answers for this page's address. */
export function oembedLink(pageUrl: string, title: string): AlternateLink {
  return { type: 'application/json+oembed', href: `${getOembed.path}?${new URLSearchParams({ url: pageUrl, format: 'json' })}`, title };
}

async function keywordMeta(ctx: AppContext, slug: string, origin: string): Promise<PageMeta> {
  const keyword = await findKeywordBySlug(ctx.db, slug);
  if (!keyword) return base(path('view', slug), 404);
  // The top video only: no total needed.
  const [top, category] = await Promise.all([
    listKeywordVideos(ctx.db, keyword.id, { sort: 'view_count', order: 'desc', period: 'all', page: 1, limit: 1 }, async () => 0),
    primaryCategoryOfKeyword(ctx.db, keyword.id),
  ]);
  const canonical = path('view', keyword.slug);
  const crumbs = [{ label: '홈', href: '/' }];
  if (category?.parent_slug && category.parent_name) {
    crumbs.push({ label: category.parent_name, href: path('categories', category.parent_slug) });
    crumbs.push({ label: category.name, href: path('categories', category.parent_slug, category.slug) });
  } else if (category) crumbs.push({ label: category.name, href: path('categories', category.slug) });
  crumbs.push({ label: keyword.keyword, href: canonical });
  return {
    ...base(canonical),
    title: `${keyword.keyword} 안전영상 | ${SITE_NAME}`,
    description: clip(
      `'${keyword.keyword}' 관련 영상 ${formatGroupedNumber(keyword.total_videos)}개를 채널 ${formatGroupedNumber(keyword.total_channels)}곳에서 모았습니다. 소방기관과 안전 전문가의 영상으로 배워 보세요.`,
    ),
    image: top.rows[0]?.thumbnail_url ?? DEFAULT_IMAGE,
    alternates: [
      ...feedLinks(`'${keyword.keyword}'`, { kind: 'keywords', key: keyword.slug }),
      oembedLink(`${origin}${canonical}`, keyword.keyword),
    ],
    jsonLd: [breadcrumbList(crumbs, origin)],
  };
}

async function channelMeta(ctx: AppContext, id: string): Promise<PageMeta> {
  const channel = await findChannel(ctx.db, id);
  if (!channel) return base(path('channels', id), 404);
  return {
    ...base(path('channels', channel.channel_id)),
    title: `${channel.channel_name} | ${SITE_NAME}`,
    description: clip(channel.description || `${channel.channel_name} 채널의 소방·안전 영상 모음`),
    image: channel.thumbnail_url ?? DEFAULT_IMAGE,
    type: 'profile',
    alternates: feedLinks(channel.channel_name, { kind: 'channels', key: channel.channel_id }),
  };
}

/** /categories/parent and /categories/parent/child: the child must sit under that parent. */
async function categoryMeta(ctx: AppContext, slugs: string[]): Promise<PageMeta> {
  const category = await findCategoryBySlug(ctx.db, slugs.at(-1)!);
  const wellPlaced = category && (slugs.length === 1 || category.parent_slug === slugs[0]);
  if (!category || !wellPlaced) return base(path('categories', ...slugs), 404);
  const canonical = category.parent_slug ? path('categories', category.parent_slug, category.slug) : path('categories', category.slug);
  return {
    ...base(canonical),
    title: `${category.name} 안전영상 | ${SITE_NAME}`,
    description: clip(
      `${category.description ? `${category.description} ` : ''}'${category.name}' 분류의 키워드 ${formatGroupedNumber(category.keyword_count)}개와 영상을 모았습니다.`,
    ),
    alternates: feedLinks(`'${category.name}' 분류`, { kind: 'categories', key: category.slug }),
  };
}

function searchMeta(query: string | null): PageMeta {
  const q = query?.trim().slice(0, 50) ?? '';
  if (!q) return { ...base('/search'), title: `영상 검색 | ${SITE_NAME}` };
  return {
    ...base(`/search?${new URLSearchParams({ q })}`),
    title: `'${q}' 검색 결과 | ${SITE_NAME}`,
    description: clip(`'${q}'에 관한 소방·구조·안전 영상을 119 안전영상에서 찾아보세요.`),
  };
}

async function kitMeta(ctx: AppContext, slug: string, origin: string): Promise<PageMeta> {
  const kit = await findKitMeta(ctx.db, slug);
  if (!kit) return base(path('kits', slug), 404);
  const canonical = path('kits', kit.slug);
  return {
    ...base(canonical),
    title: `${kit.title} — 수업 꾸러미 | ${SITE_NAME}`,
    description: clip(kit.summary || `영상 ${kit.video_count}편으로 꾸린 소방안전 수업 꾸러미입니다.`),
    image: kit.thumbnail_url ?? DEFAULT_IMAGE,
    alternates: [...feedLinks(`'${kit.title}' 꾸러미`, { kind: 'kits', key: kit.slug }), oembedLink(`${origin}${canonical}`, kit.title)],
  };
}

async function routeMeta(ctx: AppContext, pathname: string, params: URLSearchParams, origin: string): Promise<PageMeta> {
  const slug = segment(pathname, '/view/');
  if (slug) return keywordMeta(ctx, slug, origin);
  const channelId = segment(pathname, '/channels/');
  if (channelId) return channelMeta(ctx, channelId);
  const categories = segments(pathname, '/categories/', 2);
  if (categories) return categoryMeta(ctx, categories);
  const kit = segment(pathname, '/kits/');
  if (kit) return kitMeta(ctx, kit, origin);
  const audience = segment(pathname, '/audience-network/');
  if (audience !== null) {
    if (!isAudienceType(audience)) return base(pathname, 404);
    const { name, ageBand } = AUDIENCE_NAMES[audience];
    return {
      ...base(pathname),
      title: `${name}(${ageBand}) 안전 주제 | ${SITE_NAME}`,
      description: `${name}에게 꼭 필요한 소방·안전 주제와 영상을 한눈에 살펴보세요.`,
      alternates: feedLinks(`${name} 대상`, { kind: 'audiences', key: audience }),
    };
  }
  if (pathname === '/search') return searchMeta(params.get('q'));
  if (pathname === '/popular') {
    return {
      ...base('/popular'),
      title: `인기 안전영상 | ${SITE_NAME}`,
      description: '지금 많이 보는 소방·구조·안전 영상을 기간별로 모았습니다. 오늘, 이번 주, 이번 달의 인기 영상을 확인하세요.',
      alternates: feedLinks('전체'),
    };
  }
  if (pathname === '/channels') {
    const type = params.get('type');
    return { ...base(type ? `/channels?${new URLSearchParams({ type })}` : '/channels'), alternates: feedLinks('전체') };
  }
  if (pathname === '/accessible') {
    return {
      ...base('/accessible'),
      title: `수어·자막·화면해설 영상 모음 | ${SITE_NAME}`,
      description: '수어, 사람이 단 자막, 화면해설, 쉬운 말, 외국어 버전이 있는 소방·안전 영상을 주제별로 모았습니다.',
    };
  }
  if (pathname === '/') return { ...base('/'), alternates: feedLinks('전체') };
  if (STATIC_ROUTES.has(pathname) || PATTERN_ROUTES.some((re) => re.test(pathname))) return base(pathname);
  return base(pathname, 404);
}

/** Meta for a page address; a ?video= id of a public video wins for title, description and image and adds its VideoObject. */
export async function pageMeta(ctx: AppContext, url: URL, origin: string): Promise<PageMeta> {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const meta = await routeMeta(ctx, pathname, url.searchParams, origin);
  const videoId = url.searchParams.get('video');
  if (!videoId || !VIDEO_ID_PATTERN.test(videoId) || meta.status === 404) return meta;
  const video = await findPublicVideo(ctx.db, videoId);
  if (!video) return meta;
  const canonical = `${meta.canonical}${meta.canonical.includes('?') ? '&' : '?'}${new URLSearchParams({ video: video.video_id })}`;
  return {
    ...meta,
    title: `${video.title} | ${SITE_NAME}`,
    description: clip(video.description || `${video.channel_name}의 안전 영상`),
    image: video.thumbnail_url ?? `https://i.ytimg.com/vi/${video.video_id}/hqdefault.jpg`,
    type: 'video.other',
    canonical,
    alternates: [...meta.alternates.filter((link) => !link.type.includes('oembed')), oembedLink(`${origin}${canonical}`, video.title)],
    jsonLd: [...meta.jsonLd, videoObject(video, `${origin}${canonical}`)],
  };
}

/** What the meta of a page depends on (the memo key): the path and the query values that name the page. */
export const pageMetaKey = (url: URL) =>
  [url.pathname, url.searchParams.get('video') ?? '', url.searchParams.get('q') ?? '', url.searchParams.get('type') ?? ''].join('\u0000');
