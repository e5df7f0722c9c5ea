// Trustly in this process: the JSON-RPC client with the operator's key, the notification
// endpoint with Trustly's key, the deposit provider (a Deposit order and Trustly's page) and
// the payout (AccountPayout to the account Trustly reported). TRUSTLY_ADAPTER=simulator (the
// sandbox) runs the same code against the sandbox's Trustly simulator, which gets the public
// half of a key pair made for this process, as Trustly gets the operator's public.pem.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { minorToDecimal } from '@talih/contracts/money.ts';
import {
  createTrustlySimulator,
  TRUSTLY_SIMULATOR_API_PATH,
  type TrustlySimulator,
} from '@talih/sandbox/payments/trustly-simulator.ts';
import { providerCallMetrics } from '../../../adapters/payments/outbound.ts';
import {
  createTrustlyClient,
  TrustlyError,
  type TrustlyClient,
} from '../../../adapters/payments/trustly/client.ts';
import {
  merchantPrivateKeyOf,
  trustlyPublicKeyOf,
} from '../../../adapters/payments/trustly/signature.ts';
import type {
  DepositProvider,
  PayoutRequest,
  PayoutResult,
} from '../../../adapters/payments/types.ts';
import { SIMULATOR_KEY_PREFIX } from '../../../production-checks.ts';
import type { Services } from '../../../services.ts';
import { AppError } from '../../../http/errors.ts';
import { providerReturnUrl } from '../provider-return.ts';
import { registerRefundCaller } from '../refunds.ts';
import { selfTransport } from '../self-transport.ts';
import { registerTrustlyNotifications, TRUSTLY_NOTIFICATION_PATH } from './notifications.ts';

/** Trustly's locale for the player's language (its page opens in it). */
const LOCALES = { tk: 'tr_TR', en: 'en_GB', 'zh-CN': 'en_GB' } as const;
/** The country Trustly is told for the pack's currency: its bank list. */
const COUNTRIES: Record<string, string> = { EUR: 'DE', GBP: 'GB' };

export interface TrustlyRuntime {
  deposit: DepositProvider;
  payout(request: PayoutRequest): Promise<PayoutResult>;
  /** The day's ViewAutomaticSettlementDetailsCSV report, as CSV text. */
  settlementReport(day: string): Promise<string>;
  simulator: TrustlySimulator | null;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Trustly, decorated by setupTrustly (absent when Trustly is off). */
    trustly?: TrustlyRuntime;
  }
}

/** This app's Trustly (the settlement import and tests fetch its report). */
export function trustlyOf(app: FastifyInstance): TrustlyRuntime {
  if (!app.trustly) throw new Error('Trustly does not run in this app');
  return app.trustly;
}

/** The app's Trustly simulator (tests drive the bank's choices and replay notifications). */
export function trustlySimulatorOf(app: FastifyInstance): TrustlySimulator {
  const sim = app.trustly?.simulator;
  if (!sim) throw new Error('the Trustly simulator does not run in this app');
  return sim;
}

