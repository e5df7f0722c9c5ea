// Search ranking over catalogue games: exact, then prefix, then word start, then substring, then
// the provider, then every word somewhere; ties by sort weight, then id.
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '@talih/contracts/lobby.ts';
import type { CatalogueGame } from './catalogue.ts';
import { normaliseSearchText } from './normalise.ts';
import { Rank, rankOf, searchGames, searchQuery } from './search.ts';

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

  it(`cuts the words to ${SEARCH_MAX_LENGTH} characters before matching`, () => {
    expect(searchQuery('a'.repeat(SEARCH_MAX_LENGTH + 10))).toBe('a'.repeat(SEARCH_MAX_LENGTH));
    const games = [game('Lale')];
    expect(searchGames(games, `lale${' '.repeat(SEARCH_MAX_LENGTH)}zzz`)).toHaveLength(1);
  });
});
