// Browser entry: fonts and styles, then the app.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { loadWebFontsInBackground } from './lib/web-fonts.ts';

/** Longest wait for the first route's code before the app shows its own loading state instead of the shell. */
const SHELL_WAIT_MS = 2_500;

// The server sends a static shell (header, and the hero on /) inside #root. The router starts at once
// (the route's chunk is preloaded with the HTML); the app renders when the first route is ready and its
// first commit replaces the shell in one step, so the header never flashes to a spinner and back.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = createRoot(document.getElementById('root')!);
let mounted = false;
const mount = () => {
  if (mounted) return;
  mounted = true;
  // As a transition: React renders the first page in slices, yielding to the browser between them (a
  // phone stays responsive while it builds the page; the shell stays on screen until the commit).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
};

if (router.state.initialized) mount();
else {
  const timer = setTimeout(mount, SHELL_WAIT_MS);
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    clearTimeout(timer);
    mount();
  });
}

loadWebFontsInBackground((listener) => {
  let path = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === path) return;
    path = state.location.pathname;
    unsubscribe();
    listener();
  });
});
