// Wagering progress: each casino stake made while a bonus is active is counted once,
// times its game category's contribution, in bonus_wagering (unique per bonus and stake key,
// the stake's journal key) and in player_bonuses.wagered_minor, in the stake's own transaction.
// A rollback of the stake writes a reversal row (`rollback:<stake key>`) while the bonus is
// still active; an ended bonus's progress is history and stays as it ended. A sport bet counts
// only once it settles (sport/bets/bonus.ts): each settlement that changes what it counts
// writes one row with the difference, keyed by that settlement's journal key (adjustWagering).
import type { Insertable } from 'kysely';
import type { BonusWageringTable } from '../../db/schema.ts';
import type { TxState } from '../../ledger/post.ts';
import { countedMinor } from './rules.ts';

export const reversalKey = (stakeKey: string) => `rollback:${stakeKey}`;

interface WageringRow {
  bonusId: number;
  userId: number;
  stakeKey: string;
  stakeMinor: number;
  bonusStakeMinor: number;
  contributionPct: number;
}

export async function recordWagering(tx: TxState, w: WageringRow): Promise<number> {
  const counted = countedMinor(w.stakeMinor, w.contributionPct);
  await insertRow(tx, rowOf(tx, w, counted));
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
  await insertRow(tx, {
    bonus_id: bonusId,
    user_id: stake.user_id,
    stake_key: reversalKey(stakeKey),
    stake_minor: -stake.stake_minor,
    bonus_stake_minor: -stake.bonus_stake_minor,
    contribution_pct: stake.contribution_pct,
    counted_minor: -stake.counted_minor,
    created_at: tx.now,
  });
  if (stake.counted_minor > 0) await addWagered(tx, bonusId, -stake.counted_minor);
}

/** The bonus's progress once a difference is counted. */
export interface WageringAfter {
  wageredMinor: number;
  requiredMinor: number;
}

/**
 * Counts `countedMinor` more (or less, when negative) for one stake, by a row keyed `stakeKey`
 * (the journal key of the movement that decided it; its stake columns carry the difference's
 * sign), whatever the bonus's status: the caller decides when a difference counts.
 */
export async function adjustWagering(
  tx: TxState,
  w: WageringRow & { countedMinor: number },
): Promise<WageringAfter> {
  const sign = Math.sign(w.countedMinor);
  await insertRow(tx, {
    ...rowOf(tx, w, w.countedMinor),
    stake_minor: sign * w.stakeMinor,
    bonus_stake_minor: sign * w.bonusStakeMinor,
  });
  const row = await tx.trx
    .updateTable('player_bonuses')
    .set((eb) => ({
      wagered_minor: eb('wagered_minor', '+', w.countedMinor),
      updated_at: tx.now,
    }))
    .where('id', '=', w.bonusId)
    .returning(['wagered_minor', 'wagering_required_minor'])
    .executeTakeFirstOrThrow();
  return {
    wageredMinor: Number(row.wagered_minor),
    requiredMinor: Number(row.wagering_required_minor),
  };
}

function rowOf(tx: TxState, w: WageringRow, counted: number): Insertable<BonusWageringTable> {
  return {
    bonus_id: w.bonusId,
    user_id: w.userId,
    stake_key: w.stakeKey,
    stake_minor: w.stakeMinor,
    bonus_stake_minor: w.bonusStakeMinor,
    contribution_pct: w.contributionPct,
    counted_minor: counted,
    created_at: tx.now,
  };
}

async function insertRow(tx: TxState, row: Insertable<BonusWageringTable>) {
  await tx.trx.insertInto('bonus_wagering').values(row).execute();
}

async function addWagered(tx: TxState, bonusId: number, minor: number) {
  await tx.trx
    .updateTable('player_bonuses')
    .set((eb) => ({ wagered_minor: eb('wagered_minor', '+', minor), updated_at: tx.now }))
    .where('id', '=', bonusId)
    .execute();
}
