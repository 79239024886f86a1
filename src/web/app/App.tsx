// Providers around the router.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

/** main.tsx passes the router it started early (to wait for the first route's code); tests may not. */
export function App(props: { queryClient?: QueryClient; router?: AppRouter }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
