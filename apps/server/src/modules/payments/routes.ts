// The payments area: deposit calls, the player's orders, bank cards, withdrawals, the
// providers' webhooks and the sandbox card page. The sandbox providers call back over this
// process's own HTTP port (or through inject() when it is not listening, as in tests).
import type { FastifyInstance } from 'fastify';
import { minorToNumber, numberToMinor } from '@talih/contracts/money.ts';
import {
  cancelWithdraw,
  createCoinOrder,
  createRechargeOrder,
  createWithdraw,
  getBankCard,
  getChargeInfo,
  getCoinOrderDetail,
  getMangirPayBankList,
  getWithdrawInfo,
  orderRecordDetail,
  randomBankAccounts,
  rechargeRecord,
  saveBankCard,
} from '@talih/contracts/payments.ts';
import { createSandboxPayments, type SandboxAdapters } from '../../adapters/payments/sandbox.ts';
import {
  WEBHOOK_PATH_PREFIX,
  type PaymentAdapters,
  type PayoutProvider,
} from '../../adapters/payments/types.ts';
import type { DepositMethod } from '@talih/contracts/payments.ts';
import { setupTrustly, type TrustlyRuntime } from './trustly/provider.ts';
import { scheduleSettlementImport } from './settlement/job.ts';
import { registerProviderReturn } from './provider-return.ts';
import { setupPaysafecard, type PaysafecardRuntime } from './paysafecard/provider.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { refuseOutsideCountries } from '../../jurisdiction/country.ts';
import { AppError } from '../../http/errors.ts';
import { enabledDepositCodes } from '../../production-checks.ts';
import { playerCashMinor } from '../../ledger/queries.ts';
import type { Services } from '../../services.ts';
import { bankCardView, findBankCard, saveBankCard as storeBankCard } from './bank-cards.ts';
import {
  createDeposit,
  expireStale,
  loadDeposit,
  pickBankAccount,
  VALIDITY_MS,
} from './deposits.ts';
import { methodSettings } from './method-settings.ts';
import { configuredPayout, setPayoutProvider } from './payout-provider.ts';
import { schedulePayoutSweeper } from './payout-sweeper.ts';
import { listOrders, loadOrder } from './records.ts';
import { registerSandboxCardPage } from './sandbox-card-page.ts';
import { loadPaymentSecrets } from './secrets.ts';
import { registerPaymentWebhooks } from './webhooks.ts';
import { listeningUrl } from './self-transport.ts';
import { createWithdrawal, releaseWithdrawal, withdrawInfo } from './withdrawals.ts';
import { withdrawView } from './orders.ts';
import { depositOffersFor } from '../bonus/offers.ts';
import { afterHarmEvent } from '../protection/harm-tasks.ts';

const QUICK_AMOUNTS = [100, 250, 500, 1000, 2500, 5000];
/** How fast each method's money reaches the balance, as the Recharge page tells the player. */
const ARRIVAL = {
  havale: 'hours',
  crypto: 'minutes',
  card: 'instant',
  trustly: 'instant',
  paysafecard: 'instant',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox payment providers, decorated by registerPayments. */
    paymentSandbox?: SandboxAdapters;
  }
}

/** The sandbox providers of an app (tests drive the card page's choice and wait for webhooks). */
export function paymentSandboxOf(app: FastifyInstance): SandboxAdapters {
  if (!app.paymentSandbox) throw new Error('payments are not registered on this app');
  return app.paymentSandbox;
}

