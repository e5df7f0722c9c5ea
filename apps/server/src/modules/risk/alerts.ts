// Risk alerts: things staff must look at that the code refused or could not decide alone (a
// win above the cap, money that arrived for a failed deposit order). Raised by the server,
// listed by `talih alerts list`; the back-office builds its risk queue on this table.
import type { Kysely } from 'kysely';
import type { DB, RiskAlertStatus } from '../../db/schema.ts';

export const RISK_ALERT_KINDS = {
  winCap: 'win_cap',
  /** A paid deposit event that could not simply confirm a waiting order. */
  depositPaidLate: 'deposit_paid_late',
  /** A credited deposit its provider took back (Trustly's debit): money returned, maybe as debt. */
  depositReversed: 'deposit_reversed',
  // Raised by the scheduled rules (rules.ts) and the reconcile job, one open alert a subject.
  stuckPayout: 'stuck_payout',
  reconcileFailed: 'reconcile_failed',
  referralFarming: 'referral_farming',
  sharedDevice: 'shared_device',
  sharedIp: 'shared_ip',
  sharedIban: 'shared_iban',
  /** Lifetime deposits reached the pack's source-of-funds threshold (KYC). */
  sourceOfFunds: 'source_of_funds',
  /** A welcome bonus refused: another account already claimed this person's phone/IBAN/device. */
  bonusWelcomeShared: 'bonus_welcome_shared',
} as const;

/** Dedupe keys of subject alerts start so; closing one frees its key for a later alert. */
const OPEN_SUBJECT_PREFIX = 'open:';

const LIST_LIMIT_MAX = 500;

export interface RiskAlert {
  id: number;
  kind: string;
  userId: number | null;
  details: Record<string, unknown>;
  status: RiskAlertStatus;
  createdAt: number;
}

/**
 * Records an open alert. With a dedupe key (the event it is about) it is raised once however
 * often the event repeats (a studio retrying a refused win); answers whether it is new.
 */
export async function raiseAlert(
  db: Kysely<DB>,
  alert: {
    kind: string;
    userId: number | null;
    details: Record<string, unknown>;
    dedupeKey?: string;
    subject?: string;
  },
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .insertInto('risk_alerts')
    .values({
      kind: alert.kind,
      user_id: alert.userId,
      details: JSON.stringify(alert.details),
      status: 'open',
      dedupe_key: alert.dedupeKey ?? null,
      subject: alert.subject ?? null,
      created_at: now,
      closed_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Alerts, newest first (open ones by default). */
export async function listAlerts(
  db: Kysely<DB>,
  options: { status?: RiskAlertStatus | 'all'; limit?: number } = {},
): Promise<RiskAlert[]> {
  const limit = Math.min(Math.max(1, options.limit ?? 100), LIST_LIMIT_MAX);
  let q = db.selectFrom('risk_alerts').selectAll().orderBy('id', 'desc').limit(limit);
  const status = options.status ?? 'open';
  if (status !== 'all') q = q.where('status', '=', status);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    userId: r.user_id === null ? null : Number(r.user_id),
    details: JSON.parse(r.details) as Record<string, unknown>,
    status: r.status,
    createdAt: Number(r.created_at),
  }));
}

/**
 * Raises the one open alert of a kind about a subject (a device, an IP, a withdrawal): while
 * it is open, raising it again does nothing; once staff close it, a new one may be raised.
 */
export function raiseSubjectAlert(
  db: Kysely<DB>,
  alert: { kind: string; subject: string; userId: number | null; details: Record<string, unknown> },
  now = Date.now(),
): Promise<boolean> {
  const dedupeKey = `${OPEN_SUBJECT_PREFIX}${alert.kind}:${alert.subject}`.slice(0, 200);
  return raiseAlert(db, { ...alert, dedupeKey }, now);
}

/** Closes an open alert; a subject alert's key is freed so the rule may raise it again. */
export async function closeAlert(
  db: Kysely<DB>,
  id: number,
  by: { staffName: string; reason: string },
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('risk_alerts')
    .set((eb) => ({
      status: 'closed',
      closed_at: now,
      closed_by: by.staffName,
      close_reason: by.reason,
      dedupe_key: eb
        .case()
        .when('dedupe_key', 'like', `${OPEN_SUBJECT_PREFIX}%`)
        .then(null)
        .else(eb.ref('dedupe_key'))
        .end(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
