// Per-page title, description and image for shared links (Open Graph / Twitter), from the catalogue.
import { findChannel } from '../../db/repositories/channels.repo.ts';
import { listKeywordVideos } from '../../db/repositories/keyword-videos.repo.ts';
import { findKeywordBySlug } from '../../db/repositories/keywords.repo.ts';
import { findPublicVideo } from '../../db/repositories/videos.repo.ts';
import { VIDEO_ID_PATTERN } from '../../shared/constants/catalogue.ts';
import { formatGroupedNumber } from '../../shared/format/index.ts';
import type { AppContext } from '../core/context.ts';

export const SITE_NAME = '119 안전영상';
export const DEFAULT_TITLE = '119 안전영상 — 소방·안전 영상 모음';
export const DEFAULT_DESCRIPTION = '소방·구조·화재 안전 영상을 키워드·채널·대상별로 모은 공공 영상 카탈로그입니다.';
export const DEFAULT_IMAGE = '/og-image.jpg';
const DESCRIPTION_MAX = 150;

export interface PageMeta {
  /** 404 for an unknown route, keyword or channel (the SPA still renders its not-found screen). */
  status: 200 | 404;
  title: string;
  description: string;
  image: string;
  type: 'website' | 'video.other' | 'profile';
}

const STATIC_ROUTES = new Set([
  '/',
  '/popular',
  '/channels',
  '/channels-old',
  '/keyword-network',
  '/search',
  '/search/advanced',
  '/supabase-diagnostic',
  '/diagnostic',
]);
const PATTERN_ROUTES = [/^\/audience-network\/[^/]+$/, /^\/categories\/[^/]+(\/[^/]+)?$/, /^\/119sys-ctrl(\/.*)?$/];

const base = (status: 200 | 404 = 200): PageMeta => ({
  status,
  title: DEFAULT_TITLE,
  description: DEFAULT_DESCRIPTION,
  image: DEFAULT_IMAGE,
  type: 'website',
});

function clip(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > DESCRIPTION_MAX ? `${chars.slice(0, DESCRIPTION_MAX - 1).join('')}…` : chars.join('');
}

function segment(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length);
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest).normalize('NFC');
  } catch {
    return null;
  }
}

async function keywordMeta(ctx: AppContext, slug: string): Promise<PageMeta> {
  const keyword = await findKeywordBySlug(ctx.db, slug);
  if (!keyword) return base(404);
  // The top video only: no total needed.
  const top = await listKeywordVideos(
    ctx.db,
    keyword.id,
    { sort: 'view_count', order: 'desc', period: 'all', page: 1, limit: 1 },
    async () => 0,
  );
  return {
    status: 200,
    title: `${keyword.keyword} 안전영상 | ${SITE_NAME}`,
    description: clip(
      `'${keyword.keyword}' 관련 영상 ${formatGroupedNumber(keyword.total_videos)}개를 채널 ${formatGroupedNumber(keyword.total_channels)}곳에서 모았습니다. 소방기관과 안전 전문가의 영상으로 배워 보세요.`,
    ),
    image: top.rows[0]?.thumbnail_url ?? DEFAULT_IMAGE,
    type: 'website',
  };
}

async function channelMeta(ctx: AppContext, id: string): Promise<PageMeta> {
  const channel = await findChannel(ctx.db, id);
  if (!channel) return base(404);
  return {
    status: 200,
    title: `${channel.channel_name} | ${SITE_NAME}`,
    description: clip(channel.description || `${channel.channel_name} 채널의 소방·안전 영상 모음`),
    image: channel.thumbnail_url ?? DEFAULT_IMAGE,
    type: 'profile',
  };
}

async function routeMeta(ctx: AppContext, pathname: string): Promise<PageMeta> {
  const slug = segment(pathname, '/view/');
  if (slug) return keywordMeta(ctx, slug);
  const channelId = segment(pathname, '/channels/');
  if (channelId) return channelMeta(ctx, channelId);
  if (STATIC_ROUTES.has(pathname) || PATTERN_ROUTES.some((re) => re.test(pathname))) return base();
  return base(404);
}

/** Meta for a path plus an optional ?video= id (the video wins for title, description and image). */
export async function pageMeta(ctx: AppContext, pathname: string, videoId: string | null): Promise<PageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const meta = await routeMeta(ctx, path);
  if (!videoId || !VIDEO_ID_PATTERN.test(videoId)) return meta;
  const video = await findPublicVideo(ctx.db, videoId);
  if (!video) return meta;
  return {
    status: meta.status,
    title: `${video.title} | ${SITE_NAME}`,
    description: clip(video.description || `${video.channel_name}의 안전 영상`),
    image: video.thumbnail_url ?? `https://i.ytimg.com/vi/${video.video_id}/hqdefault.jpg`,
    type: 'video.other',
  };
}
