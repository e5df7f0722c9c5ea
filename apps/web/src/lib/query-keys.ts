// Cached server data of one player must never show for another. Two rules:
// - every query key of player data names the player (each feature's key factory takes it), so
//   a cached answer can only be read back by the player it was fetched for;
// - when the player changes (logout, switch account, a login, a 401), the cache is emptied and
//   the queries on screen fetch again.
import type { QueryClient } from '@tanstack/react-query';
import { useSession, type SessionFields } from './session.ts';

/** Who the data belongs to: the user id, and whether it is a logged-in player or a guest. */
export function playerOf(s: Pick<SessionFields, 'userid' | 'isNewUserLogin'>): string {
  return `${s.isNewUserLogin ? 'player' : 'guest'}:${s.userid}`;
}

/** No session yet: neither a tourist nor a player id (a first visit before its tourist login). */
function isNoSession(s: Pick<SessionFields, 'userid' | 'isNewUserLogin'>): boolean {
  return !s.isNewUserLogin && s.userid === '';
}

/** The current player's key part, for a feature's key factory. */
export function usePlayerKey(): string {
  return useSession(playerOf);
}

/**
 * Empties the cache whenever the player changes; answers the unsubscribe. Mounted once, with the
 * query client (app/App.tsx).
 */
export function clearCacheOnPlayerChange(client: QueryClient): () => void {
  return useSession.subscribe((now, before) => {
    if (playerOf(now) === playerOf(before)) return;
    // A first visit's tourist login: what was fetched before it had no session at all (public
    // data), so nobody else's data is cached; emptying it only asked Home's lists twice.
    if (isNoSession(before) && !now.isNewUserLogin) return;
    client.getMutationCache().clear();
    client.removeQueries({ type: 'inactive' });
    // Reset (not only remove): the queries on screen drop the old data and fetch again.
    void client.resetQueries();
  });
}
