// A casino stake while the player has an active bonus: the bonus's maximum bet
// applies to every stake; the stake takes cash first, then bonus money (only on games the
// rules allow, and only in a round that holds no other bonus's money); it counts towards
// wagering by the game's lobby category; the round remembers its bonus part and its bonus.
import type { Kysely } from 'kysely';
import { minorToDecimal } from '@talih/contracts/money.ts';
import type { DB } from '../../db/schema.ts';
import { LedgerError } from '../../ledger/errors.ts';
import { lockPlayerAccount, type TxState } from '../../ledger/post.ts';
import { playerBonusMinor, playerCashMinor } from '../../ledger/queries.ts';
import { lockBonusAccount } from './lifecycle.ts';
import type { NoBonusMemo } from './no-bonus-memo.ts';
import { casinoContributionPct } from './rules.ts';
import { activeBonusOf } from './store.ts';
import { recordWagering } from './wagering.ts';

export interface BonusStake {
  bonusId: number;
  /** Of the stake, what comes from the bonus account. */
  bonusMinor: number;
  contributionPct: number;
  /** The bonus the round is tagged with after this stake (its first bonus stays). */
  roundBonusId: number;
  /** The bonus balance once the stake has moved (the studio is shown cash + bonus). */
  bonusBalanceAfterMinor: number;
}

/** One indexed look: most stakes are made with no bonus active, and stop here. */
export async function hasActiveBonus(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('player_bonuses')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Decides the split of a stake, or null with no active bonus. Holds the cash, then the bonus
 * account (the order every bonus movement takes) before reading them, so the split is made on
 * balances no concurrent stake, win or bonus end can change before this one commits.
 */
export async function planBonusStake(
  tx: TxState,
  game: { userId: number; gameId: number; categoryCode: string | null },
  amountMinor: number,
  round: { bonus_id: number | null } | undefined,
  /** This process's memo of players without a bonus (./no-bonus-memo.ts), when it keeps one. */
  memo?: NoBonusMemo,
): Promise<BonusStake | null> {
  if (memo?.knowsNone(game.userId)) return null;
  // Taken before the read: a bonus starting meanwhile makes remember() a no-op.
  const generation = memo?.generation() ?? 0;
  if (!(await hasActiveBonus(tx.trx, game.userId))) {
    memo?.remember(game.userId, generation);
    return null;
  }
  await lockPlayerAccount(tx, game.userId);
  await lockBonusAccount(tx, game.userId);
  const bonus = await activeBonusOf(tx.trx, game.userId);
  if (!bonus) return null; // ended while we looked
  const { maxBetMinor, allowedGameIds } = bonus.rules;
  if (maxBetMinor !== null && amountMinor > maxBetMinor) {
    throw new LedgerError(
      'LIMIT_EXCEEDED',
      `the stake is above the active bonus's maximum bet of ${minorToDecimal(maxBetMinor)}`,
    );
  }
  const cash = await playerCashMinor(tx.trx, game.userId);
  const bonusBalance = await playerBonusMinor(tx.trx, game.userId);
  const allowed = allowedGameIds === null || allowedGameIds.includes(game.gameId);
  const sameBonus = round?.bonus_id == null || round.bonus_id === bonus.id;
  const bonusMinor =
    allowed && sameBonus ? Math.min(bonusBalance, Math.max(0, amountMinor - cash)) : 0;
  return {
    bonusId: bonus.id,
    bonusMinor,
    contributionPct: casinoContributionPct(bonus.rules, {
      id: game.gameId,
      categoryCode: game.categoryCode,
    }),
    roundBonusId: round?.bonus_id ?? bonus.id,
    bonusBalanceAfterMinor: bonusBalance - bonusMinor,
  };
}

/** The ledger movement's bonus fields: the part, and what the entry's detail records. */
export function stakeMovement<M extends { detail: Record<string, unknown> }>(
  move: M,
  plan: BonusStake | null,
): M & { bonusMinor?: number } {
  if (!plan) return move;
  return {
    ...move,
    bonusMinor: plan.bonusMinor,
    detail: {
      ...move.detail,
      bonusId: plan.bonusId,
      bonusMinor: plan.bonusMinor,
      bonusBalanceMinor: plan.bonusBalanceAfterMinor,
    },
  };
}

/** After the stake moved: its wagering progress, in the same transaction. */
export async function recordBonusStake(
  tx: TxState,
  plan: BonusStake,
  s: { userId: number; stakeKey: string; stakeMinor: number },
): Promise<void> {
  await recordWagering(tx, {
    bonusId: plan.bonusId,
    userId: s.userId,
    stakeKey: s.stakeKey,
    stakeMinor: s.stakeMinor,
    bonusStakeMinor: plan.bonusMinor,
    contributionPct: plan.contributionPct,
  });
}
