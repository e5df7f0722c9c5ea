// What each report figure is, in ledger terms (the same definitions are written on the
// dashboard). A flow is the sum of the lines of one account kind within one entry kind.
import type { Figures } from '@talih/contracts/backoffice/reports.ts';
import {
  ADJUSTMENT_KINDS,
  GAME_KINDS,
  PAYOUT_KINDS,
  SPORT_RESULT_KINDS,
  STAKE_KINDS,
  type FlowRow,
} from './ledger-figures.ts';

export type MoneyFigures = Omit<Figures, CountFigure | 'activePlayers' | 'newPlayers'>;
export type CountFigure = 'depositCount' | 'withdrawalCount' | 'firstDepositors';
export type Counts = Record<CountFigure, number>;

export const zeroCounts = (): Counts => ({
  depositCount: 0,
  withdrawalCount: 0,
  firstDepositors: 0,
});

/** Adds one hour's entries of a counted kind: a payout that came back un-counts its payout. */
export function addCount(c: Counts, row: { entryKind: string; count: number }) {
  if (row.entryKind === 'deposit_credit') c.depositCount += row.count;
  if (row.entryKind === 'withdrawal_post') c.withdrawalCount += row.count;
  if (row.entryKind === 'withdrawal_payout_void') c.withdrawalCount -= row.count;
}

export const zeroMoney = (): MoneyFigures => ({
  casinoGgrMinor: 0,
  sportGgrMinor: 0,
  ggrMinor: 0,
  bonusesMinor: 0,
  ngrMinor: 0,
  stakesMinor: 0,
  depositsMinor: 0,
  withdrawalsMinor: 0,
  adjustmentsMinor: 0,
});

/** Adds one flow to the figures it belongs to (most flows belong to none). */
export function addFlow(
  f: MoneyFigures,
  row: Pick<FlowRow, 'accountKind' | 'entryKind' | 'totalMinor'>,
) {
  const { accountKind: account, entryKind: entry, totalMinor: total } = row;
  // Casino: what came into the providers' clearing (stakes in, wins and refunds out).
  if (account === 'provider_clearing' && GAME_KINDS.includes(entry)) f.casinoGgrMinor += total;
  // Sportsbook: what settlements and cash-outs left to the house.
  if (account === 'house' && SPORT_RESULT_KINDS.includes(entry)) f.sportGgrMinor += total;
  // Rewards: whatever left the promotion expense account.
  if (account === 'promotion_expense') f.bonusesMinor -= total;
  if (account === 'player_cash' && STAKE_KINDS.includes(entry)) f.stakesMinor -= total;
  if (account === 'player_cash' && entry === 'deposit_credit') f.depositsMinor += total;
  if (account === 'payment_clearing' && PAYOUT_KINDS.includes(entry)) f.withdrawalsMinor += total;
  if (account === 'player_cash' && ADJUSTMENT_KINDS.includes(entry)) f.adjustmentsMinor += total;
}

/** GGR and NGR from their parts, once every flow is added. */
export function finish(f: MoneyFigures): MoneyFigures {
  f.ggrMinor = f.casinoGgrMinor + f.sportGgrMinor;
  f.ngrMinor = f.ggrMinor - f.bonusesMinor;
  return f;
}
