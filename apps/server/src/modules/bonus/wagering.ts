// Wagering progress: each casino stake made while a bonus is active is counted once,
// times its game category's contribution, in bonus_wagering (unique per bonus and stake key,
// the stake's journal key) and in player_bonuses.wagered_minor, in the stake's own transaction.
// A rollback of the stake writes a reversal row (`rollback:<stake key>`) while the bonus is
// still active; an ended bonus's progress is history and stays as it ended.
import type { TxState } from '../../ledger/post.ts';
import { countedMinor } from './rules.ts';

export const reversalKey = (stakeKey: string) => `rollback:${stakeKey}`;

export async function recordWagering(
  tx: TxState,
  w: {
    bonusId: number;
    userId: number;
    stakeKey: string;
    stakeMinor: number;
    bonusStakeMinor: number;
    contributionPct: number;
  },
): Promise<number> {
  const counted = countedMinor(w.stakeMinor, w.contributionPct);
  await tx.trx
    .insertInto('bonus_wagering')
    .values({
      bonus_id: w.bonusId,
      user_id: w.userId,
      stake_key: w.stakeKey,
      stake_minor: w.stakeMinor,
      bonus_stake_minor: w.bonusStakeMinor,
      contribution_pct: w.contributionPct,
      counted_minor: counted,
      created_at: tx.now,
    })
    .execute();
  if (counted > 0) await addWagered(tx, w.bonusId, counted);
  return counted;
}

/** Takes back what a cancelled stake counted, once, while its bonus is still active. */
export async function reverseWagering(
  tx: TxState,
  bonusId: number,
  stakeKey: string,
): Promise<void> {
  const bonus = await tx.trx
    .selectFrom('player_bonuses')
    .select('status')
    .where('id', '=', bonusId)
    .executeTakeFirst();
  if (bonus?.status !== 'active') return;
  const rows = await tx.trx
    .selectFrom('bonus_wagering')
    .selectAll()
    .where('bonus_id', '=', bonusId)
    .where('stake_key', 'in', [stakeKey, reversalKey(stakeKey)])
    .execute();
  const stake = rows.find((r) => r.stake_key === stakeKey);
  if (!stake || rows.length > 1) return; // never counted, or already reversed
  await tx.trx
    .insertInto('bonus_wagering')
    .values({
      bonus_id: bonusId,
      user_id: stake.user_id,
      stake_key: reversalKey(stakeKey),
      stake_minor: -stake.stake_minor,
      bonus_stake_minor: -stake.bonus_stake_minor,
      contribution_pct: stake.contribution_pct,
      counted_minor: -stake.counted_minor,
      created_at: tx.now,
    })
    .execute();
  if (stake.counted_minor > 0) await addWagered(tx, bonusId, -stake.counted_minor);
}

async function addWagered(tx: TxState, bonusId: number, minor: number) {
  await tx.trx
    .updateTable('player_bonuses')
    .set((eb) => ({ wagered_minor: eb('wagered_minor', '+', minor), updated_at: tx.now }))
    .where('id', '=', bonusId)
    .execute();
}
