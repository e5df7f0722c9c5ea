// "Nazar" — a 5-reel × 3-row, 20-line video slot. The reel strips, paylines and paytable below
// are the whole of its math: slotExactRtp() derives the return from them analytically and the
// RTP test replays 10^6 spins through the provably fair path.
import { fairFloats, floatToIndex } from './fair.ts';
import type { FairInput, GameMath } from './types.ts';

export type SlotSymbolKind = 'low' | 'high' | 'wild' | 'scatter';

export interface SlotSymbol {
  id: string;
  /** Display names by the API's language keys (`tk` is Turkish). */
  names: { tk: string; en: string; 'zh-CN': string };
  kind: SlotSymbolKind;
}

export type SlotPayCount = 3 | 4 | 5;

export type SlotMath = GameMath & {
  /** One strip per reel; a spin stops each reel uniformly and shows 3 consecutive stops. */
  reels: readonly string[][];
  /** The row index (0 top … 2 bottom) on each reel, left to right. */
  paylines: readonly number[][];
  /** Line wins as multipliers of the line bet (total bet / lineCount). */
  paytable: Record<string, Partial<Record<SlotPayCount, number>>>;
  /** Scatter wins, anywhere on the screen, as multipliers of the total bet. */
  scatterPays: Partial<Record<SlotPayCount, number>>;
  lineCount: number;
  symbols: readonly SlotSymbol[];
};

export interface SlotLineWin {
  /** Index into SLOT_MATH.paylines (0-based; show it as payline + 1). */
  payline: number;
  symbol: string;
  count: number;
  winMinor: number;
}

export interface SlotOutcome {
  /** grid[reel][row], 5 × 3 symbol ids. */
  grid: string[][];
  lines: SlotLineWin[];
  scatter: { count: number; winMinor: number } | null;
  winMinor: number;
  /** winMinor / bet, floored to 2 decimals (display only; money is winMinor). */
  multiplier: number;
}

/** A fair spin: the outcome plus each reel's stop (the strip index of its top row). */
export type SlotSpin = SlotOutcome & { stops: number[] };

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_WILD = 'wild';
export const SLOT_SCATTER = 'scatter';

const SYMBOLS: readonly SlotSymbol[] = [
  { id: 'wild', names: { tk: 'Joker', en: 'Wild', 'zh-CN': '百搭' }, kind: 'wild' },
  {
    id: 'scatter',
    names: { tk: 'Sihirli Lamba', en: 'Magic Lamp', 'zh-CN': '神灯' },
    kind: 'scatter',
  },
  {
    id: 'nazar',
    names: { tk: 'Nazar Boncuğu', en: 'Evil Eye Bead', 'zh-CN': '蓝眼睛' },
    kind: 'high',
  },
  { id: 'lale', names: { tk: 'Lale', en: 'Tulip', 'zh-CN': '郁金香' }, kind: 'high' },
  { id: 'cay', names: { tk: 'Çay', en: 'Turkish Tea', 'zh-CN': '土耳其茶' }, kind: 'high' },
  { id: 'simit', names: { tk: 'Simit', en: 'Simit', 'zh-CN': '芝麻圈' }, kind: 'high' },
  { id: 'A', names: { tk: 'As', en: 'Ace', 'zh-CN': 'A' }, kind: 'low' },
  { id: 'K', names: { tk: 'Papaz', en: 'King', 'zh-CN': 'K' }, kind: 'low' },
  { id: 'Q', names: { tk: 'Kız', en: 'Queen', 'zh-CN': 'Q' }, kind: 'low' },
  { id: 'J', names: { tk: 'Vale', en: 'Jack', 'zh-CN': 'J' }, kind: 'low' },
  { id: '10', names: { tk: '10', en: 'Ten', 'zh-CN': '10' }, kind: 'low' },
];

const strip = (stops: string): string[] => stops.split(' ');

// Low symbols come in pairs (stacks of two) and nothing else repeats: stacking keeps the hit
// frequency near 28% without changing the RTP, which depends only on the symbol counts and
// on the scatter spacing. Each strip has one scatter, so a window shows at most one per reel.
const REELS: string[][] = [
  strip(
    'cay A A 10 10 lale cay 10 simit wild Q nazar J J simit K K cay Q Q J J lale 10 10 nazar simit Q Q lale K K scatter simit J A A',
  ),
  strip(
    'K K J J simit 10 10 lale cay nazar 10 10 lale 10 cay A A scatter wild K K Q Q simit J J cay lale wild A A Q simit J simit nazar Q Q',
  ),
  strip(
    'cay wild nazar simit A A J lale nazar scatter simit Q Q simit A A 10 10 K K Q Q cay simit cay lale J J lale K K wild 10 10 J J',
  ),
  strip(
    'nazar lale J J cay lale 10 10 Q Q K K lale cay J J Q simit wild A A simit K K scatter simit 10 10 wild J 10 nazar A A cay simit Q Q',
  ),
  strip(
    'lale simit cay simit lale J J A A Q Q simit J 10 wild nazar cay Q Q K K simit A A scatter K K nazar Q lale J J 10 10 cay 10 10',
  ),
];

const PAYLINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

// Integer multipliers only, so every win is a whole number of minor units (bet % 20 === 0).
const PAYTABLE: Record<string, Partial<Record<SlotPayCount, number>>> = {
  wild: { 3: 60, 4: 300, 5: 2500 },
  nazar: { 3: 50, 4: 250, 5: 1200 },
  lale: { 3: 40, 4: 150, 5: 600 },
  cay: { 3: 30, 4: 120, 5: 500 },
  simit: { 3: 25, 4: 100, 5: 400 },
  A: { 3: 20, 4: 60, 5: 250 },
  K: { 3: 20, 4: 50, 5: 200 },
  Q: { 3: 15, 4: 40, 5: 150 },
  J: { 3: 12, 4: 30, 5: 125 },
  '10': { 3: 12, 4: 30, 5: 125 },
};

const SCATTER_PAYS: Partial<Record<SlotPayCount, number>> = { 3: 3, 4: 20, 5: 100 };

export const SLOT_MATH: SlotMath = {
  code: 'slot',
  statedRtp: 0.96,
  // 4 standard errors of the mean of 10^6 spins. Enumerating all 71,166,096 stop combinations
  // gives the payout per unit bet a standard deviation of 2.855 (and RTP 0.960070, hit
  // frequency 27.8%, top win 239× the bet), so SE = 0.002855 and 4 SE = 0.0114.
  rtpTolerance: 0.0115,
  reels: REELS,
  paylines: PAYLINES,
  paytable: PAYTABLE,
  scatterPays: SCATTER_PAYS,
  lineCount: PAYLINES.length,
  symbols: SYMBOLS,
};

const SYMBOL_IDS = new Set(SYMBOLS.map((s) => s.id));

function pay(symbol: string, count: number): number {
  return PAYTABLE[symbol]?.[count as SlotPayCount] ?? 0;
}

/**
 * The win of one line's 5 symbols, left to right, as a multiple of the line bet; null for none.
 * A wild stands for any symbol but the scatter; a line starting with wilds pays the better of
 * the wilds alone and the wilds taken as the first other symbol (W W A A K pays A × 4).
 */
export function evaluateLine(
  symbols: readonly string[],
): { symbol: string; count: number; multiplier: number } | null {
  let wilds = 0;
  while (wilds < SLOT_REELS && symbols[wilds] === SLOT_WILD) wilds++;
  let best: { symbol: string; count: number; multiplier: number } | null = null;
  const wildPay = pay(SLOT_WILD, wilds);
  if (wildPay > 0) best = { symbol: SLOT_WILD, count: wilds, multiplier: wildPay };
  const symbol = symbols[wilds];
  if (symbol !== undefined && symbol !== SLOT_SCATTER) {
    let count = wilds + 1;
    while (count < SLOT_REELS && (symbols[count] === symbol || symbols[count] === SLOT_WILD)) {
      count++;
    }
    const symbolPay = pay(symbol, count);
    if (symbolPay > (best?.multiplier ?? 0)) best = { symbol, count, multiplier: symbolPay };
  }
  return best;
}

function assertBet(betMinor: number): void {
  if (!Number.isSafeInteger(betMinor) || betMinor <= 0 || betMinor % PAYLINES.length !== 0) {
    throw new RangeError(`betMinor must be a positive multiple of ${PAYLINES.length}`);
  }
}

function assertGrid(grid: readonly (readonly string[])[]): void {
  if (grid.length !== SLOT_REELS || grid.some((reel) => reel.length !== SLOT_ROWS)) {
    throw new RangeError(`grid must be ${SLOT_REELS} reels × ${SLOT_ROWS} rows`);
  }
  for (const reel of grid) {
    for (const id of reel) if (!SYMBOL_IDS.has(id)) throw new RangeError(`unknown symbol ${id}`);
  }
}

function safeWin(betMinor: number, multiplier: number): number {
  const winMinor = Math.floor(betMinor * multiplier);
  if (!Number.isSafeInteger(winMinor)) throw new RangeError('win exceeds safe integer range');
  return winMinor;
}

/** Pays a 5 × 3 grid (grid[reel][row]) for a total bet spread equally over the 20 lines. */
export function evaluateGrid(grid: readonly (readonly string[])[], betMinor: number): SlotOutcome {
  assertBet(betMinor);
  assertGrid(grid);
  return payGrid(
    grid.map((reel) => [...reel]),
    betMinor,
  );
}

