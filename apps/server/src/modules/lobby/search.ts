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
 * A snapshot's games as search reads them: highest weight first, the games by provider, and an
 * index of the names' one-, two- and three-letter pieces: for each, the games (in weight order)
 * whose name holds it. A query of three letters or more reads only the games holding all its
 * trigrams, so a search of 10,000 games looks at tens of them, not 10,000; a query of one or
 * two letters is its piece's list as it stands (a name holds it exactly when it holds the piece).
 */
interface SearchIndex {
  games: CatalogueGame[];
  providers: { key: string; members: number[] }[];
  /** By piece of one, two or three letters: the games whose name holds it, in weight order. */
  grams: Map<string, number[]>;
  /**
   * Each game's best rank during one search (NO_MATCH between searches): one array per index,
   * reused, as a fresh one a search cost an allocation outside the heap and halved the lobby's
   * search rate over HTTP. Searches are synchronous, so one never sees another's.
   */
  rankAt: Uint8Array;
}
const GRAM = 3;
/** A game's rank while a search has not matched it. */
const NO_MATCH = 255;
/** A cache: each catalogue snapshot's index, built once and dropped with the snapshot. */
const indexes = new WeakMap<readonly CatalogueGame[], SearchIndex>();

function indexFor(list: readonly CatalogueGame[]): SearchIndex {
  const cached = indexes.get(list);
  if (cached) return cached;
  const games = [...list].sort((a, b) => b.sortWeight - a.sortWeight || a.id - b.id);
  const byProvider = new Map<string, number[]>();
  const grams = new Map<string, number[]>();
  games.forEach((game, i) => {
    const members = byProvider.get(game.firmKey) ?? [];
    members.push(i);
    byProvider.set(game.firmKey, members);
    const name = game.nameKey;
    for (let length = 1; length <= GRAM; length++) {
      for (let at = 0; at + length <= name.length; at++) {
        const gram = name.slice(at, at + length);
        const postings = grams.get(gram);
        // Games come in order, so a list stays sorted; a repeat in one name is kept once.
        if (!postings) grams.set(gram, [i]);
        else if (postings[postings.length - 1] !== i) postings.push(i);
      }
    }
  });
  const index: SearchIndex = {
    games,
    providers: [...byProvider].map(([key, members]) => ({ key, members })),
    grams,
    rankAt: new Uint8Array(games.length).fill(NO_MATCH),
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
 * The games whose name may contain the text, in weight order: for three letters or more, those
 * holding every trigram of it; for one or two, exactly those holding it.
 */
function nameCandidates(index: SearchIndex, text: string): number[] {
  if (text.length <= GRAM) return index.grams.get(text) ?? [];
  const lists: number[][] = [];
  for (let at = 0; at + GRAM <= text.length; at++) {
    const postings = index.grams.get(text.slice(at, at + GRAM));
    if (!postings) return [];
    lists.push(postings);
  }
  lists.sort((a, b) => a.length - b.length);
  let found = lists[0]!;
  for (let k = 1; k < lists.length && found.length > 0; k++) found = intersect(found, lists[k]!);
  return found;
}

/** Every game whose name contains the text, in weight order. */
function gamesNaming(index: SearchIndex, text: string): number[] {
  const candidates = nameCandidates(index, text);
  if (text.length <= GRAM) return candidates;
  return candidates.filter((i) => index.games[i]!.nameKey.includes(text));
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
  // The games matched, in the order found; their ranks are in index.rankAt meanwhile, which
  // the next search must find clear whatever happens here.
  const matched: number[] = [];
  try {
    rankMatches(index, query, matched);
    return inRankOrder(index, matched);
  } finally {
    for (const i of matched) index.rankAt[i] = NO_MATCH;
  }
}

/** Records each matching game's best rank in index.rankAt, and the game in `matched`. */
function rankMatches(index: SearchIndex, query: string, matched: number[]) {
  const { rankAt } = index;
  const better = (i: number, rank: Rank) => {
    const seen = rankAt[i]!;
    if (seen === NO_MATCH) matched.push(i);
    if (rank < seen) rankAt[i] = rank;
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
  if (queryWords.length === 1) return;
  // Every distinct word in the name or the provider: read the games the rarest word names
  // (by the index), and check the other words on those alone.
  const distinct = [...new Set(queryWords)];
  for (const i of gamesOfRarestWord(index, distinct)) {
    const g = index.games[i]!;
    if (distinct.every((w) => g.nameKey.includes(w) || g.firmKey.includes(w))) {
      better(i, Rank.AllWords);
    }
  }
}

/** How many games the providers whose name or code contains the text hold, counted, not listed. */
function providerGameCount(index: SearchIndex, text: string): number {
  let count = 0;
  for (const p of index.providers) if (p.key.includes(text)) count += p.members.length;
  return count;
}

/**
 * At most how many games' names may hold the text, from the index alone: its piece's list for
 * one to three letters, else the shortest list of its trigrams (0 when one is in no name).
 */
function nameBound(index: SearchIndex, text: string): number {
  if (text.length <= GRAM) return index.grams.get(text)?.length ?? 0;
  let bound = Infinity;
  for (let at = 0; at + GRAM <= text.length && bound > 0; at++) {
    bound = Math.min(bound, index.grams.get(text.slice(at, at + GRAM))?.length ?? 0);
  }
  return bound;
}

/**
 * The games whose name or provider may hold the rarest of the words, a game possibly twice (the
 * caller checks every word on each and its rank keeps one). Words are weighed from the index
 * alone (their names' bound and their providers' games, counted, not listed) and only the
 * rarest one's games are listed: a provider's word ("pragmatic", a thousand games at 10,000)
 * beside a rare one no longer builds that provider's list, and no list is made distinct
 * through a Set (one such query cost 88 µs against 2-16 µs for the others).
 */
function gamesOfRarestWord(index: SearchIndex, words: string[]): number[] {
  let rarest = '';
  let fewest = Infinity;
  for (const word of words) {
    const count = nameBound(index, word) + providerGameCount(index, word);
    if (count < fewest) {
      rarest = word;
      fewest = count;
    }
    if (count === 0) return [];
  }
  const named = nameCandidates(index, rarest);
  const inProvider = gamesOfProviders(index, rarest);
  return inProvider.length === 0 ? named : named.concat(inProvider);
}

/**
 * The matched games by rank, and within a rank in weight order (the index's order). Few
 * matches are sorted; many (a letter or two typed) are laid out over the whole list, one pass.
 */
function inRankOrder(index: SearchIndex, matched: number[]): CatalogueGame[] {
  const { rankAt, games } = index;
  if (matched.length * 16 < games.length) {
    return [...matched].sort((a, b) => rankAt[a]! - rankAt[b]! || a - b).map((i) => games[i]!);
  }
  const buckets: CatalogueGame[][] = [[], [], [], [], [], []];
  for (let i = 0; i < games.length; i++) {
    const rank = rankAt[i]!;
    if (rank !== NO_MATCH) buckets[rank]!.push(games[i]!);
  }
  return buckets.flat();
}

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
