// `talih deposits list|confirm <orderId>|reject <orderId>` and `talih withdrawals
// list|approve <id>|reject <id>`: the operator's side of payments. Confirming credits the
// deposit once (a webhook racing it changes nothing); approving posts the held withdrawal and
// pays it out through the payout provider; rejecting voids it back to the player.
import os from 'node:os';
import { decimalToMinor } from '@talih/contracts/money.ts';
import { money } from './money.ts';
import { createSandboxPayments } from '../adapters/payments/sandbox.ts';
import { configuredPayout } from '../modules/payments/payout-provider.ts';
import type { Cache } from '../cache/cache.ts';
import type { Database } from '../db/database.ts';
import * as staffCalls from '@talih/contracts/backoffice/payments.ts';
import { runAsStaff } from './as-staff.ts';
import type { AsStaff } from './command.ts';
import type { Config } from '../config.ts';
import { createLedger } from '../ledger/ledger.ts';
import { expireStale, settleDeposit } from '../modules/payments/deposits.ts';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  releaseWithdrawal,
  voidFailedPayout,
} from '../modules/payments/withdrawals.ts';

const LIST_ROWS_MAX = 50;

export interface PaymentsArgs {
  area: 'deposits' | 'withdrawals';
  action: string | undefined;
  id: string | undefined;
  status: string | undefined;
  reason: string | undefined;
  /** `--as <staff name>`: run the back-office staff call as that staff member. */
  as?: AsStaff;
  /**
   * `--reference`: the havale reference from the bank statement (deposits confirm with --as),
   * or the bank transfer's reference (withdrawals mark-paid).
   */
  reference?: string;
  /** PAYOUT_ADAPTER: who pays an approved withdrawal (manual: finance, by bank). */
  payoutAdapter: Config['PAYOUT_ADAPTER'];
  /** The deployment's configuration: a confirmed deposit runs the pack's AML check. */
  config?: Config;
}

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

