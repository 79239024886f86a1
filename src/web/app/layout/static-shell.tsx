// Build time only (vite.config.ts renders it; never in the browser bundle): the frame's header, with the
// home page's hero or the channel list's title, as static HTML. The server sends it inside #root
// (src/server/plugins/web-shell.ts), so a phone paints the header and the page's title from HTML and
// CSS alone, before any JavaScript; /theme-init.js starts the app once that is on screen, and the app's
// first frame replaces it with the same markup (nothing moves). The shell is inert: nothing in it can be
// clicked, typed into or read out before the app replaces it (a dead button would be worse than none).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CHANNEL_TYPES } from '../../../shared/constants/catalogue.ts';
import { ChannelsShell } from '../../features/channels/ChannelsPage.tsx';
import { HomeHero } from '../../features/home/HomePage.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { FrameTop } from './RootLayout.tsx';

function shell(path: string, main?: ReactNode): string {
  // The search boxes ask for suggestions through TanStack Query; nothing is fetched while rendering.
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <FrameTop main={main} inert />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Keys: '/' (home with its hero), '/channels?type=…' (the list with its title), each header link's path
 * (that link marked current, for its other pages), '*' (any other public page).
 */
export function renderShells(): Record<string, string> {
  const shells: Record<string, string> = { '/': shell('/', <HomeHero />), '*': shell('/__shell__') };
  for (const link of NAV_LINKS) if (link.to !== '/') shells[link.to] = shell(link.to);
  for (const type of CHANNEL_TYPES) shells[`/channels?type=${type}`] = shell(`/channels?type=${type}`, <ChannelsShell type={type} />);
  return shells;
}
