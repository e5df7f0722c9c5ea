// Bonus money on the bet slip, following the casino's rules (modules/bonus/
// wallet-stake.ts): while a bonus is active its maximum bet caps every bet's stake; a stake
// takes cash first, then bonus money, and the bet remembers the bonus it was placed under.
// Settlement, cash-out and void pay the bonus share back to the bonus account while the bet's
// bonus is active, else to promotion expense.
// Wagering: a bet counts towards its bonus only once it settles won or lost, whatever money paid
// it (its full stake when every leg's odds reach the rules' sportMinOdds, nothing without one);
// a void or a cash-out counts nothing. Counting at placement let an open bet complete a bonus
// that the bet's void or cash-out then left as free cash. A resettlement brings the count to
// what the new result says; one that takes it away from a converted bonus below its
// requirement takes the conversion back (modules/bonus/lifecycle.ts takeBackConversion).
import type { BonusRules } from '@talih/contracts/bonus.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import { AppError } from '../../../http/errors.ts';
import type { BetStatus } from '@talih/contracts/sport.ts';
import { lockPlayerAccount, type TxState } from '../../../ledger/post.ts';
import { playerBonusMinor, playerCashMinor } from '../../../ledger/queries.ts';
import { betPlaceKey, type BetBonus } from '../../../ledger/sport-movements.ts';
import { lockBonusAccount, takeBackConversion } from '../../bonus/lifecycle.ts';
import { countedMinor } from '../../bonus/rules.ts';
import { activeBonusOf, bonusById } from '../../bonus/store.ts';
import { hasActiveBonus } from '../../bonus/wallet-stake.ts';
import { adjustWagering, reversalKey } from '../../bonus/wagering.ts';
import type { BetRow } from './repository.ts';

export interface SportBonusStake {
  bonusId: number;
  bonusStakeMinor: number;
}

/** The results that count a bet's stake towards wagering. */
const COUNTING_RESULTS: readonly BetStatus[] = ['won', 'lost'];

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
  };
}

export function assertUnderMaxBet(rules: BonusRules, stakeMinor: number) {
  if (rules.maxBetMinor !== null && stakeMinor > rules.maxBetMinor) {
    throw new AppError('errors.sport.bonusMaxBet', { maxMoney: minorToNumber(rules.maxBetMinor) });
  }
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

/** How a bet closed (or closed again): its result, the journal key that decided it, its legs' odds. */
export interface BetClosing {
  status: BetStatus;
  key: string;
  legOddsX100: number[];
}

/**
 * Brings what the bet counts towards the bonus it was placed under to what `closing` says, by
 * one row holding the difference. While the bonus is active any difference counts. Once it
 * converted only a take-away is written (an ended bonus gains nothing), and when the bonus then
 * falls below its requirement its conversion is taken back. Any other ended bonus's progress is
 * history. Holds the cash, then the bonus account, as every bonus movement does.
 */
export async function countSportWagering(tx: TxState, bet: BetRow, closing: BetClosing) {
  if (bet.bonus_id === null || bet.free_bet_id !== null) return;
  await lockPlayerAccount(tx, bet.user_id);
  await lockBonusAccount(tx, bet.user_id);
  const bonus = await bonusById(tx.trx, Number(bet.bonus_id));
  if (!bonus || (bonus.status !== 'active' && bonus.status !== 'completed')) return;
  const stakeMinor = Number(bet.stake_minor);
  const pct = sportContributionPct(bonus.rules, closing.legOddsX100);
  const target = COUNTING_RESULTS.includes(closing.status) ? countedMinor(stakeMinor, pct) : 0;
  const delta = target - (await countedForBet(tx, bonus.id, bet.bet_no));
  if (delta === 0 || (bonus.status === 'completed' && delta > 0)) return;
  const after = await adjustWagering(tx, {
    bonusId: bonus.id,
    userId: bet.user_id,
    stakeKey: closing.key,
    stakeMinor,
    bonusStakeMinor: Number(bet.bonus_stake_minor),
    contributionPct: pct,
    countedMinor: delta,
  });
  if (bonus.status === 'completed' && after.wageredMinor < after.requiredMinor) {
    await takeBackConversion(tx, bonus);
  }
}

/**
 * What the bet counts in the bonus now: its settlements' and cash-out's rows, and the place-time
 * row (with its reversal) that bets placed before wagering waited for settlement still hold.
 */
async function countedForBet(tx: TxState, bonusId: number, betNo: string): Promise<number> {
  const placeKey = betPlaceKey(betNo);
  const row = await tx.trx
    .selectFrom('bonus_wagering')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('counted_minor'), eb.lit(0)).as('counted'))
    .where('bonus_id', '=', bonusId)
    .where((eb) =>
      eb.or([
        eb('stake_key', '=', reversalKey(placeKey)),
        eb('stake_key', 'like', `sport:${betNo}:%`),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.counted ?? 0);
}