export async function paymentsCommand(
  database: Database,
  cache: Cache | undefined,
  args: PaymentsArgs,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const actor = `cli:${os.userInfo().username}`;
  const ledger = createLedger({ db: database.db, cache });
  const { db } = database;
  const usage =
    args.area === 'deposits'
      ? 'usage: npm run talih -- deposits list [--status pending] | confirm <orderId> | reject <orderId> --reason "..."'
      : 'usage: npm run talih -- withdrawals list [--status pending] | approve <orderId> | mark-paid <orderId> --reference "..." | reject <orderId> --reason "..." | void <orderId> --reason "..."';

  if (args.action === 'list' || args.action === undefined) {
    const status = args.status ?? 'pending';
    if (args.area === 'deposits') {
      await expireStale(db);
      let q = db
        .selectFrom('deposit_orders')
        .innerJoin('users', 'users.id', 'deposit_orders.user_id')
        .select([
          'order_no',
          'user_id',
          'users.nickname',
          'method',
          'amount_minor',
          'status',
          'reference',
          'deposit_orders.created_at',
        ])
        .orderBy('deposit_orders.id', 'desc')
        .limit(LIST_ROWS_MAX);
      if (status !== 'all') q = q.where('status', '=', status as never);
      const rows = await q.execute();
      out(`deposits (${status}): ${rows.length}${rows.length === LIST_ROWS_MAX ? '+' : ''}`);
      for (const r of rows) {
        out(
          `${r.order_no}  ${r.status.padEnd(9)} ${r.method.padEnd(6)} ${money(r.amount_minor).padStart(10)}  user ${r.user_id} (${r.nickname})  ref ${r.reference}  ${when(r.created_at)}`,
        );
      }
    } else {
      let q = db
        .selectFrom('withdrawals')
        .innerJoin('users', 'users.id', 'withdrawals.user_id')
        .select([
          'order_no',
          'user_id',
          'users.nickname',
          'amount_minor',
          'status',
          'bank_name',
          'holder_name',
          'iban',
          'withdrawals.created_at',
        ])
        .orderBy('withdrawals.id', 'desc')
        .limit(LIST_ROWS_MAX);
      if (status !== 'all') q = q.where('status', '=', status as never);
      const rows = await q.execute();
      out(`withdrawals (${status}): ${rows.length}${rows.length === LIST_ROWS_MAX ? '+' : ''}`);
      for (const r of rows) {
        out(
          `${r.order_no}  ${r.status.padEnd(9)} ${money(r.amount_minor).padStart(10)}  user ${r.user_id} (${r.nickname})  ${r.holder_name}, ${r.bank_name} ${r.iban}  ${when(r.created_at)}`,
        );
      }
    }
    return 0;
  }

  if (!args.id || !/^[DW][0-9A-Z]{6,30}$/.test(args.id)) {
    err(`${args.area} ${args.action}: <orderId> is missing or malformed\n${usage}`);
    return 2;
  }
  const reason = args.reason?.trim();
  if (
    (args.action === 'reject' || args.action === 'void') &&
    (!reason || reason.length < 3 || reason.length > 200)
  ) {
    err(`${args.area} ${args.action}: --reason is required (3 to 200 characters)\n${usage}`);
    return 2;
  }

  if (args.as) return asStaff(database, cache, { ...args, as: args.as }, reason, out, err);

  if (args.area === 'deposits' && (args.action === 'confirm' || args.action === 'reject')) {
    const result = await settleDeposit(
      { ledger, config: args.config },
      {
        orderNo: args.id,
        outcome: args.action,
        actor,
        actorType: 'cli',
        reason: args.action === 'reject' ? reason : 'confirmed by the operator',
      },
    );
    if (!result) {
      err(`deposits ${args.action}: no deposit ${args.id}`);
      return 1;
    }
    if (!result.changed) {
      err(`deposits ${args.action}: ${args.id} is already ${result.status}; nothing changed`);
      return 1;
    }
    out(
      `deposits ${args.action}: ${args.id} is ${result.status}` +
        (result.entryId
          ? `; ${money(result.amountMinor)} credited to user ${result.userId} (entry ${result.entryId})`
          : ''),
    );
    return 0;
  }

  if (args.area === 'withdrawals' && args.action === 'approve') {
    const payments = createSandboxPayments({
      secretOf: () => '',
      deliver: async () => 0,
      auto: false,
      delayMs: 0,
      dropRate: 0,
    });
    const payout = configuredPayout({ PAYOUT_ADAPTER: args.payoutAdapter }, () => payments.payout);
    const before = await db
      .selectFrom('withdrawals')
      .select('status')
      .where('order_no', '=', args.id)
      .executeTakeFirst();
    const row = await approveWithdrawal({ ledger, db }, payout, { orderNo: args.id, actor });
    payments.close();
    if (!row) {
      err(`withdrawals approve: no withdrawal ${args.id}`);
      return 1;
    }
    if (
      !['paid', 'payout_failed', 'approved'].includes(row.status) ||
      before?.status === row.status
    ) {
      err(`withdrawals approve: ${args.id} is ${row.status}; nothing changed`);
      return 1;
    }
    const amount = `${money(row.amount_minor)} to ${row.holder_name} (${row.bank_name})`;
    out(
      row.status === 'paid'
        ? `withdrawals approve: ${args.id} is paid; ${amount}, payout ${row.payout_ref}`
        : row.status === 'approved'
          ? `withdrawals approve: ${args.id} is approved; transfer ${amount} to ${row.iban} by bank, then run withdrawals mark-paid ${args.id} --reference "<bank reference>"`
          : `withdrawals approve: ${args.id} is payout_failed (${row.payout_error}); run approve again to retry, or void it back to the player`,
    );
    return row.status === 'payout_failed' ? 1 : 0;
  }

  if (args.area === 'withdrawals' && args.action === 'mark-paid') {
    const parsed = staffCalls.bankRefField.safeParse(args.reference ?? '');
    const bankRef = parsed.success ? parsed.data : '';
    if (!parsed.success) {
      err(
        'withdrawals mark-paid: --reference (the bank transfer reference, 4-64 letters, digits, . / _ -) is required',
      );
      return 2;
    }
    const result = await markWithdrawalPaid(
      { ledger },
      { orderNo: args.id, bankRef, actor, actorType: 'cli' },
    );
    if (!result) {
      err(`withdrawals mark-paid: no withdrawal ${args.id}`);
      return 1;
    }
    if (!result.changed) {
      err(
        `withdrawals mark-paid: ${args.id} is ${result.row.status}; only an approved withdrawal is marked paid; nothing changed`,
      );
      return 1;
    }
    out(`withdrawals mark-paid: ${args.id} is paid; bank reference ${bankRef}`);
    return 0;
  }

  if (args.area === 'withdrawals' && args.action === 'void' && reason) {
    const result = await voidFailedPayout({ ledger }, { orderNo: args.id, actor, reason });
    if (!result) {
      err(`withdrawals void: no withdrawal ${args.id}`);
      return 1;
    }
    if (!result.changed) {
      err(
        `withdrawals void: ${args.id} is ${result.row.status}; only a payout_failed withdrawal is voided; nothing changed`,
      );
      return 1;
    }
    out(
      `withdrawals void: ${args.id} is voided; ${money(result.row.amount_minor)} back to user ${result.row.user_id}`,
    );
    return 0;
  }

  if (args.area === 'withdrawals' && args.action === 'reject') {
    const row = await releaseWithdrawal(
      { ledger },
      { orderNo: args.id, how: 'reject', actor, reason },
    );
    if (!row) {
      err(`withdrawals reject: no withdrawal ${args.id}`);
      return 1;
    }
    if (row.status !== 'rejected' || row.reviewed_by !== actor) {
      err(`withdrawals reject: ${args.id} is ${row.status}; nothing changed`);
      return 1;
    }
    out(
      `withdrawals reject: ${args.id} is rejected; ${money(row.amount_minor)} back to user ${row.user_id}`,
    );
    return 0;
  }

  err(`${args.area}: unknown action ${args.action}\n${usage}`);
  return 2;
}

