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
  await requestSourceOfFunds(db, userId, { afterApproval: false }, now);
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

/**
 * Asks the player for a source-of-funds document (their KYC page offers the upload): at the
 * threshold, or from an AML case. Answers whether this call asked (false: already waiting).
 */
export async function requestSourceOfFunds(
  db: Kysely<DB>,
  userId: number,
  /** Ask again when an earlier document was approved (staff), or only once (the threshold). */
  options: { afterApproval: boolean },
  now = Date.now(),
): Promise<boolean> {
  await db
    .insertInto('kyc_profiles')
    .values({ user_id: userId, level: 'none', updated_at: now, sof_requested_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const asked = await db
    .updateTable('kyc_profiles')
    .set({ sof_requested_at: now, sof_approved_at: null, updated_at: now })
    .where('user_id', '=', userId)
    .where((eb) =>
      options.afterApproval
        ? eb.or([eb('sof_requested_at', 'is', null), eb('sof_approved_at', 'is not', null)])
        : eb('sof_requested_at', 'is', null),
    )
    .executeTakeFirst();
  const row = await db
    .selectFrom('kyc_profiles')
    .select('sof_requested_at')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(asked.numUpdatedRows) === 1 || Number(row.sof_requested_at) === now;
}
