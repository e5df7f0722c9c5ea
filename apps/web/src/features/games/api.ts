// The launch call of the game page. A launch URL carries a fresh launch token, so it is never
// reused from the cache: each visit (or retry) asks again, and focus never reloads the game.
import { useQuery } from '@tanstack/react-query';
import { getGameUrlByGame } from '@talih/contracts/games.ts';
import { call } from '../../lib/request.ts';
import type { PlayMode } from './play-mode.ts';

export function useGameLaunch(gameId: number, mode: PlayMode | null, token: string) {
  return useQuery({
    queryKey: ['gameLaunch', gameId, mode, token],
    // Silent: the page shows the server's message in its own error state.
    queryFn: ({ signal }) =>
      call(getGameUrlByGame, { gameId, isReal: mode === 'real' ? 1 : 0 }, { silent: true, signal }),
    enabled: mode !== null && Number.isSafeInteger(gameId) && gameId > 0,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
