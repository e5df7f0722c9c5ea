// Trustly's notifications (docs.trustly.com: account, pending, credit, cancel, debit,
// payoutconfirmation, payoutfailed) at POST /payments/trustly/notification. Nothing is read or
// changed before the signature verifies with Trustly's public key; each is then recorded once
// by its notificationid in the same ledger transaction as its effect, so a replay, a parallel
// copy or a late one moves nothing twice, and each is answered with our signed OK (Trustly
// sends again until it gets one). Deposits are credited only here, on `credit`; a `debit`
// after it takes the money back (debt where it is gone) and alerts staff; a `debit` that
// arrives before its credit waits for it. Payouts are final only on `payoutconfirmation`;
// `payoutfailed` (or the `credit` that returns a failed payout's money) gives the money back
// to the player once, with Trustly's reason.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../../../db/schema.ts';
import type { KeyObject } from 'node:crypto';
import { decimalToMinor, minorToDecimal } from '@talih/contracts/money.ts';
import {
  signTrustly,
  verifyTrustly,
  type TrustlyValue,
} from '../../../adapters/payments/trustly/signature.ts';
import { withdrawalPayoutRevoke } from '../../../ledger/payment-movements.ts';
import { returnPayout } from '../withdrawals.ts';
import { reverseDeposit } from '../reversal.ts';
import { finishRefund, heldRefundOf, returnRefund } from '../refunds.ts';
import type { TxState } from '../../../ledger/post.ts';
import type { Services } from '../../../services.ts';
import { writeAudit } from '../../../audit/audit.ts';
import { raiseAlert, RISK_ALERT_KINDS } from '../../risk/alerts.ts';
import { afterDepositSettled, settleDepositTx } from '../deposits.ts';

export const TRUSTLY_NOTIFICATION_PATH = '/payments/trustly/notification';
const BODY_LIMIT_BYTES = 32 * 1024;

export type TrustlyOutcome =
  | 'duplicate'
  | 'account_saved'
  | 'pending'
  | 'credited'
  | 'already_settled'
  | 'closed'
  | 'amount_mismatch'
  | 'reversed'
  | 'debit_waits_for_credit'
  | 'paid'
  | 'paid_after_void'
  | 'payout_returned'
  | 'unknown_order'
  | 'refund_pending'
  | 'refunded'
  | 'refund_returned'
  | 'ignored';

type Data = { [key: string]: TrustlyValue };

export interface TrustlyKeys {
  merchantKey: KeyObject;
  trustlyKey: KeyObject;
}

/** Our signed answer to a notification: {result: {signature, uuid, method, data: {status}}}. */
export function trustlyAnswer(keys: TrustlyKeys, method: string, uuid: string) {
  const data = { status: 'OK' };
  return {
    result: { signature: signTrustly(keys.merchantKey, method, uuid, data), uuid, method, data },
    version: '1.1',
  };
}

export function registerTrustlyNotifications(
  app: FastifyInstance,
  services: Services,
  keys: TrustlyKeys,
) {
  void app.register(async (scope) => {
    // The body stays text until its signature is checked.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_r, b, done) => done(null, b),
    );
    scope.post(TRUSTLY_NOTIFICATION_PATH, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      let json: {
        method?: unknown;
        params?: { signature?: unknown; uuid?: unknown; data?: unknown };
      };
      try {
        json = JSON.parse(raw) as typeof json;
      } catch {
        return reply.code(400).send({ error: 'BAD_REQUEST' });
      }
      const method = typeof json.method === 'string' ? json.method : '';
      const uuid = typeof json.params?.uuid === 'string' ? json.params.uuid : '';
      const data = json.params?.data;
      if (!method || !uuid || typeof data !== 'object' || data === null || Array.isArray(data)) {
        return reply.code(400).send({ error: 'BAD_REQUEST' });
      }
      if (!verifyTrustly(keys.trustlyKey, method, uuid, data as Data, json.params?.signature)) {
        req.log.warn({ method }, 'Trustly notification with a bad signature refused');
        return reply.code(401).send({ error: 'INVALID_SIGNATURE' });
      }
      const outcome = await handleTrustlyNotification(services, method, data as Data, raw);
      req.log.info(
        { method, messageid: (data as Data).messageid, outcome },
        'Trustly notification',
      );
      return trustlyAnswer(keys, method, uuid);
    });
  });
}

const text = (v: TrustlyValue | undefined) =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';

function amountOf(data: Data): number | null {
  try {
    return decimalToMinor(text(data.amount));
  } catch {
    return null;
  }
}

