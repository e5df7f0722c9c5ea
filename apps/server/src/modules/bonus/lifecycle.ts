// A bonus's life: granted (pending), started (active: its money moves into the bonus account),
// ended (completed, depleted, forfeited, expired or cancelled: what is left converts to cash or
// goes back to promotion expense), and then the next pending one starts. A completed bonus whose
// wagering a resettlement took back below its requirement gives its conversion back. Every
// step runs inside the caller's ledger transaction, so the bonus row and the money never
// disagree.
import type { BonusRules, BonusStatus } from '@talih/contracts/bonus.ts';
import { bonusFinish, bonusGrant, bonusTakeBack } from '../../ledger/bonus-movements.ts';
import { RaceLost } from '../../ledger/errors.ts';
import type { TxState } from '../../ledger/post.ts';
import { playerBonusMinor } from '../../ledger/queries.ts';
import { activeBonusOf, bonusById, pendingBonusesOf, type PlayerBonusRow } from './store.ts';
import { conversionOf, expiresAt, wageringRequiredMinor } from './rules.ts';

export interface GrantRequest {
  userId: number;
  templateId: number;
  versionId: number;
  /** The version's rules (the caller read them to decide the amount). */
  rules: BonusRules;
  /** Names the trigger's own record, e.g. `deposit:<orderId>:<templateId>`: one grant per key. */
  grantKey: string;
  amountMinor: number;
  /** The deposit that triggered it (0 when none). */
  depositMinor: number;
  grantedBy?: string | null;
}

export interface GrantResult {
  bonusId: number;
  /** The grant key was already used: nothing new was granted. */
  replayed: boolean;
}

