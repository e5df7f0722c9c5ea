// Four-eyes approvals. An area registers what an approved request does (an executor, with the
// permission a decider needs); its staff call then asks requestOrRun, which runs the action at
// once when the amount is within the kind's threshold, or records a pending approval that a
// second staff member holding the permission (never the requester) approves or rejects.
import type { Selectable, Transaction } from 'kysely';
import type { ApprovalRow } from '@talih/contracts/backoffice/approvals.ts';
import { roleCan, type Permission } from '@talih/contracts/backoffice/permissions.ts';
import type { Config } from '../config.ts';
import type { DB, StaffApprovalsTable } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import type { StaffContext } from './calls.ts';

export interface ApprovalExecutor {
  /** What the decider must hold besides approvals.decide (e.g. withdrawals.approve). */
  permission: Permission;
  execute(ctx: StaffContext, payload: unknown): Promise<unknown>;
  /**
   * The largest amount (minor units) that runs without a second approver; null: always waits (a
   * configuration that pays money). Kinds with a configured threshold ignore this.
   */
  thresholdMinor?: (config: Config) => number | null;
}

const executors = new Map<string, ApprovalExecutor>();

/** Registering a kind again replaces it (each test app registers its areas afresh). */
export function registerApprovalExecutor(kind: string, executor: ApprovalExecutor) {
  executors.set(kind, executor);
}

export function executorFor(kind: string): ApprovalExecutor {
  const executor = executors.get(kind);
  if (!executor) throw new Error(`no approval executor for ${kind}`);
  return executor;
}

/** Thresholds from configuration, for the kinds the issue names. */
export function thresholdFor(config: Config, kind: string): number | null {
  if (kind === 'withdrawal.approve') return config.FOUR_EYES_WITHDRAWAL_MINOR;
  if (kind === 'player.adjust') return config.FOUR_EYES_ADJUSTMENT_MINOR;
  return executorFor(kind).thresholdMinor?.(config) ?? null;
}

export interface ApprovalRequest {
  kind: string;
  objectType: string;
  objectId: string | number;
  /** The amount the threshold is compared with (its absolute value); null: none. */
  amountMinor: number | null;
  payload: unknown;
  reason: string;
}

export type RequestOutcome =
  { status: 'done'; result: unknown } | { status: 'pending'; approvalId: number };

export async function requestOrRun(
  ctx: StaffContext,
  request: ApprovalRequest,
): Promise<RequestOutcome> {
  const executor = executorFor(request.kind);
  const threshold = thresholdFor(ctx.services.config, request.kind);
  if (
    threshold !== null &&
    request.amountMinor !== null &&
    Math.abs(request.amountMinor) <= threshold
  ) {
    return { status: 'done', result: await executor.execute(ctx, request.payload) };
  }
  const approvalId = await ctx.services.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('staff_approvals')
      .values({
        kind: request.kind,
        object_type: request.objectType,
        object_id: String(request.objectId),
        amount_minor: request.amountMinor,
        payload: JSON.stringify(request.payload ?? null),
        reason: request.reason,
        status: 'pending',
        requested_by: ctx.staff.id,
        requested_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.audit(
      {
        action: 'approval.requested',
        objectType: request.objectType,
        objectId: request.objectId,
        after: {
          approvalId: Number(row.id),
          kind: request.kind,
          amountMinor: request.amountMinor,
          payload: request.payload,
        },
        reason: request.reason,
      },
      trx,
    );
    return Number(row.id);
  });
  return { status: 'pending', approvalId };
}

export type ApprovalDbRow = Selectable<StaffApprovalsTable> & {
  requested_name: string;
  decided_name: string | null;
};

export async function loadApproval(ctx: StaffContext, id: number, trx?: Transaction<DB>) {
  const row = await (trx ?? ctx.services.db)
    .selectFrom('staff_approvals as a')
    .innerJoin('staff as r', 'r.id', 'a.requested_by')
    .leftJoin('staff as d', 'd.id', 'a.decided_by')
    .selectAll('a')
    .select(['r.name as requested_name', 'd.name as decided_name'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('backoffice.errors.approvalNotFound');
  return row as unknown as ApprovalDbRow;
}

export function mayDecide(
  ctx: StaffContext,
  row: { kind: string; status: string; requested_by: number },
) {
  const executor = executors.get(row.kind);
  return (
    row.status === 'pending' &&
    Number(row.requested_by) !== ctx.staff.id &&
    roleCan(ctx.staff.role, 'approvals.decide') &&
    executor !== undefined &&
    roleCan(ctx.staff.role, executor.permission)
  );
}

export function toApprovalRow(ctx: StaffContext, row: ApprovalDbRow): ApprovalRow {
  return {
    id: Number(row.id),
    kind: row.kind,
    objectType: row.object_type,
    objectId: row.object_id,
    amountMinor: row.amount_minor === null ? null : Number(row.amount_minor),
    payload: JSON.parse(row.payload) as unknown,
    reason: row.reason,
    status: row.status === 'deciding' ? 'pending' : row.status,
    requestedBy: row.requested_name,
    requestedAt: Number(row.requested_at),
    decidedBy: row.decided_name,
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    decisionReason: row.decision_reason,
    canDecide: mayDecide(ctx, row),
  };
}
