// The studio server's answers as the page receives them (apps/sandbox/src/server). Written out
// here rather than imported so the browser build never follows imports into Node code.
import type { Lang } from './i18n.ts';
import type { GameCode, Mode } from './params.ts';

export interface Fair {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

export interface Limits {
  minBetMinor: number;
  maxBetMinor: number;
  levelsMinor: number[];
  defaultBetMinor: number;
}

export interface SlotSymbol {
  id: string;
  names: Record<Lang, string>;
  kind: 'low' | 'high' | 'wild' | 'scatter';
}

export interface SlotInfo {
  statedRtp: number;
  limits: Limits;
  reels: string[][];
  paylines: number[][];
  /** Multipliers of the line bet by symbol and count ("3" | "4" | "5"). */
  paytable: Record<string, Record<string, number>>;
  /** Multipliers of the total bet by scatter count. */
  scatterPays: Record<string, number>;
  lineCount: number;
  symbols: SlotSymbol[];
}

export interface MinesInfo {
  statedRtp: number;
  limits: Limits;
  tiles: number;
  minMines: number;
  maxMines: number;
  defaultMines: number;
  /** multipliers[mineCount][safeRevealed]. */
  multipliers: Record<string, number[]>;
}

export interface CrashInfo {
  statedRtp: number;
  limits: Limits;
  growthPerMs: number;
  minCashOut: number;
  maxCashOut: number;
}

export interface SessionView {
  sessionId: string;
  mode: Mode;
  game: GameCode;
  balanceMinor: number;
  currency: string;
  nickname: string;
  pendingWins: number;
  fair: Fair;
  /** The jurisdiction's rules for this game: stake cap (already in the levels), pace, autoplay. */
  rules: GameRules;
}

export interface GameRules {
  stakeMaxMinor: number | null;
  /** The shortest time between the starts of two rounds; the spin button waits it out. */
  roundMinMs: number | null;
  autoplay: boolean;
}

/** Free rounds the operator awarded: the next one to play ("3/10") and its fixed stake. */
export interface FreeRoundsView {
  awardId: string;
  next: number;
  total: number;
  spinValueMinor: number;
}

export type OpenedSession = SessionView & {
  /** Real slot sessions: awarded free rounds left (played before any paid round). */
  freeRounds?: FreeRoundsView | null;
  info: SlotInfo | MinesInfo | CrashInfo;
  /** A reloaded page's open round, to draw again. */
  mines: MinesView | null;
  crash: CrashState['round'];
};

export type WinStatus = 'paid' | 'pending' | 'failed';

export interface SpinResult {
  roundId: string;
  betMinor: number;
  grid: string[][];
  stops: number[];
  lines: { payline: number; symbol: string; count: number; winMinor: number }[];
  scatter: { count: number; winMinor: number } | null;
  winMinor: number;
  multiplier: number;
  winStatus: WinStatus;
  balanceMinor: number;
  /** The free round this spin was, null for a paid one. */
  freeRound: { awardId: string; number: number; total: number } | null;
  /** The free rounds still to play after this spin. */
  freeRounds: FreeRoundsView | null;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  fair: Fair;
}

export interface MinesView {
  roundId: string;
  status: 'open' | 'lost' | 'cashed';
  betMinor: number;
  mineCount: number;
  revealed: number[];
  multiplier: number;
  nextMultiplier: number | null;
  payoutMinor: number;
  mines: number[] | null;
  winMinor: number | null;
  winStatus: WinStatus | null;
  nonce: number;
  clientSeed: string;
  balanceMinor: number;
  fair: Fair;
}

export interface CrashResult {
  roundId: string;
  betMinor: number;
  point: number;
  cashOutAt: number | null;
  winMinor: number;
  nonce: number;
  balanceMinor: number;
  winPending: boolean;
}

export interface CrashState {
  round: {
    roundId: string;
    betMinor: number;
    autoCashOut: number | null;
    elapsedMs: number;
    multiplier: number;
    nonce: number;
  } | null;
  last: CrashResult | null;
  balanceMinor: number;
  pendingWins: number;
  fair: Fair;
}

export interface Revealed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roundsPlayed: number;
}

export interface Verified {
  game: GameCode;
  serverSeedHash: string;
  outcome: Record<string, unknown>;
  summary: string;
}
