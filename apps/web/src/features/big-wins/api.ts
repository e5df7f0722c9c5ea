// POST /activity/betRankData: the biggest real-money wins of the last 7 days, names masked.
// Only the contract's type is imported: Home is the first page, and the contract object would
// pull zod into its JavaScript.
import { useQuery } from '@tanstack/react-query';
import type { betRankData as BetRankData } from '@talih/contracts/games.ts';
import type { CallResult } from '@talih/contracts/call.ts';
import { request } from '../../lib/request.ts';

export type BigWin = CallResult<typeof BetRankData>[number];

export const BIG_WINS_LIMIT = 10;

export function useBigWins() {
  return useQuery({
    queryKey: ['betRankData', BIG_WINS_LIMIT],
    // Silent: the strip is a bonus on Home; when it cannot load it is simply not shown.
    queryFn: ({ signal }) =>
      request<CallResult<typeof BetRankData>>(
        '/activity/betRankData',
        { limit: BIG_WINS_LIMIT },
        { silent: true, signal },
      ),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
