// Settling bets when their markets settle, and again, by the difference, when the feed
// corrects itself. A bet row's settle_version and status are changed with a conditional UPDATE
// in the ledger transaction that posts the movement (ledger/sport-movements.ts), so of any
// number of racing settlers and cash-outs exactly one wins each step; the others look again.
import { RaceLost } from '../../../ledger/errors.ts';
import type { TxState } from '../../../ledger/post.ts';
import { betSettle, betSettleKey } from '../../../ledger/sport-movements.ts';
import { betCombos, betStatusOf, settledPayoutMinor } from '../math.ts';
import { settleBonus } from '../../bonus/wallet-settle.ts';
import { betBonusOf, countSportWagering } from './bonus.ts';
import type { BetDeps } from './deps.ts';
import { freeBetWinningsMinor, returnFreeBet } from './free-bets.ts';
import { betById, betIdsOnMarket, markSettled, settleLegsOf, type BetRow } from './repository.ts';

const SETTLE_BATCH = 500;

/**
 * Settles (or resettles by the difference) every bet with a leg on the market. One bet's error
 * does not stop the others: it is logged, the rest settle, and the first error is thrown at
 * the end (the sweeper and reconcile find the bet it left).
 */
export async function settleMarketBets(deps: BetDeps, marketId: number): Promise<number> {
  let settled = 0;
  let after = 0;
  let failed: unknown = null;
  for (let page = 0; page < 10_000; page++) {
    const betIds = await betIdsOnMarket(deps.services.db, marketId, after, SETTLE_BATCH);
    if (betIds.length === 0) break;
    for (const betId of betIds) {
      after = betId;
      try {
        if ((await settleBet(deps, betId)) === 'settled') settled++;
      } catch (error) {
        deps.services.log.error({ err: error, betId }, 'sport bet failed to settle');
        failed ??= error;
      }
    }
  }
  if (failed !== null) throw failed;
  return settled;
}

export type SettleOutcome = 'settled' | 'unchanged' | 'open' | 'closed';

/**
 * Settles one bet by its legs as they stand. A resettlement that takes back more than the
 * player holds posts in full; the rest becomes the player's debt (ledger/debt.ts).
 */
export async function settleBet(deps: BetDeps, betId: number): Promise<SettleOutcome> {
  return deps.services.ledger.transact('sport_settle', async (tx) => {
    const bet = await betById(tx.trx, betId);
    if (!bet || bet.status === 'cashed_out') return 'closed';
    const legs = await settleLegsOf(tx.trx, bet.id);
    const combos = betCombos(bet.kind, legs.length, bet.system_k);
    const payout = settledPayoutMinor(
      Number(bet.unit_stake_minor),
      legs.map((l) => ({ oddsX100: l.odds_x100, winPm: l.win_pm, voidPm: l.void_pm })),
      combos,
    );
    // Unsettled (or a settlement rolled back): a settled bet keeps what it has until the
    // feed settles again.
    if (payout === null) return bet.settle_version === 0 ? 'open' : 'unchanged';
    const stake = Number(bet.stake_minor);
    const status = betStatusOf(stake, payout);
    const paid = Number(bet.payout_minor);
    if (bet.settle_version > 0 && payout === paid && status === bet.status) return 'unchanged';
    const version = bet.settle_version + 1;
    const to = { settleVersion: version, payoutMinor: payout, status, at: tx.now };
    const bonus = version === 1 ? await betBonusOf(tx, bet) : undefined;
    if (!(await markSettled(tx.trx, bet, to))) throw new RaceLost(`bet ${bet.bet_no} moved`);
    if (bet.free_bet_id !== null) {
      await settleFreeBet(tx, bet, { version, payout, paid, status });
      return 'settled';
    }
    await betSettle(tx, {
      betNo: bet.bet_no,
      userId: bet.user_id,
      version,
      stakeMinor: stake,
      payoutMinor: payout,
      paidMinor: paid,
      result: status,
      ...(bonus ? { bonus } : {}),
    });
    if (bet.bonus_id !== null) {
      // Counted now that it settled (won or lost), or taken back by a resettlement.
      const legOddsX100 = legs.map((l) => l.odds_x100);
      await countSportWagering(tx, bet, {
        status,
        key: betSettleKey(bet.bet_no, version),
        legOddsX100,
      });
      await settleBonus(tx, bet.user_id);
    }
    return 'settled';
  });
}

/**
 * A free bet pays its winnings only (./free-bets.ts); a first settlement that voids it gives
 * the token back and the stake back to promotion expense.
 */
async function settleFreeBet(
  tx: TxState,
  bet: BetRow,
  s: { version: number; payout: number; paid: number; status: BetRow['status'] },
) {
  const stake = Number(bet.stake_minor);
  const voided = s.version === 1 && s.status === 'void';
  await betSettle(tx, {
    betNo: bet.bet_no,
    userId: bet.user_id,
    version: s.version,
    stakeMinor: stake,
    payoutMinor: voided ? 0 : freeBetWinningsMinor(stake, s.payout),
    paidMinor: s.version === 1 ? 0 : freeBetWinningsMinor(stake, s.paid),
    result: s.status,
    freeBet: { void: voided },
  });
  if (voided) await returnFreeBet(tx, Number(bet.free_bet_id), bet.bet_no);
}
