// Game search over the catalogue snapshot. Both sides are normalised (./normalise.ts); a game
// matches on its name or its provider, ranked: the exact name, then a name that starts with the
// words, then a name with a word that starts with them, then a name that contains them, then
// the provider, then every word found somewhere in name and provider. Ties go to the higher
// sort weight, then the lower id.
import { SEARCH_LENGTH_MAX } from '@talih/contracts/lobby.ts';
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

/** The player's words as search compares them: cut to SEARCH_LENGTH_MAX, then normalised. */
export function searchQuery(words: string): string {
  return normaliseSearchText(words.slice(0, SEARCH_LENGTH_MAX));
}

/** How well a game matches a normalised query, or null when it does not. */
export function rankOf(
  game: Pick<CatalogueGame, 'nameKey' | 'firmKey'>,
  query: string,
  queryWords: readonly string[] = query.split(' '),
  spacedQuery = ` ${query}`,
): Rank | null {
  const name = game.nameKey;
  const at = name.indexOf(query);
  if (at === 0) return name.length === query.length ? Rank.Exact : Rank.Prefix;
  if (at > 0) return name.includes(spacedQuery, at - 1) ? Rank.WordStart : Rank.Substring;
  if (game.firmKey.includes(query)) return Rank.Provider;
  if (
    queryWords.length > 1 &&
    queryWords.every((word) => name.includes(word) || game.firmKey.includes(word))
  ) {
    return Rank.AllWords;
  }
  return null;
}

/**
 * A snapshot's games as search reads them: highest weight first, every name in one string so a
 * query is found with a few indexOf calls instead of one per game, and the games by provider.
 */
interface SearchIndex {
  games: CatalogueGame[];
  names: string;
  starts: Int32Array;
  providers: { key: string; members: number[] }[];
}
const NAME_SEPARATOR = '\n';
const indexes = new WeakMap<readonly CatalogueGame[], SearchIndex>();

function indexFor(list: readonly CatalogueGame[]): SearchIndex {
  const cached = indexes.get(list);
  if (cached) return cached;
  const games = [...list].sort((a, b) => b.sortWeight - a.sortWeight || a.id - b.id);
  const starts = new Int32Array(games.length);
  const byProvider = new Map<string, number[]>();
  let offset = 0;
  games.forEach((game, i) => {
    starts[i] = offset;
    offset += game.nameKey.length + NAME_SEPARATOR.length;
    const members = byProvider.get(game.firmKey) ?? [];
    members.push(i);
    byProvider.set(game.firmKey, members);
  });
  const index: SearchIndex = {
    games,
    names: games.map((g) => g.nameKey).join(NAME_SEPARATOR),
    starts,
    providers: [...byProvider].map(([key, members]) => ({ key, members })),
  };
  indexes.set(list, index);
  return index;
}

/** The game whose name holds this position of the joined names. */
function gameAt(index: SearchIndex, position: number): number {
  let low = 0;
  let high = index.starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (index.starts[mid]! <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Calls visit(game, position) for every place a name contains the text. */
function eachNameMatch(index: SearchIndex, text: string, visit: (i: number, at: number) => void) {
  for (let at = index.names.indexOf(text); at !== -1; at = index.names.indexOf(text, at + 1)) {
    visit(gameAt(index, at), at);
  }
}

const NO_MATCH = 255;

/** Games matching the words, best first (as rankOf ranks them); [] for empty words. */
export function searchGames(games: readonly CatalogueGame[], words: string): CatalogueGame[] {
  const query = searchQuery(words);
  if (!query) return [];
  const index = indexFor(games);
  const count = index.games.length;
  const ranks = new Uint8Array(count).fill(NO_MATCH);
  const better = (i: number, rank: Rank) => {
    if (rank < ranks[i]!) ranks[i] = rank;
  };

  eachNameMatch(index, query, (i, at) => {
    const start = index.starts[i]!;
    if (at === start) {
      better(i, index.games[i]!.nameKey.length === query.length ? Rank.Exact : Rank.Prefix);
    } else {
      better(i, index.names.charCodeAt(at - 1) === 32 ? Rank.WordStart : Rank.Substring);
    }
  });
  for (const provider of index.providers) {
    if (provider.key.includes(query)) for (const i of provider.members) better(i, Rank.Provider);
  }

  const queryWords = query.split(' ');
  if (queryWords.length > 1) {
    // Every distinct word in the name or the provider: count the words found per game.
    const distinct = [...new Set(queryWords)];
    const found = new Uint8Array(count);
    const lastWord = new Int16Array(count).fill(-1);
    distinct.forEach((word, w) => {
      const mark = (i: number) => {
        if (lastWord[i] === w) return;
        lastWord[i] = w;
        found[i]!++;
      };
      eachNameMatch(index, word, mark);
      for (const provider of index.providers) {
        if (provider.key.includes(word)) provider.members.forEach(mark);
      }
    });
    for (let i = 0; i < count; i++) if (found[i] === distinct.length) better(i, Rank.AllWords);
  }

  // The games are in weight order already: one pass per rank keeps that order within a rank.
  const buckets: CatalogueGame[][] = [[], [], [], [], [], []];
  for (let i = 0; i < count; i++) {
    const rank = ranks[i]!;
    if (rank !== NO_MATCH) buckets[rank]!.push(index.games[i]!);
  }
  return buckets.flat();
}

/** Distinct searches remembered per catalogue snapshot: players search the same few words. */
export const SEARCH_CACHE_ENTRIES = 500;
const cachedResults = new WeakMap<readonly CatalogueGame[], Map<string, CatalogueGame[]>>();

/**
 * searchGames, remembered per snapshot (a new snapshot starts afresh) for the most recent
 * SEARCH_CACHE_ENTRIES distinct queries.
 */
export function searchCatalogue(games: readonly CatalogueGame[], words: string): CatalogueGame[] {
  const query = searchQuery(words);
  if (!query) return [];
  let results = cachedResults.get(games);
  if (!results) {
    results = new Map();
    cachedResults.set(games, results);
  }
  const hit = results.get(query);
  if (hit) {
    // Most recently used last, so the oldest goes first when the map is full.
    results.delete(query);
    results.set(query, hit);
    return hit;
  }
  const found = searchGames(games, query);
  if (results.size >= SEARCH_CACHE_ENTRIES) results.delete(results.keys().next().value!);
  results.set(query, found);
  return found;
}
