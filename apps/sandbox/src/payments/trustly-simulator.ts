// A Trustly test environment in the sandbox, built from Trustly's public documentation:
// the JSON-RPC API (Deposit, AccountPayout, Refund) signed both ways, the bank page the player
// authorises on, and the signed notifications (account, pending, credit, cancel, debit,
// payoutconfirmation, payoutfailed) sent to the order's NotificationURL until the merchant
// answers a signed OK, retried with backoff as Trustly does. It holds its own RSA key (the
// "Trustly" key the merchant verifies with) and checks the merchant's requests with the
// merchant's public key, as the real one does with the public.pem the operator sent in.
// It misbehaves as the documentation allows: notifications twice, out of order, pending
// then credit late, a debit after a credit (a reversal), a payout denied.
// Never in production: the server refuses TRUSTLY_ADAPTER=simulator there.
import {
  generateKeyPairSync,
  randomBytes,
  randomInt,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sign, verify, type Json } from './trustly-protocol.ts';
import { createSettlementBook } from './trustly-settlement.ts';

export const TRUSTLY_SIMULATOR_PREFIX = '/sandbox/trustly';
export const TRUSTLY_SIMULATOR_API_PATH = `${TRUSTLY_SIMULATOR_PREFIX}/api/1`;

/** What the player chose on the bank page, or a test's script. */
export type DepositScript =
  | 'credit' // account, pending, credit
  | 'pending' // account and pending only: the bank has not paid yet (creditLater finishes it)
  | 'cancel' // the player gave up at the bank
  | 'duplicate' // every notification sent twice
  | 'out_of_order' // credit first, then pending and account
  | 'debit_after_credit'; // credited, then reversed by the bank

/** confirm or denied as Trustly decides; held: nothing is sent (a test sends it, racing). */
export type PayoutScript = 'confirm' | 'denied' | 'held';

/**
 * A refund's notifications (docs: Notifications for Refunds), on the deposit's order with
 * refund "1": pending then debit (the money left), pending then cancel (it failed before any
 * money left), or held (pending only; a test sends the rest).
 */
export type RefundScript = 'debit' | 'cancel' | 'held';

export interface Delivery {
  (url: string, body: string): Promise<{ status: number; text: string }>;
}

export interface TrustlySimulatorOptions {
  username: string;
  password: string;
  /** The merchant's public key (their public.pem). */
  merchantKey: KeyObject;
  deliver: Delivery;
  /** Where the bank page is served (absolute or this app's own path). */
  pageBase: string;
  /** Wait before the first notification of a choice (ms). */
  delayMs?: number;
  log?: { warn(obj: unknown, msg: string): void };
}

interface SimOrder {
  orderId: string;
  messageId: string;
  endUserId: string;
  amount: string;
  currency: string;
  notificationUrl: string;
  successUrl: string;
  failUrl: string;
  token: string;
  accountId: string;
  chosen: boolean;
  credited: boolean;
  /** What Refund calls took of this deposit (cents). */
  refundedCents: number;
}

interface SimPayout {
  orderId: string;
  messageId: string;
  endUserId: string;
  amount: string;
  currency: string;
  notificationUrl: string;
}

const ERRORS = {
  615: 'ERROR_INVALID_AMOUNT',
  616: 'ERROR_INVALID_CREDENTIALS',
  620: 'ERROR_UNKNOWN',
  622: 'ERROR_INVALID_CURRENCY_CODE',
  623: 'ERROR_INVALID_PARAMETERS',
  636: 'ERROR_UNABLE_TO_VERIFY_RSA_SIGNATURE',
  637: 'ERROR_DUPLICATE_MESSAGE_ID',
} as const;

const ATTEMPTS_MAX = 6;

