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
 * A snapshot's games as search reads them: highest weight first, every name in one string (a
 * short query is found with a few indexOf calls instead of one per game), the games by
 * provider, and a trigram index of the names: for each three letters, the games (in weight
 * order) whose name holds them. A query of three letters or more reads only the games holding
 * all its trigrams, so a search of 10,000 games looks at tens of them, not 10,000.
 */
interface SearchIndex {
  games: CatalogueGame[];
  names: string;
  starts: Int32Array;
  providers: { key: string; members: number[] }[];
  trigrams: Map<string, number[]>;
}
const NAME_SEPARATOR = '\n';
const GRAM = 3;
/** A cache: each catalogue snapshot's index, built once and dropped with the snapshot. */
const indexes = new WeakMap<readonly CatalogueGame[], SearchIndex>();

function indexFor(list: readonly CatalogueGame[]): SearchIndex {
  const cached = indexes.get(list);
  if (cached) return cached;
  const games = [...list].sort((a, b) => b.sortWeight - a.sortWeight || a.id - b.id);
  const starts = new Int32Array(games.length);
  const byProvider = new Map<string, number[]>();
  const trigrams = new Map<string, number[]>();
  let offset = 0;
  games.forEach((game, i) => {
    starts[i] = offset;
    offset += game.nameKey.length + NAME_SEPARATOR.length;
    const members = byProvider.get(game.firmKey) ?? [];
    members.push(i);
    byProvider.set(game.firmKey, members);
    for (let at = 0; at + GRAM <= game.nameKey.length; at++) {
      const gram = game.nameKey.slice(at, at + GRAM);
      const postings = trigrams.get(gram);
      // Games come in order, so a posting list stays sorted; a repeat in one name is kept once.
      if (!postings) trigrams.set(gram, [i]);
      else if (postings[postings.length - 1] !== i) postings.push(i);
    }
  });
  const index: SearchIndex = {
    games,
    names: games.map((g) => g.nameKey).join(NAME_SEPARATOR),
    starts,
    providers: [...byProvider].map(([key, members]) => ({ key, members })),
    trigrams,
  };
  indexes.set(list, index);
  return index;
}

/** Two sorted lists' common members, sorted. */
function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return out;
}

/**
 * The games whose name may contain the text (every trigram of it is in the name), in weight
 * order; null when the text is shorter than a trigram (then every game may).
 */
function nameCandidates(index: SearchIndex, text: string): number[] | null {
  if (text.length < GRAM) return null;
  const lists: number[][] = [];
  for (let at = 0; at + GRAM <= text.length; at++) {
    const postings = index.trigrams.get(text.slice(at, at + GRAM));
    if (!postings) return [];
    lists.push(postings);
  }
  lists.sort((a, b) => a.length - b.length);
  let found = lists[0]!;
  for (let k = 1; k < lists.length && found.length > 0; k++) found = intersect(found, lists[k]!);
  return found;
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

/** Every game whose name contains the text: the index's candidates, or a scan of all names. */
function gamesNaming(index: SearchIndex, text: string): number[] {
  const candidates = nameCandidates(index, text);
  if (candidates) return candidates.filter((i) => index.games[i]!.nameKey.includes(text));
  const found: number[] = [];
  for (let at = index.names.indexOf(text); at !== -1; at = index.names.indexOf(text, at + 1)) {
    const i = gameAt(index, at);
    if (found[found.length - 1] !== i) found.push(i);
  }
  return found;
}

/** The games of every provider whose name or code contains the text. */
function gamesOfProviders(index: SearchIndex, text: string): number[] {
  return index.providers.flatMap((p) => (p.key.includes(text) ? p.members : []));
}

/** Games matching the words, best first (as rankOf ranks them); [] for empty words. */
export function searchGames(games: readonly CatalogueGame[], words: string): CatalogueGame[] {
  const query = searchQuery(words);
  if (!query) return [];
  const index = indexFor(games);
  const ranks = new Map<number, Rank>();
  const better = (i: number, rank: Rank) => {
    const seen = ranks.get(i);
    if (seen === undefined || rank < seen) ranks.set(i, rank);
  };

  const spacedQuery = ` ${query}`;
  for (const i of gamesNaming(index, query)) {
    const name = index.games[i]!.nameKey;
    const at = name.indexOf(query);
    if (at === 0) better(i, name.length === query.length ? Rank.Exact : Rank.Prefix);
    else better(i, name.includes(spacedQuery, at - 1) ? Rank.WordStart : Rank.Substring);
  }
  for (const i of gamesOfProviders(index, query)) better(i, Rank.Provider);

  const queryWords = query.split(' ');
  if (queryWords.length > 1) {
    // Every distinct word in the name or the provider: read the games the rarest word names
    // (by the index), and check the other words on those alone.
    const distinct = [...new Set(queryWords)];
    let fewest: number[] | null = null;
    for (const word of distinct) {
      const named = nameCandidates(index, word);
      if (!named) continue;
      const inProvider = gamesOfProviders(index, word);
      const union = inProvider.length === 0 ? named : [...new Set([...named, ...inProvider])];
      if (!fewest || union.length < fewest.length) fewest = union;
    }
    const pool = fewest ?? index.games.map((_, i) => i);
    for (const i of pool) {
      const g = index.games[i]!;
      if (distinct.every((w) => g.nameKey.includes(w) || g.firmKey.includes(w))) {
        better(i, Rank.AllWords);
      }
    }
  }

  // Within a rank, weight order (the index's order). Few matches are sorted; many (a letter or
  // two typed) are laid out over the whole list, one pass, no sort.
  const count = index.games.length;
  if (ranks.size * 16 < count) {
    return [...ranks].sort(([a, ra], [b, rb]) => ra - rb || a - b).map(([i]) => index.games[i]!);
  }
  const byIndex = new Uint8Array(count).fill(NO_MATCH);
  for (const [i, rank] of ranks) byIndex[i] = rank;
  const buckets: CatalogueGame[][] = [[], [], [], [], [], []];
  for (let i = 0; i < count; i++) {
    const rank = byIndex[i]!;
    if (rank !== NO_MATCH) buckets[rank]!.push(index.games[i]!);
  }
  return buckets.flat();
}

const NO_MATCH = 255;

/**
 * Distinct searches remembered per catalogue snapshot: players search the same few words. A
 * cache keyed by the snapshot, so a new catalogue starts empty and the old answers go with it.
 */
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
