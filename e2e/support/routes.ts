// Every public route with a real id from the demo catalogue, for the axe and screenshot passes.
import { apiJson, topKeyword, videosByUrlKind } from './api.ts';

export interface PublicRoute {
  name: string;
  path: string;
  /** Selector that is present once the page has its data. */
  ready: string;
}

export async function publicRoutes(): Promise<PublicRoute[]> {
  const keyword = await topKeyword();
  const channel = (await apiJson<{ data: { channel_id: string }[] }>('/channels?limit=1')).data[0]!;
  const { playable } = await videosByUrlKind();
  const slug = encodeURIComponent(keyword.slug);
  return [
    { name: 'home', path: '/', ready: '[data-testid="stat-totalVideos"]' },
    { name: 'popular', path: '/popular', ready: '[data-testid="video-card"]' },
    { name: 'channels', path: '/channels', ready: '[data-testid="channel-card"]' },
    { name: 'channel-detail', path: `/channels/${channel.channel_id}`, ready: 'h1' },
    { name: 'channels-old', path: '/channels-old', ready: 'table' },
    { name: 'keyword-network', path: '/keyword-network', ready: '[data-testid="force-graph"] svg' },
    { name: 'audience-children', path: '/audience-network/children', ready: '[data-testid="force-graph"] svg' },
    { name: 'keyword', path: `/view/${slug}`, ready: '[data-testid="video-card"]' },
    { name: 'keyword-modal', path: `/view/${slug}?video=${playable}`, ready: '[data-testid="video-facade"]' },
    { name: 'search', path: `/search?q=${encodeURIComponent('소화기')}`, ready: '[data-testid="video-card"]' },
    { name: 'search-advanced', path: '/search/advanced', ready: 'form' },
    { name: 'category', path: '/categories/fire-safety', ready: 'h1' },
    { name: 'accessible', path: '/accessible', ready: '[data-testid="accessible-topic"]' },
    { name: 'kits', path: '/kits', ready: '[data-testid="kit-card"]' },
    { name: 'kit', path: `/kits/${encodeURIComponent('유치원-소방-안전')}`, ready: '[data-testid="kit-video"]' },
    { name: 'diagnostic', path: '/supabase-diagnostic', ready: '[data-testid="diagnostic-row"]' },
    { name: 'not-found', path: '/this-page-does-not-exist', ready: '[data-testid="not-found"]' },
    { name: 'keyword-not-found', path: '/view/no-such-keyword-here', ready: '[data-testid="keyword-not-found"]' },
  ];
}
