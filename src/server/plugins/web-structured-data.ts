// JSON-LD for search engines: a VideoObject on a shared video link (?video=) and a BreadcrumbList on keyword pages.
// Typed with schema-dts (Google's schema.org types) so a wrong property fails the type check.
import type { BreadcrumbList, VideoObject, WithContext } from 'schema-dts';

export interface VideoFacts {
  video_id: string;
  title: string;
  description: string;
  thumbnail_url: string | null;
  upload_date: Date | string;
  duration: number | null;
  view_count: number;
  channel_name: string;
}

/** ISO 8601 duration (PT1H2M3S) of a length in seconds. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const [h, m, rest] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return `PT${h ? `${h}H` : ''}${h || m ? `${m}M` : ''}${rest}S`;
}

export function videoObject(video: VideoFacts, pageUrl: string): WithContext<VideoObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || `${video.channel_name}의 안전 영상`,
    thumbnailUrl: video.thumbnail_url ?? `https://i.ytimg.com/vi/${video.video_id}/hqdefault.jpg`,
    uploadDate: new Date(video.upload_date).toISOString(),
    ...(video.duration ? { duration: isoDuration(video.duration) } : {}),
    embedUrl: `https://www.youtube-nocookie.com/embed/${video.video_id}`,
    url: pageUrl,
    inLanguage: 'ko',
    author: { '@type': 'Organization', name: video.channel_name },
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: video.view_count,
    },
  };
}

export function breadcrumbList(crumbs: readonly { label: string; href: string }[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.href}`,
    })),
  };
}

/** The <script type="application/ld+json"> element: '<' escaped so no text can close it early. */
export function jsonLdTag(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
