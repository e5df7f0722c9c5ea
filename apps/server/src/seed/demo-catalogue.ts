// The generated demo catalogue: about 3,000 games across the seed's twelve providers, with
// names built from word lists by a seeded PRNG, so every run (and every machine) gets the same
// catalogue. These are STAND-INS: no real studio stands behind them, the names are our own,
// and a launch opens the sandbox studio's slot in their place (stand_in = 1; the launch call
// answers standIn: true).
import { sql, type Insertable, type Transaction } from 'kysely';
import { strategyRng } from '@talih/sandbox/games/strategy-rng.ts';
import type { DB, GameLabelsTable } from '../db/schema.ts';
import { normaliseSearchText } from '../modules/lobby/normalise.ts';
import * as w from './catalogue-words.ts';
import { DEMO_PROVIDERS, type CategoryCode, type DemoProvider } from './demo-lobby.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Games added within this many days carry the "new" label. */
export const NEW_GAME_DAYS = 30;
const CATALOGUE_SEED = 20_261_123;
/** Popularity above this puts a game under "hot". */
const HOT_POPULARITY = 0.92;

export interface CatalogueEntry {
  name: string;
  firmCode: string;
  category: CategoryCode;
  haveDemo: boolean;
  sortWeight: number;
  addedAt: number;
  /** Label id -> weight within the label (highest first). */
  labels: Record<string, number>;
}

/**
 * Names the search journeys rely on: "bonanza" finds several, "sweet" and "istanbul" find one
 * each (the latter written in Turkish capitals), and Turkish letters of every kind.
 */
const ANCHORS: { name: string; firmCode: string; category: CategoryCode }[] = [
  { name: 'Sweet Lokum Bonanza', firmCode: 'PP', category: 'slot' },
  { name: 'İSTANBUL GECELERİ', firmCode: 'PG', category: 'slot' },
  { name: 'Kapadokya Bonanza', firmCode: 'PP', category: 'slot' },
  { name: 'Boğaziçi Bonanza Megaways', firmCode: 'PP', category: 'slot' },
  { name: 'Bonanza Çarşısı', firmCode: 'BGAMING', category: 'slot' },
  { name: 'Şeker Bonanza', firmCode: 'WAZDAN', category: 'slot' },
  { name: 'Ağrı Dağı Hazinesi', firmCode: 'PLAYSON', category: 'jackpot' },
  { name: 'Güneşli Ölüdeniz', firmCode: 'NETENT', category: 'slot' },
  { name: 'Işıklı Kervansaray', firmCode: 'PNG', category: 'slot' },
  { name: 'Türkçe Rulet Işıl', firmCode: 'EVO', category: 'live' },
];

type Pick = <T>(list: readonly T[]) => T;

function nameFor(category: CategoryCode, rnd: () => number, pick: Pick): string {
  const suffix = (chance: number, list: readonly string[] = w.SLOT_SUFFIXES) =>
    rnd() < chance ? ` ${pick(list)}` : '';
  switch (category) {
    case 'live':
      return `${pick(w.LIVE_PREFIXES)} ${pick(w.LIVE_GAMES)} ${pick(w.LIVE_TABLES)}`;
    case 'table':
      return `${pick(w.TABLE_ADJECTIVES)} ${pick(w.TABLE_GAMES)}${rnd() < 0.3 ? ` ${pick(w.LIVE_TABLES)}` : ''}`;
    case 'instant':
      return `${pick(w.INSTANT_ADJECTIVES)} ${pick(w.INSTANT_NOUNS)}${rnd() < 0.25 ? ' X' : ''}`;
    case 'fishing':
      return `${pick(w.FISH_ADJECTIVES)} ${pick(w.FISH_NOUNS)}${rnd() < 0.2 ? ' 2' : ''}`;
    case 'jackpot':
      return `${slotName(rnd, pick)} ${pick(['Jackpot', 'Mega Jackpot', 'Hold & Win', 'Jackpot King'])}`;
    case 'slot':
      return `${slotName(rnd, pick)}${suffix(0.18)}`;
  }
}

function slotName(rnd: () => number, pick: Pick): string {
  const r = rnd();
  if (r < 0.3) return `${pick(w.EN_ADJECTIVES)} ${pick(w.THEMES)} ${pick(w.EN_NOUNS)}`;
  if (r < 0.5) return `${pick(w.THEMES)} ${pick(w.EN_NOUNS)}`;
  if (r < 0.62) return `${pick(w.EN_NOUNS)} of ${pick(w.PLACES)}`;
  if (r < 0.72) return `${pick(w.EN_ADJECTIVES)} ${pick(w.EN_NOUNS)}`;
  return `${pick(w.TR_ADJECTIVES)} ${pick(w.TR_NOUNS)}`;
}

