// paysafecard in this process: the REST client with the API key, the deposit provider (a
// payment initiated, the player sent to the payment panel), the notification endpoint, and
// what settles an order: the payment's status retrieved from paysafecard, an AUTHORIZED
// payment captured, a SUCCESS credited once, a cancelled or expired one closed. The
// notification carries no signature and is only a trigger for that check (as paysafecard's
// documentation says to treat it); the player's return to the order page triggers it too.
// PAYSAFECARD_ADAPTER=simulator runs the same code against the sandbox's simulator.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { minorToDecimal } from '@talih/contracts/money.ts';
import {
  createPaysafecardSimulator,
  PAYSAFECARD_SIMULATOR_API,
  type PaysafecardSimulator,
} from '@talih/sandbox/payments/paysafecard-simulator.ts';
import { providerCallMetrics } from '../../../adapters/payments/outbound.ts';
import {
  createPaysafecardClient,
  PaysafecardError,
  playerMessageOf,
  type PaysafecardClient,
  type PaysafecardPayment,
} from '../../../adapters/payments/paysafecard/client.ts';
import type { DepositProvider } from '../../../adapters/payments/types.ts';
import { AppError } from '../../../http/errors.ts';
import { hitRateLimits } from '../../../cache/rate-limit.ts';
import { SIMULATOR_KEY_PREFIX } from '../../../production-checks.ts';
import type { Services } from '../../../services.ts';
import { raiseAlert, RISK_ALERT_KINDS } from '../../risk/alerts.ts';
import { settleDeposit } from '../deposits.ts';
import { providerReturnUrl } from '../provider-return.ts';
import { selfTransport } from '../self-transport.ts';
import { registerRefundCaller } from '../refunds.ts';
import { createPaysafecardPayouts, type PaysafecardPayouts } from './payouts.ts';

export const PAYSAFECARD_NOTIFICATION_PATH = '/payments/paysafecard/notification';
/** paysafecard sends one notification a payment (and up to 5 retries) from a few addresses. */
const NOTIFY_LIMITS = [{ name: 'paysafecard:notify:minute', max: 300, windowMs: 60 * 1000 }];

export type SyncOutcome =
  'credited' | 'already_settled' | 'closed' | 'waiting' | 'amount_mismatch' | 'unknown_order';

export interface PaysafecardRuntime {
  deposit: DepositProvider;
  /** Retrieves the order's payment and settles it: capture, credit, close, or wait. */
  sync(orderNo: string): Promise<SyncOutcome>;
  /** The Settlement Report API's report of one UTC day, as CSV text. */
  settlementReport(day: string): Promise<string>;
  /** Payouts: validated when asked for, captured when approved (./payouts.ts). */
  validatePayout: PaysafecardPayouts['validate'];
  payout: PaysafecardPayouts['payout'];
  simulator: PaysafecardSimulator | null;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's paysafecard, decorated by setupPaysafecard (absent when it is off). */
    paysafecard?: PaysafecardRuntime;
  }
}

/**
 * The same runtime by the process's services: withdrawals validate payouts through it, and they
 * are decided by staff calls, which run in the back-office app (another Fastify instance on the
 * same services), so this is keyed by the services, not decorated on the player app.
 */
const byServices = new WeakMap<object, PaysafecardRuntime>();

export function paysafecardOfServices(services: object): PaysafecardRuntime | undefined {
  return byServices.get(services);
}

export function paysafecardOf(app: FastifyInstance): PaysafecardRuntime {
  if (!app.paysafecard) throw new Error('paysafecard does not run in this app');
  return app.paysafecard;
}