/** Applies one verified notification, once per notificationid. */
export async function handleTrustlyNotification(
  services: Services,
  method: string,
  data: Data,
  raw: string,
): Promise<TrustlyOutcome> {
  const notificationId = text(data.notificationid).slice(0, 128);
  const messageId = text(data.messageid).slice(0, 32);
  if (!notificationId) return 'ignored';
  const bodyHash = createHash('sha256').update(raw).digest('hex');
  let credited: { userId: number } | null = null;
  let paidMinor: number | undefined;
  const outcome = await services.ledger.transact(
    'trustly_notification',
    async (tx): Promise<TrustlyOutcome> => {
      paidMinor = undefined; // what a rolled-back attempt saw is not counted
      const claimed = await tx.trx
        .insertInto('payment_notifications')
        .values({
          provider: 'trustly',
          notification_id: notificationId,
          kind: method.slice(0, 32),
          order_no: messageId || null,
          provider_order: text(data.orderid).slice(0, 128) || null,
          amount_minor: amountOf(data),
          outcome: 'pending',
          body_hash: bodyHash,
          detail: JSON.stringify(detailOf(method, data)),
          received_at: tx.now,
        })
        .onConflict((oc) => oc.columns(['provider', 'notification_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return 'duplicate';
      const result = await apply(tx, services, method, data, notificationId);
      if (result.credited) credited = result.credited;
      paidMinor = result.paidMinor;
      await tx.trx
        .updateTable('payment_notifications')
        .set({ outcome: result.outcome })
        .where('id', '=', claimed.id)
        .execute();
      return result.outcome;
    },
  );
  if (paidMinor !== undefined) services.metrics?.withdrawalPaid('trustly', paidMinor);
  if (credited) {
    await afterDepositSettled(services.db, services.config, {
      changed: true,
      status: 'confirmed',
      userId: (credited as { userId: number }).userId,
      amountMinor: 0,
      entryId: null,
    });
  }
  return outcome;
}

/** What the history keeps beyond the columns: the account's details, a failure's reason. */
function detailOf(method: string, data: Data): Data {
  const keep = [
    'currency',
    'enduserid',
    'timestamp',
    'errorcode',
    'errormessage',
    'accountid',
    'verified',
    'refund',
  ];
  const out: Data = {};
  for (const k of keep) if (data[k] !== undefined) out[k] = data[k];
  if (method === 'account' && typeof data.attributes === 'object') out.attributes = data.attributes;
  return out;
}

interface Applied {
  outcome: TrustlyOutcome;
  credited?: { userId: number };
  /** A withdrawal this notification made paid: its amount. */
  paidMinor?: number;
}

async function apply(
  tx: TxState,
  services: Services,
  method: string,
  data: Data,
  notificationId: string,
): Promise<Applied> {
  const messageId = text(data.messageid);
  const deposit = await tx.trx
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', messageId)
    .where('method', '=', 'trustly')
    .executeTakeFirst();
  if (deposit) {
    if (deposit.provider_ref && text(data.orderid) && deposit.provider_ref !== text(data.orderid)) {
      return { outcome: 'unknown_order' };
    }
    return applyToDeposit(tx, services, method, data, notificationId, deposit);
  }
  const withdrawal = await tx.trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('order_no', '=', messageId)
    .where('provider', '=', 'trustly')
    .executeTakeFirst();
  if (withdrawal) return applyToPayout(tx, method, data, withdrawal);
  return { outcome: 'unknown_order' };
}

type DepositRow = NonNullable<Awaited<ReturnType<typeof loadDepositRow>>>;
function loadDepositRow(tx: TxState, orderNo: string) {
  return tx.trx
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
}

async function applyToDeposit(
  tx: TxState,
  services: Services,
  method: string,
  data: Data,
  notificationId: string,
  order: DepositRow,
): Promise<Applied> {
  if (text(data.refund) === '1') return applyToRefund(tx, method, data, order);
  switch (method) {
    case 'account':
      await saveAccount(tx, order, data);
      return { outcome: 'account_saved' };
    case 'pending': {
      await tx.trx
        .updateTable('deposit_orders')
        .set({ provider_state: 'pending', updated_at: tx.now })
        .where('id', '=', order.id)
        .where('status', '=', 'pending')
        .execute();
      return { outcome: 'pending' };
    }
    case 'cancel': {
      const settled = await settleDepositTx(
        tx,
        {
          orderNo: order.order_no,
          outcome: 'fail',
          actor: 'provider:trustly',
          actorType: 'system',
          reason: 'provider: cancel',
        },
        null,
      );
      return { outcome: settled?.changed ? 'closed' : 'already_settled' };
    }
    case 'credit':
      return credit(tx, services, data, order);
    case 'debit':
      return debit(tx, data, notificationId, order);
    default:
      return { outcome: 'ignored' };
  }
}

/**
 * A refund's notifications come on its deposit's order, flagged refund "1" (docs: Notifications
 * for Refunds): `pending` when Trustly took it, `debit` when the money left (final), `cancel`
 * when it failed before any money left (the held amount goes back to the player).
 */
async function applyToRefund(
  tx: TxState,
  method: string,
  data: Data,
  order: DepositRow,
): Promise<Applied> {
  const refund = await heldRefundOf(tx, order.order_no);
  if (!refund) return { outcome: 'ignored' };
  if (method === 'pending') {
    await tx.trx
      .updateTable('deposit_refunds')
      .set({ provider_state: 'pending', updated_at: tx.now })
      .where('id', '=', refund.id)
      .where('status', '=', 'held')
      .execute();
    return { outcome: 'refund_pending' };
  }
  if (method === 'debit') {
    const amount = amountOf(data);
    if (amount !== null && amount !== refund.amount_minor) {
      await alert(tx, order, data, 'refund_amount_mismatch');
      return { outcome: 'amount_mismatch' };
    }
    await finishRefund(tx, refund, text(data.orderid) || null);
    return { outcome: 'refunded' };
  }
  if (method === 'cancel') {
    const attributes = (
      typeof data.attributes === 'object' && data.attributes !== null ? data.attributes : {}
    ) as Data;
    const why = text(attributes.reason) || text(attributes.details);
    await returnRefund(tx, refund, `Trustly cancelled the refund${why ? `: ${why}` : ''}`);
    return { outcome: 'refund_returned' };
  }
  return { outcome: 'ignored' };
}

async function credit(
  tx: TxState,
  services: Services,
  data: Data,
  order: DepositRow,
): Promise<Applied> {
  const amount = amountOf(data);
  if (
    amount !== order.amount_minor ||
    text(data.currency) !== services.config.jurisdiction.currency
  ) {
    await alert(tx, order, data, 'amount_mismatch');
    return { outcome: 'amount_mismatch' };
  }
  const settled = await settleDepositTx(
    tx,
    {
      orderNo: order.order_no,
      outcome: 'confirm',
      actor: 'provider:trustly',
      actorType: 'system',
      confirmFailed: true,
    },
    services.config.jurisdiction.bonus,
  );
  if (!settled?.changed) {
    if (order.status !== 'confirmed') await alert(tx, order, data, order.status);
    return { outcome: 'already_settled' };
  }
  // Money that arrives after a cancel still counts, and a person looks at it.
  if (order.status === 'failed') await alert(tx, order, data, 'credit_after_cancel');
  await tx.trx
    .updateTable('deposit_orders')
    .set({ provider_state: null })
    .where('id', '=', order.id)
    .execute();
  // A debit that came before this credit (out of order) is applied now.
  const early = await tx.trx
    .selectFrom('payment_notifications')
    .select(['notification_id', 'amount_minor', 'detail'])
    .where('provider', '=', 'trustly')
    .where('order_no', '=', order.order_no)
    .where('kind', '=', 'debit')
    .where('outcome', '=', 'debit_waits_for_credit')
    .orderBy('id')
    .limit(10)
    .execute();
  for (const d of early) {
    const after = await loadDepositRow(tx, order.order_no);
    if (after) await reverse(tx, after, d.amount_minor ?? 0, d.notification_id, data);
    await tx.trx
      .updateTable('payment_notifications')
      .set({ outcome: 'reversed' })
      .where('provider', '=', 'trustly')
      .where('notification_id', '=', d.notification_id)
      .execute();
  }
  return { outcome: 'credited', credited: { userId: order.user_id } };
}

async function debit(
  tx: TxState,
  data: Data,
  notificationId: string,
  order: DepositRow,
): Promise<Applied> {
  if (order.status !== 'confirmed') return { outcome: 'debit_waits_for_credit' };
  await reverse(tx, order, amountOf(data) ?? 0, notificationId, data);
  return { outcome: 'reversed' };
}

/** Takes back what the bank reversed (at most what is still credited) and alerts staff. */
async function reverse(
  tx: TxState,
  order: DepositRow,
  amountMinor: number,
  notificationId: string,
  data: Data,
) {
  await reverseDeposit(tx, order, amountMinor, notificationId, {
    provider: 'trustly',
    providerOrder: text(data.orderid),
    reason: 'Trustly debit: the payer’s bank reversed the deposit',
    alert: true,
  });
}

async function saveAccount(tx: TxState, order: DepositRow, data: Data) {
  const accountId = text(data.accountid).slice(0, 128);
  if (!accountId) return;
  const attributes = (
    typeof data.attributes === 'object' && data.attributes !== null ? data.attributes : {}
  ) as Data;
  const values = {
    bank: text(attributes.bank).slice(0, 100) || 'Trustly',
    descriptor: text(attributes.descriptor).slice(0, 100),
    last_digits: text(attributes.lastdigits).slice(0, 16),
    verified: text(data.verified) === '1' ? 1 : 0,
    order_no: order.order_no,
    updated_at: tx.now,
  };
  await tx.trx
    .insertInto('payment_accounts')
    .values({
      provider: 'trustly',
      user_id: order.user_id,
      account_id: accountId,
      created_at: tx.now,
      ...values,
    })
    .onConflict((oc) => oc.columns(['provider', 'user_id', 'account_id']).doUpdateSet(values))
    .execute();
}

async function alert(tx: TxState, order: DepositRow, data: Data, why: string) {
  await raiseAlert(
    tx.trx,
    {
      kind: RISK_ALERT_KINDS.depositPaidLate,
      userId: order.user_id,
      details: {
        provider: 'trustly',
        orderId: order.order_no,
        eventId: text(data.notificationid),
        why,
        orderStatusBefore: order.status,
        orderAmount: minorToDecimal(order.amount_minor),
        paidAmount: `${text(data.amount)} ${text(data.currency)}`,
        providerRef: text(data.orderid),
      },
      dedupeKey: `deposit_paid:trustly:${text(data.notificationid)}`,
    },
    tx.now,
  );
}

type WithdrawalRow = Selectable<WithdrawalsTable>;

/** The reason a failed payout's returning credit gives, until Trustly's own arrives. */
const PAYOUT_CAME_BACK = 'Trustly: the payout came back';

async function applyToPayout(
  tx: TxState,
  method: string,
  data: Data,
  w: WithdrawalRow,
): Promise<Applied> {
  if (method === 'payoutconfirmation') {
    const updated = await tx.trx
      .updateTable('withdrawals')
      .set({
        status: 'paid',
        payout_ref: text(data.orderid).slice(0, 128) || w.payout_ref,
        payout_error: null,
        updated_at: tx.now,
      })
      .where('id', '=', w.id)
      .where('status', 'in', ['approved', 'payout_failed'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { outcome: 'paid', paidMinor: w.amount_minor };
    if (await revokeVoidedPayout(tx, w, data)) {
      return { outcome: 'paid_after_void', paidMinor: w.amount_minor };
    }
    return { outcome: 'already_settled' };
  }
  if (method === 'payoutfailed' || method === 'credit') {
    const reason =
      method === 'payoutfailed'
        ? `Trustly: ${text(data.errormessage) || text(data.errorcode) || 'payout failed'}`.slice(
            0,
            200,
          )
        : PAYOUT_CAME_BACK;
    if (await returnPayout(tx, w, reason)) return { outcome: 'payout_returned' };
    // Trustly's two notifications of a failed payout may come in either order: when the
    // returning credit voided it first, the payoutfailed's own reason replaces the generic one
    // (no money moves; the player and staff see why).
    if (method === 'payoutfailed') {
      await tx.trx
        .updateTable('withdrawals')
        .set({ fail_reason: reason, payout_error: reason, updated_at: tx.now })
        .where('id', '=', w.id)
        .where('status', '=', 'voided')
        .where('fail_reason', '=', PAYOUT_CAME_BACK)
        .execute();
    }
    return { outcome: 'already_settled' };
  }
  return { outcome: 'ignored' };
}

/**
 * Trustly paid a payout that staff voided meanwhile (the void won the race with
 * payoutconfirmation, or the payout's answer was lost and staff gave the money back): Trustly's
 * confirmation is the truth, so the money the void returned goes back to clearing (debt where
 * the player spent it) and the withdrawal is paid, once, audited; never paid twice.
 */
async function revokeVoidedPayout(tx: TxState, w: WithdrawalRow, data: Data): Promise<boolean> {
  const updated = await tx.trx
    .updateTable('withdrawals')
    .set({
      status: 'paid',
      payout_ref: text(data.orderid).slice(0, 128) || w.payout_ref,
      updated_at: tx.now,
    })
    .where('id', '=', w.id)
    .where('status', '=', 'voided')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  const reason = 'Trustly confirmed a payout that was voided: the void is taken back';
  const entry = await withdrawalPayoutRevoke(tx, {
    provider: w.provider,
    orderNo: w.order_no,
    userId: w.user_id,
    amountMinor: w.amount_minor,
    actor: 'provider:trustly',
    reason,
  });
  await writeAudit(
    tx.trx,
    {
      actorType: 'system',
      actorId: 'provider:trustly',
      action: 'payments.withdraw_paid_after_void',
      subject: `withdraw:${w.order_no}`,
      detail: { entryId: entry.entryId, debt: minorToDecimal(entry.debtMinor), reason },
    },
    tx.now,
  );
  return true;
}
