// Providers around the router: server-state cache and the toast region.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useEffect, useState } from 'react';
import type { RouteSet } from '../lib/device.ts';
import { createRouter } from './router.tsx';
import { Toaster } from '../components/ui/Toaster.tsx';
import { clearCacheOnPlayerChange } from '../lib/query-keys.ts';

export function App({ routeSet }: { routeSet: RouteSet }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // The request client already toasts; a failed query retries once, quietly.
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
      }),
  );
  const [router] = useState(() => createRouter(routeSet));
  // Logout or another account: nothing cached for the previous player may show.
  useEffect(() => clearCacheOnPlayerChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
