// The launch call of the game page. A launch URL carries a fresh launch token, so it is never
// reused from the cache: each visit (or retry) asks again, and focus never reloads the game.
import { useQuery } from '@tanstack/react-query';
// Only the contract's type: its object would pull zod into the first page's JavaScript.
import type { CallResult } from '@talih/contracts/call.ts';
import type { getGameUrlByGame as GetGameUrlByGame } from '@talih/contracts/games.ts';
import { request } from '../../lib/request.ts';
import type { PlayMode } from './play-mode.ts';

export function useGameLaunch(gameId: number, mode: PlayMode | null, token: string) {
  return useQuery({
    queryKey: ['gameLaunch', gameId, mode, token],
    // Silent: the page shows the server's message in its own error state.
    queryFn: ({ signal }) =>
      request<CallResult<typeof GetGameUrlByGame>>(
        '/labelGame/getGameUrlByGame',
        { gameId, isReal: mode === 'real' ? 1 : 0 },
        { silent: true, signal },
      ),
    enabled: mode !== null && Number.isSafeInteger(gameId) && gameId > 0,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
