// What each tile of the figures at a glance shows: the figure (the reports' definition), its
// count where it has one, its change against the period before, and its last days for the
// trend line.
import type { Figures } from '@talih/contracts/backoffice/reports.ts';
import type { Glance } from './api.ts';

export interface TileSpec {
  key: string;
  value(f: Figures): number;
  count?(f: Figures): number;
  money: boolean;
  /** Less is better (a cost): its rise is shown in the warning colour. */
  cost?: boolean;
}

export const TILES: TileSpec[] = [
  { key: 'ggr', value: (f) => f.ggrMinor, money: true },
  { key: 'ngr', value: (f) => f.ngrMinor, money: true },
  { key: 'bonuses', value: (f) => f.bonusesMinor, money: true, cost: true },
  { key: 'deposits', value: (f) => f.depositsMinor, count: (f) => f.depositCount, money: true },
  {
    key: 'withdrawals',
    value: (f) => f.withdrawalsMinor,
    count: (f) => f.withdrawalCount,
    money: true,
    cost: true,
  },
  { key: 'firstDepositors', value: (f) => f.firstDepositors, money: false },
  { key: 'activePlayers', value: (f) => f.activePlayers, money: false },
  { key: 'newPlayers', value: (f) => f.newPlayers, money: false },
];

export type Change =
  | { kind: 'same' }
  /** The period before was 0: no percentage means anything. */
  | { kind: 'fromZero' }
  | { kind: 'pct'; pct: number; up: boolean };

/** The change from `previous` to `current`, in whole percent of the previous's size. */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'fromZero' };
  const pct = Math.round(((current - previous) / Math.abs(previous)) * 100);
  return { kind: 'pct', pct: Math.abs(pct), up: current > previous };
}

/** The window's last days of the daily series (today's window shows the whole 30 days). */
export function trendOf(g: Glance, days: number, tile: TileSpec): number[] {
  const span = days === 1 ? 30 : days;
  return g.daily.slice(-span).map((d) => tile.value(d));
}

/** Nothing moved in the window (every figure 0): the card says so instead of zeros. */
export const isEmpty = (f: Figures) => TILES.every((t) => t.value(f) === 0);
