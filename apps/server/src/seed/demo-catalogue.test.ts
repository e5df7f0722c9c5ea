// The generated demo catalogue: the same on every run, big enough, realistic, searchable in
// Turkish, never a real studio title, and fast to insert.
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../modules/lobby/normalise.ts';
import { REAL_TITLES } from './catalogue-words.ts';
import { NEW_GAME_DAYS, generateCatalogue, providerGameCounts } from './demo-catalogue.ts';
import { DEMO_PROVIDERS } from './demo-lobby.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 12);

describe('the generated demo catalogue', () => {
  const games = generateCatalogue(NOW);

  it('is the same on every run', () => {
    expect(generateCatalogue(NOW)).toEqual(games);
    // The date moves the added dates, never the names or their order.
    const later = generateCatalogue(NOW + 7 * DAY_MS);
    expect(later.map((g) => [g.name, g.firmCode, g.category])).toEqual(
      games.map((g) => [g.name, g.firmCode, g.category]),
    );
  });

  it("has at least 3,000 games across the seed's twelve providers", () => {
    expect(games.length).toBeGreaterThanOrEqual(3000);
    const perProvider = new Map<string, number>();
    for (const g of games) perProvider.set(g.firmCode, (perProvider.get(g.firmCode) ?? 0) + 1);
    expect(perProvider.size).toBe(12);
    for (const p of DEMO_PROVIDERS.filter((p) => p.games > 0)) {
      expect(perProvider.get(p.firmCode), p.name).toBe(p.games);
    }
    expect(new Set(games.map((g) => g.category))).toEqual(
      new Set(['slot', 'live', 'table', 'instant', 'fishing', 'jackpot']),
    );
  });

  it('names every game once, never with a real studio title', () => {
    const keys = games.map((g) => normaliseSearchText(g.name));
    expect(new Set(keys).size).toBe(games.length);
    expect(keys.filter((k) => REAL_TITLES.has(k))).toEqual([]);
  });

  it('has the names search journeys rely on', () => {
    const names = games.map((g) => g.name);
    expect(names.filter((n) => n.includes('Bonanza')).length).toBeGreaterThanOrEqual(5);
    expect(names).toContain('İSTANBUL GECELERİ');
    expect(names.filter((n) => n.includes('Sweet')).length).toBeGreaterThanOrEqual(1);
    for (const letter of ['İ', 'ı', 'ş', 'ğ', 'ü', 'ö', 'ç', 'Ş', 'Ç', 'Ö', 'Ü']) {
      expect(
        names.some((n) => n.includes(letter)),
        letter,
      ).toBe(true);
    }
  });

  it('spreads added dates over the last year; the last 30 days are new, some games hot', () => {
    for (const g of games) {
      expect(g.addedAt).toBeLessThanOrEqual(NOW);
      expect(g.addedAt).toBeGreaterThan(NOW - 366 * DAY_MS);
      expect('new' in g.labels).toBe(g.addedAt > NOW - NEW_GAME_DAYS * DAY_MS);
    }
    const hot = games.filter((g) => 'hot' in g.labels).length;
    expect(hot).toBeGreaterThan(games.length * 0.05);
    expect(hot).toBeLessThan(games.length * 0.15);
  });

  it('gives live games no demo and most others one', () => {
    expect(games.filter((g) => g.category === 'live').every((g) => !g.haveDemo)).toBe(true);
    const others = games.filter((g) => g.category !== 'live');
    expect(others.filter((g) => g.haveDemo).length / others.length).toBeGreaterThan(0.9);
    const megaways = games.filter((g) => /megaways/i.test(g.name));
    expect(megaways.length).toBeGreaterThan(0);
    expect(megaways.every((g) => 'megaways' in g.labels)).toBe(true);
  });

  it('makes an aggregator-sized catalogue of exactly 10,000 games (SEED_CATALOGUE_GAMES)', () => {
    const large = generateCatalogue(NOW, 10_000);
    expect(large).toHaveLength(10_000);
    const perProvider = Object.fromEntries(DEMO_PROVIDERS.map((p) => [p.firmCode, 0]));
    for (const g of large) perProvider[g.firmCode]!++;
    expect(perProvider).toEqual({
      PP: 1391,
      TADA: 663,
      VIVO: 431,
      PG: 861,
      BGAMING: 861,
      WAZDAN: 861,
      MG: 1060,
      NETENT: 861,
      PNG: 993,
      PLAYSON: 728,
      EVO: 827,
      EZUGI: 463,
      TALIH: 0,
    });
    expect(providerGameCounts(0)).toEqual(DEMO_PROVIDERS.map((p) => p.games));
    // Still every name once and never a real title, sequels numbered where words run out.
    const keys = large.map((g) => normaliseSearchText(g.name));
    expect(new Set(keys).size).toBe(10_000);
    expect(keys.filter((k) => REAL_TITLES.has(k))).toEqual([]);
    expect(large.filter((g) => / \d+$/.test(g.name)).length).toBe(896);
  });
});
