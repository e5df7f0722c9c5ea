// A credited deposit taken back by its provider: Trustly's `debit` (the payer's bank reversed
// it). (Refunds staff make are ./refunds.ts.) At most what is still credited goes back to the provider's clearing
// account (cash first, the rest as debt), the order remembers it (reversed_minor, under a
// conditional update, so two reversals never both read the same amount), and it is audited;
// a reversal the player did not ask for raises a risk alert.
import type { Selectable } from 'kysely';
import { minorToDecimal } from '@talih/contracts/money.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { DepositOrdersTable } from '../../db/schema.ts';
import { depositReversal } from '../../ledger/payment-movements.ts';
import type { TxState } from '../../ledger/post.ts';
import { raiseAlert, RISK_ALERT_KINDS } from '../risk/alerts.ts';

export interface ReversalCause {
  provider: string;
  /** The provider's own order or payment id, for the alert. */
  providerOrder: string;
  reason: string;
  /** A risk alert: yes for a bank's reversal, no for a refund staff made. */
  alert: boolean;
}

/** Answers the amount taken back (0 when nothing was left to take). */
export async function reverseDeposit(
  tx: TxState,
  order: Selectable<DepositOrdersTable>,
  amountMinor: number,
  key: string,
  cause: ReversalCause,
): Promise<number> {
  // What refunds hold or paid back is no longer the player's to lose.
  const takeMinor = Math.min(
    amountMinor,
    order.amount_minor - order.reversed_minor - order.refunded_minor,
  );
  if (takeMinor <= 0) return 0;
  const entry = await depositReversal(tx, {
    provider: cause.provider,
    orderNo: order.order_no,
    userId: order.user_id,
    amountMinor: takeMinor,
    notificationId: key,
    actor: `provider:${cause.provider}`,
    reason: cause.reason,
  });
  const updated = await tx.trx
    .updateTable('deposit_orders')
    .set({ reversed_minor: order.reversed_minor + takeMinor, updated_at: tx.now })
    .where('id', '=', order.id)
    .where('reversed_minor', '=', order.reversed_minor)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new Error(`deposit ${order.order_no} reversed meanwhile`);
  }
  if (cause.alert) {
    await raiseAlert(
      tx.trx,
      {
        kind: RISK_ALERT_KINDS.depositReversed,
        userId: order.user_id,
        details: {
          provider: cause.provider,
          orderId: order.order_no,
          notificationId: key,
          reversed: minorToDecimal(takeMinor),
          debt: minorToDecimal(entry.debtMinor),
          providerOrder: cause.providerOrder,
        },
        dedupeKey: `deposit_reversed:${cause.provider}:${key}`,
      },
      tx.now,
    );
  }
  await writeAudit(
    tx.trx,
    {
      actorType: 'system',
      actorId: `provider:${cause.provider}`,
      action: 'payments.deposit_reversed',
      subject: `deposit:${order.order_no}`,
      detail: {
        userId: order.user_id,
        amount: minorToDecimal(takeMinor),
        entryId: entry.entryId,
        debt: minorToDecimal(entry.debtMinor),
        reason: cause.reason,
      },
    },
    tx.now,
  );
  return takeMinor;
}
