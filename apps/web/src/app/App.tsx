// Providers around the router: server-state cache and the toast region.
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { useEffect, useState } from 'react';
import { strictRoutes } from './route-objects.tsx';
import { Toaster } from '../components/ui/Toaster.tsx';
import { clearCacheOnPlayerChange } from '../lib/query-keys.ts';

/** `routes`: the route set's tree (main.tsx loads only the set of this screen). */
export function App({ routes }: { routes: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(strictRoutes(routes)));
  // Logout or another account: nothing cached for the previous player may show.
  useEffect(() => clearCacheOnPlayerChange(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
