// AML cases: opening one from an alert groups the player's open alerts into the player's one
// open case (their own alerts, and the shared device, IP and IBAN alerts that list them); the
// case list with filters and paging, a case with its alerts and notes, assigning, notes.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { RISK_ALERT_KINDS } from '../../../modules/risk/alerts.ts';
import { activeStaffName } from '../support/actions.ts';
import { alertRow, alertView } from './alerts.ts';

export const AML_DECIDE_KIND = 'aml.decide';
/** Alerts about several players at once: they join the case of every player they list. */
const SHARED_KINDS = [
  RISK_ALERT_KINDS.sharedDevice,
  RISK_ALERT_KINDS.sharedIp,
  RISK_ALERT_KINDS.sharedIban,
  RISK_ALERT_KINDS.referralFarming,
];
const ALERTS_MAX = 500;

type Db = Kysely<DB>;

export interface CaseFilter {
  status: 'open' | 'closed' | 'all';
  assignee: string;
  userId?: number;
  page: number;
  pageSize: number;
}

function filtered(db: Db, f: Omit<CaseFilter, 'page' | 'pageSize'>, me: string) {
  let q = db
    .selectFrom('aml_cases')
    .leftJoin('users', 'users.id', 'aml_cases.user_id')
    .selectAll('aml_cases')
    .select('users.nickname')
    .select((eb) =>
      eb
        .selectFrom('aml_case_alerts')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('aml_case_alerts.case_id', '=', 'aml_cases.id')
        .as('alert_count'),
    );
  if (f.status !== 'all') q = q.where('aml_cases.status', '=', f.status);
  const who = f.assignee === 'me' ? me : f.assignee;
  if (who === 'none') q = q.where('aml_cases.assignee', 'is', null);
  else if (who) q = q.where('aml_cases.assignee', '=', who.toLowerCase());
  if (f.userId) q = q.where('aml_cases.user_id', '=', f.userId);
  return q;
}

type CaseDbRow = Awaited<ReturnType<ReturnType<typeof filtered>['execute']>>[number];

async function pendingApprovals(db: Db, caseIds: number[]): Promise<Map<number, number>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_approvals')
    .select(['id', 'object_id'])
    .where('kind', '=', AML_DECIDE_KIND)
    .where('status', 'in', ['pending', 'deciding'])
    .where('object_id', 'in', caseIds.map(String))
    .execute();
  return new Map(rows.map((r) => [Number(r.object_id), Number(r.id)]));
}

function caseView(r: CaseDbRow, pending: Map<number, number>) {
  const id = Number(r.id);
  return {
    caseId: id,
    userId: Number(r.user_id),
    nickname: r.nickname ?? null,
    status: r.status,
    assignee: r.assignee,
    alertCount: Number(r.alert_count ?? 0),
    decision: r.decision,
    decisionReason: r.decision_reason,
    decidedBy: r.decided_by,
    approvedBy: r.approved_by,
    pendingApprovalId: pending.get(id) ?? null,
    openedBy: r.opened_by,
    openedAt: Number(r.opened_at),
    closedAt: r.closed_at === null ? null : Number(r.closed_at),
  };
}

