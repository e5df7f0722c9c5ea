// A paysafecard test environment in the sandbox, built from paysafecard's API Blueprint
// (Paysafecard-DEV/api-documentation, paysafecardapien-apiary.apib), not from Talih's adapter:
// the REST API (initiate, retrieve, capture, refund) behind HTTP Basic with its own API key,
// the payment panel where the player enters a 16-digit PIN or cancels, and the payment
// notification (form-encoded mtid/eventType/serialNumbers) sent to the notification_url once
// the payment is AUTHORIZED, retried up to 5 times until HTTP 200. It misbehaves as the
// documentation allows: a notification lost (the success_url return must capture), sent
// twice, a capture after the disposition window (EXPIRED), a general technical error.
// Never in production: the server refuses PAYSAFECARD_ADAPTER=simulator there.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registerAccountPage } from './paysafecard-account-page.ts';
import { createPayoutDesk } from './paysafecard-payouts.ts';
import { createPscSettlementBook } from './paysafecard-settlement.ts';

export const PAYSAFECARD_SIMULATOR_PREFIX = '/sandbox/paysafecard';
export const PAYSAFECARD_SIMULATOR_API = `${PAYSAFECARD_SIMULATOR_PREFIX}/v1`;
/** The Settlement Report API's base (v7), beside the payments API as at paysafecard. */
export const PAYSAFECARD_SIMULATOR_REPORTS = `${PAYSAFECARD_SIMULATOR_PREFIX}/v7/reports`;

type Status =
  | 'INITIATED'
  | 'REDIRECTED'
  | 'AUTHORIZED'
  | 'SUCCESS'
  | 'CANCELED_MERCHANT'
  | 'CANCELED_CUSTOMER'
  | 'EXPIRED';

export type NotificationScript = 'once' | 'twice' | 'lost';

interface SimPayment {
  id: string;
  created: number;
  updated: number;
  amount: number;
  currency: string;
  status: Status;
  statusBeforeExpiration?: Status;
  successUrl: string;
  failureUrl: string;
  notificationUrl: string;
  customerId: string;
  serial: string | null;
  refunded: number;
}

export interface PaysafecardSimulatorOptions {
  apiKey: string;
  /** Sends a notification; answers the HTTP status (0: it never arrived). */
  deliver(url: string, body: string, contentType: string): Promise<number>;
  pageBase: string;
  log?: { warn(obj: unknown, msg: string): void };
  /**
   * The wait before each retry of a notification ("resubmitted at a regular interval"):
   * by default a short doubling backoff (100 ms, 200 ms, ... 1.6 s), so tests finish quickly.
   */
  retryIntervalMs?: number;
}

const MID = '1000000007';
const ERRORS = {
  invalid_api_key: {
    status: 401,
    number: 10008,
    message: 'Authentication failed due to missing or invalid API key.',
  },
  invalid_request_parameter: {
    status: 400,
    number: 10028,
    message: 'One of the request parameters failed validation.',
  },
  duplicate_transaction_id: { status: 400, number: 2001, message: 'Transaction already exists.' },
  payment_invalid_state: {
    status: 400,
    number: 2017,
    message: 'The payment is in an invalid state.',
  },
  general_technical_error: { status: 500, number: 10007, message: 'General technical error.' },
  // The documented refund error codes (Group Refund Error Codes).
  MISSING_PARAMETER: { status: 400, number: 3150, message: 'Missing paramenter.' },
  INVALID_CURRENCY: { status: 400, number: 3151, message: 'Invalid currency.' },
  CUSTOMER_NOT_FOUND: {
    status: 404,
    number: 3162,
    message: 'No customer account found by provided credentials.',
  },
  INVALID_AMOUNT: { status: 400, number: 3165, message: 'Invalid amount.' },
  CUSTOMER_LIMIT_EXCEEDED: { status: 400, number: 3167, message: 'Customer limit exceeded.' },
  MERCHANT_REFUND_EXCEEDS_ORIGINAL_TRANSACTION: {
    status: 400,
    number: 3179,
    message: 'Merchant refund exceeds original transaction.',
  },
  MERCHANT_REFUND_ORIGINAL_TRANSACTION_INVALID_STATE: {
    status: 400,
    number: 3180,
    message: 'Original Transaction of Merchant Refund is in invalid state.',
  },
  MERCHANT_REFUND_CLIENT_ID_NOT_MATCHING: {
    status: 400,
    number: 3181,
    message: 'Merchant Client Id not matching with original Payment.',
  },
  MERCHANT_REFUND_MISSING_TRANSACTION: {
    status: 404,
    number: 3184,
    message: 'No original Transaction found.',
  },
  merchant_refund_customer_credentials_missing: {
    status: 404,
    number: 3185,
    message:
      'PaySafecard account not found on original transaction and no additional credentials provided.',
  },
  customer_inactive: { status: 400, number: 3193, message: 'Customer not active.' },
  customer_yearly_payout_limit_reached: {
    status: 400,
    number: 3194,
    message: 'Customer yearly payout limit exceeded.',
  },
  customer_details_mismatch: {
    status: 400,
    number: 3195,
    message: "Customer details from request don't match with database.",
  },
  payout_blocked: { status: 400, number: 3199, message: 'Payout blocked due to security reasons.' },
} as const;

