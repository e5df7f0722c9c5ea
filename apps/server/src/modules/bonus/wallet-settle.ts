// When an active bonus ends by play. It completes (converts to cash up to the cap)
// once its wagering is met, and is depleted once its money is gone — but only at a moment when
// no open round of the player counts for it: a round that still holds bonus stake may yet win
// bonus money back, and a stake still undecided may yet be rolled back. Runs at the end of
// every casino stake, win and rollback that touched a bonus, inside that transaction.
import type { PostedEntry, TxState } from '../../ledger/post.ts';
import { playerBonusMinor, playerCashMinor } from '../../ledger/queries.ts';
import { finishBonus } from './lifecycle.ts';
import { activeBonusOf } from './store.ts';

/** Ends the active bonus when its moment has come; true when it did. */
export async function settleBonus(tx: TxState, userId: number): Promise<boolean> {
  const bonus = await activeBonusOf(tx.trx, userId);
  if (!bonus) return false;
  const open = await tx.trx
    .selectFrom('game_rounds')
    .select('id')
    .where('status', '=', 'open')
    .where('user_id', '=', userId)
    .where('bonus_id', '=', bonus.id)
    .limit(1)
    .executeTakeFirst();
  if (open) return false;
  // An open sport bet holding this bonus's stake may yet win bonus money back (sport/bets/bonus.ts).
  const openBet = await tx.trx
    .selectFrom('sport_bets')
    .select('id')
    .where('bonus_id', '=', bonus.id)
    .where('status', '=', 'open')
    .where('bonus_stake_minor', '>', 0)
    .limit(1)
    .executeTakeFirst();
  if (openBet) return false;
  if (bonus.wagered_minor >= bonus.wagering_required_minor) {
    await finishBonus(tx, { bonusId: bonus.id, outcome: 'completed', reason: 'wagering met' });
    return true;
  }
  if ((await playerBonusMinor(tx.trx, userId)) === 0) {
    await finishBonus(tx, { bonusId: bonus.id, outcome: 'depleted', reason: 'bonus money lost' });
    return true;
  }
  return false;
}

/**
 * Settles, and when a bonus ended answers the entry with the balances as they are now (the
 * studio is shown the converted cash at once; a later replay of the same request answers the
 * balances the entry recorded, from just before the bonus ended).
 */
export async function settleAfter(
  tx: TxState,
  userId: number,
  entry: PostedEntry,
): Promise<PostedEntry> {
  if (!(await settleBonus(tx, userId))) return entry;
  return {
    ...entry,
    playerBalanceMinor: await playerCashMinor(tx.trx, userId),
    detail: { ...entry.detail, bonusBalanceMinor: await playerBonusMinor(tx.trx, userId) },
  };
}
