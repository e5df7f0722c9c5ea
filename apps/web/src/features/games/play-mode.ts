// Which mode a game page plays in, and where the real/demo switch and the game cards go
// (SEED-SPEC S2 "Game card click", the gamePlaying and gamePlayingFront routes). This file is
// the one place for these rules; the cards, the drawer, the search dropdown and the game page
// all ask it.
//
// Game pages:
// - gamePlayingFront/:id is always the demo.
// - mobile gamePlaying/:id/:isReal, desktop gamePlaying/:id?isReal=: 1 is real money, 0 the demo.
// - desktop gamePlaying/:id without isReal: real for a logged-in player; for a tourist the demo
//   when the game has one (or may have one: unknown games are tried), otherwise login.
// - real money for a tourist goes to login, which comes back here afterwards.
//
// Game cards, the rule we chose from the seed's three lines and the game page above:
// 1. "If the login is expired, go to login": a player whose login has expired goes to login,
//    coming back to the game for real money.
// 2. "If the game has a demo, go to gamePlayingFront": a tourist (never logged in: there is no
//    login to expire) opens the demo of a game that has one. A demo moves no money and the
//    game page already opens demos for tourists, so a card must not ask for more than the
//    page it opens.
// 3. "Otherwise go to gamePlaying (id, isReal)": a logged-in player plays for real money (the
//    demo is one tap away on the game bar); a tourist and a game without a demo means real
//    money, so the tourist goes to login (a guest clicking such a card lands on login).
// A card clicked while a game page is open replaces that page in the history, so Exit still
// goes back to where the player came from.
// The drawer's cards always mean real money (S2 "Mobile drawer": gamePlaying with isReal 1),
// and every drawer action of a logged-out visitor goes to login.
import type { RouteSet } from '../../lib/device.ts';
import { isLoginExpired } from '../../lib/session.ts';

export type PlayMode = 'real' | 'demo';

export type PlayDecision = { mode: PlayMode } | { login: true };

export function decidePlayMode(input: {
  demoRoute: boolean;
  /** The route's or query's isReal text, if it has one. */
  isReal: string | null | undefined;
  isPlayer: boolean;
  /** undefined when the game's catalogue entry is not known here. */
  haveDemo: boolean | undefined;
}): PlayDecision {
  if (input.demoRoute || input.isReal === '0') return { mode: 'demo' };
  if (input.isReal === '1') return input.isPlayer ? { mode: 'real' } : { login: true };
  if (input.isPlayer) return { mode: 'real' };
  return input.haveDemo === false ? { login: true } : { mode: 'demo' };
}

/** The page of a game in a mode, in the route set's own URL shape. */
export function gamePath(gameId: number | string, mode: PlayMode, set: RouteSet): string {
  const id = encodeURIComponent(String(gameId));
  if (mode === 'demo') return `/gamePlayingFront/${id}`;
  return set === 'mobile' ? `/gamePlaying/${id}/1` : `/gamePlaying/${id}`;
}

/** Who clicks a card: a logged-in player, a player whose login expired, or a tourist. */
export type Viewer = 'player' | 'expired' | 'tourist';

export function viewerOf(
  s: { isNewUserLogin: boolean; lastLoginAt: number | null },
  now = Date.now(),
): Viewer {
  if (!s.isNewUserLogin) return 'tourist';
  return isLoginExpired(s.lastLoginAt, now) ? 'expired' : 'player';
}

/** Where a game card goes (the rules at the top of this file). */
export function gameCardPath(
  game: { gameId: number; haveDemo?: boolean },
  viewer: Viewer,
  set: RouteSet,
  options: { realOnly?: boolean } = {},
): string {
  const real = gamePath(game.gameId, 'real', set);
  if (viewer === 'player') return real;
  if (viewer === 'tourist' && !options.realOnly && game.haveDemo !== false) {
    return gamePath(game.gameId, 'demo', set);
  }
  return loginPath(real);
}

/** Route names of the game pages: a card clicked on one replaces it in the history. */
export const GAME_ROUTE_NAMES: readonly string[] = ['gamePlaying', 'gamePlayingFront'];

/** The login page, coming back to `path` afterwards. */
export function loginPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
