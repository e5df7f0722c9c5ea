// A casino win in a round that holds bonus money: the win follows the round's split
// (bonus_bet_minor of bet_minor, after rollbacks): that share of it, rounded down, is bonus
// money and the rest cash. When the round's bonus has ended before the win came (expired,
// forfeited for a withdrawal, cancelled — completion and depletion wait for its rounds), its
// money is gone: the bonus share of the win goes to promotion expense, the cash share is paid.
import { lockPlayerAccount, type TxState } from '../../ledger/post.ts';
import { playerBonusMinor } from '../../ledger/queries.ts';
import { lockBonusAccount } from './lifecycle.ts';
import type { NoBonusMemo } from './no-bonus-memo.ts';

export interface BonusWin {
  bonusId: number | null;
  bonusMinor: number;
  /** The round's bonus had ended: bonusMinor went to promotion expense. */
  bonusEnded: boolean;
  /** The player's bonus balance once the win has moved. */
  bonusBalanceAfterMinor: number;
}

/** The win's split, or null when neither the round nor the player holds bonus money. */
export async function planBonusWin(
  tx: TxState,
  userId: number,
  round: { bonus_id: number | null; bonus_bet_minor: number; bet_minor: number },
  amountMinor: number,
  /** This process's memo of players without a bonus (./no-bonus-memo.ts), when it keeps one. */
  memo?: NoBonusMemo,
): Promise<BonusWin | null> {
  if (round.bonus_id === null) {
    // No active bonus: no bonus money either (reconcile checks it), so nothing to show.
    if (memo?.knowsNone(userId)) return null;
    // Only for the balance the studio is shown (cash + bonus).
    const balance = await playerBonusMinor(tx.trx, userId);
    if (balance === 0) return null;
    return { bonusId: null, bonusMinor: 0, bonusEnded: false, bonusBalanceAfterMinor: balance };
  }
  // Cash, then bonus: the order every bonus movement takes them in (no deadlock with a stake).
  await lockPlayerAccount(tx, userId);
  await lockBonusAccount(tx, userId);
  const balance = await playerBonusMinor(tx.trx, userId);
  const part = bonusShare(amountMinor, round.bonus_bet_minor, round.bet_minor);
  const active =
    part > 0 &&
    (await tx.trx
      .selectFrom('player_bonuses')
      .select('id')
      .where('id', '=', round.bonus_id)
      .where('status', '=', 'active')
      .executeTakeFirst()) !== undefined;
  return {
    bonusId: round.bonus_id,
    bonusMinor: part,
    bonusEnded: part > 0 && !active,
    bonusBalanceAfterMinor: active ? balance + part : balance,
  };
}

/** floor(win × bonus stake / stake), in exact integers (the product may pass 2^53). */
export function bonusShare(winMinor: number, bonusBetMinor: number, betMinor: number): number {
  if (bonusBetMinor <= 0 || betMinor <= 0 || winMinor <= 0) return 0;
  return Number((BigInt(winMinor) * BigInt(bonusBetMinor)) / BigInt(betMinor));
}

export function winMovement<M extends { detail: Record<string, unknown> }>(
  move: M,
  split: BonusWin | null,
): M & { bonusMinor?: number; bonusEnded?: boolean } {
  if (!split) return move;
  const detail: Record<string, unknown> = {
    ...move.detail,
    bonusBalanceMinor: split.bonusBalanceAfterMinor,
  };
  if (split.bonusId !== null) {
    detail.bonusId = split.bonusId;
    detail.bonusMinor = split.bonusMinor;
  }
  if (split.bonusEnded) {
    detail.bonusForfeitedMinor = split.bonusMinor;
    detail.bonusNote = `bonus ${split.bonusId} ended before this win: its share went to promotion expense`;
  }
  return { ...move, bonusMinor: split.bonusMinor, bonusEnded: split.bonusEnded, detail };
}
