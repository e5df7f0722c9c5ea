// Sandbox payment providers that behave like the real kinds: the bank collector sees a havale
// after a delay, the USDT gateway sees the exact amount arrive at the order's address, the card
// PSP's hosted page (./sandbox-card-page.ts) succeeds, fails or times out as the player
// chooses. Each calls back with a signed webhook over HTTP, after a delay; deliveries are lost
// now and then (PAYMENT_SANDBOX_DROP_RATE) and retried with backoff, and some are sent twice,
// as real providers do.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { minorToDecimal } from '@talih/contracts/money.ts';
import { TURKISH_BANKS } from '@talih/contracts/iban.ts';
import { webhookHeaders } from '../../crypto/webhook-signature.ts';
import {
  PAYOUT_PROVIDER_CODE,
  type DepositProvider,
  type DepositProviderCode,
  type PaymentAdapters,
  type PayoutProvider,
  type PayoutResult,
  type WebhookEvent,
} from './types.ts';

/** A sandbox havale whose amount ends in these minor units waits for staff (never auto-paid). */
export const SANDBOX_MANUAL_HAVALE_KURUS = 99;
export const SANDBOX_CARD_PATH = '/payments/sandbox/card';
const ATTEMPTS_MAX = 6;
const RETRY_BASE_MS = 500;

export interface SandboxOptions {
  /** Provider code -> webhook secret. */
  secretOf(code: DepositProviderCode): string;
  /** Sends a webhook with its signature headers; answers the HTTP status (0 when it never arrived). */
  deliver(
    code: DepositProviderCode,
    rawBody: string,
    headers: Record<string, string>,
  ): Promise<number>;
  auto: boolean;
  delayMs: number;
  dropRate: number;
  random?: () => number;
  log?: { warn(obj: unknown, msg: string): void };
}

export interface SandboxAdapters extends PaymentAdapters {
  /** The card page's choice, or a test's: schedules the PSP's webhook for the order. */
  cardOutcome(orderNo: string, amountMinor: number, outcome: 'success' | 'fail' | 'timeout'): void;
  /** Whether `token` is the card page token the PSP put in the order's payUrl. */
  cardPageTokenMatches(orderNo: string, token: unknown): boolean;
  /** Resolves once every scheduled delivery has finished (tests). */
  idle(): Promise<void>;
}

/**
 * The card page's capability for one order: only the player the payUrl was issued to (in the
 * order's own answer) holds it, so an order id alone neither shows nor settles the page.
 */
export function cardPageToken(orderNo: string, secret: string): string {
  return createHmac('sha256', secret).update(`card-page:${orderNo}`).digest('base64url');
}

