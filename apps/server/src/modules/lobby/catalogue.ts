// The catalogue snapshot: every active game with its labels, category and provider, the labels,
// categories and providers, held in process. The lobby is the hottest read path and the
// catalogue changes rarely, so label pages, category pages and search are answered from here.
// A snapshot older than CATALOGUE_TTL_MS is refreshed in the background (the old one answers
// meanwhile); a change announced on the cache bus (catalogueChanged) makes the next request
// wait for a fresh one, on every instance.
import type { Kysely } from 'kysely';
import type { LobbyGame } from '@talih/contracts/lobby.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { Cache } from '../../cache/cache.ts';
import type { DB, LobbyLabelKind } from '../../db/schema.ts';
import { normaliseSearchText } from './normalise.ts';

export const CATALOGUE_CHANNEL = 'lobby:catalogue';
export const CATALOGUE_TTL_MS = 30_000;
/** A bound on what one snapshot holds; the demo catalogue is about 3,000 games. */
const GAMES_MAX = 100_000;

export type Names = Record<Language, string>;

export interface CatalogueGame {
  id: number;
  sortWeight: number;
  /** The answer's fields apart from playingNow, which is added per request. */
  card: Omit<LobbyGame, 'playingNow'>;
  /** normaliseSearchText of the name, and of the provider's name and code. */
  nameKey: string;
  firmKey: string;
}

export interface CatalogueLabel {
  labelId: string;
  names: Names;
  kind: LobbyLabelKind;
  /** Highest weight first, then id. Empty for favoriler (per player, from the database). */
  games: CatalogueGame[];
}

export interface CatalogueCategory {
  categoryId: number;
  code: string;
  names: Names;
  /** The code and the names, normalised: what getGameByCategoryNameAndPage matches. */
  keys: string[];
  games: CatalogueGame[];
}

export interface CatalogueProvider {
  firmCode: string;
  firmName: string;
  categoryId: number;
  games: CatalogueGame[];
  /** The categories it has games in, in the categories' order, with its count in each. */
  categories: { categoryId: number; gameCount: number }[];
}

export interface Catalogue {
  loadedAt: number;
  /** Every active game, highest sort weight first, then id. */
  games: CatalogueGame[];
  byId: Map<number, CatalogueGame>;
  labels: CatalogueLabel[];
  labelById: Map<string, CatalogueLabel>;
  categories: CatalogueCategory[];
  categoryById: Map<number, CatalogueCategory>;
  providers: CatalogueProvider[];
  providerByCode: Map<string, CatalogueProvider>;
  /** The mobile drawer's providers (firm codes), in the back-office's order. */
  drawer: string[];
}

const names = (row: { name_tk: string; name_en: string; name_zh: string }): Names => ({
  tk: row.name_tk,
  en: row.name_en,
  'zh-CN': row.name_zh,
});

const byWeightThenId = (a: { weight: number; id: number }, b: { weight: number; id: number }) =>
  b.weight - a.weight || a.id - b.id;

export async function loadCatalogue(db: Kysely<DB>, now = Date.now()): Promise<Catalogue> {
  const [gameRows, labelRows, gameLabelRows, categoryRows, providerRows] = await Promise.all([
    db
      .selectFrom('games')
      .select([
        'id',
        'name',
        'image_url',
        'have_demo',
        'firm_code',
        'category_id',
        'sort_weight',
        'created_at',
      ])
      .where('status', '=', 'active')
      // A provider switched off in the back-office takes its games out of the lobby.
      .where('firm_code', 'not in', (eb) =>
        eb.selectFrom('game_providers').select('firm_code').where('enabled', '=', 0),
      )
      .orderBy('sort_weight', 'desc')
      .orderBy('id')
      .limit(GAMES_MAX)
      .execute(),
    db.selectFrom('lobby_labels').selectAll().orderBy('sort').orderBy('label_id').execute(),
    db.selectFrom('game_labels').select(['game_id', 'label_id', 'weight']).execute(),
    db.selectFrom('game_categories').selectAll().orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('game_providers')
      .selectAll()
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('firm_code')
      .execute(),
  ]);

  const providerNames = new Map(providerRows.map((p) => [p.firm_code, p.name]));
  const labelsOf = new Map<number, { labelId: string; weight: number }[]>();
  for (const row of gameLabelRows) {
    const list = labelsOf.get(row.game_id) ?? [];
    list.push({ labelId: row.label_id, weight: row.weight });
    labelsOf.set(row.game_id, list);
  }
  const labelOrder = new Map(labelRows.map((l, i) => [l.label_id, i]));

  const games: CatalogueGame[] = gameRows.map((row) => {
    const firmName = providerNames.get(row.firm_code) ?? row.firm_code;
    const labels = (labelsOf.get(row.id) ?? [])
      .map((l) => l.labelId)
      .filter((id) => labelOrder.has(id))
      .sort((a, b) => labelOrder.get(a)! - labelOrder.get(b)!);
    return {
      id: row.id,
      sortWeight: row.sort_weight,
      card: {
        gameId: row.id,
        gameName: row.name,
        imageUrlLobby: row.image_url,
        haveDemo: row.have_demo === 1,
        firmCode: row.firm_code,
        firmName,
        categoryId: row.category_id,
        labels,
        addedAt: row.created_at,
      },
      nameKey: normaliseSearchText(row.name),
      firmKey: normaliseSearchText(`${firmName} ${row.firm_code}`),
    };
  });
  const byId = new Map(games.map((g) => [g.id, g]));

  const labels: CatalogueLabel[] = labelRows.map((l) => {
    const members = gameLabelRows
      .filter((r) => r.label_id === l.label_id && byId.has(r.game_id))
      .map((r) => ({ id: r.game_id, weight: r.weight }))
      .sort(byWeightThenId);
    return {
      labelId: l.label_id,
      names: names(l),
      kind: l.kind,
      games: members.map((m) => byId.get(m.id)!),
    };
  });

  const categories: CatalogueCategory[] = categoryRows.map((c) => ({
    categoryId: c.id,
    code: c.code,
    names: names(c),
    keys: [...new Set([c.code, c.name_tk, c.name_en, c.name_zh].map(normaliseSearchText))],
    games: games.filter((g) => g.card.categoryId === c.id),
  }));

  const providers: CatalogueProvider[] = providerRows.map((p) => {
    const own = games.filter((g) => g.card.firmCode === p.firm_code);
    return {
      firmCode: p.firm_code,
      firmName: p.name,
      categoryId: p.category_id,
      games: own,
      categories: categories.flatMap((c) => {
        const gameCount = own.filter((g) => g.card.categoryId === c.categoryId).length;
        return gameCount > 0 ? [{ categoryId: c.categoryId, gameCount }] : [];
      }),
    };
  });

  return {
    loadedAt: now,
    games,
    byId,
    labels,
    labelById: new Map(labels.map((l) => [l.labelId, l])),
    categories,
    categoryById: new Map(categories.map((c) => [c.categoryId, c])),
    providers,
    providerByCode: new Map(providers.map((p) => [p.firmCode.toUpperCase(), p])),
    drawer: providerRows
      .filter((p) => p.drawer_sort !== null)
      .sort((a, b) => a.drawer_sort! - b.drawer_sort! || a.sort - b.sort)
      .map((p) => p.firm_code),
  };
}

