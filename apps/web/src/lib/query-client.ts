// The app's one query client, made before the first render so that main.tsx can start the first
// screen's requests while the page's code is still loading (features/games/prefetch.ts).
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  // The request client already toasts; a failed query retries once, quietly.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