export function createTrustlySimulator(options: TrustlySimulatorOptions) {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const orders = new Map<string, SimOrder>();
  const byMessage = new Map<string, string>();
  const payouts = new Map<string, SimPayout>();
  const accounts = new Map<string, string>();
  let payoutScript: PayoutScript = 'confirm';
  /** A payout's own script by its MessageID (a test's), before the global one. */
  const payoutScripts = new Map<string, PayoutScript>();
  let refundScript: RefundScript = 'debit';
  const refunds: { orderId: string; amount: string; outcome: string }[] = [];
  /** AccountPayout answers lost after the payout was made (the merchant sees a 502). */
  let payoutAnswersLost = 0;
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  type Sent = { method: string; orderId: string; notificationId: string; answered: boolean };
  const sent: Sent[] = [];
  const undelivered: { url: string; body: string; method: string; uuid: string; record: Sent }[] =
    [];

  const newId = () => String(randomInt(1_000_000_000, 9_999_999_999));
  const timestamp = () => new Date().toISOString().replace('T', ' ').replace('Z', '000+00');

  const book = createSettlementBook(options.username);

  /** What a notification says Trustly settled goes into the settlement book, once. */
  function settle(method: string, data: { [k: string]: Json }) {
    const messageId = String(data.messageid);
    const deposit = byMessage.has(messageId);
    const type =
      method === 'debit' && deposit && data.refund === '1'
        ? 'Refund'
        : (method === 'credit' || method === 'debit') && deposit
          ? 'Deposit'
          : method === 'payoutconfirmation' && !deposit
            ? 'AccountPayout'
            : null;
    if (!type) return;
    if (method === 'credit' && type === 'Deposit') {
      const o = orders.get(String(data.orderid));
      if (o) o.credited = true;
    }
    const out = method !== 'credit';
    book.record(String(data.notificationid), {
      currency: String(data.currency),
      amount: `${out ? '-' : ''}${String(data.amount)}`,
      orderid: String(data.orderid),
      ordertype: type,
      messageid: messageId,
    });
  }

  function signed(method: string, data: { [k: string]: Json }) {
    settle(method, data);
    const uuid = randomUUID();
    return { method, uuid, signature: sign(keys.privateKey, method, uuid, data), data };
  }

  function answer(method: string, uuid: string, data: { [k: string]: Json }) {
    return {
      result: { signature: sign(keys.privateKey, method, uuid, data), uuid, method, data },
      version: '1.1',
    };
  }

  function refuse(method: string | null, uuid: string | null, code: keyof typeof ERRORS) {
    const data = { code, message: ERRORS[code] };
    return {
      version: '1.1',
      error: {
        name: 'JSONRPCError',
        code,
        message: ERRORS[code],
        error: {
          signature: method && uuid ? sign(keys.privateKey, method, uuid, data) : null,
          uuid,
          method,
          data,
        },
      },
    };
  }

  /** Sends one notification until the merchant answers a signed OK (or attempts run out). */
  async function notify(url: string, method: string, data: { [k: string]: Json }, times = 1) {
    const message = signed(method, data);
    const body = JSON.stringify({
      method,
      params: { signature: message.signature, uuid: message.uuid, data },
      version: '1.1',
    });
    for (let copy = 0; copy < times; copy++) {
      const record = {
        method,
        orderId: String(data.orderid),
        notificationId: String(data.notificationid),
        answered: false,
      };
      sent.push(record);
      for (let attempt = 0; attempt < ATTEMPTS_MAX && !closed; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        const res = await options.deliver(url, body).catch(() => ({ status: 0, text: '' }));
        if (res.status === 200 && answeredOk(res.text, method, message.uuid)) {
          record.answered = true;
          break;
        }
      }
      if (!record.answered) {
        options.log?.warn({ method, url }, 'trustly simulator: notification not acknowledged');
        undelivered.push({ url, body, method, uuid: message.uuid, record });
      }
    }
  }

  /**
   * Trustly keeps sending a notification until the merchant answers OK (for days, slower and
   * slower): each one whose attempts ran out is sent again, once more through its attempts.
   */
  async function redeliver(): Promise<number> {
    const again = undelivered.splice(0);
    for (const n of again) {
      for (let attempt = 0; attempt < ATTEMPTS_MAX && !closed && !n.record.answered; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        const res = await options.deliver(n.url, n.body).catch(() => ({ status: 0, text: '' }));
        if (res.status === 200 && answeredOk(res.text, n.method, n.uuid)) n.record.answered = true;
      }
      if (!n.record.answered) undelivered.push(n);
    }
    return again.filter((n) => n.record.answered).length;
  }

  /** The merchant's answer: {result: {signature, uuid, method, data: {status: "OK"}}}, signed by them. */
  function answeredOk(text: string, method: string, uuid: string): boolean {
    try {
      const json = JSON.parse(text) as {
        result?: {
          signature?: unknown;
          uuid?: unknown;
          method?: unknown;
          data?: { status?: unknown };
        };
      };
      const r = json.result;
      return (
        r?.uuid === uuid &&
        r.method === method &&
        r.data?.status === 'OK' &&
        verify(options.merchantKey, method, uuid, r.data as Json, r.signature)
      );
    } catch {
      return false;
    }
  }

  function later(fn: () => Promise<void>) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = fn().catch((err: unknown) => options.log?.warn({ err }, 'trustly simulator'));
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    }, options.delayMs ?? 0);
    timer.unref();
    timers.add(timer);
  }

  const base = (o: SimOrder | SimPayout) => ({
    orderid: o.orderId,
    messageid: o.messageId,
    enduserid: o.endUserId,
    timestamp: timestamp(),
  });
  const money = (o: SimOrder | SimPayout) => ({ amount: o.amount, currency: o.currency });

  const accountData = (o: SimOrder) => ({
    ...base(o),
    notificationid: newId(),
    accountid: o.accountId,
    verified: '1',
    attributes: {
      clearinghouse: 'GERMANY',
      bank: 'Sandbox Bank',
      descriptor: `DE** **** ${o.accountId.slice(-4)}`,
      lastdigits: o.accountId.slice(-4),
    },
  });

  /** Runs the notifications a deposit script sends, in its order. */
  async function runDeposit(o: SimOrder, script: DepositScript) {
    const n = (method: string, extra: { [k: string]: Json } = {}) => ({
      method,
      data: { ...base(o), notificationid: newId(), attributes: {}, ...extra },
    });
    const account = { method: 'account', data: accountData(o) };
    const pending = n('pending', money(o));
    const credit = n('credit', money(o));
    const steps: { method: string; data: { [k: string]: Json } }[] =
      script === 'cancel'
        ? [n('cancel')]
        : script === 'pending'
          ? [account, pending]
          : script === 'out_of_order'
            ? [credit, pending, account]
            : script === 'debit_after_credit'
              ? [account, pending, credit, n('debit', money(o))]
              : [account, pending, credit];
    for (const step of steps) {
      await notify(o.notificationUrl, step.method, step.data, script === 'duplicate' ? 2 : 1);
    }
  }

  function createDeposit(data: { [k: string]: Json }) {
    const attributes = (data.Attributes ?? {}) as { [k: string]: Json };
    if (typeof data.MessageID !== 'string' || typeof data.NotificationURL !== 'string') return 623;
    if (typeof attributes.Amount !== 'string' || !/^\d+\.\d{2}$/.test(attributes.Amount))
      return 623;
    if (byMessage.has(data.MessageID)) return 637;
    const orderId = newId();
    const accountId = accounts.get(String(data.EndUserID)) ?? newId();
    accounts.set(String(data.EndUserID), accountId);
    const order: SimOrder = {
      orderId,
      messageId: data.MessageID,
      endUserId: String(data.EndUserID),
      amount: attributes.Amount,
      currency: String(attributes.Currency),
      notificationUrl: data.NotificationURL,
      successUrl: String(attributes.SuccessURL ?? ''),
      failUrl: String(attributes.FailURL ?? ''),
      token: randomBytes(16).toString('hex'),
      accountId,
      chosen: false,
      credited: false,
      refundedCents: 0,
    };
    orders.set(orderId, order);
    byMessage.set(order.messageId, orderId);
    return {
      orderid: orderId,
      url: `${options.pageBase}${TRUSTLY_SIMULATOR_PREFIX}/pay/${orderId}?t=${order.token}`,
    };
  }

  function createPayout(data: { [k: string]: Json }) {
    if (typeof data.MessageID !== 'string' || typeof data.NotificationURL !== 'string') return 623;
    if (typeof data.Amount !== 'string' || !/^\d+\.\d{2}$/.test(data.Amount)) return 623;
    if (![...accounts.values()].includes(String(data.AccountID))) return 623;
    if ([...payouts.values()].some((p) => p.messageId === data.MessageID)) return 637;
    const payout: SimPayout = {
      orderId: newId(),
      messageId: data.MessageID,
      endUserId: String(data.EndUserID),
      amount: data.Amount,
      currency: String(data.Currency),
      notificationUrl: data.NotificationURL,
    };
    payouts.set(payout.orderId, payout);
    const script = payoutScripts.get(payout.messageId) ?? payoutScript;
    if (script !== 'held') later(() => decidePayout(payout, script));
    return { orderid: payout.orderId, result: '1' };
  }

  async function decidePayout(payout: SimPayout, script: PayoutScript) {
    const data = () => ({ ...base(payout), ...money(payout), notificationid: newId() });
    if (script !== 'denied') {
      await notify(payout.notificationUrl, 'payoutconfirmation', data());
      return;
    }
    await notify(payout.notificationUrl, 'payoutfailed', {
      ...data(),
      errorcode: 'incorrect_account_number',
      errormessage: 'Format of the account number specified is not correct',
    });
    // The money comes back to the merchant's Trustly balance (docs: "Failed Payouts").
    await notify(payout.notificationUrl, 'credit', { ...data(), attributes: {} });
  }

  /**
   * Refund: "Refunds the customer on a previous Deposit", in full or in parts as long as the
   * refunds together do not exceed the deposit. The amount in two decimals (615 otherwise, and
   * when it exceeds what is left), the deposit's currency (622), a deposit that was credited
   * (620 otherwise). Answers {orderid, result: "1"}; the notifications follow by refundScript.
   */
  function refundDeposit(data: { [k: string]: Json }) {
    const o = orders.get(String(data.OrderID));
    if (!o || !o.credited) return 620;
    if (typeof data.Amount !== 'string' || !/^\d+\.\d{2}$/.test(data.Amount)) return 615;
    if (data.Currency !== o.currency) return 622;
    const cents = Math.round(Number(data.Amount) * 100);
    if (cents <= 0 || o.refundedCents + cents > Math.round(Number(o.amount) * 100)) return 615;
    o.refundedCents += cents;
    const script = refundScript;
    const record = { orderId: o.orderId, amount: data.Amount, outcome: 'accepted' };
    refunds.push(record);
    later(async () => {
      const n = (method: string, extra: { [k: string]: Json }) => ({
        ...base(o),
        notificationid: newId(),
        refund: '1',
        ...extra,
      });
      const money = { amount: data.Amount as string, currency: o.currency };
      await notify(o.notificationUrl, 'pending', n('pending', money));
      if (script === 'held') return;
      if (script === 'cancel') {
        o.refundedCents -= cents;
        record.outcome = 'cancelled';
        await notify(
          o.notificationUrl,
          'cancel',
          n('cancel', {
            attributes: { reason: 'REFUND_FAILED', details: 'Sandbox: the bank refused' },
          }),
        );
        return;
      }
      record.outcome = 'debited';
      await notify(o.notificationUrl, 'debit', n('debit', { ...money, attributes: {} }));
    });
    return { orderid: o.orderId, result: '1' };
  }

  /** ViewAutomaticSettlementDetailsCSV: the day's report as CSV text (API version 1.2). */
  function settlementReport(data: { [k: string]: Json }) {
    const day = typeof data.SettlementDate === 'string' ? data.SettlementDate : '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || typeof data.Currency !== 'string') return 623;
    return { view_automatic_settlement_details: book.csv(day, data.Currency) };
  }

  function handleRpc(body: unknown) {
    const req = (body ?? {}) as {
      method?: unknown;
      params?: { Signature?: unknown; UUID?: unknown; Data?: unknown };
    };
    const method = typeof req.method === 'string' ? req.method : null;
    const uuid = typeof req.params?.UUID === 'string' ? req.params.UUID : null;
    const data = req.params?.Data;
    if (!method || !uuid || typeof data !== 'object' || data === null)
      return refuse(method, uuid, 623);
    const d = data as { [k: string]: Json };
    if (!verify(options.merchantKey, method, uuid, d, req.params?.Signature))
      return refuse(method, uuid, 636);
    if (d.Username !== options.username || d.Password !== options.password)
      return refuse(method, uuid, 616);
    const result =
      method === 'Deposit'
        ? createDeposit(d)
        : method === 'AccountPayout'
          ? createPayout(d)
          : method === 'Refund'
            ? refundDeposit(d)
            : method === 'ViewAutomaticSettlementDetailsCSV'
              ? settlementReport(d)
              : 620;
    return typeof result === 'number'
      ? refuse(method, uuid, result as keyof typeof ERRORS)
      : answer(method, uuid, result);
  }

  function choose(orderId: string, token: unknown, script: DepositScript): SimOrder | null {
    const o = orders.get(orderId);
    if (!o || token !== o.token || o.chosen) return null;
    o.chosen = true;
    later(() => runDeposit(o, script));
    return o;
  }

  function register(app: FastifyInstance) {
    void app.register(async (scope) => {
      // Bodies stay text: the API reads JSON, the bank page's forms are urlencoded.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_r, b, done) =>
        done(null, b),
      );
      scope.get(`${TRUSTLY_SIMULATOR_PREFIX}/page.css`, async (_req, reply) =>
        reply.type('text/css; charset=utf-8').send(SIMULATOR_PAGE_CSS),
      );
      scope.post(TRUSTLY_SIMULATOR_API_PATH, async (req, reply) => {
        let body: { method?: unknown };
        try {
          body = JSON.parse(String(req.body)) as { method?: unknown };
        } catch {
          return refuse(null, null, 623);
        }
        const answered = handleRpc(body);
        if (body.method === 'AccountPayout' && payoutAnswersLost > 0) {
          payoutAnswersLost--;
          return reply.code(502).type('text/plain').send('Bad Gateway');
        }
        return answered;
      });
      scope.get<{ Params: { id: string }; Querystring: { t?: string } }>(
        `${TRUSTLY_SIMULATOR_PREFIX}/pay/:id`,
        async (req, reply) => {
          const o = orders.get(req.params.id);
          if (!o || req.query.t !== o.token) {
            return reply.code(404).type('text/plain').send('Unknown order');
          }
          return reply.type('text/html; charset=utf-8').send(bankPage(o));
        },
      );
      scope.post<{ Params: { id: string } }>(
        `${TRUSTLY_SIMULATOR_PREFIX}/pay/:id`,
        async (req, reply) => {
          const form = new URLSearchParams(String(req.body ?? ''));
          const picked = form.get('choice');
          const choice: DepositScript =
            picked === 'cancel' ? 'cancel' : picked === 'pending' ? 'pending' : 'credit';
          const o = choose(req.params.id, form.get('t'), choice);
          if (!o) return reply.code(409).type('text/plain').send('This order was already decided');
          return reply.redirect(choice === 'cancel' ? o.failUrl : o.successUrl, 303);
        },
      );
    });
  }

  return {
    /** The simulator's own public key: what the merchant verifies Trustly's messages with. */
    publicKey: keys.publicKey,
    username: options.username,
    password: options.password,
    register,
    /** A test's choice for an order, as if the player chose on the bank page. */
    decide(orderId: string, script: DepositScript): boolean {
      const o = orders.get(orderId);
      return o ? choose(orderId, o.token, script) !== null : false;
    },
    /** The bank pays an order left pending: credit, late. */
    creditLater(orderId: string) {
      const o = orders.get(orderId);
      if (!o) return;
      later(() =>
        notify(o.notificationUrl, 'credit', {
          ...base(o),
          ...money(o),
          notificationid: newId(),
          attributes: {},
        }),
      );
    },
    /** A signed notification as Trustly sends it (tests replay, reorder and race them). */
    notification(method: string, orderId: string, extra: { [k: string]: Json } = {}): string {
      const o = orders.get(orderId) ?? payouts.get(orderId);
      if (!o) throw new Error(`no simulator order ${orderId}`);
      const data: { [k: string]: Json } = {
        ...base(o),
        notificationid: newId(),
        ...(method === 'account' && orders.has(orderId) ? accountData(orders.get(orderId)!) : {}),
        ...(['credit', 'pending', 'debit', 'payoutconfirmation', 'payoutfailed'].includes(method)
          ? money(o)
          : {}),
        ...extra,
      };
      const message = signed(method, data);
      return JSON.stringify({
        method,
        params: { signature: message.signature, uuid: message.uuid, data },
        version: '1.1',
      });
    },
    /** Checks the merchant's answer to a notification body made by notification(). */
    answeredOk(body: string, answerText: string): boolean {
      const req = JSON.parse(body) as { method: string; params: { uuid: string } };
      return answeredOk(answerText, req.method, req.params.uuid);
    },
    orderOfMessage: (messageId: string) =>
      byMessage.get(messageId) ??
      [...payouts.values()].find((p) => p.messageId === messageId)?.orderId,
    /** How Trustly decides the next payouts, or only the payout of this MessageID. */
    setPayoutScript(script: PayoutScript, messageId?: string) {
      if (messageId) payoutScripts.set(messageId, script);
      else payoutScript = script;
    },
    /** The AccountPayouts made, by MessageID (each once: a second is refused with 637). */
    payoutMessages: () => [...payouts.values()].map((p) => p.messageId),
    /** What the next Refund calls' notifications say (debit by default). */
    setRefundScript(script: RefundScript) {
      refundScript = script;
    },
    /** Every Refund Trustly accepted: the deposit, the amount, and what became of it. */
    refunds: () => refunds.map((r) => ({ ...r })),
    /** The settlement book behind ViewAutomaticSettlementDetailsCSV (tests make it disagree). */
    settlement: book,
    /** The next n AccountPayout answers are lost (502) after the payout was made. */
    loseAccountPayoutAnswers(n: number) {
      payoutAnswersLost = n;
    },
    sent: () => sent.slice(),
    /** Sends again each notification the merchant never acknowledged; answers how many now are. */
    redeliver,
    undelivered: () => undelivered.length,
    async idle() {
      while (timers.size > 0 || inFlight.size > 0) {
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

export type TrustlySimulator = ReturnType<typeof createTrustlySimulator>;

function escape(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The pages' style: a stylesheet of its own, since the app's CSP refuses inline styles. */
export const SIMULATOR_PAGE_CSS = `body{font-family:system-ui,sans-serif;background:#f4f6f5;margin:0;display:flex;justify-content:center;padding:24px}
main{background:#fff;border-radius:16px;max-width:420px;width:100%;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.brand{color:#0bb85a;font-weight:800;font-size:22px;margin:0}.brand small{color:#999;font-size:12px;font-weight:600}
h1{font-size:18px;margin:16px 0 4px}.muted{color:#555;margin:0 0 12px}
button{width:100%;padding:14px;border-radius:10px;font-size:16px;margin-top:10px;cursor:pointer;background:#fff;border:1px solid #ccc;color:#333}
button.primary{background:#0ee06e;border:0;color:#04331b;font-weight:700}button.secondary{border-color:#0ee06e;color:#04331b}`;

/** The bank page: the amount, and the three things a player can do at their bank. */
function bankPage(o: SimOrder): string {
  const button = (choice: string, label: string, cls: string) =>
    `<form method="post" action="${TRUSTLY_SIMULATOR_PREFIX}/pay/${o.orderId}"><input type="hidden" name="t" value="${o.token}"><input type="hidden" name="choice" value="${choice}"><button type="submit" class="${cls}" data-choice="${choice}">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Trustly (sandbox)</title><link rel="stylesheet" href="${TRUSTLY_SIMULATOR_PREFIX}/page.css"></head>
<body><main>
<p class="brand">Trustly <small>SANDBOX</small></p>
<h1>Pay ${escape(o.amount)} ${escape(o.currency)}</h1>
<p class="muted">Sandbox Bank · account ending ${escape(o.accountId.slice(-4))}</p>
${button('credit', 'Pay from my bank', 'primary')}
${button('pending', 'Pay (the bank settles later)', 'secondary')}
${button('cancel', 'Cancel', '')}
</main></body></html>`;
}
