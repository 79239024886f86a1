// Routes of R-SITE-11 as a data router. Home is in the entry (the landing page, fewest requests); every
// other page is a lazy chunk (120 s timeout) that the server preloads with the HTML (web-route-preload.ts).
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { keywordLoader, searchLoader } from './route-prefetch.ts';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { Component as HomePage } from '../features/home/HomePage.tsx';
import { RouteErrorScreen } from './errors/RouteErrorScreen.tsx';
import { withChunkTimeout } from '../lib/lazy-with-timeout.ts';
import { RootLayout } from './layout/RootLayout.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';

function PageLoading() {
  return <Spinner label="화면을 불러오는 중..." className="py-24" />;
}

type PageModule = { Component: ComponentType };
const page = (load: () => Promise<PageModule>) => () => withChunkTimeout(load);

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          // Errors inside a page keep the header and footer around them; so does the first lazy load.
          ErrorBoundary: RouteErrorScreen,
          HydrateFallback: PageLoading,
          children: [
            { index: true, Component: HomePage },
            { path: 'popular', lazy: page(() => import('../features/popular/PopularPage.tsx')) },
            { path: 'channels', lazy: page(() => import('../features/channels/ChannelsPage.tsx')) },
            { path: 'channels/:channelId', lazy: page(() => import('../features/channels/ChannelDetailPage.tsx')) },
            { path: 'channels-old', lazy: page(() => import('../features/channels/LegacyChannelsPage.tsx')) },
            { path: 'keyword-network', lazy: page(() => import('../features/keyword-network/KeywordNetworkPage.tsx')) },
            { path: 'audience-network/:audienceType', lazy: page(() => import('../features/audience/AudienceNetworkPage.tsx')) },
            { path: 'view/:slug', loader: keywordLoader(queryClient), lazy: page(() => import('../features/keyword/KeywordPage.tsx')) },
            { path: 'search', loader: searchLoader(queryClient), lazy: page(() => import('../features/search/SearchPage.tsx')) },
            { path: 'search/advanced', lazy: page(() => import('../features/search/AdvancedSearchPage.tsx')) },
            { path: 'categories/:parentSlug', lazy: page(() => import('../features/categories/CategoryPage.tsx')) },
            { path: 'categories/:parentSlug/:slug', lazy: page(() => import('../features/categories/CategoryPage.tsx')) },
            { path: 'kits', lazy: page(() => import('../features/kits/KitsPage.tsx')) },
            { path: 'kits/:slug', lazy: page(() => import('../features/kits/KitPage.tsx')) },
            { path: 'supabase-diagnostic', lazy: page(() => import('../features/diagnostic/DiagnosticPage.tsx')) },
            { path: 'diagnostic', lazy: page(() => import('../features/diagnostic/DiagnosticPage.tsx')) },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
    {
      // The admin area: its own layout and chunks. Its pages are routed inside the chunk (from
      // admin/shell/admin-pages.ts); the empty children only let every path below match here.
      path: '/119sys-ctrl',
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: PageLoading,
      lazy: page(() => import('../admin/shell/AdminApp.tsx')),
      children: [{ index: true }, { path: '*' }],
    },
    { path: '/admin/login', HydrateFallback: PageLoading, lazy: page(() => import('./AdminLoginRedirect.tsx')) },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
