// Staff decisions on a screening hit. Confirming keeps the player's money held and is one
// staff member's call; clearing lifts the hold and needs a second staff member (four-eyes,
// backoffice/approvals.ts): the first asks, another approves, and only then does the hit clear.
// Each change is conditional on the hit still being open, so two decisions can't both win.
import type { ScreeningHitRow } from '@talih/contracts/backoffice/screening.ts';
import { requestOrRun, registerApprovalExecutor } from '../../approvals.ts';
import type { StaffContext } from '../../calls.ts';
import { AppError } from '../../../http/errors.ts';

export const CLEAR_KIND = 'screening.clear';

interface ClearPayload {
  id: number;
  note: string;
}

async function setStatus(
  ctx: StaffContext,
  input: { id: number; status: 'confirmed' | 'cleared'; note: string; action: string },
) {
  return ctx.services.db.transaction().execute(async (trx) => {
    const hit = await trx
      .selectFrom('screening_hits')
      .select(['user_id', 'entity_id', 'status'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!hit) throw new AppError('errors.screening.notFound');
    const moved = await trx
      .updateTable('screening_hits')
      .set({
        status: input.status,
        decided_by: ctx.staff.name,
        decided_at: Date.now(),
        note: input.note,
      })
      .where('id', '=', input.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError('errors.screening.decided');
    await ctx.audit(
      {
        action: input.action,
        objectType: 'screening_hit',
        objectId: input.id,
        before: { status: 'open', userId: Number(hit.user_id), entityId: hit.entity_id },
        after: { status: input.status },
        reason: input.note,
      },
      trx,
    );
    return { id: input.id, status: input.status, approvalId: null };
  });
}

export function registerScreeningApprovals() {
  registerApprovalExecutor(CLEAR_KIND, {
    permission: 'risk.manage',
    // Never runs on one signature, whatever the amount: there is none.
    thresholdMinor: () => null,
    execute: (ctx, payload) => {
      const p = payload as ClearPayload;
      return setStatus(ctx, {
        id: p.id,
        status: 'cleared',
        note: p.note,
        action: 'screening.clear',
      });
    },
  });
}

export async function decideHit(
  ctx: StaffContext,
  input: { id: number; decision: 'confirm' | 'clear'; note: string },
) {
  if (input.decision === 'confirm') {
    return setStatus(ctx, {
      id: input.id,
      status: 'confirmed',
      note: input.note,
      action: 'screening.confirm',
    });
  }
  const hit = await ctx.services.db
    .selectFrom('screening_hits')
    .select(['status'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!hit) throw new AppError('errors.screening.notFound');
  if (hit.status !== 'open') throw new AppError('errors.screening.decided');
  if (await clearPending(ctx, input.id)) throw new AppError('errors.screening.clearPending');
  const outcome = await requestOrRun(ctx, {
    kind: CLEAR_KIND,
    objectType: 'screening_hit',
    objectId: input.id,
    amountMinor: null,
    payload: { id: input.id, note: input.note } satisfies ClearPayload,
    reason: input.note,
  });
  if (outcome.status === 'done') return outcome.result as Awaited<ReturnType<typeof setStatus>>;
  return { id: input.id, status: 'open' as const, approvalId: outcome.approvalId };
}

async function clearPending(ctx: StaffContext, id: number): Promise<boolean> {
  const row = await ctx.services.db
    .selectFrom('staff_approvals')
    .select('id')
    .where('kind', '=', CLEAR_KIND)
    .where('object_id', '=', String(id))
    .where('status', 'in', ['pending', 'deciding'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function listHits(
  ctx: StaffContext,
  status: 'open' | 'confirmed' | 'cleared',
): Promise<ScreeningHitRow[]> {
  const rows = await ctx.services.db
    .selectFrom('screening_hits as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .selectAll('h')
    .select('u.nickname')
    .where('h.status', '=', status)
    .orderBy('h.id', status === 'open' ? 'asc' : 'desc')
    .limit(200)
    .execute();
  const pending = await ctx.services.db
    .selectFrom('staff_approvals')
    .select('object_id')
    .where('kind', '=', CLEAR_KIND)
    .where('status', 'in', ['pending', 'deciding'])
    .execute();
  const waiting = new Set(pending.map((p) => p.object_id));
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    nickname: r.nickname,
    status: r.status,
    score: Number(r.score_pm) / 1000,
    screenedName: r.screened_name,
    matchedName: r.matched_name,
    entry: JSON.parse(r.entry) as ScreeningHitRow['entry'],
    trigger: r.trigger,
    createdAt: Number(r.created_at),
    decidedBy: r.decided_by,
    note: r.note,
    clearPending: waiting.has(String(r.id)),
  }));
}
