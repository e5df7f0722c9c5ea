// The payments area's staff calls: the deposit and withdrawal queues, each decision audited,
// and the deposit method settings.
import * as contract from '@talih/contracts/backoffice/payments.ts';
import { AppError } from '../../../http/errors.ts';
import { t } from '../../../http/i18n.ts';
import { methodSettings, saveMethodSetting } from '../../../modules/payments/method-settings.ts';
import { registerApprovalExecutor, requestOrRun } from '../../approvals.ts';
import { defineStaffCall, type StaffContext, type StaffRegistry } from '../../calls.ts';
import {
  confirmDeposit,
  markPaid,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
  voidWithdrawal,
} from './actions.ts';
import { depositQueue, pendingApprovalsOf, withdrawalQueue } from './queues.ts';
import { providerPayments } from './provider-payments.ts';
import { checkRefund, newRefundNo, startRefund } from '../../../modules/payments/refunds.ts';

interface RefundPayload {
  refundNo: string;
  orderNo: string;
  amountMinor: number;
  email: string | null;
  reason: string;
  requestedBy: string;
}

interface ApprovePayload {
  orderNo: string;
}

async function executeApproval(ctx: StaffContext, payload: ApprovePayload, retry: boolean) {
  const changed = await payWithdrawal(
    ctx.services,
    { orderNo: payload.orderNo, retry },
    ctx.staff.name,
  );
  await ctx.audit({
    action: retry ? 'withdrawal.retry' : 'withdrawal.approve',
    objectType: 'withdrawal',
    objectId: payload.orderNo,
    ...changed,
  });
  return { withdrawalStatus: changed.after.status };
}

