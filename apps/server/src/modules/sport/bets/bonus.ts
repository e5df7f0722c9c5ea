// Bonus money on the bet slip, following the casino's rules (modules/bonus/
// wallet-stake.ts): while a bonus is active its maximum bet caps every bet's stake; a stake
// takes cash first, then bonus money; it counts towards wagering in full when every leg's odds
// reach the rules' sportMinOdds (not at all without one), once, keyed by the bet's place key.
// Settlement, cash-out and void pay the bonus share back to the bonus account while the bet's
// bonus is active, else to promotion expense; a void takes back what the stake counted.
import type { BonusRules } from '@talih/contracts/bonus.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import { AppError } from '../../../http/errors.ts';
import { lockPlayerAccount, type TxState } from '../../../ledger/post.ts';
import { playerBonusMinor, playerCashMinor } from '../../../ledger/queries.ts';
import { betPlaceKey, type BetBonus } from '../../../ledger/sport-movements.ts';
import { lockBonusAccount } from '../../bonus/lifecycle.ts';
import { activeBonusOf } from '../../bonus/store.ts';
import { hasActiveBonus } from '../../bonus/wallet-stake.ts';
import { recordWagering, reverseWagering } from '../../bonus/wagering.ts';
import type { BetRow } from './repository.ts';

export interface SportBonusStake {
  bonusId: number;
  bonusStakeMinor: number;
  contributionPct: number;
}

/** 100 when every leg's odds (×100) reach the rules' minimum, else 0 (and 0 without one). */
export function sportContributionPct(rules: BonusRules, legOddsX100: number[]): number {
  if (rules.sportMinOdds === null) return 0;
  const min = Math.round(rules.sportMinOdds * 100);
  return legOddsX100.every((o) => o >= min) ? 100 : 0;
}

/**
 * The bet's split, or null with no active bonus. Holds the cash, then the bonus account (the
 * order every bonus movement takes) before reading them, so no concurrent stake, win or bonus
 * end changes them before this bet commits. Refuses a stake above the bonus's maximum bet.
 */
export async function planSportBonusStake(
  tx: TxState,
  userId: number,
  stakeMinor: number,
  legOddsX100: number[],
): Promise<SportBonusStake | null> {
  if (!(await hasActiveBonus(tx.trx, userId))) return null;
  await lockPlayerAccount(tx, userId);
  await lockBonusAccount(tx, userId);
  const bonus = await activeBonusOf(tx.trx, userId);
  if (!bonus) return null;
  assertUnderMaxBet(bonus.rules, stakeMinor);
  const cash = await playerCashMinor(tx.trx, userId);
  const balance = await playerBonusMinor(tx.trx, userId);
  return {
    bonusId: bonus.id,
    bonusStakeMinor: Math.min(balance, Math.max(0, stakeMinor - cash)),
    contributionPct: sportContributionPct(bonus.rules, legOddsX100),
  };
}

export function assertUnderMaxBet(rules: BonusRules, stakeMinor: number) {
  if (rules.maxBetMinor !== null && stakeMinor > rules.maxBetMinor) {
    throw new AppError('errors.sport.bonusMaxBet', { maxMoney: minorToNumber(rules.maxBetMinor) });
  }
}

/** After the stake moved: its wagering row, in the same transaction. */
export async function recordSportWagering(
  tx: TxState,
  plan: SportBonusStake,
  bet: { betNo: string; userId: number; stakeMinor: number },
) {
  await recordWagering(tx, {
    bonusId: plan.bonusId,
    userId: bet.userId,
    stakeKey: betPlaceKey(bet.betNo),
    stakeMinor: bet.stakeMinor,
    bonusStakeMinor: plan.bonusStakeMinor,
    contributionPct: plan.contributionPct,
  });
}

/**
 * Where a paying bet's bonus share goes, or undefined for a cash-only bet. Holds cash, then the
 * bonus account, so the bonus can't end between this look and the payment.
 */
export async function betBonusOf(
  tx: TxState,
  bet: Pick<BetRow, 'user_id' | 'bonus_id' | 'bonus_stake_minor'>,
): Promise<BetBonus | undefined> {
  const part = Number(bet.bonus_stake_minor);
  if (bet.bonus_id === null || part === 0) return undefined;
  await lockPlayerAccount(tx, bet.user_id);
  await lockBonusAccount(tx, bet.user_id);
  const active = await tx.trx
    .selectFrom('player_bonuses')
    .select('id')
    .where('id', '=', Number(bet.bonus_id))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return { bonusStakeMinor: part, bonusEnded: active === undefined };
}

/** A voided bet's stake counts for nothing (while its bonus is still active). */
export async function reverseSportWagering(tx: TxState, bet: Pick<BetRow, 'bonus_id' | 'bet_no'>) {
  if (bet.bonus_id === null) return;
  await reverseWagering(tx, Number(bet.bonus_id), betPlaceKey(bet.bet_no));
}
