// Cash-out: the player takes the offer for an open, unsettled accumulator or single before it
// settles. The offer is priced from the legs as they stand (../math.ts cashOutOfferMinor); the
// bet is closed with a conditional UPDATE in the transaction that pays it, so a settlement
// racing the cash-out can't both win.
import { minorToNumber, numberToMinor } from '@talih/contracts/money.ts';
import { hitRateLimits } from '../../../cache/rate-limit.ts';
import { AppError } from '../../../http/errors.ts';
import { RaceLost } from '../../../ledger/errors.ts';
import { betCashOut, betCashOutKey } from '../../../ledger/sport-movements.ts';
import { cashOutOfferMinor } from '../math.ts';
import { playerCashMinor } from '../../../ledger/queries.ts';
import { settleBonus } from '../../bonus/wallet-settle.ts';
import { betBonusOf, countSportWagering } from './bonus.ts';
import type { BetDeps } from './deps.ts';
import {
  betOfPlayer,
  cashOutLegsOf,
  markCashedOut,
  type BetRow,
  type CashOutLeg,
} from './repository.ts';

const CASHOUT_LIMITS = [{ name: 'sport:cashout:min', max: 20, windowMs: 60_000 }];

/**
 * Whether a bet can have an offer at all: open, never settled, not a system bet, not a free bet
 * (its stake was never the player's: it pays winnings only, at settlement).
 */
export function mayCashOut(
  bet: Pick<BetRow, 'status' | 'settle_version' | 'kind'> & { free_bet_id?: number | null },
) {
  return (
    bet.status === 'open' &&
    bet.settle_version === 0 &&
    bet.kind !== 'system' &&
    (bet.free_bet_id ?? null) === null
  );
}

/** The offer for a bet from its legs (./repository.ts cashOutLegsOf), or null: none now. */
export function offerOf(bet: BetRow, legs: CashOutLeg[] | undefined, marginPm: number) {
  if (!mayCashOut(bet)) return null;
  return cashOutOfferMinor(Number(bet.stake_minor), legs ?? [], marginPm);
}

export async function cashOutBet(
  deps: BetDeps,
  userId: number,
  betNo: string,
  amount: number,
): Promise<{ balanceMinor: number }> {
  const { services } = deps;
  if (await hitRateLimits(services.cache, String(userId), CASHOUT_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
  const asked = numberToMinor(amount);
  return services.ledger.transact('sport_cashout', async (tx) => {
    const bet = await betOfPlayer(tx.trx, userId, betNo);
    if (!bet) throw new AppError('errors.sport.betNotFound');
    if (bet.status !== 'open' || bet.settle_version !== 0)
      throw new AppError('errors.sport.betClosed');
    const legs: Map<number, CashOutLeg[]> = mayCashOut(bet)
      ? await cashOutLegsOf(tx.trx, [bet.id])
      : new Map();
    const offer = offerOf(bet, legs.get(bet.id), deps.cashOutMarginPm);
    if (offer === null) throw new AppError('errors.sport.cashOutUnavailable');
    if (offer !== asked)
      throw new AppError('errors.sport.offerChanged', { offerMoney: minorToNumber(offer) });
    const bonus = await betBonusOf(tx, bet);
    if (!(await markCashedOut(tx.trx, bet.id, offer, tx.now))) {
      throw new RaceLost(`bet ${betNo} moved`);
    }
    const posted = await betCashOut(tx, {
      betNo,
      userId,
      stakeMinor: Number(bet.stake_minor),
      amountMinor: offer,
      ...(bonus ? { bonus } : {}),
    });
    if (bet.bonus_id === null) return { balanceMinor: posted.playerBalanceMinor ?? 0 };
    // A cashed-out bet counts nothing towards wagering (a bet placed while stakes still counted
    // at placement gives that count back here).
    const legOddsX100 = (legs.get(bet.id) ?? []).map((l) => l.oddsX100);
    await countSportWagering(tx, bet, {
      status: 'cashed_out',
      key: betCashOutKey(betNo),
      legOddsX100,
    });
    if (await settleBonus(tx, userId)) {
      return { balanceMinor: await playerCashMinor(tx.trx, userId) };
    }
    return { balanceMinor: posted.playerBalanceMinor ?? 0 };
  });
}
