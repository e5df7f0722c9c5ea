// The player's real-money rounds (POST /balance/getGameRecord), newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import { getGameRecord, type GameRound } from '@talih/contracts/games.ts';
import { call } from '../../lib/request.ts';
import { nextPageOf } from '../../lib/lobby.ts';

export const GAME_RECORD_PAGE_SIZE = 20;

export function useGameRecords(userKey: string | number) {
  return useInfiniteQuery({
    queryKey: ['gameRecords', userKey],
    queryFn: ({ pageParam, signal }) =>
      // Silent: the page shows its own error state with a retry.
      call(
        getGameRecord,
        { page: pageParam, pageSize: GAME_RECORD_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 15_000,
  });
}

export type RoundResult = 'won' | 'lost' | 'void' | 'open';

/** docs/brand.md "Words": Kazandı / Kaybetti / İade / Açık. */
export function roundResult(round: Pick<GameRound, 'status' | 'winAmount'>): RoundResult {
  if (round.status === 'open') return 'open';
  if (round.status === 'cancelled') return 'void';
  return round.winAmount > 0 ? 'won' : 'lost';
}
