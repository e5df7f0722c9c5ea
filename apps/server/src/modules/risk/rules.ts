// The rules that raise risk alerts on their own, run by the scheduler (and `talih alerts scan`,
// the risk screen's "scan now"): payouts stuck past WITHDRAW_STUCK_HOURS, several accounts on
// one device, IP or IBAN, and invite farming (many invitees on one device or IP who deposit
// little). Each raises one open alert per subject however often it runs.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { raiseSubjectAlert, RISK_ALERT_KINDS as K } from './alerts.ts';

/** Accounts on one device or one IP before it is an alert. */
export const SHARED_ACCOUNTS_MIN = 3;
/** Accounts on one IBAN before it is an alert (a bank account has one owner). */
export const SHARED_IBAN_MIN = 2;
/** Invitees of one inviter on one device or IP, each depositing under the cap, to alert. */
export const FARMING_INVITEES_MIN = 3;
export const FARMING_DEPOSIT_CAP_MINOR = 100_00;
/** Logins older than this do not tie accounts to an IP (addresses are reassigned). */
const IP_WINDOW_MS = 30 * 86_400_000;
const GROUPS_MAX = 500;
const USERS_LISTED = 20;

export type RaisedCounts = Record<string, number>;

export async function stuckPayouts(db: Kysely<DB>, stuckHours: number, now: number) {
  const rows = await db
    .selectFrom('withdrawals')
    .select(['order_no', 'user_id', 'amount_minor', 'status', 'updated_at'])
    .where('status', 'in', ['approved', 'payout_failed'])
    .where('updated_at', '<', now - stuckHours * 3_600_000)
    .limit(GROUPS_MAX)
    .execute();
  let raised = 0;
  for (const r of rows) {
    const details = {
      orderNo: r.order_no,
      status: r.status,
      amountMinor: Number(r.amount_minor),
      since: Number(r.updated_at),
    };
    const subject = `withdrawal:${r.order_no}`;
    const alert = { kind: K.stuckPayout, subject, userId: Number(r.user_id), details };
    if (await raiseSubjectAlert(db, alert, now)) raised++;
  }
  return raised;
}

/** (player, shared value) pairs: one query shape over the three sources. */
type Pairs = SelectQueryBuilder<DB, keyof DB, { user_id: number; key: string }>;

function pairsOf(db: Kysely<DB>, source: 'device' | 'ip' | 'iban', now: number): Pairs {
  if (source === 'device') {
    return db
      .selectFrom('user_devices')
      .select(['user_id', 'device_number as key']) as unknown as Pairs;
  }
  if (source === 'ip') {
    // The address the server saw at sign-in (sessions), and the one the app reported.
    return db
      .selectFrom('sessions')
      .select(['user_id', 'ip as key'])
      .where('ip', 'is not', null)
      .where('created_at', '>=', now - IP_WINDOW_MS)
      .union(
        db
          .selectFrom('login_logs')
          .select(['user_id', 'ip as key'])
          .where('ip', 'is not', null)
          .where('created_at', '>=', now - IP_WINDOW_MS),
      ) as unknown as Pairs;
  }
  return db.selectFrom('bank_cards').select(['user_id', 'iban as key']) as unknown as Pairs;
}

/** Values shared by at least `min` players, with the players (up to USERS_LISTED each). */
export async function sharedGroups(
  db: Kysely<DB>,
  source: 'device' | 'ip' | 'iban',
  min: number,
  now: number,
): Promise<{ key: string; userIds: number[] }[]> {
  const players = () =>
    db
      .selectFrom(pairsOf(db, source, now).as('p'))
      .innerJoin('users', 'users.id', 'p.user_id')
      .where('users.role', '=', 'player');
  const groups = await players()
    .select('p.key')
    .groupBy('p.key')
    .having((eb) => eb.fn.count('p.user_id').distinct(), '>=', min)
    .orderBy('p.key')
    .limit(GROUPS_MAX)
    .execute();
  const out = [];
  for (const g of groups) {
    const ids = await players()
      .select('p.user_id')
      .distinct()
      .where('p.key', '=', g.key as string)
      .orderBy('p.user_id')
      .limit(USERS_LISTED)
      .execute();
    out.push({ key: String(g.key), userIds: ids.map((r) => Number(r.user_id)) });
  }
  return out;
}

const SHARED = {
  device: { kind: K.sharedDevice, min: SHARED_ACCOUNTS_MIN },
  ip: { kind: K.sharedIp, min: SHARED_ACCOUNTS_MIN },
  iban: { kind: K.sharedIban, min: SHARED_IBAN_MIN },
} as const;

