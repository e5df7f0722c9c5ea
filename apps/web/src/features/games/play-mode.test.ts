import { describe, expect, it } from 'vitest';
import { decidePlayMode, gameCardPath, gamePath, loginPath, viewerOf } from './play-mode.ts';

describe('play mode', () => {
  const base = { demoRoute: false, isReal: undefined, isPlayer: false, haveDemo: true };

  it('plays the demo on gamePlayingFront and on isReal 0, for anyone', () => {
    expect(decidePlayMode({ ...base, demoRoute: true, isPlayer: true })).toEqual({ mode: 'demo' });
    expect(decidePlayMode({ ...base, isReal: '0', isPlayer: true })).toEqual({ mode: 'demo' });
    expect(decidePlayMode({ ...base, isReal: '0' })).toEqual({ mode: 'demo' });
  });

  it('plays real money on isReal 1 for a player, and sends a tourist to login', () => {
    expect(decidePlayMode({ ...base, isReal: '1', isPlayer: true })).toEqual({ mode: 'real' });
    expect(decidePlayMode({ ...base, isReal: '1' })).toEqual({ login: true });
  });

  it('defaults to real for a player and to the demo for a tourist when the game has one', () => {
    expect(decidePlayMode({ ...base, isPlayer: true })).toEqual({ mode: 'real' });
    expect(decidePlayMode(base)).toEqual({ mode: 'demo' });
    expect(decidePlayMode({ ...base, haveDemo: undefined })).toEqual({ mode: 'demo' });
    expect(decidePlayMode({ ...base, haveDemo: false })).toEqual({ login: true });
  });

  it('builds each route set its own URLs', () => {
    expect(gamePath(1, 'real', 'desktop')).toBe('/gamePlaying/1');
    expect(gamePath(1, 'real', 'mobile')).toBe('/gamePlaying/1/1');
    expect(gamePath(1, 'demo', 'mobile')).toBe('/gamePlayingFront/1');
    expect(gamePath(1, 'demo', 'desktop')).toBe('/gamePlayingFront/1');
  });

  // The seed's rule, as the lobby issue asks: no login (or an expired one) goes to login; a
  // game with a demo opens gamePlayingFront; otherwise gamePlaying with real money.
  it('opens the demo page for a player when the game has a demo, otherwise real money', () => {
    expect(gameCardPath({ gameId: 3, haveDemo: true }, 'player', 'mobile')).toBe(
      '/gamePlayingFront/3',
    );
    expect(gameCardPath({ gameId: 3, haveDemo: true }, 'player', 'desktop')).toBe(
      '/gamePlayingFront/3',
    );
    expect(gameCardPath({ gameId: 4, haveDemo: false }, 'player', 'mobile')).toBe(
      '/gamePlaying/4/1',
    );
    expect(gameCardPath({ gameId: 4, haveDemo: false }, 'player', 'desktop')).toBe(
      '/gamePlaying/4',
    );
    // Unknown demo (a banner's bare game id): real money.
    expect(gameCardPath({ gameId: 7 }, 'player', 'desktop')).toBe('/gamePlaying/7');
  });

  it('sends a tourist to login for every card, coming back to where the card goes', () => {
    expect(gameCardPath({ gameId: 3, haveDemo: true }, 'tourist', 'desktop')).toBe(
      '/login?redirect=%2FgamePlayingFront%2F3',
    );
    expect(gameCardPath({ gameId: 4, haveDemo: false }, 'tourist', 'desktop')).toBe(
      '/login?redirect=%2FgamePlaying%2F4',
    );
    expect(gameCardPath({ gameId: 4, haveDemo: false }, 'tourist', 'mobile')).toBe(
      '/login?redirect=%2FgamePlaying%2F4%2F1',
    );
  });

  it('sends an expired login to login first', () => {
    expect(gameCardPath({ gameId: 5, haveDemo: false }, 'expired', 'mobile')).toBe(
      '/login?redirect=%2FgamePlaying%2F5%2F1',
    );
    expect(gameCardPath({ gameId: 5, haveDemo: true }, 'expired', 'mobile')).toBe(
      '/login?redirect=%2FgamePlayingFront%2F5',
    );
  });

  it('opens the drawer cards for real money only', () => {
    const game = { gameId: 6, haveDemo: true };
    expect(gameCardPath(game, 'player', 'mobile', { realOnly: true })).toBe('/gamePlaying/6/1');
    expect(gameCardPath(game, 'tourist', 'mobile', { realOnly: true })).toBe(
      '/login?redirect=%2FgamePlaying%2F6%2F1',
    );
  });

  it('tells a player, an expired login and a tourist apart', () => {
    const now = Date.UTC(2026, 0, 10);
    expect(viewerOf({ isNewUserLogin: false, lastLoginAt: null }, now)).toBe('tourist');
    expect(viewerOf({ isNewUserLogin: true, lastLoginAt: now - 1000 }, now)).toBe('player');
    const eightDays = 8 * 24 * 60 * 60 * 1000;
    expect(viewerOf({ isNewUserLogin: true, lastLoginAt: now - eightDays }, now)).toBe('expired');
  });

  it('comes back after login', () => {
    expect(loginPath('/gamePlaying/1/1')).toBe('/login?redirect=%2FgamePlaying%2F1%2F1');
  });
});
