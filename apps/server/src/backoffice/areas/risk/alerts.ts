// The risk screen's queue: alerts with filters (status, kind, assignee, player) and paging,
// newest first; assigning one to a staff member and closing it with a reason.
import type { Kysely, Selectable } from 'kysely';
import type { DB, RiskAlertsTable } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { closeAlert } from '../../../modules/risk/alerts.ts';
import { activeStaffName } from '../support/actions.ts';

export interface AlertFilter {
  status: 'open' | 'closed' | 'all';
  kind: string;
  assignee: string;
  userId?: number;
  page: number;
  pageSize: number;
}

function filtered(db: Kysely<DB>, f: AlertFilter, me: string) {
  let q = db
    .selectFrom('risk_alerts')
    .leftJoin('users', 'users.id', 'risk_alerts.user_id')
    .selectAll('risk_alerts')
    .select('users.nickname');
  if (f.status !== 'all') q = q.where('risk_alerts.status', '=', f.status);
  if (f.kind) q = q.where('risk_alerts.kind', '=', f.kind);
  const who = f.assignee === 'me' ? me : f.assignee;
  if (who === 'none') q = q.where('risk_alerts.assignee', 'is', null);
  else if (who) q = q.where('risk_alerts.assignee', '=', who.toLowerCase());
  if (f.userId) q = q.where('risk_alerts.user_id', '=', f.userId);
  return q;
}

export async function alertQueue(db: Kysely<DB>, f: AlertFilter, me: string) {
  const [rows, count] = await Promise.all([
    filtered(db, f, me)
      .orderBy('risk_alerts.id', 'desc')
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    filtered(db, f, me)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), rows: rows.map(alertView) };
}

/** An alert row (with the player's nickname) as the risk screens show it. */
export function alertView(r: Selectable<RiskAlertsTable> & { nickname: string | null }) {
  return {
    alertId: Number(r.id),
    kind: r.kind,
    subject: r.subject,
    userId: r.user_id === null ? null : Number(r.user_id),
    nickname: r.nickname ?? null,
    details: JSON.parse(r.details) as Record<string, unknown>,
    status: r.status,
    assignee: r.assignee,
    closedBy: r.closed_by,
    closeReason: r.close_reason,
    createdAt: Number(r.created_at),
    closedAt: r.closed_at === null ? null : Number(r.closed_at),
  };
}

export async function alertRow(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('risk_alerts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('errors.boRisk.notFound');
  return row;
}

export async function assignAlert(db: Kysely<DB>, id: number, assignee: string | null) {
  const before = await alertRow(db, id);
  const name = assignee ? await activeStaffName(db, assignee, 'errors.boRisk.staffNotFound') : null;
  await db.updateTable('risk_alerts').set({ assignee: name }).where('id', '=', id).execute();
  return { before: { assignee: before.assignee }, after: { assignee: name } };
}

export async function closeAlertBy(db: Kysely<DB>, id: number, staffName: string, reason: string) {
  const before = await alertRow(db, id);
  if (!(await closeAlert(db, id, { staffName, reason }))) {
    throw new AppError('errors.boRisk.alreadyClosed');
  }
  const after = await alertRow(db, id);
  return {
    before: { status: before.status, assignee: before.assignee },
    after: { status: after.status, closedBy: after.closed_by, closeReason: after.close_reason },
  };
}
