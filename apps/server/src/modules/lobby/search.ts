// Game search over the catalogue snapshot. Both sides are normalised (./normalise.ts); a game
// matches on its name or its provider, ranked: the exact name, then a name that starts with the
// words, then a name with a word that starts with them, then a name that contains them, then
// the provider, then every word found somewhere in name and provider. Ties go to the higher
// sort weight, then the lower id.
import { SEARCH_MAX_LENGTH } from '@talih/contracts/lobby.ts';
import type { CatalogueGame } from './catalogue.ts';
import { normaliseSearchText } from './normalise.ts';

export const Rank = {
  Exact: 0,
  Prefix: 1,
  WordStart: 2,
  Substring: 3,
  Provider: 4,
  AllWords: 5,
} as const;
export type Rank = (typeof Rank)[keyof typeof Rank];

/** The player's words as search compares them: cut to SEARCH_MAX_LENGTH, then normalised. */
export function searchQuery(words: string): string {
  return normaliseSearchText(words.slice(0, SEARCH_MAX_LENGTH));
}

/** How well a game matches a normalised query, or null when it does not. */
export function rankOf(
  game: Pick<CatalogueGame, 'nameKey' | 'firmKey'>,
  query: string,
  queryWords: readonly string[] = query.split(' '),
): Rank | null {
  const name = game.nameKey;
  if (name === query) return Rank.Exact;
  if (name.startsWith(query)) return Rank.Prefix;
  const at = name.indexOf(query);
  if (at > 0) return name.indexOf(` ${query}`) >= 0 ? Rank.WordStart : Rank.Substring;
  if (game.firmKey.includes(query)) return Rank.Provider;
  if (queryWords.length > 1) {
    const haystack = `${name} ${game.firmKey}`;
    if (queryWords.every((word) => haystack.includes(word))) return Rank.AllWords;
  }
  return null;
}

/** Games matching the words, best first; [] for words that normalise to nothing. */
export function searchGames(games: readonly CatalogueGame[], words: string): CatalogueGame[] {
  const query = searchQuery(words);
  if (!query) return [];
  const queryWords = query.split(' ');
  const hits: { game: CatalogueGame; rank: Rank }[] = [];
  for (const game of games) {
    const rank = rankOf(game, query, queryWords);
    if (rank !== null) hits.push({ game, rank });
  }
  hits.sort(
    (a, b) => a.rank - b.rank || b.game.sortWeight - a.game.sortWeight || a.game.id - b.game.id,
  );
  return hits.map((h) => h.game);
}
