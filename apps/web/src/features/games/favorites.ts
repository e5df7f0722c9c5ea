// Favourites (docs/seed-spec.md S4.4, the favourite toggle sends an opt value): the ids live in the
// session's favoriteGameList (loaded after getUserInfo succeeds, lib/lobby.ts). A toggle changes
// the heart at once, sends /labelGame/favoriteGame, and puts that one heart back if the call fails
// (the request client toasts why). The toggle is an edit of lib/lobby.ts, so a list of ids that
// arrives meanwhile (the startup load) keeps it. Lists that show favourites refetch once the call
// settles. A visitor who is not logged in goes to login and comes back to the page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { CallResult } from '@talih/contracts/call.ts';
import type { favoriteGame as FavoriteGame } from '@talih/contracts/lobby.ts';
import { request } from '../../lib/request.ts';
import { isPlayer, useSession } from '../../lib/session.ts';
import { editFavorite, LABEL_FAVORITES } from '../../lib/lobby.ts';
import { loginPath } from './play-mode.ts';

export function useIsFavorite(gameId: number): boolean {
  return useSession((s) => s.favoriteGameList.includes(gameId));
}

export function useFavoriteToggle(): (gameId: number) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mutation = useMutation({
    mutationFn: ({ gameId, on }: { gameId: number; on: boolean }) =>
      request<CallResult<typeof FavoriteGame>>('/labelGame/favoriteGame', {
        gameId,
        opt: on ? 1 : 0,
      }),
    onMutate: ({ gameId, on }) => editFavorite(gameId, on),
    onSuccess: (_data, _vars, settle) => settle(true),
    // Only this game's heart goes back: other toggles made meanwhile stay.
    onError: (_error, _vars, settle) => settle?.(false),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['lobby', 'favorites'] });
      void queryClient.invalidateQueries({ queryKey: ['lobby', 'label', LABEL_FAVORITES] });
      void queryClient.invalidateQueries({ queryKey: ['lobby', 'list'] });
    },
  });
  return (gameId: number) => {
    const session = useSession.getState();
    if (!isPlayer(session)) {
      navigate(loginPath(`${pathname}${search}`));
      return;
    }
    mutation.mutate({ gameId, on: !session.favoriteGameList.includes(gameId) });
  };
}
