// Which mode a game page plays in, and where the real/demo switch and the game cards go
// (SEED-SPEC S2 "Game card click", the gamePlaying and gamePlayingFront routes).
//
// - gamePlayingFront/:id is always the demo.
// - mobile gamePlaying/:id/:isReal, desktop gamePlaying/:id?isReal=: 1 is real money, 0 the demo.
// - desktop gamePlaying/:id without isReal: real for a logged-in player; for a tourist the demo
//   when the game has one (or may have one: unknown games are tried), otherwise login.
// - real money for a tourist goes to login, which comes back here afterwards.
import type { RouteSet } from '../../lib/device.ts';

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

/** Where a game card goes: real money for a player, the demo for a tourist when there is one. */
export function gameCardPath(
  game: { gameId: number; haveDemo: boolean },
  isPlayer: boolean,
  set: RouteSet,
): string {
  if (isPlayer || !game.haveDemo) return gamePath(game.gameId, 'real', set);
  return gamePath(game.gameId, 'demo', set);
}

/** The login page, coming back to `path` afterwards. */
export function loginPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
