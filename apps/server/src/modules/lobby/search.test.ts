// Search ranking over catalogue games: exact, then prefix, then word start, then substring, then
// the provider, then every word somewhere; ties by sort weight, then id.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_LENGTH_MAX } from '@talih/contracts/lobby.ts';
import type { CatalogueGame } from './catalogue.ts';
import { generateCatalogue } from '../../seed/demo-catalogue.ts';
import { DEMO_PROVIDERS } from '../../seed/demo-lobby.ts';
import { normaliseSearchText } from './normalise.ts';
import {
  Rank,
  SEARCH_CACHE_ENTRIES,
  rankOf,
  searchCatalogue,
  searchGames,
  searchQuery,
} from './search.ts';

let nextId = 1;
function game(
  name: string,
  firmName = 'Talih Stüdyo',
  sortWeight = 0,
  id = nextId++,
): CatalogueGame {
  return {
    id,
    sortWeight,
    nameKey: normaliseSearchText(name),
    firmKey: normaliseSearchText(`${firmName} X`),
    card: {
      gameId: id,
      gameName: name,
      imageUrlLobby: '',
      haveDemo: true,
      firmCode: 'X',
      firmName,
      categoryId: 1,
      labels: [],
      addedAt: 0,
    },
  };
}

const names = (games: CatalogueGame[]) => games.map((g) => g.card.gameName);

