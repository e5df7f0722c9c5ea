// Switching player empties the query cache; the same player keeps it.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCacheOnPlayerChange, playerOf } from './query-keys.ts';
import { initialSession, useSession } from './session.ts';

let client: QueryClient;
let stop: () => void;
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'a', userid: 11 });
  client = new QueryClient();
  stop = clearCacheOnPlayerChange(client);
  client.setQueryData(['bankCard', playerOf(useSession.getState())], { iban: 'TR-of-11' });
});
afterEach(() => stop());

describe('the query cache and the player', () => {
  it('names the player and whether they are logged in', () => {
    expect(playerOf({ userid: 11, isNewUserLogin: true })).toBe('player:11');
    expect(playerOf({ userid: 11, isNewUserLogin: false })).toBe('guest:11');
  });

  it('keeps the cache while the same player refreshes their fields', () => {
    useSession.getState().setUser({ totalAssets: 5, nikeName: 'Ali' });
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('empties it on logout', () => {
    useSession.getState().logoutLocal();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('empties it when another account logs in (switch account)', () => {
    useSession.getState().loginAsPlayer({ token: 'b', userid: 12 });
    expect(client.getQueryData(['bankCard', 'player:11'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps it when a first visit gets its tourist (nothing cached had a session)', () => {
    useSession.setState({ ...initialSession });
    client.clear();
    client.setQueryData(['lobby', 'list', 'tk', ''], { labelList: [] });
    useSession.setState({ token: 't', userid: 7 });
    expect(client.getQueryData(['lobby', 'list', 'tk', ''])).toEqual({ labelList: [] });
  });

  it('still empties it when the tourist logs in as a player', () => {
    useSession.setState({ ...initialSession });
    useSession.setState({ token: 't', userid: 7 });
    client.setQueryData(['lobby', 'list', 'tk', ''], { labelList: [] });
    useSession.getState().loginAsPlayer({ token: 'p', userid: 7 });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