export interface CatalogueStore {
  get(): Promise<Catalogue>;
  /** The next get() waits for a snapshot loaded after this call. */
  invalidate(): void;
  close(): Promise<void>;
}

/**
 * Stores of this process by the bus they listen on, so a change made here applies at once.
 * Keyed by the cache, not the app: the CLI and the back-office change the catalogue without the
 * player app, through the same bus; the entry goes with the cache.
 */
const localStores = new WeakMap<Cache, Set<CatalogueStore>>();

export function openCatalogueStore(deps: {
  db: Kysely<DB>;
  cache: Cache;
  log: { warn(obj: object, msg: string): void };
  ttlMs?: number;
}): CatalogueStore {
  const ttlMs = deps.ttlMs ?? CATALOGUE_TTL_MS;
  let current: Catalogue | null = null;
  let currentVersion = -1;
  let version = 0;
  let loading: { version: number; promise: Promise<Catalogue> } | null = null;

  const load = (): Promise<Catalogue> => {
    if (loading && loading.version === version) return loading.promise;
    const started = version;
    const promise = loadCatalogue(deps.db)
      .then((catalogue) => {
        if (started >= currentVersion) {
          current = catalogue;
          currentVersion = started;
        }
        return catalogue;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = null;
      });
    loading = { version: started, promise };
    return promise;
  };

  // Subscribed on first use: an app that never serves the lobby holds no subscription.
  let unsubscribe: Promise<() => Promise<void>> | null = null;
  const store: CatalogueStore = {
    async get() {
      unsubscribe ??= deps.cache
        .subscribe(CATALOGUE_CHANNEL, () => store.invalidate())
        .catch((error: unknown) => {
          // Without the bus the TTL still refreshes the snapshot; the next request tries again.
          deps.log.warn({ err: error }, 'lobby: no catalogue change subscription');
          unsubscribe = null;
          return async () => {};
        });
      await unsubscribe;
      if (current && currentVersion === version) {
        if (Date.now() - current.loadedAt > ttlMs && !loading) {
          load().catch((error: unknown) =>
            deps.log.warn({ err: error }, 'lobby: catalogue refresh failed; serving the last one'),
          );
        }
        return current;
      }
      return load();
    },
    invalidate() {
      version++;
    },
    async close() {
      localStores.get(deps.cache)?.delete(store);
      if (unsubscribe) await (await unsubscribe)();
    },
  };
  const local = localStores.get(deps.cache) ?? new Set();
  local.add(store);
  localStores.set(deps.cache, local);
  return store;
}

/**
 * Announces a change of games, labels, categories or providers: this process's snapshots are
 * dropped at once, other instances' when the message reaches them.
 */
export async function catalogueChanged(cache: Cache): Promise<void> {
  for (const store of localStores.get(cache) ?? []) store.invalidate();
  for (const listener of localListeners.get(cache) ?? []) listener();
  await cache.publish(CATALOGUE_CHANNEL, String(Date.now()));
}

/** What else this process made from the catalogue and its banners (the home's page); by the
 * cache, as localStores is. */
const localListeners = new WeakMap<Cache, Set<() => void>>();

/**
 * Calls `listener` on every change catalogueChanged announces (banners included): at once in this
 * process, from the bus for a change made on another instance. Answers the unsubscribe.
 */
export async function onCatalogueChange(
  cache: Cache,
  listener: () => void,
): Promise<() => Promise<void>> {
  const local = localListeners.get(cache) ?? new Set();
  local.add(listener);
  localListeners.set(cache, local);
  const unsubscribe = await cache.subscribe(CATALOGUE_CHANNEL, () => listener());
  return async () => {
    local.delete(listener);
    await unsubscribe();
  };
}
