// Page frame: skip link, masthead, header, main landmark, footer, navigation progress and the video modal.
import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useSearchShortcut } from '../../components/search/search-shortcut.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { VideoModalHost } from '../../features/videos/VideoModalHost.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Masthead } from './Masthead.tsx';

export function RootLayout() {
  const navigation = useNavigation();
  useSearchShortcut();
  return (
    <FrameTop
      progress={
        navigation.state === 'loading' && (
          <div
            role="progressbar"
            aria-label="화면을 불러오는 중"
            className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-strong"
          />
        )
      }
      main={
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      }
    >
      <Footer />
      <VideoModalHost />
      <ScrollRestoration />
    </FrameTop>
  );
}

/**
 * Skip link, header and main landmark: also rendered to static HTML at build time (static-shell.tsx), so
 * the server's first answer already paints them; keep the two identical.
 */
export function FrameTop({
  progress,
  main,
  children,
  inert,
}: {
  progress?: ReactNode;
  main?: ReactNode;
  children?: ReactNode;
  inert?: boolean;
}) {
  // A disaster-notice banner (rendered by the server before #root) brings the page's skip link with it.
  const bannerSkip = typeof document !== 'undefined' && !!document.getElementById('alert-skip');
  return (
    <div className="flex min-h-screen flex-col" inert={inert || undefined}>
      {!bannerSkip && (
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-accent-strong focus:px-4 focus:py-3 focus:font-bold focus:text-white"
        >
          본문 바로가기
        </a>
      )}
      {progress}
      <Masthead />
      <Header />
      {/* At least a screen tall: while a page loads, the footer stays below the fold instead of jumping. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 outline-none">
        {main}
      </main>
      {children}
    </div>
  );
}