export function createSandboxPayments(options: SandboxOptions): SandboxAdapters {
  const random = options.random ?? Math.random;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const later = (ms: number, fn: () => Promise<void>) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = fn().catch((err: unknown) => options.log?.warn({ err }, 'sandbox payment'));
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** Each delivery is signed when it leaves, so a retry carries a fresh timestamp. */
  const signed = (code: DepositProviderCode, raw: string) =>
    webhookHeaders(raw, options.secretOf(code));

  /** One delivery attempt; lost ones and non-2xx answers are retried with backoff. */
  const attempt = async (code: DepositProviderCode, raw: string, n: number): Promise<void> => {
    const lost = n < ATTEMPTS_MAX && random() < options.dropRate;
    const status = lost ? 0 : await options.deliver(code, raw, signed(code, raw)).catch(() => 0);
    if (status >= 200 && status < 300) {
      // Providers deliver at least once: now and then the same event comes again.
      if (random() < options.dropRate / 2) {
        later(RETRY_BASE_MS, () =>
          options
            .deliver(code, raw, signed(code, raw))
            .then(() => {})
            .catch(() => {}),
        );
      }
      return;
    }
    if (n >= ATTEMPTS_MAX) {
      options.log?.warn({ code, attempts: n }, 'sandbox webhook gave up');
      return;
    }
    later(RETRY_BASE_MS * 2 ** (n - 1), () => attempt(code, raw, n + 1));
  };

  const send = (code: DepositProviderCode, event: Omit<WebhookEvent, 'eventId' | 'sentAt'>) => {
    later(options.delayMs, () => {
      const body: WebhookEvent = {
        eventId: `evt_${randomBytes(10).toString('hex')}`,
        ...event,
        sentAt: Date.now(),
      };
      return attempt(code, JSON.stringify(body), 1);
    });
  };

  const havale: DepositProvider = {
    code: 'havale',
    kind: 'sandbox',
    async start(order) {
      const providerRef = `HVL-${order.reference}`;
      // The sandbox bank sees the transfer with the order's reference, for the order's amount,
      // except an amount ending in 99 minor units: that one it never reports, so staff match it in
      // the back-office's deposit queue as they would a real bank statement's line.
      if (options.auto && order.amountMinor % 100 !== SANDBOX_MANUAL_HAVALE_KURUS) {
        send('havale', {
          orderId: order.orderNo,
          status: 'paid',
          amount: minorToDecimal(order.amountMinor),
          providerRef,
        });
      }
      return { providerRef };
    },
  };

  const crypto: DepositProvider = {
    code: 'crypto',
    kind: 'sandbox',
    async start(order) {
      const address = tronAddress(order.orderNo);
      const providerRef = `USDT-${order.orderNo}`;
      if (options.auto && order.coinAmount) {
        send('crypto', {
          orderId: order.orderNo,
          status: 'paid',
          amount: minorToDecimal(order.amountMinor),
          coinAmount: order.coinAmount,
          providerRef: `tx_${createHash('sha256').update(order.orderNo).digest('hex')}`,
        });
      }
      return { providerRef, address, network: 'TRC20' };
    },
  };

  const card: DepositProvider = {
    code: 'card',
    kind: 'sandbox',
    async start(order) {
      return {
        providerRef: `PSP-${order.orderNo}`,
        payUrl: `${SANDBOX_CARD_PATH}/${order.orderNo}?t=${cardPageToken(order.orderNo, options.secretOf('card'))}`,
      };
    },
  };

  const payouts = new Map<string, PayoutResult>();
  const payout: PayoutProvider = {
    code: PAYOUT_PROVIDER_CODE,
    kind: 'sandbox',
    async banks() {
      return TURKISH_BANKS.map((b) => ({ ...b }));
    },
    async payout(request) {
      const known = payouts.get(request.orderNo);
      if (known) return known;
      const result: PayoutResult = {
        status: 'sent',
        payoutRef: `MP-${createHash('sha256').update(request.orderNo).digest('hex').slice(0, 16).toUpperCase()}`,
      };
      payouts.set(request.orderNo, result);
      return result;
    },
  };

  return {
    deposit: { havale, crypto, card },
    payout,
    cardOutcome(orderNo, amountMinor, outcome) {
      send('card', {
        orderId: orderNo,
        status: outcome === 'success' ? 'paid' : outcome === 'fail' ? 'failed' : 'expired',
        amount: minorToDecimal(amountMinor),
        providerRef: `PSP-${orderNo}`,
      });
    },
    cardPageTokenMatches(orderNo, token) {
      if (typeof token !== 'string') return false;
      const expected = Buffer.from(cardPageToken(orderNo, options.secretOf('card')));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    async idle() {
      for (let i = 0; i < 1000 && (timers.size > 0 || inFlight.size > 0); i++) {
        await Promise.all([...inFlight]);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A TRON-style address (T + 33 base58 characters) unique to the order. */
export function tronAddress(orderNo: string): string {
  const hash = createHash('sha256').update(`usdt:${orderNo}`).digest();
  let out = 'T';
  for (let i = 0; out.length < 34; i++) out += BASE58[(hash[i % hash.length] ?? 0) % 58];
  return out;
}
