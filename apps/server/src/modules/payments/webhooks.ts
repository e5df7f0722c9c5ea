// POST /payments/v1/{havale|crypto|card}/webhook — providers confirm deposits here. Nothing is
// read or changed before the HMAC signature of the timestamp and raw body is verified and the
// timestamp found fresh (./webhook-signature.ts). Each event id is
// recorded once, in the same transaction as its effect: a replay answers as a duplicate and
// moves nothing; a late "failed" after "paid" changes nothing; a paid event must carry the
// order's exact amount. Money that arrived is never ignored: a paid event confirms an order
// the provider had reported failed (and alerts staff), and one for a rejected order or with
// another amount leaves the order as it is but raises a risk alert.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decimalToMinor, minorToDecimal } from '@talih/contracts/money.ts';
import {
  DEPOSIT_PROVIDER_CODES,
  WEBHOOK_PATH_PREFIX,
  type DepositProviderCode,
} from '../../adapters/payments/types.ts';
import { checkWebhookSignature } from '../../crypto/webhook-signature.ts';
import type { TxState } from '../../ledger/post.ts';
import type { Services } from '../../services.ts';
import { raiseAlert, RISK_ALERT_KINDS } from '../risk/alerts.ts';
import { settleDepositTx, type SettleOutcome } from './deposits.ts';
import { checkSourceOfFunds } from '../kyc/aml.ts';
import { afterHarmEvent } from '../protection/harm-tasks.ts';

const BODY_LIMIT_BYTES = 16 * 1024;

const eventSchema = z.object({
  eventId: z.string().min(1).max(128),
  orderId: z.string().min(1).max(32),
  status: z.enum(['paid', 'failed', 'expired']),
  amount: z.string().max(20),
  coinAmount: z.string().max(32).optional(),
  providerRef: z.string().max(128),
  sentAt: z.number().int(),
});

export type WebhookOutcome =
  'credited' | 'closed' | 'duplicate' | 'already_settled' | 'unknown_order' | 'amount_mismatch';

export function registerPaymentWebhooks(
  app: FastifyInstance,
  services: Services,
  /** The provider's webhook secret; none for a switched-off provider (its webhook is a 404). */
  secretOf: (code: DepositProviderCode) => string | undefined,
) {
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body stays a string until verified.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_r, b, done) => done(null, b),
    );
    scope.post<{ Params: { code: string } }>(
      `${WEBHOOK_PATH_PREFIX}/:code/webhook`,
      async (req, reply) => {
        const code = req.params.code as DepositProviderCode;
        const secret = (DEPOSIT_PROVIDER_CODES as readonly string[]).includes(code)
          ? secretOf(code)
          : undefined;
        if (!secret) return reply.code(404).send({ ok: false, error: 'UNKNOWN_PROVIDER' });
        const raw = typeof req.body === 'string' ? req.body : '';
        const signature = checkWebhookSignature(raw, req.headers, secret);
        if (signature === 'invalid') {
          req.log.warn({ code }, 'payment webhook with a bad signature refused');
          return reply.code(401).send({ ok: false, error: 'INVALID_SIGNATURE' });
        }
        if (signature === 'stale') {
          req.log.warn({ code }, 'payment webhook signed outside the freshness window refused');
          return reply.code(401).send({ ok: false, error: 'STALE_SIGNATURE' });
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          return reply.code(400).send({ ok: false, error: 'BAD_REQUEST' });
        }
        const parsed = eventSchema.safeParse(json);
        if (!parsed.success) return reply.code(400).send({ ok: false, error: 'BAD_REQUEST' });
        const outcome = await handleEvent(services, code, parsed.data, raw);
        if (outcome === 'credited') await amlAfterCredit(services, parsed.data.orderId);
        req.log.info({ code, orderId: parsed.data.orderId, outcome }, 'payment webhook');
        return { ok: true, outcome };
      },
    );
  });
}

