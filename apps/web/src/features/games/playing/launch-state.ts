// What the game page decides before it draws: the game id of the address, the game a card
// stored (or the catalogue's), real or demo (or login first), leaving, and a session that
// never came.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useIsPlayer, useSession } from '../../../lib/session.ts';
import { useRouteHandle } from '../../../lib/useRouteHandle.ts';
import { useCatalogueGame } from '../lobby-api.ts';
import { decidePlayMode, loginPath, type PlayMode } from '../play-mode.ts';
import type { TileGame } from '../GameTile.tsx';

/** Without a session token nothing can launch; startup makes one, normally in well under this. */
const NO_SESSION_AFTER_MS = 8_000;

/**
 * The game a card stored before opening this page (the seed's "store it"): its name, provider
 * and whether it has a demo are known before the launch call answers. A deep link has none;
 * the launch answer names the game then.
 */
function storedGame(stored: unknown, gameId: number | null): TileGame | undefined {
  if (gameId === null || !stored || typeof stored !== 'object') return undefined;
  const game = stored as Partial<TileGame>;
  return game.gameId === gameId && typeof game.gameName === 'string'
    ? (game as TileGame)
    : undefined;
}

export function parseGameId(text: string | undefined): number | null {
  return text && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Back where the player came from, or Home when the game was the first page opened. */
export function useExit(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
}

export function useNoSessionTimeout(token: string): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (token) return;
    const timer = setTimeout(() => setLate(true), NO_SESSION_AFTER_MS);
    return () => clearTimeout(timer);
  }, [token]);
  return late && !token;
}

/**
 * The game of the address and how it is played: real or demo by the route, the address and the
 * game's demo; a visitor who must log in first goes to login and comes back.
 */
export function usePlayDecision() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const params = useParams();
  const [query] = useSearchParams();
  const handle = useRouteHandle();
  const isPlayer = useIsPlayer();
  const stored = useSession((s) => s.haveDemoInfo);

  const gameId = parseGameId(params.id);
  const fromCard = storedGame(stored, gameId);
  // A deep link has no stored card: the catalogue tells the name, provider and demo.
  const fetched = useCatalogueGame(gameId, !fromCard);
  const known = fromCard ?? fetched.data;
  const decision = decidePlayMode({
    demoRoute: handle?.name === 'gamePlayingFront',
    isReal: params.isReal ?? query.get('isReal'),
    isPlayer,
    haveDemo: known?.haveDemo,
  });
  const mode: PlayMode | null = 'mode' in decision ? decision.mode : null;
  const needsLogin = 'login' in decision;

  useEffect(() => {
    if (needsLogin) navigate(loginPath(`${pathname}${search}`), { replace: true });
  }, [needsLogin, navigate, pathname, search]);
  return { gameId, known, mode };
}
