// The simulator's game list: a few hundred made-up games across the seed's providers, the same
// on every run (a fixed seed), in the shape of Hub88's Games API list entries (docs/hub88.md
// "The simulator"). Each plays on one of the sandbox studio's engines.
export interface SimulatedGame {
  game_code: string;
  game_id: number;
  name: string;
  /** The studio (Hub88's `product`). */
  product: string;
  category: 'Video Slots' | 'Live Casino' | 'Table Games' | 'Crash Games';
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  freebet_support: boolean;
  demo_game_support: boolean;
  enabled: boolean;
  platforms: ('GPL_DESKTOP' | 'GPL_MOBILE')[];
  url_thumb: string;
  /** Jurisdictions the game version is approved in. */
  jurisdictions: string[];
}

/** Hub88 products for the seed's providers: [product, game_code prefix, games, main category]. */
const PRODUCTS: [string, string, number, SimulatedGame['category']][] = [
  ['Pragmatic Play', 'pp', 60, 'Video Slots'],
  ['Evolution Gaming', 'evo', 30, 'Live Casino'],
  ['PG Soft', 'pg', 40, 'Video Slots'],
  ['NetEnt', 'netent', 35, 'Video Slots'],
  ["Play'n GO", 'png', 35, 'Video Slots'],
  ['BGaming', 'bgaming', 30, 'Video Slots'],
  ['Wazdan', 'wazdan', 25, 'Video Slots'],
  ['Playson', 'playson', 25, 'Video Slots'],
  ['Ezugi', 'ezugi', 20, 'Live Casino'],
];

const WORDS = [
  ['Golden', 'Wild', 'Lucky', 'Mystic', 'Royal', 'Blazing', 'Sweet', 'Ancient', 'Crystal', 'Neon'],
  ['Dragon', 'Pharaoh', 'Fruit', 'Tiger', 'Gem', 'Viking', 'Phoenix', 'Candy', 'Olympus', 'Joker'],
  [
    'Fortune',
    'Riches',
    'Quest',
    'Megaways',
    'Spins',
    'Bonanza',
    'Rush',
    'Hold & Win',
    'Deluxe',
    '',
  ],
];
const LIVE = ['Roulette', 'Blackjack', 'Baccarat', 'Crazy Time', 'Dream Catcher', 'Sic Bo'];

/** A small seeded PRNG (mulberry32): the list must not change between runs. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 40);

export function simulatedGames(): SimulatedGame[] {
  const next = rng(20_261_205);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const games: SimulatedGame[] = [];
  const codes = new Set<string>();
  for (const [product, prefix, count, main] of PRODUCTS) {
    for (let i = 0; i < count; i++) {
      const live = main === 'Live Casino';
      const category: SimulatedGame['category'] = live
        ? next() < 0.8
          ? 'Live Casino'
          : 'Table Games'
        : next() < 0.9
          ? 'Video Slots'
          : 'Crash Games';
      const name = live
        ? `${pick(WORDS[0]!)} ${pick(LIVE)}`
        : [pick(WORDS[0]!), pick(WORDS[1]!), pick(WORDS[2]!)].filter(Boolean).join(' ');
      let code = `${prefix}_${slug(name)}`;
      for (let n = 2; codes.has(code); n++) code = `${prefix}_${slug(name)}${n}`;
      codes.add(code);
      games.push({
        game_code: code,
        game_id: games.length + 1001,
        name,
        product,
        category,
        rtp: Math.round((94 + next() * 3) * 100) / 100,
        volatility: pick(['low', 'medium', 'high'] as const),
        freebet_support: category === 'Video Slots' && next() < 0.6,
        demo_game_support: !live,
        enabled: true,
        platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
        url_thumb: `/game-art/hub88-${code}.svg`,
        jurisdictions: next() < 0.7 ? ['MGA', 'DE', 'UKGC', 'SANDBOX'] : ['MGA', 'SANDBOX'],
      });
    }
  }
  return games;
}

/** The studio engine a simulated game plays on. */
export function engineOf(game: Pick<SimulatedGame, 'category'>): 'slot' | 'crash' | 'mines' {
  if (game.category === 'Crash Games') return 'crash';
  if (game.category === 'Table Games') return 'mines';
  return 'slot';
}
