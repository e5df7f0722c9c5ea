// Risk alerts: things staff must look at that the code refused or could not decide alone (a
// win above the cap, money that arrived for a failed deposit order). Raised by the server,
// listed by `talih alerts list`; the back-office builds its risk queue on this table.
import type { Kysely } from 'kysely';
import type { DB, RiskAlertStatus } from '../../db/schema.ts';

export const RISK_ALERT_KINDS = {
  winCap: 'win_cap',
  /** A paid deposit event that could not simply confirm a waiting order. */
  depositPaidLate: 'deposit_paid_late',
  /** Lifetime deposits reached the pack's source-of-funds threshold (KYC, issue 19). */
  sourceOfFunds: 'source_of_funds',
} as const;

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
