// Server state of the bonus pages: the player's bonuses (a page of history at a time) and the
// promo code action. Each key names the player (lib/query-keys.ts), so the cache of one player
// is never read for another and is emptied when the player changes.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Only the contracts' types: their objects would pull zod into the first page (the header).
import type {
  listMyBonuses as ListMyBonuses,
  listMyFreeSpins as ListMyFreeSpins,
  redeemPromoCode as RedeemPromoCode,
} from '@talih/contracts/bonus.ts';
import { callPath } from '../../lib/request.ts';
import { playerOf, usePlayerKey } from '../../lib/query-keys.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';

/** The bonus feature's query keys (titles come in the reader's language: it is in the key). */
export const bonusKeys = {
  mine: (player: string, lang: string, page: number) => ['bonusMine', player, lang, page] as const,
  freeSpins: (player: string, lang: string) => ['bonusFreeSpins', player, lang] as const,
};

/** The player's free spins with rounds left; an error just hides the card. */
export function useMyFreeSpins() {
  const player = usePlayerKey();
  const isPlayer = useIsPlayer();
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: bonusKeys.freeSpins(player, lang),
    queryFn: ({ signal }) =>
      callPath<typeof ListMyFreeSpins>('/bonus/freeSpins', {}, { silent: true, signal }),
    enabled: isPlayer,
    staleTime: 15_000,
  });
}

export const HISTORY_PAGE_SIZE = 10;
/** While a bonus runs its progress moves with every stake: look again this often. */
const ACTIVE_REFRESH_MS = 30_000;

/** The player's bonuses; the answer also sets the header's bonus money (it is the same figure). */
export function useMyBonuses(page = 1, options: { watch?: boolean } = {}) {
  const player = usePlayerKey();
  const isPlayer = useIsPlayer();
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: bonusKeys.mine(player, lang, page),
    queryFn: async ({ signal }) => {
      const mine = await callPath<typeof ListMyBonuses>(
        '/bonus/mine',
        { page, pageSize: HISTORY_PAGE_SIZE },
        { silent: true, signal },
      );
      const session = useSession.getState();
      // An answer for a player who has since logged out must not reach the header.
      if (playerOf(session) === player) session.setUser({ bonusAssets: mine.bonusMinor / 100 });
      return mine;
    },
    enabled: isPlayer,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchInterval: (query) =>
      options.watch && query.state.data?.active ? ACTIVE_REFRESH_MS : false,
  });
}

export function useRedeemCode() {
  const client = useQueryClient();
  return useMutation({
    // Silent: the form shows a refused code's message (in the player's language) under the field.
    mutationFn: (code: string) =>
      callPath<typeof RedeemPromoCode>('/bonus/redeemCode', { code }, { silent: true }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['bonusMine'] });
      await client.invalidateQueries({ queryKey: ['bonusFreeSpins'] });
    },
  });
}