/** Records the grant (pending) and starts it at once when the player has no active bonus. */
export async function grantBonus(tx: TxState, g: GrantRequest): Promise<GrantResult> {
  if (!Number.isSafeInteger(g.amountMinor) || g.amountMinor < 0) {
    throw new RangeError('a grant is a non-negative integer amount');
  }
  const existing = await findByGrantKey(tx, g.grantKey);
  if (existing) return { bonusId: existing.id, replayed: true };
  const inserted = await tx.trx
    .insertInto('player_bonuses')
    .values({
      user_id: g.userId,
      template_id: g.templateId,
      version_id: g.versionId,
      grant_key: g.grantKey,
      status: 'pending',
      granted_minor: g.amountMinor,
      deposit_minor: g.depositMinor,
      wagering_required_minor: wageringRequiredMinor(g.rules, g.amountMinor, g.depositMinor),
      granted_by: g.grantedBy ?? null,
      created_at: tx.now,
      updated_at: tx.now,
    })
    // A twin grant committed meanwhile: its key wins, and the retry replays it.
    .onConflict((oc) => oc.column('grant_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new RaceLost(`grant ${g.grantKey} was made meanwhile`);
  await startNextBonus(tx, g.userId);
  return { bonusId: inserted.id, replayed: false };
}

function findByGrantKey(tx: TxState, grantKey: string) {
  return tx.trx
    .selectFrom('player_bonuses')
    .select(['id', 'status'])
    .where('grant_key', '=', grantKey)
    .executeTakeFirst();
}

/**
 * Starts the oldest pending bonus when none is active. Two transactions racing here both see
 * none active; the unique index on active bonuses lets one win and the other retry.
 */
export async function startNextBonus(tx: TxState, userId: number): Promise<number | null> {
  if (await activeBonusOf(tx.trx, userId)) return null;
  const [next] = await pendingBonusesOf(tx.trx, userId);
  if (!next) return null;
  // Before the row turns active: no stake may go on assuming the player has no bonus.
  tx.bonusStarting?.(userId);
  const updated = await tx.trx
    .updateTable('player_bonuses')
    .set({
      status: 'active',
      activated_at: tx.now,
      expires_at: expiresAt(next.rules, tx.now),
      updated_at: tx.now,
    })
    .where('id', '=', next.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new RaceLost(`bonus ${next.id} moved`);
  await bonusGrant(tx, { bonusId: next.id, userId, amountMinor: next.granted_minor });
  return next.id;
}

export type BonusOutcome = Exclude<BonusStatus, 'pending' | 'active'>;

export interface FinishResult {
  convertedMinor: number;
  forfeitedMinor: number;
}

/**
 * Ends a bonus. An active one's money (all that is in the bonus account) converts to cash up to
 * the cap when `completed`, and otherwise goes back to promotion expense; a pending one just
 * ends. Then the next pending bonus starts. Null when the bonus had already ended.
 */
export async function finishBonus(
  tx: TxState,
  f: { bonusId: number; outcome: BonusOutcome; reason?: string | null; actor?: string | null },
): Promise<FinishResult | null> {
  const bonus = await bonusById(tx.trx, f.bonusId);
  if (!bonus || (bonus.status !== 'active' && bonus.status !== 'pending')) return null;
  if (f.outcome === 'completed' && bonus.status !== 'active') {
    throw new Error('only an active bonus can complete');
  }
  let money: FinishResult = { convertedMinor: 0, forfeitedMinor: 0 };
  if (bonus.status === 'active') {
    // Hold the bonus account so no stake or win changes it between the read and the move.
    await lockBonusAccount(tx, bonus.user_id);
    const balance = await playerBonusMinor(tx.trx, bonus.user_id);
    const split =
      f.outcome === 'completed'
        ? conversionOf(bonus.rules, balance)
        : { convertMinor: 0, forfeitMinor: balance };
    await bonusFinish(tx, {
      bonusId: bonus.id,
      userId: bonus.user_id,
      ...split,
      outcome: f.outcome,
      reason: f.reason,
    });
    money = { convertedMinor: split.convertMinor, forfeitedMinor: split.forfeitMinor };
  }
  await markFinished(tx, bonus.id, bonus.status, f, money);
  await startNextBonus(tx, bonus.user_id);
  return money;
}

async function markFinished(
  tx: TxState,
  bonusId: number,
  from: 'active' | 'pending',
  f: { outcome: BonusOutcome; reason?: string | null; actor?: string | null },
  money: FinishResult,
) {
  const updated = await tx.trx
    .updateTable('player_bonuses')
    .set({
      status: f.outcome,
      finished_at: tx.now,
      converted_minor: money.convertedMinor,
      forfeited_minor: money.forfeitedMinor,
      finish_reason: f.reason ?? null,
      cancelled_by: f.outcome === 'cancelled' ? (f.actor ?? null) : null,
      updated_at: tx.now,
    })
    .where('id', '=', bonusId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new RaceLost(`bonus ${bonusId} moved`);
}

/**
 * A completed bonus that no longer meets its wagering (a resettled bet took its count away)
 * gives back what it converted, once: from the player's cash, the rest as debt
 * (ledger/debt.ts). Answers what was taken back (0 when nothing was left to take).
 */
export async function takeBackConversion(
  tx: TxState,
  bonus: Pick<PlayerBonusRow, 'id' | 'user_id' | 'converted_minor' | 'taken_back_minor'>,
): Promise<number> {
  const amountMinor = Number(bonus.converted_minor) - Number(bonus.taken_back_minor);
  if (amountMinor <= 0) return 0;
  const updated = await tx.trx
    .updateTable('player_bonuses')
    .set({ taken_back_minor: Number(bonus.converted_minor), updated_at: tx.now })
    .where('id', '=', bonus.id)
    .where('status', '=', 'completed')
    .where('taken_back_minor', '=', Number(bonus.taken_back_minor))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new RaceLost(`bonus ${bonus.id} moved`);
  await bonusTakeBack(tx, {
    bonusId: bonus.id,
    userId: bonus.user_id,
    amountMinor,
    reason: 'a resettled bet took the wagering below the requirement',
  });
  return amountMinor;
}

/**
 * Takes the player's bonus account row lock (PostgreSQL; SQLite's write transactions are
 * serial): a no-op update, the same trick game-movements.ts uses for the cash row.
 */
export async function lockBonusAccount(tx: TxState, userId: number) {
  await tx.trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('kind', '=', 'player_bonus')
    .where('owner', '=', String(userId))
    .execute();
}
