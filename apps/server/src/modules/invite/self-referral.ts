// Self-referral: a player who registers with an invite code from the inviter's own device, IP
// address or bank account (IBAN) is the inviter farming their own rewards. Such an invitee
// stays registered, with their inviter on record, but the referral is marked void with the
// reason and earns the inviter nothing: no wheel spins, no pdd progress, no rebates (every
// count of invitees filters on `referral_void_reason is null`). Checked when the invitee registers or logs in,
// and when either side binds a bank card; a void referral stays void.
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit.ts';
import type { DB, ReferralVoidReason } from '../../db/schema.ts';

type Db = Kysely<DB>;

/** Sessions and devices looked at per player: a farm's accounts are young. */
const HISTORY_ROWS_MAX = 1000;

async function devicesOf(db: Db, userId: number): Promise<Set<string>> {
  const [user, devices] = await Promise.all([
    db.selectFrom('users').select('device_number').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('user_devices')
      .select('device_number')
      .where('user_id', '=', userId)
      .limit(HISTORY_ROWS_MAX)
      .execute(),
  ]);
  const all = devices.map((d) => d.device_number);
  if (user?.device_number) all.push(user.device_number);
  return new Set(all);
}

async function ipsOf(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sessions')
    .select('ip')
    .distinct()
    .where('user_id', '=', userId)
    .where('ip', 'is not', null)
    .limit(HISTORY_ROWS_MAX)
    .execute();
  return new Set(rows.map((r) => r.ip!));
}

/** The bank accounts a player has bound or been paid to. */
async function ibansOf(db: Db, userId: number): Promise<Set<string>> {
  const [cards, paid] = await Promise.all([
    db.selectFrom('bank_cards').select('iban').where('user_id', '=', userId).execute(),
    db
      .selectFrom('withdrawals')
      .select('iban')
      .distinct()
      .where('user_id', '=', userId)
      .limit(HISTORY_ROWS_MAX)
      .execute(),
  ]);
  return new Set([...cards, ...paid].map((r) => r.iban));
}

const shares = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

/** Why the invitee's referral is the inviter's own, or null when nothing links the two. */
export async function selfReferralReason(
  db: Db,
  inviteeId: number,
  inviterId: number,
): Promise<ReferralVoidReason | null> {
  const [devicesA, devicesB] = await Promise.all([
    devicesOf(db, inviteeId),
    devicesOf(db, inviterId),
  ]);
  if (shares(devicesA, devicesB)) return 'same_device';
  const [ipsA, ipsB] = await Promise.all([ipsOf(db, inviteeId), ipsOf(db, inviterId)]);
  if (shares(ipsA, ipsB)) return 'same_ip';
  const [ibansA, ibansB] = await Promise.all([ibansOf(db, inviteeId), ibansOf(db, inviterId)]);
  if (shares(ibansA, ibansB)) return 'same_bank_account';
  return null;
}

/** Marks the referral void (once) and audits why. */
async function voidReferral(
  db: Db,
  invitee: { id: number; inviterId: number },
  reason: ReferralVoidReason,
  requestId: string | null,
  now = Date.now(),
) {
  const updated = await db
    .updateTable('users')
    .set({ referral_void_reason: reason, referral_voided_at: now })
    .where('id', '=', invitee.id)
    .where('referral_void_reason', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return;
  await writeAudit(
    db,
    {
      actorType: 'system',
      actorId: null,
      action: 'invite.referral_void',
      subject: `user:${invitee.id}`,
      detail: { inviterId: invitee.inviterId, reason },
      requestId,
    },
    now,
  );
}

/**
 * Checks the player's own referral, if they were invited and it still counts; answers the
 * reason when it is (now) void.
 */
export async function checkReferral(
  db: Db,
  userId: number,
  requestId: string | null = null,
): Promise<ReferralVoidReason | null> {
  const user = await db
    .selectFrom('users')
    .select(['inviter_id', 'referral_void_reason'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.inviter_id) return null;
  if (user.referral_void_reason) return user.referral_void_reason;
  const reason = await selfReferralReason(db, userId, user.inviter_id);
  if (reason) await voidReferral(db, { id: userId, inviterId: user.inviter_id }, reason, requestId);
  return reason;
}

/**
 * After a player binds `iban`: their own referral, and those of their invitees who use the
 * same account, stop counting.
 */
export async function checkReferralsOfIban(
  db: Db,
  userId: number,
  iban: string,
  requestId: string | null,
) {
  await checkReferral(db, userId, requestId);
  const invitees = await db
    .selectFrom('users as u')
    .innerJoin('bank_cards as c', 'c.user_id', 'u.id')
    .select('u.id')
    .where('u.inviter_id', '=', userId)
    .where('u.referral_void_reason', 'is', null)
    .where('c.iban', '=', iban)
    .limit(HISTORY_ROWS_MAX)
    .execute();
  for (const invitee of invitees) {
    await voidReferral(db, { id: invitee.id, inviterId: userId }, 'same_bank_account', requestId);
  }
}
