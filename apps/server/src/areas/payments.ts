// The payments area: deposits, withdrawals, bank cards and the providers' webhooks; the
// back-office's payments screen; `talih credit|debit|deposits|withdrawals|bank-accounts`;
// seeds the operator's bank accounts. Its money invariants are the ledger's payment checks.
import { defineArea } from '../area.ts';
import { register as registerPaymentStaffCalls } from '../backoffice/areas/payments/register.ts';
import { adjustBalance } from '../cli/adjust.ts';
import { bankAccountsCommand } from '../cli/bank-accounts.ts';
import { asStaffFlag, stringFlag, withCache } from '../cli/command.ts';
import { paymentsCommand, refundCommand } from '../cli/payments.ts';
import { paymentChecks } from '../ledger/payment-checks.ts';
import { refundChecks } from '../ledger/refund-checks.ts';
import { insertOperatorBankAccounts } from '../seed/payment-parts.ts';
import { registerPayments } from '../modules/payments/routes.ts';
import { settlementCheck } from '../modules/payments/settlement/check.ts';

export const area = defineArea({
  name: 'payments',
  dependencies: ['accounts'],
  routes: registerPayments,
  staffCalls: registerPaymentStaffCalls,
  reconcileChecks: [...paymentChecks, ...refundChecks, settlementCheck],
  seed: [
    {
      marker: 'demo_seed:payment_bank_accounts',
      name: 'payment bank accounts',
      run: (trx, now) => insertOperatorBankAccounts(trx, now),
    },
  ],
  cli: [
    {
      names: ['credit', 'debit'],
      help: `  credit <userid> <amount> --reason "..." [--key K] [--as <staff name>]
               add money to a player's cash balance (an operator adjustment, audited)
  debit <userid> <amount> --reason "..." [--key K]
               take money from a player's cash balance; refused if it would go below zero`,
      options: { reason: { type: 'string' }, key: { type: 'string' }, as: { type: 'string' } },
      migrate: true,
      movesMoney: () => true,
      // With Redis configured, the running servers hear of the new balance at once.
      run: (ctx) =>
        withCache(ctx.config, (cache) =>
          adjustBalance(
            ctx.database,
            cache,
            {
              direction: ctx.command as 'credit' | 'debit',
              userId: ctx.positionals[1],
              amount: ctx.positionals[2],
              reason: stringFlag(ctx, 'reason'),
              key: stringFlag(ctx, 'key'),
              as: asStaffFlag(ctx),
            },
            ctx.out,
            ctx.err,
          ),
        ),
    },
    {
      names: ['deposits', 'withdrawals'],
      help: `  deposits list [--status pending|confirmed|rejected|failed|expired|all]
  deposits confirm <orderId>
               credit a deposit order (the transfer arrived); once, whatever else confirms it
  deposits reject <orderId> --reason "..."
  withdrawals list [--status pending|approved|paid|payout_failed|voided|rejected|cancelled|all]
  withdrawals approve <orderId>
               post the held amount and pay it out to the player's bank card; on a
               payout_failed one, retry the payout. With PAYOUT_ADAPTER=manual (production)
               it stays approved until finance has transferred it by bank:
  withdrawals mark-paid <orderId> --reference "<bank transfer reference>"
               an approved withdrawal was paid by bank transfer
  withdrawals void <orderId> --reason "..."
               give a payout_failed withdrawal back to the player's cash
  withdrawals reject <orderId> --reason "..."
               give the held amount back to the player
  --as <staff name> (credit, debit, deposits, withdrawals)
               act as that back-office staff member: the screen's staff call runs, with
               their permission checked, four-eyes above the threshold, in the staff audit
               log (deposits confirm --as also needs --reference from the bank statement)`,
      options: {
        status: { type: 'string' },
        reason: { type: 'string' },
        as: { type: 'string' },
        reference: { type: 'string' },
      },
      migrate: true,
      movesMoney: (ctx) => ctx.positionals[1] !== undefined && ctx.positionals[1] !== 'list',
      // With Redis configured, the running servers hear of the new balance at once.
      run: (ctx) =>
        withCache(ctx.config, (cache) =>
          paymentsCommand(
            ctx.database,
            cache,
            {
              area: ctx.command as 'deposits' | 'withdrawals',
              action: ctx.positionals[1],
              id: ctx.positionals[2],
              status: stringFlag(ctx, 'status'),
              reason: stringFlag(ctx, 'reason'),
              as: asStaffFlag(ctx),
              reference: stringFlag(ctx, 'reference'),
              payoutAdapter: ctx.config.PAYOUT_ADAPTER,
              config: ctx.config,
            },
            ctx.out,
            ctx.err,
          ),
        ),
    },
    {
      names: ['payments'],
      help: `  payments refund <orderId> <amount> --reason "..." [--email <e-mail>] --as <staff>
               refund a Trustly or paysafecard deposit (all or part) to the player's
               original method (paysafecard: --email of their paysafecard account); as that
               staff member (deposits.refund, audited), waiting for a second staff member's
               approval on the approvals screen, which holds the amount and sends it`,
      options: {
        reason: { type: 'string' },
        email: { type: 'string' },
        as: { type: 'string' },
      },
      migrate: true,
      movesMoney: () => true,
      run: (ctx) =>
        withCache(ctx.config, (cache) =>
          refundCommand(
            ctx.database,
            cache,
            {
              action: ctx.positionals[1],
              orderNo: ctx.positionals[2],
              amount: ctx.positionals[3],
              reason: stringFlag(ctx, 'reason'),
              email: stringFlag(ctx, 'email'),
              as: asStaffFlag(ctx),
            },
            ctx.out,
            ctx.err,
          ),
        ),
    },
    {
      names: ['bank-accounts'],
      help: `  bank-accounts list | add <IBAN> --holder "..." | disable <id> [--as <staff>]
               the operator's accounts that havale deposits are sent to; --as: as that staff
               member (payment_settings.write), in the staff audit log`,
      options: { holder: { type: 'string' }, as: { type: 'string' } },
      migrate: true,
      movesMoney: (ctx) => ctx.positionals[1] === 'add' || ctx.positionals[1] === 'disable',
      run: (ctx) =>
        bankAccountsCommand(
          ctx.database,
          {
            action: ctx.positionals[1],
            value: ctx.positionals[2],
            holder: stringFlag(ctx, 'holder'),
            as: asStaffFlag(ctx),
          },
          ctx.out,
          ctx.err,
        ),
    },
  ],
});