export function setupPaysafecard(app: FastifyInstance, services: Services): PaysafecardRuntime {
  const { config } = services;
  const transport = selfTransport(app);
  const base = config.PAYMENT_NOTIFY_BASE_URL || config.PUBLIC_URL;
  let simulator: PaysafecardSimulator | null = null;
  let client: PaysafecardClient;
  const observe = providerCallMetrics(services.metrics?.registry);
  if (config.PAYSAFECARD_ADAPTER === 'simulator') {
    simulator = createPaysafecardSimulator({
      apiKey: `${SIMULATOR_KEY_PREFIX}psc_${randomBytes(12).toString('hex')}`,
      pageBase: '',
      log: app.log,
      deliver: async (url, body, contentType) =>
        (
          await transport(
            { url, method: 'POST', headers: { 'content-type': contentType }, body },
            10_000,
          )
        ).status,
    });
    simulator.register(app);
    client = createPaysafecardClient({
      apiUrl: PAYSAFECARD_SIMULATOR_API,
      apiKey: simulator.apiKey,
      transport,
      retry: { timeoutMs: 10_000, retries: 2, backoffMs: 100 },
      observe,
    });
  } else {
    client = createPaysafecardClient({
      apiUrl: config.PAYSAFECARD_API_URL,
      apiKey: config.PAYSAFECARD_API_KEY,
      transport,
      observe,
    });
  }
  const currency = config.jurisdiction.currency;
  // paysafecard's customer id must identify the player without personal data: a keyed hash.
  const customerIdOf = (userId: number) =>
    createHmac('sha256', config.SECRETS_KEY)
      .update(`paysafecard:${userId}`)
      .digest('hex')
      .slice(0, 40);

  const orderOf = (orderNo: string) =>
    services.db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .where('method', '=', 'paysafecard')
      .executeTakeFirst();

  async function settle(orderNo: string, payment: PaysafecardPayment): Promise<SyncOutcome> {
    if (payment.status === 'SUCCESS') {
      const settled = await settleDeposit(services, {
        orderNo,
        outcome: 'confirm',
        actor: 'provider:paysafecard',
        actorType: 'system',
      });
      return settled?.changed ? 'credited' : 'already_settled';
    }
    if (['CANCELED_CUSTOMER', 'CANCELED_MERCHANT', 'EXPIRED'].includes(payment.status)) {
      const settled = await settleDeposit(services, {
        orderNo,
        outcome: 'fail',
        actor: 'provider:paysafecard',
        actorType: 'system',
        reason: `paysafecard: ${payment.status}`,
      });
      return settled?.changed ? 'closed' : 'already_settled';
    }
    return 'waiting';
  }

  async function sync(orderNo: string): Promise<SyncOutcome> {
    const order = await orderOf(orderNo);
    if (!order || !order.provider_ref) return 'unknown_order';
    if (order.status === 'confirmed' || order.status === 'rejected') return 'already_settled';
    let payment = await client.retrieve(order.provider_ref);
    if (Math.round(payment.amount * 100) !== order.amount_minor || payment.currency !== currency) {
      await raiseAlert(services.db, {
        kind: RISK_ALERT_KINDS.depositPaidLate,
        userId: order.user_id,
        details: {
          provider: 'paysafecard',
          orderId: order.order_no,
          why: 'amount_mismatch',
          orderAmount: minorToDecimal(order.amount_minor),
          paidAmount: `${payment.amount} ${payment.currency}`,
          providerRef: payment.id,
        },
        dedupeKey: `deposit_paid:paysafecard:${payment.id}`,
      });
      return 'amount_mismatch';
    }
    if (payment.status === 'AUTHORIZED') {
      try {
        payment = await client.capture(payment.id);
      } catch (error) {
        // Captured meanwhile by the other trigger (or expired): its state now decides.
        if (!(error instanceof PaysafecardError) || error.number !== 2017) throw error;
        payment = await client.retrieve(payment.id);
      }
    }
    return settle(order.order_no, payment);
  }

  registerNotification(app, services, sync);
  const payouts = createPaysafecardPayouts(services, client, customerIdOf);

  const runtime: PaysafecardRuntime = {
    simulator,
    sync,
    settlementReport: (day) => client.settlementReport({ from: day, to: day }),
    validatePayout: payouts.validate,
    payout: payouts.payout,
    deposit: {
      code: 'paysafecard',
      kind: config.PAYSAFECARD_ADAPTER === 'simulator' ? 'sandbox' : 'live',
      async start(order) {
        const back = providerReturnUrl(base, order.orderNo);
        try {
          const payment = await client.initiate({
            orderNo: order.orderNo,
            amount: minorToDecimal(order.amountMinor),
            currency,
            customerId: customerIdOf(order.userId ?? 0),
            successUrl: back,
            failureUrl: back,
            notificationUrl: `${base}${PAYSAFECARD_NOTIFICATION_PATH}?payment_id={payment_id}`,
          });
          return { providerRef: payment.id, payUrl: payment.authUrl ?? undefined };
        } catch (error) {
          app.log.warn({ err: error, orderNo: order.orderNo }, 'paysafecard refused a payment');
          throw new AppError(playerMessageOf(error));
        }
      },
    },
    close() {
      simulator?.close();
    },
  };
  registerRefundCaller(services, 'paysafecard', async (refund, paymentId) => {
    try {
      const made = await client.refund({
        paymentId,
        amount: minorToDecimal(refund.amount_minor),
        currency,
        customerId: customerIdOf(refund.user_id),
        email: refund.email ?? '',
      });
      return made.status === 'SUCCESS'
        ? { outcome: 'refunded', providerRef: made.id }
        : { outcome: 'unknown', reason: `paysafecard answered ${made.status}` };
    } catch (error) {
      // A documented refusal (4xx) is final; a technical error or no answer leaves it held.
      if (error instanceof PaysafecardError && error.status >= 400 && error.status < 500) {
        return { outcome: 'refused', reason: error.message.slice(0, 200) };
      }
      return { outcome: 'unknown', reason: error instanceof Error ? error.message : 'no answer' };
    }
  });
  app.decorate('paysafecard', runtime);
  byServices.set(services, runtime);
  return runtime;
}