export function setupTrustly(app: FastifyInstance, services: Services): TrustlyRuntime {
  const { config } = services;
  const transport = selfTransport(app);
  const base = config.PAYMENT_NOTIFY_BASE_URL || config.PUBLIC_URL;
  let simulator: TrustlySimulator | null = null;
  let client: TrustlyClient;
  const observe = providerCallMetrics(services.metrics?.registry);
  if (config.TRUSTLY_ADAPTER === 'simulator') {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    simulator = createTrustlySimulator({
      username: `${SIMULATOR_KEY_PREFIX}merchant`,
      password: randomBytes(12).toString('hex'),
      merchantKey: merchant.publicKey,
      pageBase: '',
      delayMs: config.PAYMENT_SANDBOX_DELAY_MS,
      log: app.log,
      deliver: (url, body) =>
        transport(
          { url, method: 'POST', headers: { 'content-type': 'application/json' }, body },
          10_000,
        ),
    });
    simulator.register(app);
    client = createTrustlyClient({
      apiUrl: TRUSTLY_SIMULATOR_API_PATH,
      username: simulator.username,
      password: simulator.password,
      merchantKey: merchant.privateKey,
      trustlyKey: simulator.publicKey,
      transport,
      retry: { timeoutMs: 10_000, retries: 2, backoffMs: 100 },
      observe,
    });
    registerTrustlyNotifications(app, services, {
      merchantKey: merchant.privateKey,
      trustlyKey: simulator.publicKey,
    });
  } else {
    const merchantKey = merchantPrivateKeyOf(config.TRUSTLY_PRIVATE_KEY);
    const trustlyKey = trustlyPublicKeyOf(config.TRUSTLY_PUBLIC_KEY);
    client = createTrustlyClient({
      apiUrl: config.TRUSTLY_API_URL,
      username: config.TRUSTLY_USERNAME,
      password: config.TRUSTLY_PASSWORD,
      merchantKey,
      trustlyKey,
      transport,
      observe,
    });
    registerTrustlyNotifications(app, services, { merchantKey, trustlyKey });
  }
  const notificationUrl = `${base}${TRUSTLY_NOTIFICATION_PATH}`;
  const currency = config.jurisdiction.currency;

  const runtime: TrustlyRuntime = {
    simulator,
    settlementReport: (day) => client.settlementReport({ currency, day }),
    deposit: {
      code: 'trustly',
      kind: config.TRUSTLY_ADAPTER === 'simulator' ? 'sandbox' : 'live',
      async start(order) {
        const back = providerReturnUrl(base, order.orderNo);
        try {
          const started = await client.deposit({
            notificationUrl,
            endUserId: String(order.userId),
            messageId: order.orderNo,
            amount: minorToDecimal(order.amountMinor),
            currency,
            locale: LOCALES[order.lang ?? 'tk'],
            country: COUNTRIES[currency] ?? 'DE',
            successUrl: back,
            failUrl: back,
          });
          return { providerRef: started.orderId, payUrl: started.url };
        } catch (error) {
          app.log.warn({ err: error, orderNo: order.orderNo }, 'Trustly refused a Deposit');
          throw new AppError('errors.payments.providerUnavailable');
        }
      },
    },
    async payout(request) {
      if (!request.account) return { status: 'failed', reason: 'no Trustly account to pay to' };
      try {
        const sent = await client.accountPayout({
          notificationUrl,
          accountId: request.account,
          endUserId: String(request.userId ?? ''),
          messageId: request.orderNo,
          amount: minorToDecimal(request.amountMinor),
          currency,
          shopperStatement: 'Talih',
        });
        if (!sent.accepted)
          return { status: 'failed', reason: 'Trustly did not accept the payout' };
        return { status: 'accepted', payoutRef: sent.orderId };
      } catch (error) {
        // The same MessageID again: the first request reached Trustly; its notifications decide.
        if (error instanceof TrustlyError && error.code === 637)
          return { status: 'accepted', payoutRef: null };
        return {
          status: 'failed',
          reason: error instanceof Error ? error.message.slice(0, 200) : 'Trustly: no answer',
        };
      }
    },
    close() {
      simulator?.close();
    },
  };
  registerRefundCaller(services, 'trustly', async (refund, depositRef) => {
    try {
      const sent = await client.refund({
        orderId: depositRef,
        amount: minorToDecimal(refund.amount_minor),
        currency,
        externalReference: refund.refund_no,
      });
      return sent.accepted
        ? { outcome: 'accepted', providerRef: sent.orderId || null }
        : { outcome: 'refused', reason: 'Trustly did not accept the refund' };
    } catch (error) {
      // A signed refusal is final; no answer (or one not believed) leaves the refund held.
      if (error instanceof TrustlyError && typeof error.code === 'number') {
        return { outcome: 'refused', reason: error.message.slice(0, 200) };
      }
      return { outcome: 'unknown', reason: error instanceof Error ? error.message : 'no answer' };
    }
  });
  app.decorate('trustly', runtime);
  return runtime;
}