interface SimRefund {
  id: string;
  paymentId: string;
  amount: number;
  customer: Record<string, unknown>;
  status: 'VALIDATION_SUCCESSFUL' | 'SUCCESS';
  created: number;
  updated: number;
}

/** The documented refund errors about the customer's account a test can make the next refund answer. */
export type RefundRefusal =
  | 'CUSTOMER_NOT_FOUND'
  | 'CUSTOMER_LIMIT_EXCEEDED'
  | 'customer_inactive'
  | 'customer_yearly_payout_limit_reached'
  | 'customer_details_mismatch'
  | 'payout_blocked';

const NOT_FOUND = { status: 404, body: { code: 'not_found', message: 'Not found.', number: 404 } };

export function createPaysafecardSimulator(options: PaysafecardSimulatorOptions) {
  const payments = new Map<string, SimPayment>();
  const book = createPscSettlementBook(MID);
  const payoutDesk = createPayoutDesk(MID, (p) =>
    book.record({
      transactionId: p.id,
      customerId: p.customerId,
      currency: p.currency,
      grossAmount: p.amount.toFixed(2),
      businessType: 'P',
      originalTransactionId: '',
    }),
  );
  let notificationScript: NotificationScript = 'once';
  const refundsById = new Map<string, SimRefund>();
  let refundRefusal: RefundRefusal | null = null;
  /** The next capture fails with a 500 (a test's general technical error). */
  let failNextCaptures = 0;
  /** The next initiation is refused with this documented error (a test's). */
  let refuseNextInitiate: keyof typeof ERRORS | null = null;
  let refusalsLeft = 0;
  const inFlight = new Set<Promise<void>>();
  /** Notifications waiting for their next retry: retryNow() sends them at once. */
  const sleepers = new Set<() => void>();
  let closed = false;
  const notifications: { paymentId: string; status: number }[] = [];

  const fail = (code: keyof typeof ERRORS, param?: string) => ({
    status: ERRORS[code].status,
    body: {
      code,
      message: ERRORS[code].message,
      number: ERRORS[code].number,
      ...(param ? { param } : {}),
    },
  });

  const view = (p: SimPayment) => ({
    object: 'PAYMENT',
    id: p.id,
    created: p.created,
    updated: p.updated,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    ...(p.status === 'EXPIRED' && p.statusBeforeExpiration
      ? { status_before_expiration: p.statusBeforeExpiration }
      : {}),
    type: 'PAYSAFECARD',
    redirect: {
      success_url: p.successUrl,
      failure_url: p.failureUrl,
      auth_url: `${options.pageBase}${PAYSAFECARD_SIMULATOR_PREFIX}/panel?mid=${MID}&mtid=${encodeURIComponent(p.id)}&amount=${p.amount.toFixed(2)}&currency=${p.currency}`,
    },
    customer: { id: p.customerId },
    notification_url: p.notificationUrl,
    ...(p.serial
      ? {
          card_details: [
            {
              serial: p.serial,
              currency: p.currency,
              amount: p.amount,
              type: '00002',
              country: 'AT',
            },
          ],
        }
      : {}),
  });

  const fill = (url: string, id: string) => url.replaceAll('{payment_id}', encodeURIComponent(id));

  function initiate(body: Record<string, unknown>, correlationId: string | undefined) {
    if (refuseNextInitiate && refusalsLeft > 0) {
      refusalsLeft--;
      return fail(refuseNextInitiate);
    }
    const redirect = (body.redirect ?? {}) as Record<string, unknown>;
    const customer = (body.customer ?? {}) as Record<string, unknown>;
    if (body.type !== 'PAYSAFECARD') return fail('invalid_request_parameter', 'type');
    if (
      typeof body.amount !== 'number' ||
      !(body.amount > 0) ||
      Math.round(body.amount * 100) !== body.amount * 100
    ) {
      return fail('invalid_request_parameter', 'amount');
    }
    if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency))
      return fail('invalid_request_parameter', 'currency');
    if (typeof redirect.success_url !== 'string' || typeof redirect.failure_url !== 'string')
      return fail('invalid_request_parameter', 'redirect');
    if (typeof body.notification_url !== 'string')
      return fail('invalid_request_parameter', 'notification_url');
    if (typeof customer.id !== 'string' || customer.id.length === 0)
      return fail('invalid_request_parameter', 'customer.id');
    const middle =
      correlationId && /^[A-Za-z0-9_-]{1,32}$/.test(correlationId)
        ? correlationId
        : randomBytes(16).toString('hex');
    const id = `pay_${MID}_${middle}_${body.currency}`;
    if (payments.has(id)) return fail('duplicate_transaction_id');
    const now = Date.now();
    const p: SimPayment = {
      id,
      created: now,
      updated: now,
      amount: body.amount,
      currency: body.currency,
      status: 'INITIATED',
      successUrl: fill(redirect.success_url, id),
      failureUrl: fill(redirect.failure_url, id),
      notificationUrl: fill(body.notification_url, id),
      customerId: customer.id,
      serial: null,
      refunded: 0,
    };
    payments.set(id, p);
    return { status: 201, body: view(p) };
  }

  function capture(p: SimPayment) {
    if (failNextCaptures > 0) {
      failNextCaptures--;
      return fail('general_technical_error');
    }
    if (p.status !== 'AUTHORIZED') return fail('payment_invalid_state');
    p.status = 'SUCCESS';
    p.updated = Date.now();
    book.record({
      transactionId: p.id,
      customerId: p.customerId,
      currency: p.currency,
      grossAmount: p.amount.toFixed(2),
      businessType: 'I',
      originalTransactionId: '',
    });
    return { status: 200, body: view(p) };
  }

  /**
   * POST /payments/{id}/refunds: a SUCCESS payment refunded in parts up to its amount, to the
   * customer's paysafecard account named by email, psc_id or phone_number, with the payment's
   * customer id. capture false validates (VALIDATION_SUCCESSFUL, nothing moves) and
   * /refunds/{refund id}/capture makes it; capture true does both. A test may make the next
   * refund fail with one of the documented account errors (refuseNextRefund).
   */
  function refund(p: SimPayment, body: Record<string, unknown>) {
    const customer = (body.customer ?? {}) as Record<string, unknown>;
    if (body.type !== 'PAYSAFECARD' || typeof body.capture !== 'boolean')
      return fail('MISSING_PARAMETER', 'capture');
    if (p.status !== 'SUCCESS') return fail('MERCHANT_REFUND_ORIGINAL_TRANSACTION_INVALID_STATE');
    if (body.currency !== p.currency) return fail('INVALID_CURRENCY');
    if (
      typeof body.amount !== 'number' ||
      body.amount <= 0 ||
      !/^\d+(\.\d{1,2})?$/.test(String(body.amount))
    )
      return fail('INVALID_AMOUNT');
    if (customer.id !== p.customerId) return fail('MERCHANT_REFUND_CLIENT_ID_NOT_MATCHING');
    if (!customer.email && !customer.psc_id && !customer.phone_number)
      return fail('merchant_refund_customer_credentials_missing');
    if (refundRefusal) {
      const code = refundRefusal;
      refundRefusal = null;
      return fail(code);
    }
    const cents = Math.round(body.amount * 100);
    if (Math.round(p.refunded * 100) + cents > Math.round(p.amount * 100))
      return fail('MERCHANT_REFUND_EXCEEDS_ORIGINAL_TRANSACTION');
    const now = Date.now();
    const r: SimRefund = {
      id: `ref_${MID}_${randomBytes(12).toString('hex')}_${p.currency}`,
      paymentId: p.id,
      amount: body.amount,
      customer: { id: p.customerId, ...(customer.email ? { email: customer.email } : {}) },
      status: 'VALIDATION_SUCCESSFUL',
      created: now,
      updated: now,
    };
    refundsById.set(r.id, r);
    return body.capture ? captureRefund(p, r) : { status: 201, body: refundView(r) };
  }

  function captureRefund(p: SimPayment, r: SimRefund) {
    if (r.status !== 'VALIDATION_SUCCESSFUL') return fail('payment_invalid_state');
    if (Math.round((p.refunded + r.amount) * 100) > Math.round(p.amount * 100))
      return fail('MERCHANT_REFUND_EXCEEDS_ORIGINAL_TRANSACTION');
    p.refunded += r.amount;
    r.status = 'SUCCESS';
    r.updated = Date.now();
    book.record({
      transactionId: r.id,
      customerId: p.customerId,
      currency: p.currency,
      grossAmount: r.amount.toFixed(2),
      businessType: 'R',
      originalTransactionId: p.id,
    });
    return { status: 201, body: refundView(r) };
  }

  const refundView = (r: SimRefund) => ({
    object: 'REFUND',
    id: r.id,
    created: r.created,
    updated: r.updated,
    currency: r.id.slice(-3),
    amount: r.amount,
    customer: r.customer,
    status: r.status,
  });

  async function notify(p: SimPayment) {
    if (notificationScript === 'lost') return;
    const body = `mtid=${encodeURIComponent(p.id)}&eventType=ASSIGN_CARDS&serialNumbers=${encodeURIComponent(`${p.serial};${p.currency};${p.amount.toFixed(2)};AT00002;`)}`;
    const copies = notificationScript === 'twice' ? 2 : 1;
    for (let copy = 0; copy < copies; copy++) {
      // The first delivery and up to 5 retries, until an HTTP 200.
      for (let attempt = 0; attempt <= 5 && !closed; attempt++) {
        if (attempt > 0) await retryPause(options.retryIntervalMs ?? 50 * 2 ** attempt);
        const status = await options
          .deliver(p.notificationUrl, body, 'application/x-www-form-urlencoded')
          .catch(() => 0);
        notifications.push({ paymentId: p.id, status });
        if (status === 200) break;
      }
    }
  }

  /** The wait before a retry; retryNow() (or close) ends it early. */
  function retryPause(ms: number) {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  }

  function authorize(p: SimPayment) {
    p.status = 'AUTHORIZED';
    p.serial = String(randomInt(1_000_000_000, 9_999_999_999));
    p.updated = Date.now();
    const run = notify(p).catch((err: unknown) =>
      options.log?.warn({ err }, 'paysafecard simulator'),
    );
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  function authorized(header: unknown): boolean {
    if (typeof header !== 'string' || !header.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    return decoded === options.apiKey || decoded === `${options.apiKey}:`;
  }

  function register(app: FastifyInstance) {
    void app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_r, b, done) =>
        done(null, b),
      );
      const json = (raw: unknown): Record<string, unknown> => {
        try {
          const v: unknown = JSON.parse(String(raw ?? '{}'));
          return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
        } catch {
          return {};
        }
      };
      type Id = { Params: { id: string } };
      const send = (
        reply: { code(n: number): { send(b: unknown): unknown } },
        r: { status: number; body: unknown },
      ) => reply.code(r.status).send(r.body);
      scope.post(`${PAYSAFECARD_SIMULATOR_API}/payments`, async (req, reply) => {
        if (!authorized(req.headers.authorization)) return send(reply, fail('invalid_api_key'));
        const correlation = req.headers['correlation-id'];
        return send(
          reply,
          initiate(json(req.body), typeof correlation === 'string' ? correlation : undefined),
        );
      });
      scope.get<Id>(`${PAYSAFECARD_SIMULATOR_API}/payments/:id`, async (req, reply) => {
        if (!authorized(req.headers.authorization)) return send(reply, fail('invalid_api_key'));
        const p = payments.get(req.params.id);
        return p ? send(reply, { status: 200, body: view(p) }) : send(reply, NOT_FOUND);
      });
      scope.post<Id>(`${PAYSAFECARD_SIMULATOR_API}/payments/:id/capture`, async (req, reply) => {
        if (!authorized(req.headers.authorization)) return send(reply, fail('invalid_api_key'));
        const p = payments.get(req.params.id);
        return p ? send(reply, capture(p)) : send(reply, NOT_FOUND);
      });
      scope.post<Id>(`${PAYSAFECARD_SIMULATOR_API}/payments/:id/refunds`, async (req, reply) => {
        if (!authorized(req.headers.authorization)) return send(reply, fail('invalid_api_key'));
        const p = payments.get(req.params.id);
        return p
          ? send(reply, refund(p, json(req.body)))
          : send(reply, fail('MERCHANT_REFUND_MISSING_TRANSACTION'));
      });
      scope.post<{ Params: { id: string; refundId: string } }>(
        `${PAYSAFECARD_SIMULATOR_API}/payments/:id/refunds/:refundId/capture`,
        async (req, reply) => {
          if (!authorized(req.headers.authorization)) return send(reply, fail('invalid_api_key'));
          const p = payments.get(req.params.id);
          const r = refundsById.get(req.params.refundId);
          if (!p || !r || r.paymentId !== p.id) {
            return send(reply, fail('MERCHANT_REFUND_MISSING_TRANSACTION'));
          }
          return send(reply, captureRefund(p, r));
        },
      );
      scope.get<{ Querystring: { from?: string; to?: string } }>(
        `${PAYSAFECARD_SIMULATOR_REPORTS}/settlement`,
        async (req, reply) => {
          if (!authorized(req.headers.authorization)) return send(reply, fail('invalid_api_key'));
          const day = /^\d{4}-\d{2}-\d{2}$/;
          const { from = '', to = '' } = req.query;
          if (!day.test(from) || !day.test(to)) {
            return send(reply, fail('invalid_request_parameter', 'from'));
          }
          return reply.type('text/csv; charset=utf-8').send(book.csv(from, to));
        },
      );
      scope.post(`${PAYSAFECARD_SIMULATOR_API}/payouts`, async (req, reply) => {
        if (!authorized(req.headers.authorization)) return send(reply, fail('invalid_api_key'));
        const correlation = req.headers['correlation-id'];
        return send(
          reply,
          payoutDesk.validate(
            json(req.body),
            typeof correlation === 'string' ? correlation : undefined,
          ),
        );
      });
      scope.post<Id>(`${PAYSAFECARD_SIMULATOR_API}/payouts/:id/capture`, async (req, reply) => {
        if (!authorized(req.headers.authorization)) return send(reply, fail('invalid_api_key'));
        return send(reply, payoutDesk.capture(req.params.id));
      });
      scope.get<Id>(`${PAYSAFECARD_SIMULATOR_API}/payouts/:id`, async (req, reply) => {
        if (!authorized(req.headers.authorization)) return send(reply, fail('invalid_api_key'));
        return send(reply, payoutDesk.retrieve(req.params.id));
      });
      // The "my paysafecard" page: a tester's account for payouts (sandbox only, as all of this).
      registerAccountPage(scope, payoutDesk);
      scope.get(`${PAYSAFECARD_SIMULATOR_PREFIX}/panel.css`, async (_req, reply) =>
        reply.type('text/css; charset=utf-8').send(PANEL_CSS),
      );
      scope.get<{ Querystring: { mtid?: string } }>(
        `${PAYSAFECARD_SIMULATOR_PREFIX}/panel`,
        async (req, reply) => {
          const p = payments.get(req.query.mtid ?? '');
          if (!p) return reply.code(404).type('text/plain').send('Unknown payment');
          if (p.status === 'INITIATED') p.status = 'REDIRECTED';
          return reply.type('text/html; charset=utf-8').send(panel(p));
        },
      );
      scope.post<{ Querystring: { mtid?: string } }>(
        `${PAYSAFECARD_SIMULATOR_PREFIX}/panel`,
        async (req, reply) => {
          const p = payments.get(req.query.mtid ?? '');
          if (!p) return reply.code(404).type('text/plain').send('Unknown payment');
          const form = new URLSearchParams(String(req.body ?? ''));
          if (p.status !== 'INITIATED' && p.status !== 'REDIRECTED') {
            return reply.code(409).type('text/plain').send('This payment was already decided');
          }
          if (form.get('action') === 'cancel') {
            p.status = 'CANCELED_CUSTOMER';
            p.updated = Date.now();
            return reply.redirect(p.failureUrl, 303);
          }
          if (!/^\d{16}$/.test((form.get('pin') ?? '').replace(/\s/g, ''))) {
            return reply
              .code(400)
              .type('text/html; charset=utf-8')
              .send(panel(p, 'Please enter the 16 digits of your PIN.'));
          }
          authorize(p);
          return reply.redirect(p.successUrl, 303);
        },
      );
    });
  }

  return {
    apiKey: options.apiKey,
    register,
    /** The settlement book behind the Settlement Report API (tests make it disagree). */
    settlement: book,
    /** Payouts: accounts, scripted refusals and failures (./paysafecard-payouts.ts). */
    payouts: payoutDesk,
    /** The player entered a PIN on the panel (tests). */
    authorize(id: string): boolean {
      const p = payments.get(id);
      if (!p || (p.status !== 'INITIATED' && p.status !== 'REDIRECTED')) return false;
      authorize(p);
      return true;
    },
    cancel(id: string) {
      const p = payments.get(id);
      if (p) p.status = 'CANCELED_CUSTOMER';
    },
    /** The disposition window passed without a capture: EXPIRED, the money back on the card. */
    expire(id: string) {
      const p = payments.get(id);
      if (p && p.status !== 'SUCCESS') {
        p.statusBeforeExpiration = p.status;
        p.status = 'EXPIRED';
      }
    },
    setNotificationScript(script: NotificationScript) {
      notificationScript = script;
    },
    failCaptures(count: number) {
      failNextCaptures = count;
    },
    /** The next `times` initiations are refused with this documented error. */
    refuseNextPayment(code: 'general_technical_error' | 'invalid_request_parameter', times = 1) {
      refuseNextInitiate = code;
      refusalsLeft = times;
    },
    statusOf: (id: string) => payments.get(id)?.status,
    refundedOf: (id: string) => payments.get(id)?.refunded ?? 0,
    /** The next refund is refused with this documented customer-account error. */
    refuseNextRefund(code: RefundRefusal) {
      refundRefusal = code;
    },
    notifications: () => notifications.slice(),
    /** The retries now waiting for their interval are sent at once (a test's clock jumps on). */
    retryNow() {
      for (const wake of [...sleepers]) wake();
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      closed = true;
      for (const wake of [...sleepers]) wake();
    },
  };
}