/** The same decisions through the back-office's staff calls, as a named staff member. */
async function asStaff(
  database: Database,
  cache: Cache | undefined,
  args: PaymentsArgs & { as: AsStaff },
  reason: string | undefined,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const env = { config: args.as.config, database, cache, areas: args.as.areas };
  const orderNo = args.id!;
  const run = (contract: Parameters<typeof runAsStaff>[2], input: unknown) =>
    runAsStaff(env, args.as.name, contract, input);
  let result: unknown;
  try {
    if (args.area === 'deposits' && args.action === 'confirm') {
      if (!args.reference) {
        err('deposits confirm --as: --reference (from the bank statement) is required');
        return 2;
      }
      result = await run(staffCalls.confirmDeposit, { orderNo, reference: args.reference });
    } else if (args.area === 'deposits' && args.action === 'reject') {
      result = await run(staffCalls.rejectDeposit, { orderNo, reason });
    } else if (args.area === 'withdrawals' && args.action === 'approve') {
      const row = await database.db
        .selectFrom('withdrawals')
        .select('status')
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      result =
        row?.status === 'payout_failed'
          ? await run(staffCalls.retryWithdrawal, { orderNo })
          : await run(staffCalls.approveWithdrawal, { orderNo, reason: reason ?? '' });
    } else if (args.area === 'withdrawals' && args.action === 'mark-paid') {
      result = await run(staffCalls.markWithdrawalPaid, { orderNo, bankRef: args.reference ?? '' });
    } else if (
      args.area === 'withdrawals' &&
      (args.action === 'reject' || args.action === 'void')
    ) {
      const contract =
        args.action === 'reject' ? staffCalls.rejectWithdrawal : staffCalls.voidWithdrawal;
      result = await run(contract, { orderNo, reason });
    } else {
      err(`${args.area}: unknown action ${args.action}`);
      return 2;
    }
  } catch (error) {
    err(`${args.area} ${args.action}: ${(error as Error).message}`);
    return 1;
  }
  out(`${args.area} ${args.action} ${orderNo} as ${args.as.name}: ${JSON.stringify(result)}`);
  return 0;
}

export interface RefundArgs {
  action: string | undefined;
  orderNo: string | undefined;
  amount: string | undefined;
  reason: string | undefined;
  email: string | undefined;
  as: AsStaff | undefined;
}

const REFUND_USAGE =
  'usage: npm run talih -- payments refund <orderId> <amount> --reason "..." [--email <paysafecard account e-mail>] --as <staff name>';

/**
 * `talih payments refund <orderId> <amount> --reason "..." --as <staff>`: the back-office's
 * refund request as that staff member (deposits.refund, audited); it waits for a second staff
 * member (`talih approvals approve <id> --as <other>`, or the approvals screen).
 */
export async function refundCommand(
  database: Database,
  cache: Cache | undefined,
  args: RefundArgs,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if (args.action !== 'refund') {
    err(`payments: unknown action ${args.action ?? ''}\n${REFUND_USAGE}`);
    return 2;
  }
  if (!args.as) {
    err(`payments refund: --as <staff name> is required\n${REFUND_USAGE}`);
    return 2;
  }
  let amountMinor: number;
  try {
    amountMinor = decimalToMinor(args.amount ?? '');
  } catch {
    err(`payments refund: <amount> must be a money amount like 12.50\n${REFUND_USAGE}`);
    return 2;
  }
  const env = { config: args.as.config, database, cache, areas: args.as.areas };
  try {
    const result = (await runAsStaff(env, args.as.name, staffCalls.requestRefund, {
      orderNo: args.orderNo ?? '',
      amountMinor,
      email: args.email ?? null,
      reason: args.reason ?? '',
    })) as { approvalId: number };
    out(
      `payments refund ${args.orderNo} ${money(amountMinor)} as ${args.as.name}: request #${result.approvalId} waits for a second staff member with deposits.refund (the approvals screen, or talih approvals approve ${result.approvalId} --as <their name>)`,
    );
    return 0;
  } catch (error) {
    err(`payments refund: ${(error as Error).message}`);
    return 1;
  }
}
