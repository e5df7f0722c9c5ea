// A free round's result from the studio (a provider `win` carrying freeRoundsAwardId): one
// spin of the player's own award, for the award's game, while rounds are left. Counted once
// per provider transaction id; the same id with another body is refused. Wins are cash at once
// (winsAs 'cash'), or summed and granted as one bonus with the template's wagering when the
// last round is played (winsAs 'bonus').
import type { TxState } from '../../../ledger/post.ts';
import { freeSpinCashWin } from '../../../ledger/free-spin-movements.ts';
import { grantBonus } from '../lifecycle.ts';
import { parseRules } from '../rules.ts';

export type FreeRoundRefusalCode = 'BAD_REQUEST' | 'DUPLICATE_MISMATCH' | 'LIMIT_EXCEEDED';

export class FreeRoundRefused extends Error {
  readonly code: FreeRoundRefusalCode;

  constructor(code: FreeRoundRefusalCode, message: string) {
    super(message);
    this.code = code;
  }
}

export interface FreeRoundWin {
  provider: string;
  transactionId: string;
  awardId: string;
  userId: number;
  gameId: number;
  amountMinor: number;
  /** The most one round may win: min(WALLET_WIN_MAX, spin value × WALLET_WIN_MAX_MULTIPLE). */
  winCap: { absoluteMinor: number; multiple: number };
}

/** Records the round; answers its win record id (a replay answers the first one's). */
export async function playFreeRound(tx: TxState, w: FreeRoundWin): Promise<number> {
  const seen = await tx.trx
    .selectFrom('free_spin_wins')
    .select(['id', 'award_id', 'amount_minor'])
    .where('studio_code', '=', w.provider)
    .where('transaction_id', '=', w.transactionId)
    .executeTakeFirst();
  if (seen) {
    const same = String(seen.award_id) === w.awardId && Number(seen.amount_minor) === w.amountMinor;
    if (!same) throw new FreeRoundRefused('DUPLICATE_MISMATCH', 'another body for this id');
    return Number(seen.id);
  }
  const award = await lockAward(tx, w.awardId);
  refuseUnplayable(tx, w, award);
  const winId = await recordRound(tx, w, award.id);
  const usedAfter = award.spins_used + 1;
  const winsAfter = Number(award.wins_minor) + w.amountMinor;
  const last = usedAfter === award.spins_total;
  await tx.trx
    .updateTable('free_spin_awards')
    .set({
      spins_used: usedAfter,
      wins_minor: winsAfter,
      ...(last ? { status: 'finished' as const, finished_at: tx.now } : {}),
      updated_at: tx.now,
    })
    .where('id', '=', award.id)
    .execute();
  if (award.wins_as === 'cash' && w.amountMinor > 0) {
    await freeSpinCashWin(tx, {
      winId,
      awardId: award.id,
      userId: w.userId,
      amountMinor: w.amountMinor,
    });
  }
  if (last && award.wins_as === 'bonus' && winsAfter > 0) {
    await winsToBonus(tx, { ...award, wins_minor: winsAfter });
  }
  return winId;
}

export type AwardRow = NonNullable<Awaited<ReturnType<typeof lockAward>>>;

/** Holds the award row (a no-op write: concurrent rounds of one award queue on it). */
export async function lockAward(tx: TxState, awardId: string) {
  if (!/^\d{1,15}$/.test(awardId)) throw new FreeRoundRefused('BAD_REQUEST', 'unknown award');
  const row = await tx.trx
    .updateTable('free_spin_awards')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', Number(awardId))
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new FreeRoundRefused('BAD_REQUEST', 'unknown award');
  return { ...row, id: Number(row.id), spins_used: Number(row.spins_used) };
}

function refuseUnplayable(tx: TxState, w: FreeRoundWin, a: AwardRow) {
  const mine =
    Number(a.user_id) === w.userId &&
    a.studio_code === w.provider &&
    Number(a.game_id) === w.gameId;
  if (!mine) throw new FreeRoundRefused('BAD_REQUEST', 'the award is not this launch’s');
  // 'pending': the studio may hold it a moment before the delivery job marks it active.
  const open = a.status === 'active' || a.status === 'pending';
  if (!open || a.spins_used >= a.spins_total) {
    throw new FreeRoundRefused('BAD_REQUEST', 'no free rounds are left in this award');
  }
  if (Number(a.expires_at) <= tx.now) throw new FreeRoundRefused('BAD_REQUEST', 'award expired');
  const capMinor = Math.min(w.winCap.absoluteMinor, Number(a.spin_value_minor) * w.winCap.multiple);
  if (w.amountMinor > capMinor) {
    throw new FreeRoundRefused('LIMIT_EXCEEDED', 'the free round would win more than allowed');
  }
}

async function recordRound(tx: TxState, w: FreeRoundWin, awardId: number): Promise<number> {
  const row = await tx.trx
    .insertInto('free_spin_wins')
    .values({
      award_id: awardId,
      studio_code: w.provider,
      transaction_id: w.transactionId,
      amount_minor: w.amountMinor,
      created_at: tx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The award's total wins become a bonus under the award's template version. */
export async function winsToBonus(tx: TxState, a: AwardRow & { wins_minor: number }) {
  const version = await tx.trx
    .selectFrom('bonus_template_versions')
    .select('rules')
    .where('id', '=', a.version_id)
    .executeTakeFirstOrThrow();
  const granted = await grantBonus(tx, {
    userId: Number(a.user_id),
    templateId: Number(a.template_id),
    versionId: Number(a.version_id),
    rules: parseRules(version.rules),
    grantKey: freeSpinBonusKey(a.id),
    amountMinor: a.wins_minor,
    depositMinor: 0,
    grantedBy: 'free_spins',
  });
  await tx.trx
    .updateTable('free_spin_awards')
    .set({ bonus_id: granted.bonusId })
    .where('id', '=', a.id)
    .execute();
}

export const freeSpinBonusKey = (awardId: number) => `free_spins:${awardId}`;
