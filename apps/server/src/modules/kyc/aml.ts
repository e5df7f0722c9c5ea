// AML: once a player's lifetime deposits reach the pack's source-of-funds threshold, they are
// asked for a source-of-funds document and staff get one risk alert. Checked after every
// confirmed deposit; idempotent (the request is set once, the alert has a dedupe key), so a
// replayed webhook or a second deposit past the line raises nothing new.
import type { Kysely } from 'kysely';
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import { minorToDecimal } from '@talih/contracts/money.ts';
import type { DB } from '../../db/schema.ts';
import { raiseAlert, RISK_ALERT_KINDS } from '../risk/alerts.ts';
import { lifetimeDepositsMinor } from './state.ts';

/** Answers whether this call raised the request (the deposit that crossed the line). */
export async function checkSourceOfFunds(
  db: Kysely<DB>,
  pack: JurisdictionPack,
  userId: number,
  now = Date.now(),
): Promise<boolean> {
  const threshold = pack.kyc.sourceOfFundsAtDepositsMinor;
  if (threshold === null) return false;
  const lifetime = await lifetimeDepositsMinor(db, userId);
  if (lifetime < threshold) return false;
  await db
    .insertInto('kyc_profiles')
    .values({ user_id: userId, level: 'none', updated_at: now, sof_requested_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .updateTable('kyc_profiles')
    .set({ sof_requested_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('sof_requested_at', 'is', null)
    .execute();
  return raiseAlert(
    db,
    {
      kind: RISK_ALERT_KINDS.sourceOfFunds,
      userId,
      details: {
        lifetimeDeposits: minorToDecimal(lifetime),
        threshold: minorToDecimal(threshold),
        currency: pack.currency,
        jurisdiction: pack.code,
      },
      dedupeKey: `sof:${userId}`,
    },
    now,
  );
}