function categoryFor(provider: DemoProvider, rnd: () => number): CategoryCode {
  const entries = Object.entries(provider.mix) as [CategoryCode, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let r = rnd() * total;
  for (const [code, weight] of entries) {
    r -= weight;
    if (r < 0) return code;
  }
  return provider.main;
}

/** The designed catalogue's size: every provider's own number of games. */
export const DESIGNED_CATALOGUE_GAMES = DEMO_PROVIDERS.reduce((n, p) => n + p.games, 0);

/**
 * Each provider's number of games for a catalogue of `size` (0: as designed): the providers'
 * shares kept, the rounding left over given to the first providers.
 */
export function providerGameCounts(size: number): number[] {
  if (size <= 0) return DEMO_PROVIDERS.map((p) => p.games);
  const counts = DEMO_PROVIDERS.map((p) => Math.floor((p.games * size) / DESIGNED_CATALOGUE_GAMES));
  let left = size - counts.reduce((n, c) => n + c, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left--) counts[i]!++;
  return counts;
}

/**
 * The whole generated catalogue, providers in the drawer's order; the same on every run. `size`
 * (SEED_CATALOGUE_GAMES) makes it that many games, 0 the designed ~3,000.
 */
export function generateCatalogue(now: number, size = 0): CatalogueEntry[] {
  // The sandbox's small seeded generator (mulberry32): demo data, never game outcomes.
  const rnd = strategyRng(CATALOGUE_SEED);
  const pick: Pick = (list) => list[Math.floor(rnd() * list.length)]!;
  const taken = new Set<string>();
  const entries: CatalogueEntry[] = [];
  const add = (name: string, firmCode: string, category: CategoryCode) => {
    taken.add(normaliseSearchText(name));
    const popularity = rnd();
    const ageDays = rnd() * 365;
    const addedAt = now - Math.floor(ageDays * DAY_MS);
    const sortWeight = Math.round(popularity * 1000);
    const labels: Record<string, number> = {};
    if (popularity > HOT_POPULARITY) labels.hot = sortWeight;
    // Newest first under "new": the weight is the minutes since the window opened.
    if (ageDays < NEW_GAME_DAYS) {
      labels.new = Math.floor((addedAt - (now - NEW_GAME_DAYS * DAY_MS)) / 60_000);
    }
    if (category === 'jackpot' || /jackpot/i.test(name)) labels.jackpot = sortWeight;
    if (/megaways/i.test(name)) labels.megaways = sortWeight;
    if (category === 'live' && popularity > 0.4) labels.live = sortWeight;
    entries.push({
      name,
      firmCode,
      category,
      haveDemo: category !== 'live' && rnd() < 0.95,
      sortWeight,
      addedAt,
      labels,
    });
  };

  const counts = providerGameCounts(size);
  DEMO_PROVIDERS.forEach((provider, p) => {
    const anchors = ANCHORS.filter((a) => a.firmCode === provider.firmCode);
    for (const anchor of anchors) add(anchor.name, anchor.firmCode, anchor.category);
    for (let i = anchors.length; i < counts[p]!; i++) {
      const category = categoryFor(provider, rnd);
      let name = '';
      let candidate = '';
      const free = (text: string) => {
        const key = normaliseSearchText(text);
        return !taken.has(key) && !w.REAL_TITLES.has(key);
      };
      // A bounded redraw: the word lists give tens of thousands of names for ~3,000 games.
      for (let attempt = 0; attempt < 50 && !name; attempt++) {
        candidate = nameFor(category, rnd, pick);
        if (free(candidate)) name = candidate;
      }
      // A catalogue larger than designed runs out of some kinds' names (tables, fishing): the
      // last one drawn gets a sequel number, as studios name theirs.
      for (let sequel = 2; !name; sequel++) {
        if (free(`${candidate} ${sequel}`)) name = `${candidate} ${sequel}`;
      }
      add(name, provider.firmCode, category);
    }
  });
  return entries;
}

/** Rows per multi-row insert: few statements, well under both engines' parameter limits. */
const INSERT_BATCH = 200;

/**
 * Inserts the generated catalogue as stand-ins of the sandbox slot, with its labels; the art
 * URL is the game's own generated picture (/game-art/<id>.svg).
 */
export async function insertCatalogue(
  trx: Transaction<DB>,
  now: number,
  categoryIds: Record<CategoryCode, number>,
  size = 0,
): Promise<number> {
  const entries = generateCatalogue(now, size);
  const labelRows: Insertable<GameLabelsTable>[] = [];
  for (let start = 0; start < entries.length; start += INSERT_BATCH) {
    const batch = entries.slice(start, start + INSERT_BATCH);
    const ids = await trx
      .insertInto('games')
      .values(
        batch.map((e) => ({
          name: e.name,
          image_url: '',
          have_demo: e.haveDemo ? 1 : 0,
          firm_code: e.firmCode,
          studio_code: 'sandbox',
          studio_game: 'slot',
          status: 'active' as const,
          sort_weight: e.sortWeight,
          created_at: e.addedAt,
          category_id: categoryIds[e.category],
          stand_in: 1,
        })),
      )
      .returning('id')
      .execute();
    if (ids.length !== batch.length) throw new Error('demo catalogue: insert lost rows');
    batch.forEach((e, i) => {
      for (const [labelId, weight] of Object.entries(e.labels)) {
        labelRows.push({ game_id: ids[i]!.id, label_id: labelId, weight });
      }
    });
  }
  for (let start = 0; start < labelRows.length; start += INSERT_BATCH * 2) {
    await trx
      .insertInto('game_labels')
      .values(labelRows.slice(start, start + INSERT_BATCH * 2))
      .execute();
  }
  await trx
    .updateTable('games')
    .set({ image_url: sql<string>`'/game-art/' || cast(id as varchar(20)) || '.svg'` })
    .where('image_url', '=', '')
    .execute();
  return entries.length;
}