describe('search ranking', () => {
  it('ranks exact, then prefix, then word start, then substring', () => {
    const games = [
      game('Superzeytin', undefined, 900),
      game('Altın Zeytin', undefined, 800),
      game('Zeytin Bahçesi', undefined, 700),
      game('Zeytin', undefined, 1),
      game('Lale', undefined, 999),
    ];
    expect(names(searchGames(games, 'zeytin'))).toEqual([
      'Zeytin',
      'Zeytin Bahçesi',
      'Altın Zeytin',
      'Superzeytin',
    ]);
    expect(rankOf(games[3]!, 'zeytin')).toBe(Rank.Exact);
    expect(rankOf(games[2]!, 'zeytin')).toBe(Rank.Prefix);
    expect(rankOf(games[1]!, 'zeytin')).toBe(Rank.WordStart);
    expect(rankOf(games[0]!, 'zeytin')).toBe(Rank.Substring);
    expect(rankOf(games[4]!, 'zeytin')).toBeNull();
  });

  it('breaks ties by sort weight, then by the lower id', () => {
    const games = [
      game('Kervan Gold', undefined, 10, 50),
      game('Kervan Rush', undefined, 90, 60),
      game('Kervan Night', undefined, 10, 40),
    ];
    expect(names(searchGames(games, 'kervan'))).toEqual([
      'Kervan Rush',
      'Kervan Night',
      'Kervan Gold',
    ]);
  });

  it('matches the provider after every name match, and all words across name and provider', () => {
    const games = [
      game('Lale Bahçesi', 'Pragmatic Play', 500),
      game('Pragmatic Nights', 'Playson', 1),
      game('Ay Işığı', 'Evolution', 1),
    ];
    expect(names(searchGames(games, 'pragmatic'))).toEqual(['Pragmatic Nights', 'Lale Bahçesi']);
    expect(rankOf(games[0]!, 'pragmatic')).toBe(Rank.Provider);
    expect(names(searchGames(games, 'evolution ay'))).toEqual(['Ay Işığı']);
    expect(rankOf(games[2]!, 'evolution ay')).toBe(Rank.AllWords);
    expect(searchGames(games, 'evolution gece')).toEqual([]);
  });

  it('treats Turkish letters, accents and case alike on both sides', () => {
    const games = [game('İSTANBUL GECELERİ'), game('Şeker Düğün'), game('Sweet Çay')];
    for (const words of ['istanbul', 'ISTANBUL', 'İstanbul', 'ıstanbul']) {
      expect(names(searchGames(games, words)), words).toEqual(['İSTANBUL GECELERİ']);
    }
    for (const words of ['seker dugun', 'ŞEKER DÜĞÜN', 'şeker-düğün']) {
      expect(names(searchGames(games, words)), words).toEqual(['Şeker Düğün']);
    }
    for (const words of ['SWEET', 'sweet', 'Swéet', 'sweet cay', 'Sweet Çay']) {
      expect(names(searchGames(games, words)), words).toEqual(['Sweet Çay']);
    }
  });

  it('answers nothing for empty or punctuation-only words', () => {
    const games = [game('Lale')];
    for (const words of ['', '   ', '\t', '!!', '’']) expect(searchGames(games, words)).toEqual([]);
  });

  it(`cuts the words to ${SEARCH_LENGTH_MAX} characters before matching`, () => {
    expect(searchQuery('a'.repeat(SEARCH_LENGTH_MAX + 10))).toBe('a'.repeat(SEARCH_LENGTH_MAX));
    const games = [game('Lale')];
    expect(searchGames(games, `lale${' '.repeat(SEARCH_LENGTH_MAX)}zzz`)).toHaveLength(1);
  });

  it('remembers results per snapshot and query, the same for any spelling of the words', () => {
    const games = [game('Şeker Düğün'), game('Şeker Bayramı'), game('Lale')];
    const first = searchCatalogue(games, 'şeker');
    expect(names(first)).toEqual(names(searchGames(games, 'şeker')));
    expect(searchCatalogue(games, 'SEKER')).toBe(first);
    expect(searchCatalogue(games, '  Şeker! ')).toBe(first);
    // Another snapshot is searched afresh.
    const next = [...games, game('Şeker Portakalı')];
    expect(searchCatalogue(next, 'şeker')).toHaveLength(3);
    expect(searchCatalogue(games, '')).toEqual([]);
    // Past the bound the oldest query is forgotten, the recently used one kept.
    for (let i = 0; i < SEARCH_CACHE_ENTRIES; i++) {
      searchCatalogue(games, `q${i}`);
      if (i % 100 === 0) expect(searchCatalogue(games, 'seker')).toBe(first);
    }
    searchCatalogue(games, 'lale');
    const lale = searchCatalogue(games, 'lale');
    for (let i = 0; i < SEARCH_CACHE_ENTRIES; i++) searchCatalogue(games, `r${i}`);
    expect(searchCatalogue(games, 'lale')).not.toBe(lale);
    expect(searchCatalogue(games, 'lale')).toEqual(lale);
  });

  it('finds what ranking every game one by one finds, in the same order', () => {
    const text = fc.string({ unit: fc.constantFrom(...'abış gİ'.split('')), maxLength: 8 });
    const catalogue = fc.array(
      fc.record({ name: text, firm: fc.constantFrom('Ab', 'Gi Ba', 'Şa'), weight: fc.nat(5) }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(catalogue, text, (entries, words) => {
        const games = entries.map((e, i) => game(e.name, e.firm, e.weight, i + 1));
        const query = searchQuery(words);
        const oneByOne = games
          .map((g) => ({ g, rank: rankOf(g, query) }))
          .filter((h) => query && h.rank !== null)
          .sort((a, b) => a.rank! - b.rank! || b.g.sortWeight - a.g.sortWeight || a.g.id - b.g.id)
          .map((h) => h.g.id);
        expect(searchGames(games, words).map((g) => g.id)).toEqual(oneByOne);
      }),
      { numRuns: 500 },
    );
  });

  it('at 10,000 generated games, answers what ranking every game one by one answers', () => {
    const firms = new Map(DEMO_PROVIDERS.map((p) => [p.firmCode, p.name]));
    const games = generateCatalogue(Date.UTC(2026, 10, 23, 12), 10_000).map((e, i) =>
      game(e.name, `${firms.get(e.firmCode)}`, e.sortWeight, i + 1),
    );
    const queries = ['bonanza', 'bon', 'şeker', 'book of', 'crazy 3', 'of', 'a', 'pragmatic'];
    queries.push('gold', 'evolution rulet', 'x', 'sultan', 'zzz', 'live 12', 'hold win');
    const counts = queries.map((words) => {
      const query = searchQuery(words);
      const oneByOne = games
        .map((g) => ({ g, rank: rankOf(g, query) }))
        .filter((h) => h.rank !== null)
        .sort((a, b) => a.rank! - b.rank! || b.g.sortWeight - a.g.sortWeight || a.g.id - b.g.id)
        .map((h) => h.g.id);
      expect(
        searchGames(games, words).map((g) => g.id),
        words,
      ).toEqual(oneByOne);
      return oneByOne.length;
    });
    // Many, few and none: the index's candidates, its scan of short words, and its empty lists.
    expect(counts).toEqual([113, 113, 1, 0, 0, 784, 9342, 1391, 464, 58, 10000, 149, 0, 0, 258]);
  });
});