export async function sharedAccounts(db: Kysely<DB>, now: number): Promise<RaisedCounts> {
  const raised: RaisedCounts = {};
  for (const source of ['device', 'ip', 'iban'] as const) {
    const { kind, min } = SHARED[source];
    raised[kind] = 0;
    for (const g of await sharedGroups(db, source, min, now)) {
      const details = {
        [source]: g.key,
        accounts: g.userIds.length,
        userIds: g.userIds.slice(0, USERS_LISTED),
      };
      const alert = { kind, subject: `${source}:${g.key}`, userId: g.userIds[0] ?? null, details };
      if (await raiseSubjectAlert(db, alert, now)) raised[kind] += 1;
    }
  }
  return raised;
}

/** Invitees of `inviterId` on `key` who deposited under the cap (confirmed deposits). */
async function lowDepositors(
  db: Kysely<DB>,
  source: 'device' | 'ip',
  inviterId: number,
  key: string,
  now: number,
) {
  const invitees = await db
    .selectFrom(pairsOf(db, source, now).as('p'))
    .innerJoin('users', 'users.id', 'p.user_id')
    .where('users.inviter_id', '=', inviterId)
    .where('p.key', '=', key)
    .select('p.user_id')
    .distinct()
    .limit(GROUPS_MAX)
    .execute();
  const ids = invitees.map((r) => Number(r.user_id));
  if (ids.length === 0) return [];
  const deposits = await db
    .selectFrom('deposit_orders')
    .select((eb) => ['user_id', eb.fn.sum<number>('amount_minor').as('total')])
    .where('user_id', 'in', ids)
    .where('status', '=', 'confirmed')
    .groupBy('user_id')
    .execute();
  const paid = new Map(deposits.map((d) => [Number(d.user_id), Number(d.total)]));
  return ids.filter((id) => (paid.get(id) ?? 0) < FARMING_DEPOSIT_CAP_MINOR).sort((a, b) => a - b);
}

/** Inviters with many invitees on one device or IP who deposit little: invite farming. */
export async function referralFarming(db: Kysely<DB>, now: number) {
  let raised = 0;
  for (const source of ['device', 'ip'] as const) {
    const groups = await db
      .selectFrom(pairsOf(db, source, now).as('p'))
      .innerJoin('users', 'users.id', 'p.user_id')
      .where('users.inviter_id', 'is not', null)
      .select(['users.inviter_id', 'p.key'])
      .groupBy(['users.inviter_id', 'p.key'])
      .having((eb) => eb.fn.count('p.user_id').distinct(), '>=', FARMING_INVITEES_MIN)
      .limit(GROUPS_MAX)
      .execute();
    for (const g of groups) {
      const inviterId = Number(g.inviter_id);
      const low = await lowDepositors(db, source, inviterId, String(g.key), now);
      if (low.length < FARMING_INVITEES_MIN) continue;
      const details = {
        [source]: String(g.key),
        invitees: low.length,
        userIds: low.slice(0, USERS_LISTED),
        depositCapMinor: FARMING_DEPOSIT_CAP_MINOR,
      };
      const subject = `inviter:${inviterId}`;
      const alert = { kind: K.referralFarming, subject, userId: inviterId, details };
      if (await raiseSubjectAlert(db, alert, now)) raised++;
    }
  }
  return raised;
}

/** A failing reconcile check: one open alert per check until staff close it. */
export async function reconcileFailures(
  db: Kysely<DB>,
  checks: { name: string; ok: boolean; violations: number; sample?: unknown }[],
  now = Date.now(),
) {
  let raised = 0;
  for (const c of checks) {
    if (c.ok) continue;
    const details = { check: c.name, violations: c.violations, sample: c.sample ?? null };
    const alert = { kind: K.reconcileFailed, subject: `check:${c.name}`, userId: null, details };
    if (await raiseSubjectAlert(db, alert, now)) raised++;
  }
  return raised;
}

/** Runs every scheduled rule once; answers how many new alerts each kind raised. */
export async function scanRisk(
  db: Kysely<DB>,
  settings: { withdrawStuckHours: number },
  now = Date.now(),
): Promise<RaisedCounts> {
  return {
    [K.stuckPayout]: await stuckPayouts(db, settings.withdrawStuckHours, now),
    ...(await sharedAccounts(db, now)),
    [K.referralFarming]: await referralFarming(db, now),
  };
}
