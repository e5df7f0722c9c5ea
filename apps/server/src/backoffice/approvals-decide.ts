// A second staff member's decision on a pending approval. The requester can never decide their
// own request, and the decider needs the kind's own permission as well as approvals.decide.
// Approving claims the row (pending -> deciding) before the action runs, so two deciders cannot
// both run it; if the action fails the row goes back to pending and the error reaches the decider.
// An account created, given its role, reset or enabled again after the request was filed cannot
// decide it: one admin could otherwise invite, promote or re-enable a second account to approve
// their own request.
import { AppError, ForbiddenError } from '../http/errors.ts';
import { staffContext, type StaffContext } from './calls.ts';
import { executorFor, loadApproval, mayDecide, toApprovalRow } from './approvals.ts';
import { roleCan } from '@talih/contracts/backoffice/permissions.ts';
import type { ApprovalRow } from '@talih/contracts/backoffice/approvals.ts';

interface Enrolment {
  enrolUrl: string;
  expiresAt: number;
}

export interface Decision {
  id: number;
  decision: 'approve' | 'reject';
  reason: string;
}

async function claim(ctx: StaffContext, id: number, to: 'deciding' | 'rejected', reason: string) {
  const now = Date.now();
  const result = await ctx.services.db
    .updateTable('staff_approvals')
    .set({ status: to, decided_by: ctx.staff.id, decided_at: now, decision_reason: reason || null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('requested_by', '!=', ctx.staff.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('backoffice.errors.approvalDecided');
}

/** Refuses a decider whose account was created or elevated at or after the request. */
async function assertDeciderPredates(ctx: StaffContext, requestedAt: number) {
  const me = await ctx.services.db
    .selectFrom('staff')
    .select(['created_at', 'elevated_at'])
    .where('id', '=', ctx.staff.id)
    .executeTakeFirstOrThrow();
  const since = Math.max(Number(me.created_at), Number(me.elevated_at ?? 0));
  if (since >= requestedAt) throw new AppError('backoffice.errors.approverTooNew');
}

/** What the decision answers: the row, and an enrolment link the approved action made. */
function answer(row: ApprovalRow, result?: unknown): ApprovalRow & { enrolment?: Enrolment } {
  const r = result as Partial<Enrolment> | undefined;
  if (typeof r?.enrolUrl !== 'string' || typeof r.expiresAt !== 'number') return row;
  return { ...row, enrolment: { enrolUrl: r.enrolUrl, expiresAt: r.expiresAt } };
}

export async function decideApproval(ctx: StaffContext, decision: Decision) {
  const row = await loadApproval(ctx, decision.id);
  if (Number(row.requested_by) === ctx.staff.id)
    throw new AppError('backoffice.errors.ownApproval');
  if (row.status !== 'pending') throw new AppError('backoffice.errors.approvalDecided');
  if (!mayDecide(ctx, row)) throw new ForbiddenError();
  await assertDeciderPredates(ctx, Number(row.requested_at));
  const subject = { objectType: row.object_type, objectId: row.object_id };
  const summary = {
    approvalId: row.id,
    kind: row.kind,
    amountMinor: row.amount_minor,
    requestedBy: row.requested_name,
  };

  if (decision.decision === 'reject') {
    if (decision.reason.trim().length < 3) throw new AppError('backoffice.errors.reasonRequired');
    await claim(ctx, row.id, 'rejected', decision.reason);
    await ctx.audit({
      action: 'approval.rejected',
      ...subject,
      before: summary,
      reason: decision.reason,
    });
    return toApprovalRow(ctx, await loadApproval(ctx, row.id));
  }

  await claim(ctx, row.id, 'deciding', decision.reason);
  // The action runs as the decider, with the requester's name on every audit row it writes.
  const asDecider = staffContext(
    ctx.services,
    ctx.staff,
    ctx.requestId,
    ctx.ip,
    row.requested_name,
    ctx.audited,
  );
  let result: unknown;
  try {
    const executor = executorFor(row.kind);
    if (!roleCan(ctx.staff.role, executor.permission)) throw new ForbiddenError();
    result = await executor.execute(asDecider, JSON.parse(row.payload));
  } catch (error) {
    await ctx.services.db
      .updateTable('staff_approvals')
      .set({ status: 'pending', decided_by: null, decided_at: null, decision_reason: null })
      .where('id', '=', row.id)
      .where('status', '=', 'deciding')
      .execute();
    throw error;
  }
  await ctx.services.db
    .updateTable('staff_approvals')
    .set({ status: 'approved' })
    .where('id', '=', row.id)
    .where('status', '=', 'deciding')
    .execute();
  await asDecider.audit({
    action: 'approval.approved',
    ...subject,
    before: summary,
    reason: decision.reason || null,
  });
  return answer(toApprovalRow(ctx, await loadApproval(ctx, row.id)), result);
}
