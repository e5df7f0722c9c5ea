import { describe, expect, it } from 'vitest';
import { decidePlayMode, gameCardPath, gamePath, loginPath } from './play-mode.ts';

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

  it('opens a card for real as a player and as the demo for a tourist', () => {
    const game = { gameId: 3, haveDemo: true };
    expect(gameCardPath(game, true, 'mobile')).toBe('/gamePlaying/3/1');
    expect(gameCardPath(game, false, 'mobile')).toBe('/gamePlayingFront/3');
    expect(gameCardPath({ gameId: 4, haveDemo: false }, false, 'desktop')).toBe('/gamePlaying/4');
  });

  it('comes back after login', () => {
    expect(loginPath('/gamePlaying/1/1')).toBe('/login?redirect=%2FgamePlaying%2F1%2F1');
  });
});