/** The source-of-funds check and the harm markers once the deposit is credited (committed). */
async function amlAfterCredit(services: Services, orderNo: string) {
  const order = await services.db
    .selectFrom('deposit_orders')
    .select('user_id')
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!order) return;
  await checkSourceOfFunds(services.db, services.config.jurisdiction, order.user_id);
  await afterHarmEvent(services.db, services.config.jurisdiction.harm, order.user_id, services.log);
}

async function handleEvent(
  services: Services,
  code: DepositProviderCode,
  event: z.infer<typeof eventSchema>,
  raw: string,
): Promise<WebhookOutcome> {
  const bodyHash = createHash('sha256').update(raw).digest('hex');
  return services.ledger.transact(`deposit_webhook_${code}`, async (tx) => {
    // The event is claimed in the same transaction as its effect: a parallel replay waits on
    // the unique index, then finds it taken and changes nothing.
    const claimed = await tx.trx
      .insertInto('payment_webhooks')
      .values({
        provider: code,
        event_id: event.eventId,
        order_no: event.orderId,
        event_status: event.status,
        outcome: 'pending',
        body_hash: bodyHash,
        received_at: tx.now,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return 'duplicate';
    const order = await tx.trx
      .selectFrom('deposit_orders')
      .select(['method', 'amount_minor', 'coin_amount', 'status', 'user_id'])
      .where('order_no', '=', event.orderId)
      .executeTakeFirst();
    let outcome: WebhookOutcome;
    if (!order || order.method !== code) {
      outcome = 'unknown_order';
    } else if (event.status === 'paid' && !amountMatches(event, order)) {
      // Left for the operator: the order stays as it is, and staff are told.
      outcome = 'amount_mismatch';
      await alertPaid(tx, code, event, order, 'amount_mismatch');
    } else {
      const settled = await settleDepositTx(
        tx,
        {
          orderNo: event.orderId,
          outcome: OUTCOME_OF[event.status],
          actor: `provider:${code}`,
          actorType: 'system',
          reason: event.status === 'paid' ? undefined : `provider: ${event.status}`,
          confirmFailed: true,
        },
        services.config.jurisdiction.bonus,
      );
      outcome = !settled?.changed
        ? 'already_settled'
        : event.status === 'paid'
          ? 'credited'
          : 'closed';
      if (event.status === 'paid' && (order.status === 'failed' || outcome === 'already_settled')) {
        // Paid after the provider said failed (now credited), or for an order closed without
        // money (an operator's rejection stands): either way a person looks at it.
        if (order.status !== 'confirmed') await alertPaid(tx, code, event, order, order.status);
      }
    }
    await tx.trx
      .updateTable('payment_webhooks')
      .set({ outcome })
      .where('id', '=', claimed.id)
      .execute();
    return outcome;
  });
}

/** A paid event that did not simply confirm a waiting order: a risk alert, once per event. */
async function alertPaid(
  tx: TxState,
  code: DepositProviderCode,
  event: z.infer<typeof eventSchema>,
  order: { user_id: number; amount_minor: number; status: string },
  why: string,
) {
  await raiseAlert(
    tx.trx,
    {
      kind: RISK_ALERT_KINDS.depositPaidLate,
      userId: order.user_id,
      details: {
        provider: code,
        orderId: event.orderId,
        eventId: event.eventId,
        why,
        orderStatusBefore: order.status,
        orderAmount: minorToDecimal(order.amount_minor),
        paidAmount: event.amount,
        providerRef: event.providerRef,
      },
      dedupeKey: `deposit_paid:${code}:${event.eventId}`,
    },
    tx.now,
  );
}

const OUTCOME_OF: Record<z.infer<typeof eventSchema>['status'], SettleOutcome> = {
  paid: 'confirm',
  failed: 'fail',
  expired: 'expire',
};

function amountMatches(
  event: z.infer<typeof eventSchema>,
  order: { amount_minor: number; coin_amount: string | null; method: string },
): boolean {
  try {
    if (decimalToMinor(event.amount) !== order.amount_minor) return false;
  } catch {
    return false;
  }
  if (order.method === 'crypto') return event.coinAmount === order.coin_amount;
  return true;
}
