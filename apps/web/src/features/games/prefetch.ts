// The home's first screen data, asked for while the page's code is still loading (main.tsx):
// the banners (the first one's art is the largest paint) and the lobby's rows. The queries are
// useBanners' and useLobby's, so the components find the answers (or the requests) in the cache.
// When the server wrote them into the page (lib/boot.ts), the cache starts from them and nothing
// is asked again until they are as old as the queries allow.
import type { QueryClient } from '@tanstack/react-query';
import { bootPayload, type BootPayload } from '../../lib/boot.ts';
import { useSession } from '../../lib/session.ts';
import {
  bannersQuery,
  categoryGamesKey,
  lobbyOwner,
  lobbyQuery,
  type Banner,
  type CategoryGamesPage,
  type Lobby,
} from './lobby-api.ts';

/** Seeds the cache with the boot payload's answers that fit this session (language, owner). */
export function seedFromBoot(client: QueryClient, boot: BootPayload | null): void {
  const session = useSession.getState();
  if (!boot || boot.lang !== session.lang) return;
  // A clock behind the server's must not make the answers younger than they are.
  const updatedAt = Math.min(boot.at, Date.now());
  if (Array.isArray(boot.banners)) {
    client.setQueryData(bannersQuery(session.lang).queryKey, boot.banners as Banner[], {
      updatedAt,
    });
  }
  // The studio's row (LabelRows): the first page of its games, as useCategoryGames keeps pages.
  if (boot.studio) {
    client.setQueryData(
      categoryGamesKey(0, boot.studio.firmCode, session.lang),
      { pages: [boot.studio.page as CategoryGamesPage], pageParams: [1] },
      { updatedAt },
    );
  }
  // A player's lobby carries their favourites: only a visitor's is the one the server wrote.
  if (boot.lobby && lobbyOwner(session) === '') {
    client.setQueryData(lobbyQuery(session.lang, '').queryKey, boot.lobby as Lobby, {
      updatedAt,
    });
  }
}

export function prefetchHome(client: QueryClient): void {
  seedFromBoot(client, bootPayload());
  const session = useSession.getState();
  void client.prefetchQuery(bannersQuery(session.lang));
  void client.prefetchQuery(lobbyQuery(session.lang, lobbyOwner(session)));
}