/**
 * POST /payments/paysafecard/notification?payment_id=...: form-encoded (mtid, eventType,
 * serialNumbers) or JSON ({eventType, data: {payment_id}}). Recorded (copies once), then the
 * payment's own status decides. An answer other than 200 makes paysafecard send it again.
 */
function registerNotification(
  app: FastifyInstance,
  services: Services,
  sync: (orderNo: string) => Promise<SyncOutcome>,
) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_r, b, done) =>
      done(null, b),
    );
    // Not the app's envelope (HTTP 200 with the error inside): paysafecard takes any 200 as
    // delivered and resubmits only on another status, so a notification whose check failed
    // (paysafecard unreachable, a capture's technical error, the database) answers 500.
    scope.setErrorHandler(async (error, req, reply) => {
      req.log.error({ err: error }, 'paysafecard notification failed: answered 500, sent again');
      return reply.code(500).send({ error: 'RETRY' });
    });
    scope.post<{ Querystring: { payment_id?: string } }>(
      PAYSAFECARD_NOTIFICATION_PATH,
      async (req, reply) => {
        // Unsigned, and each one costs a call to paysafecard: limited per address.
        if (await hitRateLimits(services.cache, req.ip, NOTIFY_LIMITS)) {
          return reply.code(429).send({ error: 'RATE_LIMITED' });
        }
        const raw = typeof req.body === 'string' ? req.body : '';
        const { paymentId, eventType } = readNotification(raw, req.query.payment_id);
        if (!paymentId) return reply.code(400).send({ error: 'BAD_REQUEST' });
        const order = await services.db
          .selectFrom('deposit_orders')
          .select(['order_no'])
          .where('provider_ref', '=', paymentId)
          .where('method', '=', 'paysafecard')
          .executeTakeFirst();
        if (!order) {
          req.log.warn({ paymentId }, 'paysafecard notification for a payment we never made');
          return reply.code(200).send({ ok: true });
        }
        const hash = createHash('sha256').update(raw).digest('hex');
        await services.db
          .insertInto('payment_notifications')
          .values({
            provider: 'paysafecard',
            notification_id: hash,
            kind: eventType.slice(0, 32) || 'notification',
            order_no: order.order_no,
            provider_order: paymentId.slice(0, 128),
            amount_minor: null,
            outcome: 'trigger',
            body_hash: hash,
            detail: JSON.stringify({ eventType }),
            received_at: Date.now(),
          })
          .onConflict((oc) => oc.columns(['provider', 'notification_id']).doNothing())
          .execute();
        // paysafecard has the player's money assigned: if no capture follows, reconcile says so.
        await services.db
          .updateTable('deposit_orders')
          .set({ provider_state: 'authorized' })
          .where('order_no', '=', order.order_no)
          .where('status', 'in', ['pending', 'expired'])
          .execute();
        const outcome = await sync(order.order_no);
        req.log.info({ orderNo: order.order_no, outcome }, 'paysafecard notification');
        return reply.code(200).send({ ok: true });
      },
    );
  });
}

function readNotification(raw: string, queryId: string | undefined) {
  let paymentId = queryId ?? '';
  let eventType = '';
  const trimmed = raw.trim();
  if (trimmed.startsWith('{')) {
    try {
      const json = JSON.parse(trimmed) as { eventType?: unknown; data?: { payment_id?: unknown } };
      if (typeof json.data?.payment_id === 'string') paymentId = json.data.payment_id;
      if (typeof json.eventType === 'string') eventType = json.eventType;
    } catch {
      // the query's payment id still triggers the check
    }
  } else {
    const form = new URLSearchParams(trimmed);
    paymentId = form.get('mtid') ?? paymentId;
    eventType = form.get('eventType') ?? '';
  }
  return { paymentId: paymentId.slice(0, 128), eventType };
}