export function register(registry: StaffRegistry) {
  registerApprovalExecutor('withdrawal.approve', {
    permission: 'withdrawals.approve',
    execute: (ctx, payload) => executeApproval(ctx, payload as ApprovePayload, false),
  });

  // A refund always waits for a second staff member (no threshold): it sends money out.
  registerApprovalExecutor('deposit.refund', {
    permission: 'deposits.refund',
    thresholdMinor: () => null,
    async execute(ctx, raw) {
      const p = raw as RefundPayload;
      const refund = await startRefund(ctx.services, { ...p, approvedBy: ctx.staff.name });
      await ctx.audit({
        action: 'deposit.refund',
        objectType: 'deposit',
        objectId: p.orderNo,
        after: {
          refundNo: refund.refund_no,
          amountMinor: refund.amount_minor,
          status: refund.status,
          failure: refund.failure,
        },
        reason: p.reason,
      });
      return { refundNo: refund.refund_no, refundStatus: refund.status };
    },
  });

  registry.add(
    defineStaffCall({
      ...contract.requestRefund,
      async handler(ctx, input) {
        await checkRefund(ctx.services.db, input);
        // One request per deposit waits for a second approver; asking again answers it.
        const waiting = (
          await pendingApprovalsOf(ctx.services.db, [input.orderNo], 'deposit.refund')
        ).get(input.orderNo);
        if (waiting !== undefined) {
          ctx.unchanged();
          return { status: 'pending' as const, approvalId: waiting };
        }
        const outcome = await requestOrRun(ctx, {
          kind: 'deposit.refund',
          objectType: 'deposit',
          objectId: input.orderNo,
          amountMinor: input.amountMinor,
          payload: {
            refundNo: newRefundNo(),
            orderNo: input.orderNo,
            amountMinor: input.amountMinor,
            email: input.email,
            reason: input.reason,
            requestedBy: ctx.staff.name,
          } satisfies RefundPayload,
          reason: input.reason,
        });
        if (outcome.status !== 'pending') throw new Error('a refund always waits for approval');
        return outcome;
      },
    }),
    defineStaffCall({
      ...contract.depositQueue,
      readOnly: true,
      async handler(ctx, input) {
        const found = await depositQueue(ctx.services.db, input);
        return { ...found, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.providerPayments,
      readOnly: true,
      handler: (ctx, input) => providerPayments(ctx.services.db, input),
    }),
    defineStaffCall({
      ...contract.confirmDeposit,
      async handler(ctx, input) {
        const changed = await confirmDeposit(ctx.services, input, ctx.staff.name, (trx, c) =>
          ctx.audit(
            {
              action: 'deposit.confirm',
              objectType: 'deposit',
              objectId: input.orderNo,
              before: c.before,
              after: { ...c.after, entryId: c.entryId },
              reason: `reference ${input.reference}`,
            },
            trx,
          ),
        );
        return { status: changed.after.status };
      },
    }),
    defineStaffCall({
      ...contract.rejectDeposit,
      async handler(ctx, input) {
        const changed = await rejectDeposit(ctx.services, input, ctx.staff.name, (trx, c) =>
          ctx.audit(
            {
              action: 'deposit.reject',
              objectType: 'deposit',
              objectId: input.orderNo,
              before: c.before,
              after: c.after,
              reason: input.reason,
            },
            trx,
          ),
        );
        return { status: changed.after.status };
      },
    }),
    defineStaffCall({
      ...contract.withdrawalQueue,
      readOnly: true,
      async handler(ctx, input) {
        const found = await withdrawalQueue(ctx.services.db, input);
        const approvals = await pendingApprovalsOf(
          ctx.services.db,
          found.rows.map((r) => r.orderNo),
        );
        return {
          rows: found.rows.map((r) => ({ ...r, approvalId: approvals.get(r.orderNo) ?? null })),
          total: found.total,
          page: input.page,
        };
      },
    }),
    defineStaffCall({
      ...contract.approveWithdrawal,
      async handler(ctx, input) {
        const row = await ctx.services.db
          .selectFrom('withdrawals')
          .select(['amount_minor', 'status'])
          .where('order_no', '=', input.orderNo)
          .executeTakeFirst();
        if (!row) throw new AppError('errors.boPayments.notFound');
        if (row.status !== 'pending') throw new AppError('errors.boPayments.alreadyDecided');
        // One request per withdrawal waits for a second approver; asking again answers it.
        const waiting = (await pendingApprovalsOf(ctx.services.db, [input.orderNo])).get(
          input.orderNo,
        );
        if (waiting !== undefined) {
          ctx.unchanged();
          return { status: 'pending' as const, approvalId: waiting };
        }
        const outcome = await requestOrRun(ctx, {
          kind: 'withdrawal.approve',
          objectType: 'withdrawal',
          objectId: input.orderNo,
          amountMinor: row.amount_minor,
          payload: { orderNo: input.orderNo } satisfies ApprovePayload,
          reason: input.reason || t(ctx.lang, 'errors.boPayments.approvalReason'),
        });
        if (outcome.status === 'pending') return outcome;
        const result = outcome.result as { withdrawalStatus: string };
        return { status: 'done' as const, withdrawalStatus: result.withdrawalStatus };
      },
    }),
    defineStaffCall({
      ...contract.rejectWithdrawal,
      async handler(ctx, input) {
        const changed = await rejectWithdrawal(ctx.services, input, ctx.staff.name, (trx, c) =>
          ctx.audit(
            {
              action: 'withdrawal.reject',
              objectType: 'withdrawal',
              objectId: input.orderNo,
              ...c,
              reason: input.reason,
            },
            trx,
          ),
        );
        return { status: changed.after.status };
      },
    }),
    defineStaffCall({
      ...contract.retryWithdrawal,
      async handler(ctx, input) {
        const result = await executeApproval(ctx, { orderNo: input.orderNo }, true);
        return { status: result.withdrawalStatus };
      },
    }),
    defineStaffCall({
      ...contract.markWithdrawalPaid,
      async handler(ctx, input) {
        const changed = await markPaid(ctx.services, input, ctx.staff.name);
        await ctx.audit({
          action: 'withdrawal.mark_paid',
          objectType: 'withdrawal',
          objectId: input.orderNo,
          ...changed,
          reason: `bank reference ${input.bankRef}`,
        });
        return { status: changed.after.status };
      },
    }),
    defineStaffCall({
      ...contract.voidWithdrawal,
      async handler(ctx, input) {
        const changed = await voidWithdrawal(ctx.services, input, ctx.staff.name, (trx, c) =>
          ctx.audit(
            {
              action: 'withdrawal.void',
              objectType: 'withdrawal',
              objectId: input.orderNo,
              ...c,
              reason: input.reason,
            },
            trx,
          ),
        );
        return { status: changed.after.status };
      },
    }),
    defineStaffCall({
      ...contract.listMethodSettings,
      readOnly: true,
      handler: async (ctx) => ({ rows: await methodSettings(ctx.services.db) }),
    }),
    defineStaffCall({
      ...contract.saveMethodSetting,
      async handler(ctx, input) {
        if (input.minMinor > input.maxMinor) throw new AppError('errors.boPayments.limitsInvalid');
        const changed = await saveMethodSetting(ctx.services.db, input, ctx.staff.name);
        await ctx.audit({
          action: 'payment_method.save',
          objectType: 'payment_method',
          objectId: input.method,
          ...changed,
          reason: input.reason,
        });
        return changed.after;
      },
    }),
  );
}