export type PaysafecardSimulator = ReturnType<typeof createPaysafecardSimulator>;

function escape(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The panel's style: a stylesheet of its own, since the app's CSP refuses inline styles. */
export const PANEL_CSS = `body{font-family:system-ui,sans-serif;background:#eef3f8;margin:0;display:flex;justify-content:center;padding:24px}
main{background:#fff;border-radius:16px;max-width:420px;width:100%;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.brand{color:#008ac9;font-weight:800;font-size:22px;margin:0}.brand small{color:#999;font-size:12px;font-weight:600}
h1{font-size:18px;margin:16px 0 12px}.problem{color:#b00020}label{display:block;color:#555;margin-bottom:6px}
input{width:100%;box-sizing:border-box;padding:12px;font-size:18px;border:1px solid #bbb;border-radius:8px;letter-spacing:2px}
button{width:100%;padding:14px;border-radius:10px;font-size:16px;margin-top:10px;cursor:pointer;background:#fff;border:1px solid #ccc;color:#333}
button.primary{background:#008ac9;border:0;color:#fff;font-weight:700;margin-top:14px}
.lead{color:#555;font-size:14px;line-height:1.45;margin:0 0 12px}
.account label{margin-top:12px}.account input{font-size:16px;letter-spacing:normal}
.done{background:#e8f6ee;border-radius:10px;padding:12px 14px;margin-bottom:8px}.done p{margin:0 0 8px;font-weight:700;color:#17693a}
.done dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;font-size:14px}.done dt{color:#555;white-space:nowrap}.done dd{margin:0;overflow-wrap:anywhere}
a.back{display:block;text-align:center;margin-top:14px;color:#008ac9;font-weight:700}`;

function panel(p: SimPayment, problem = ''): string {
  const action = `${PAYSAFECARD_SIMULATOR_PREFIX}/panel?mtid=${encodeURIComponent(p.id)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>paysafecard (sandbox)</title><link rel="stylesheet" href="${PAYSAFECARD_SIMULATOR_PREFIX}/panel.css"></head>
<body><main>
<p class="brand">paysafecard <small>SANDBOX</small></p>
<h1>Pay ${p.amount.toFixed(2)} ${escape(p.currency)}</h1>
${problem ? `<p role="alert" class="problem">${escape(problem)}</p>` : ''}
<form method="post" action="${action}">
<label for="pin">16-digit PIN</label>
<input id="pin" name="pin" inputmode="numeric" autocomplete="off" maxlength="19" placeholder="0000 0000 0000 0000">
<button type="submit" name="action" value="pay" class="primary">Pay</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form></main></body></html>`;
}