export async function caseList(db: Db, f: CaseFilter, me: string) {
  const [rows, count] = await Promise.all([
    filtered(db, f, me)
      .orderBy('aml_cases.id', 'desc')
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    filtered(db, f, me)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const pending = await pendingApprovals(
    db,
    rows.map((r) => Number(r.id)),
  );
  return { total: Number(count.n), rows: rows.map((r) => caseView(r, pending)) };
}

export async function caseRow(db: Db, caseId: number) {
  const row = await filtered(db, { status: 'all', assignee: '' }, '')
    .where('aml_cases.id', '=', caseId)
    .executeTakeFirst();
  if (!row) throw new AppError('errors.boRisk.caseNotFound');
  return caseView(row, await pendingApprovals(db, [caseId]));
}

export async function caseAlerts(db: Db, caseId: number) {
  const rows = await db
    .selectFrom('aml_case_alerts')
    .innerJoin('risk_alerts', 'risk_alerts.id', 'aml_case_alerts.alert_id')
    .leftJoin('users', 'users.id', 'risk_alerts.user_id')
    .selectAll('risk_alerts')
    .select('users.nickname')
    .where('aml_case_alerts.case_id', '=', caseId)
    .orderBy('risk_alerts.id')
    .limit(ALERTS_MAX)
    .execute();
  return rows.map(alertView);
}

export async function caseNotes(db: Db, caseId: number) {
  const rows = await db
    .selectFrom('aml_case_notes')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('id')
    .limit(ALERTS_MAX)
    .execute();
  return rows.map((n) => ({
    id: Number(n.id),
    staffName: n.staff_name,
    body: n.body,
    createdAt: Number(n.created_at),
  }));
}

/** The player's open alerts that belong in their case: their own and shared ones listing them. */
async function playerOpenAlerts(db: Db, userId: number): Promise<number[]> {
  const own = await db
    .selectFrom('risk_alerts')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .limit(ALERTS_MAX)
    .execute();
  const shared = await db
    .selectFrom('risk_alerts')
    .select(['id', 'details'])
    .where('kind', 'in', SHARED_KINDS)
    .where('status', '=', 'open')
    .limit(ALERTS_MAX)
    .execute();
  const listing = shared.filter((a) => {
    const ids = (JSON.parse(a.details) as { userIds?: unknown }).userIds;
    return Array.isArray(ids) && ids.map(Number).includes(userId);
  });
  return [...new Set([...own, ...listing].map((a) => Number(a.id)))];
}

/** Opens the player's case from an alert (or adds to the open one); answers what changed. */
export async function openCaseFrom(db: Db, alertId: number, staffName: string, now: number) {
  const alert = await alertRow(db, alertId);
  if (alert.user_id === null) throw new AppError('errors.boRisk.noPlayer');
  const userId = Number(alert.user_id);
  const inserted = await db
    .insertInto('aml_cases')
    .values({
      user_id: userId,
      status: 'open',
      open_key: userId,
      assignee: null,
      decision: null,
      decision_reason: null,
      decided_by: null,
      approved_by: null,
      opened_by: staffName,
      opened_at: now,
      closed_at: null,
    })
    .onConflict((oc) => oc.column('open_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  const open = await db
    .selectFrom('aml_cases')
    .select('id')
    .where('open_key', '=', userId)
    .executeTakeFirstOrThrow();
  const caseId = Number(open.id);
  const alertIds = [...new Set([alertId, ...(await playerOpenAlerts(db, userId))])];
  let added = 0;
  for (const id of alertIds) {
    const r = await db
      .insertInto('aml_case_alerts')
      .values({ case_id: caseId, alert_id: id })
      .onConflict((oc) => oc.columns(['case_id', 'alert_id']).doNothing())
      .executeTakeFirst();
    added += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return { caseId, userId, created: inserted !== undefined, alertsAdded: added };
}

export async function requireOpenCase(db: Db, caseId: number) {
  const row = await db
    .selectFrom('aml_cases')
    .selectAll()
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (!row) throw new AppError('errors.boRisk.caseNotFound');
  if (row.status !== 'open') throw new AppError('errors.boRisk.caseClosed');
  return row;
}

export async function assignCase(db: Db, caseId: number, assignee: string | null) {
  const before = await requireOpenCase(db, caseId);
  const name = assignee ? await activeStaffName(db, assignee, 'errors.boRisk.staffNotFound') : null;
  await db.updateTable('aml_cases').set({ assignee: name }).where('id', '=', caseId).execute();
  return { before: { assignee: before.assignee }, after: { assignee: name } };
}

export async function addNote(
  db: Db,
  caseId: number,
  body: string,
  staffName: string,
  now: number,
) {
  await requireOpenCase(db, caseId);
  const row = await db
    .insertInto('aml_case_notes')
    .values({ case_id: caseId, staff_name: staffName, body, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), staffName, body, createdAt: now };
}