export async function registerPayments(
  app: FastifyInstance,
  calls: CallRegistry,
  services: Services,
) {
  const { config } = services;
  const secrets = await loadPaymentSecrets(services.db, config);
  // Card and USDT run only with an adapter configured (sandbox ones outside production); a
  // switched-off method takes no orders, has no webhook and is not offered to the web app.
  const enabled = enabledDepositCodes(config);
  const refuseOff = (method: DepositMethod) => {
    if (!enabled.includes(method)) throw new AppError('errors.payments.methodOff');
  };
  const sandbox = createSandboxPayments({
    secretOf: (code) => secrets[code] ?? '',
    auto: config.PAYMENT_SANDBOX_AUTO,
    delayMs: config.PAYMENT_SANDBOX_DELAY_MS,
    dropRate: config.PAYMENT_SANDBOX_DROP_RATE,
    log: app.log,
    async deliver(code, raw, signatureHeaders) {
      const path = `${WEBHOOK_PATH_PREFIX}/${code}/webhook`;
      const headers = { 'content-type': 'application/json', ...signatureHeaders };
      const base = config.PAYMENT_SANDBOX_WEBHOOK_URL || listeningUrl(app);
      if (base) {
        const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: raw });
        return res.status;
      }
      const res = await app.inject({ method: 'POST', url: path, headers, payload: raw });
      return res.statusCode;
    },
  });
  app.decorate('paymentSandbox', sandbox);
  const trustly = enabled.includes('trustly') ? setupTrustly(app, services) : null;
  const paysafecard = enabled.includes('paysafecard') ? setupPaysafecard(app, services) : null;
  if (trustly || paysafecard) registerProviderReturn(app);
  scheduleSettlementImport(services, {
    ...(trustly ? { trustly: trustly.settlementReport } : {}),
    ...(paysafecard ? { paysafecard: paysafecard.settlementReport } : {}),
  });
  const adapters: PaymentAdapters = {
    ...sandbox,
    deposit: {
      ...sandbox.deposit,
      ...(trustly ? { trustly: trustly.deposit } : {}),
      ...(paysafecard ? { paysafecard: paysafecard.deposit } : {}),
    },
  };
  const payout = routedPayout(
    configuredPayout(config, () => sandbox.payout),
    trustly,
    paysafecard,
  );
  setPayoutProvider(services, payout);
  schedulePayoutSweeper(services, payout, config.PAYOUT_SWEEP_MS);
  app.addHook('preClose', async () => {
    sandbox.close();
    trustly?.close();
    paysafecard?.close();
  });

  registerPaymentWebhooks(app, services, (code) =>
    enabled.includes(code) ? secrets[code] : undefined,
  );
  if (config.PAYMENT_CARD_ADAPTER === 'sandbox') registerSandboxCardPage(app, services, sandbox);

  calls.register(getChargeInfo, async ({ auth, lang }) => {
    const settings = await methodSettings(services.db);
    return {
      currency: config.jurisdiction.currency,
      methods: enabled.map((code) => {
        const setting = settings.find((s) => s.method === code)!;
        return {
          code,
          minAmount: minorToNumber(setting.minMinor),
          maxAmount: minorToNumber(setting.maxMinor),
          enabled: setting.enabled,
          validityMs: VALIDITY_MS[code],
          feePercent: 0,
          arrival: ARRIVAL[code],
        };
      }),
      quickAmounts: QUICK_AMOUNTS,
      bonusOffers: await depositOffersFor(
        services.db,
        config.jurisdiction.bonus,
        auth.userId,
        lang,
        services.now?.() ?? Date.now(),
      ),
      balance: minorToNumber(await playerCashMinor(services.db, auth.userId)),
    };
  });

  calls.register(randomBankAccounts, async () => {
    const a = await pickBankAccount(services.db);
    return {
      id: a.id,
      bankCode: a.bank_code,
      bankName: a.bank_name,
      holder: a.holder,
      iban: a.iban,
    };
  });

  calls.register(createRechargeOrder, async ({ body, auth, req, lang }) => {
    refuseOff(body.method);
    refuseOutsideCountries(config, req);
    return createDeposit(services, adapters, {
      userId: auth.userId,
      method: body.method,
      lang,
      amountMinor: numberToMinor(body.amount),
      bankAccountId: body.bankAccountId,
      bonusTemplateId: body.bonusId,
    });
  });

  calls.register(createCoinOrder, async ({ body, auth, req }) => {
    refuseOff('crypto');
    refuseOutsideCountries(config, req);
    return createDeposit(services, adapters, {
      userId: auth.userId,
      method: 'crypto',
      amountMinor: numberToMinor(body.amount),
    });
  });

  calls.register(getCoinOrderDetail, async ({ body, auth }) => {
    await expireStale(services.db, auth.userId);
    const found = await loadDeposit(services.db, body.orderId, auth.userId);
    if (!found || found.row.method !== 'crypto')
      throw new AppError('errors.payments.orderNotFound');
    return found.view;
  });

  calls.register(rechargeRecord, async ({ body, auth }) =>
    listOrders(services.db, auth.userId, body),
  );

  calls.register(orderRecordDetail, async ({ body, auth }) => {
    // The player's return from paysafecard's panel: its status decides, as on a notification.
    if (paysafecard) await syncOnReturn(services, paysafecard, auth.userId, body.orderId, app);
    const order = await loadOrder(services.db, auth.userId, body.orderId);
    if (!order) throw new AppError('errors.payments.orderNotFound');
    return order;
  });

  calls.register(getBankCard, async ({ auth }) => {
    const card = await findBankCard(services.db, auth.userId);
    return card ? bankCardView(card) : null;
  });

  calls.register(saveBankCard, async ({ body, auth, req }) =>
    storeBankCard(services, () => sandbox.payout.banks(), {
      userId: auth.userId,
      holderName: body.holderName,
      iban: body.iban,
      withdrawPassword: body.withdrawPassword,
      requestId: req.id,
    }),
  );

  calls.register(getMangirPayBankList, () => sandbox.payout.banks());

  calls.register(getWithdrawInfo, async ({ auth, lang }) =>
    withdrawInfo(services, auth.userId, lang),
  );

  calls.register(createWithdraw, async ({ body, auth, req }) =>
    createWithdrawal(services, {
      userId: auth.userId,
      amountMinor: numberToMinor(body.amount),
      withdrawPassword: body.withdrawPassword,
      requestId: req.id,
      clientRequestId: body.requestId,
      acceptBonusForfeit: body.acceptBonusForfeit,
      method: body.method,
      paysafecardEmail: body.paysafecardEmail,
    }),
  );

  calls.register(cancelWithdraw, async ({ body, auth }) => {
    const row = await releaseWithdrawal(services, {
      orderNo: body.orderId,
      how: 'cancel',
      actor: String(auth.userId),
      userId: auth.userId,
    });
    if (!row) throw new AppError('errors.payments.orderNotFound');
    if (row.status !== 'cancelled') throw new AppError('errors.payments.cannotCancel');
    await afterHarmEvent(services.db, services.config.jurisdiction.harm, auth.userId, services.log);
    return withdrawView(row);
  });
}

