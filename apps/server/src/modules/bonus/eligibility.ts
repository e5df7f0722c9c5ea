// Who may receive a bonus. Excluded, self-excluded, timed-out (and erased) players get none.
// A welcome (first_deposit) bonus is once per person: it claims marks for the player's phone,
// the IBANs of their bank cards and their devices, inserted in the grant's transaction; a mark
// already held means this person had one (under this or another account).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { RaceLost } from '../../ledger/errors.ts';
import type { TxState } from '../../ledger/post.ts';
import { excludedAmong } from '../protection/exclusions.ts';
import { raiseAlert, RISK_ALERT_KINDS } from '../risk/alerts.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** True when the player must get no bonus now (exclusion in force, time-out, erased). */
export async function bonusBarred(db: Db, userId: number, now: number): Promise<boolean> {
  return (await excludedAmong(db, [userId], now)).has(userId);
}

/** The marks that identify this person: phone, bank card IBANs, devices. */
export async function welcomeMarksOf(db: Db, userId: number): Promise<string[]> {
  const [user, cards, devices] = await Promise.all([
    db.selectFrom('users').select('mobile').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('bank_cards').select('iban').where('user_id', '=', userId).limit(20).execute(),
    db
      .selectFrom('user_devices')
      .select('device_number')
      .where('user_id', '=', userId)
      .limit(50)
      .execute(),
  ]);
  const marks = new Set<string>();
  if (user?.mobile) marks.add(`phone:${user.mobile.replace(/\D/g, '')}`);
  for (const c of cards) marks.add(`iban:${c.iban.replace(/\s/g, '').toUpperCase()}`);
  for (const d of devices) marks.add(`device:${d.device_number}`);
  // Sorted: two grants inserting overlapping marks lock them in one order (no deadlock).
  return [...marks].sort();
}

/** The marks already claimed (by anyone): a welcome bonus for them would be a second one. */
export async function takenMarks(db: Db, marks: readonly string[]) {
  if (marks.length === 0) return [];
  return db
    .selectFrom('bonus_claim_marks')
    .select(['mark', 'user_id', 'bonus_id'])
    .where('mark', 'in', [...marks])
    .execute();
}

/** Whether this player's person already had a welcome bonus (offers ask this). */
export async function welcomeTaken(db: Db, userId: number): Promise<boolean> {
  return (await takenMarks(db, await welcomeMarksOf(db, userId))).length > 0;
}

/**
 * Before a welcome grant: false (and a risk alert when another account holds a mark) when the
 * person already had one. The alert is deduped per player and template.
 */
export async function welcomeFree(
  tx: TxState,
  userId: number,
  template: { templateId: number; code: string },
): Promise<boolean> {
  const taken = await takenMarks(tx.trx, await welcomeMarksOf(tx.trx, userId));
  if (taken.length === 0) return true;
  const others = taken.filter((m) => Number(m.user_id) !== userId);
  if (others.length > 0) {
    await raiseAlert(
      tx.trx,
      {
        kind: RISK_ALERT_KINDS.bonusWelcomeShared,
        userId,
        details: {
          templateCode: template.code,
          marks: others.map((m) => m.mark),
          heldBy: [...new Set(others.map((m) => Number(m.user_id)))],
        },
        dedupeKey: `bonus_welcome:${userId}:${template.templateId}`,
      },
      tx.now,
    );
  }
  return false;
}

/**
 * Claims the person's marks for a welcome bonus just granted. The mark is the primary key: a
 * parallel grant of another account that took one first makes this insert skip it, and the
 * transaction retries (its retry finds the mark taken and grants nothing).
 */
export async function claimWelcomeMarks(tx: TxState, userId: number, bonusId: number) {
  const marks = await welcomeMarksOf(tx.trx, userId);
  if (marks.length === 0) return;
  const inserted = await tx.trx
    .insertInto('bonus_claim_marks')
    .values(marks.map((mark) => ({ mark, bonus_id: bonusId, user_id: userId, created_at: tx.now })))
    .onConflict((oc) => oc.column('mark').doNothing())
    .returning('mark')
    .execute();
  if (inserted.length !== marks.length) throw new RaceLost('a welcome mark was claimed meanwhile');
}