/** evaluateGrid without the checks: for grids cut from the strips, with a checked bet. */
function payGrid(grid: string[][], betMinor: number): SlotOutcome {
  const lineBetMinor = betMinor / PAYLINES.length;
  const lineSymbols = new Array<string>(SLOT_REELS);
  const lines: SlotLineWin[] = [];
  let winMinor = 0;
  for (let payline = 0; payline < PAYLINES.length; payline++) {
    const rows = PAYLINES[payline] ?? [];
    for (let reel = 0; reel < SLOT_REELS; reel++) {
      lineSymbols[reel] = grid[reel]?.[rows[reel] ?? 0] ?? '';
    }
    const win = evaluateLine(lineSymbols);
    if (win === null) continue;
    const lineWinMinor = safeWin(lineBetMinor, win.multiplier);
    lines.push({ payline, symbol: win.symbol, count: win.count, winMinor: lineWinMinor });
    winMinor += lineWinMinor;
  }
  let scatterCount = 0;
  for (const reel of grid) for (const id of reel) if (id === SLOT_SCATTER) scatterCount++;
  const scatterPay = SCATTER_PAYS[Math.min(scatterCount, SLOT_REELS) as SlotPayCount] ?? 0;
  const scatter =
    scatterPay > 0 ? { count: scatterCount, winMinor: safeWin(betMinor, scatterPay) } : null;
  winMinor += scatter?.winMinor ?? 0;
  if (!Number.isSafeInteger(winMinor)) throw new RangeError('win exceeds safe integer range');
  return {
    grid,
    lines,
    scatter,
    winMinor,
    multiplier: Math.floor((winMinor * 100) / betMinor) / 100,
  };
}

/** One fair spin: reel r stops at floor(float_r × strip length); rows wrap around the strip. */
export function playSlot(input: FairInput, betMinor: number): SlotSpin {
  assertBet(betMinor);
  const floats = fairFloats(input, SLOT_REELS);
  const stops: number[] = [];
  const grid: string[][] = [];
  for (let r = 0; r < SLOT_REELS; r++) {
    const reel = REELS[r] ?? [];
    const stop = floatToIndex(floats[r] ?? 0, reel.length);
    stops.push(stop);
    grid.push([0, 1, 2].map((row) => reel[(stop + row) % reel.length] ?? ''));
  }
  return { ...payGrid(grid, betMinor), stops };
}

/** Each reel's symbol frequencies: the distribution of any one row, since the stop is uniform. */
function reelDistributions(): [string, number][][] {
  return REELS.map((reel) => {
    const counts = new Map<string, number>();
    for (const id of reel) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].map(([id, n]): [string, number] => [id, n / reel.length]);
  });
}

/**
 * Exact return of the line wins per unit of total bet. A line's 5 symbols are independent draws
 * from each strip's symbol distribution, whatever its rows, so every line has the same expected
 * win; 20 lines × line bet = total bet makes the line RTP that expected multiplier.
 */
export function slotLineRtp(): number {
  const dists = reelDistributions();
  const symbols = new Array<string>(SLOT_REELS);
  let expected = 0;
  const walk = (reel: number, probability: number): void => {
    if (reel === SLOT_REELS) {
      expected += probability * (evaluateLine(symbols)?.multiplier ?? 0);
      return;
    }
    for (const [id, p] of dists[reel] ?? []) {
      symbols[reel] = id;
      walk(reel + 1, probability * p);
    }
  };
  walk(0, 1);
  return expected;
}

/** Exact return of the scatter wins: the convolution of each reel's window scatter count. */
export function slotScatterRtp(): number {
  let total = [1]; // total[c] = P(c scatters on the reels so far)
  for (const reel of REELS) {
    const window = new Array<number>(SLOT_ROWS + 1).fill(0);
    for (let stop = 0; stop < reel.length; stop++) {
      let count = 0;
      for (let row = 0; row < SLOT_ROWS; row++) {
        if (reel[(stop + row) % reel.length] === SLOT_SCATTER) count++;
      }
      window[count] = (window[count] ?? 0) + 1 / reel.length;
    }
    const next = new Array<number>(total.length + SLOT_ROWS).fill(0);
    total.forEach((p, c) =>
      window.forEach((q, k) => {
        next[c + k] = (next[c + k] ?? 0) + p * q;
      }),
    );
    total = next;
  }
  return total.reduce((sum, p, c) => sum + p * (SCATTER_PAYS[c as SlotPayCount] ?? 0), 0);
}

/** The exact theoretical RTP: line wins plus scatter wins. */
export function slotExactRtp(): number {
  return slotLineRtp() + slotScatterRtp();
}