/**
 * Withdrawals go to their own provider: Trustly's to Trustly (AccountPayout), paysafecard's to
 * paysafecard (the validated payout captured), the others to the bank payout provider
 * PAYOUT_ADAPTER names.
 */
function routedPayout(
  bank: PayoutProvider,
  trustly: TrustlyRuntime | null,
  paysafecard: PaysafecardRuntime | null,
): PayoutProvider {
  const off = (name: string) =>
    Promise.resolve({ status: 'failed' as const, reason: `${name} is not configured here` });
  return {
    code: bank.code,
    kind: bank.kind,
    banks: () => bank.banks(),
    payout: (request) =>
      request.provider === 'trustly'
        ? trustly
          ? trustly.payout(request)
          : off('Trustly')
        : request.provider === 'paysafecard'
          ? paysafecard
            ? paysafecard.payout(request)
            : off('paysafecard')
          : bank.payout(request),
  };
}

/** A waiting paysafecard order of the player's own is checked with paysafecard once more. */
async function syncOnReturn(
  services: Services,
  paysafecard: PaysafecardRuntime,
  userId: number,
  orderNo: string,
  app: FastifyInstance,
) {
  const row = await services.db
    .selectFrom('deposit_orders')
    .select(['status', 'method'])
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row?.method !== 'paysafecard' || (row.status !== 'pending' && row.status !== 'expired'))
    return;
  try {
    await paysafecard.sync(orderNo);
  } catch (error) {
    // paysafecard unreachable: the order stays as it is; the next look or notification retries.
    app.log.warn({ err: error, orderNo }, 'paysafecard status check failed');
  }
}
