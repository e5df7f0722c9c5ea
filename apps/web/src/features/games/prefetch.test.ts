import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { seedFromBoot } from './prefetch.ts';
import type { BootPayload } from '../../lib/boot.ts';

const BANNERS = [{ bannerId: 1, title: "Talih'e hoş geldiniz" }];
const LOBBY = { labelList: [], categoryList: [], providerList: [] };
const STUDIO_PAGE = { list: [{ gameId: 1 }], total: 1 };

const boot = (over: Partial<BootPayload> = {}): BootPayload => ({
  lang: 'tk',
  at: 1_000,
  banners: BANNERS,
  lobby: LOBBY,
  studio: { firmCode: 'TALIH', page: STUDIO_PAGE },
  ...over,
});

describe('seedFromBoot', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient();
    useSession.getState().setUser({ lang: 'tk', isNewUserLogin: false, token: 'tourist' });
  });
  afterEach(() => client.clear());

  it("starts a visitor's banners, lobby and studio row from the page, as old as the page", () => {
    seedFromBoot(client, boot());
    expect(client.getQueryData(['lobby', 'banners', 'tk'])).toEqual(BANNERS);
    expect(client.getQueryState(['lobby', 'banners', 'tk'])?.dataUpdatedAt).toBe(1_000);
    expect(client.getQueryData(['lobby', 'list', 'tk', ''])).toEqual(LOBBY);
    expect(client.getQueryData(['lobby', 'category', 0, 'TALIH', 'tk'])).toEqual({
      pages: [STUDIO_PAGE],
      pageParams: [1],
    });
  });

  it("leaves a player's lobby to be asked for (it holds their favourites)", () => {
    useSession.getState().setUser({ isNewUserLogin: true, lastLoginAt: Date.now(), token: 'p1' });
    seedFromBoot(client, boot());
    expect(client.getQueryData(['lobby', 'banners', 'tk'])).toEqual(BANNERS);
    expect(client.getQueryData(['lobby', 'list', 'tk', 'p1'])).toBeUndefined();
    expect(client.getQueryData(['lobby', 'list', 'tk', ''])).toBeUndefined();
  });

  it('uses nothing written in another language, nor a missing payload', () => {
    useSession.getState().setUser({ lang: 'en' });
    seedFromBoot(client, boot());
    seedFromBoot(client, null);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('never makes the answers younger than the page (a clock behind the server)', () => {
    const future = Date.now() + 60_000;
    seedFromBoot(client, boot({ at: future }));
    expect(client.getQueryState(['lobby', 'banners', 'tk'])?.dataUpdatedAt).toBeLessThan(future);
  });
});
