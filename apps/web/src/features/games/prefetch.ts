// The home's first screen data, asked for while the page's code is still loading (main.tsx):
// the banners (the first one's art is the largest paint) and the lobby's rows. The queries are
// useBanners' and useLobby's, so the components find the answers (or the requests) in the cache.
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session.ts';
import { bannersQuery, lobbyOwner, lobbyQuery } from './lobby-api.ts';

export function prefetchHome(client: QueryClient): void {
  const session = useSession.getState();
  void client.prefetchQuery(bannersQuery(session.lang));
  void client.prefetchQuery(lobbyQuery(session.lang, lobbyOwner(session)));
}
