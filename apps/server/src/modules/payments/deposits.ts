// Deposit orders: created by the player, settled exactly once, by a provider's webhook or by
// the operator (CLI). Settling and crediting happen in one ledger transaction, behind a
// conditional UPDATE of the order's state, so a race of webhooks and operators credits once.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DepositMethod as Method } from '@talih/contracts/payments.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import {
  CARD_ORDER_VALIDITY_MS,
  COIN_ORDER_VALIDITY_MS,
  HAVALE_ORDER_VALIDITY_MS,
  PAYSAFECARD_ORDER_VALIDITY_MS,
  TRUSTLY_ORDER_VALIDITY_MS,
} from '@talih/contracts/limits.ts';
import { decimalToMinor, minorToDecimal, minorToNumber } from '@talih/contracts/money.ts';
import type { PaymentAdapters } from '../../adapters/payments/types.ts';
import { writeAudit } from '../../audit/audit.ts';
import { hitRateLimits } from '../../cache/rate-limit.ts';
import type { DB, DepositStatus } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { depositCredit } from '../../ledger/payment-movements.ts';
import type { TxState } from '../../ledger/post.ts';
import type { Services } from '../../services.ts';
import { checkRegisters } from '../registers/check.ts';
import { refuseIfBlocked } from '../accounts/blocks.ts';
import { guardDepositOrder } from '../protection/deposit-guard.ts';
import { checkSourceOfFunds } from '../kyc/aml.ts';
import { afterHarmEvent } from '../protection/harm-tasks.ts';
import { requireKycFor } from '../kyc/gate.ts';
import { methodSetting } from './method-settings.ts';
import { depositView, newOrderNo, newReference } from './orders.ts';
import type { BonusPack } from '../bonus/templates.ts';
import { checkDepositBonusChoice, grantDepositBonus } from '../bonus/triggers/deposit.ts';

export const VALIDITY_MS: Record<Method, number> = {
  havale: HAVALE_ORDER_VALIDITY_MS,
  crypto: COIN_ORDER_VALIDITY_MS,
  card: CARD_ORDER_VALIDITY_MS,
  trustly: TRUSTLY_ORDER_VALIDITY_MS,
  paysafecard: PAYSAFECARD_ORDER_VALIDITY_MS,
};

/** A player may have this many deposit orders waiting at once. */
export const OPEN_DEPOSITS_MAX = 5;
const CREATE_LIMITS = [{ name: 'deposit:create:hour', max: 30, windowMs: 60 * 60 * 1000 }];

export async function loadDeposit(db: Kysely<DB>, orderNo: string, userId?: number) {
  let q = db.selectFrom('deposit_orders').selectAll().where('order_no', '=', orderNo);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const row = await q.executeTakeFirst();
  if (!row) return null;
  const account =
    row.bank_account_id === null
      ? null
      : ((await db
          .selectFrom('payment_bank_accounts')
          .selectAll()
          .where('id', '=', row.bank_account_id)
          .executeTakeFirst()) ?? null);
  return { row, view: depositView(row, account) };
}

/** Orders nobody paid before their deadline read as expired (a late havale still confirms). */
export async function expireStale(db: Kysely<DB>, userId?: number, now = Date.now()) {
  let q = db
    .updateTable('deposit_orders')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'pending')
    .where('expires_at', '<', now);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  await q.execute();
}

export async function pickBankAccount(db: Kysely<DB>, id?: number) {
  const accounts = await db
    .selectFrom('payment_bank_accounts')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('id')
    .limit(100)
    .execute();
  if (accounts.length === 0) throw new AppError('errors.payments.methodUnavailable');
  const chosen = id === undefined ? undefined : accounts.find((a) => a.id === id);
  return chosen ?? accounts[randomInt(accounts.length)]!;
}

/** USDT to send for an amount at a rate in the deployment's currency per USDT, rounded up to six decimals. */
export function coinAmountFor(amountMinor: number, rate: string): string {
  const rateMinor = decimalToMinor(rate);
  const micro = Math.ceil((amountMinor * 1_000_000) / rateMinor);
  return `${Math.floor(micro / 1_000_000)}.${String(micro % 1_000_000).padStart(6, '0')}`;
}

export interface DepositRequest {
  userId: number;
  method: Method;
  amountMinor: number;
  bankAccountId?: number;
  /** The bonus offer (template id) the player chose; checked now, granted on confirm. */
  bonusTemplateId?: number;
  /** The player's language: the provider's page opens in it. */
  lang?: Language;
}

export async function createDeposit(
  services: Services,
  adapters: PaymentAdapters,
  input: DepositRequest,
) {
  const { db } = services;
  await refuseIfBlocked(db, input.userId, 'deposit');
  // A player a national register excludes leaves with an exclusion the order's guard refuses.
  await checkRegisters(services, input.userId, 'deposit');
  // Finance's limits for the method (back-office), the built-in ones when none are set.
  const setting = await methodSetting(db, input.method);
  if (!setting.enabled) throw new AppError('errors.payments.methodUnavailable');
  if (input.amountMinor < setting.minMinor) {
    throw new AppError('errors.payments.depositMin', {
      minMoney: minorToNumber(setting.minMinor),
    });
  }
  if (input.amountMinor > setting.maxMinor) {
    throw new AppError('errors.payments.depositMax', {
      maxMoney: minorToNumber(setting.maxMinor),
    });
  }
  if (await hitRateLimits(services.cache, String(input.userId), CREATE_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
  const now = services.now?.() ?? Date.now();
  if (input.bonusTemplateId !== undefined) {
    await checkDepositBonusChoice(db, services.config.jurisdiction.bonus, {
      userId: input.userId,
      templateId: input.bonusTemplateId,
      amountMinor: input.amountMinor,
      now,
    });
  }
  const account = input.method === 'havale' ? await pickBankAccount(db, input.bankAccountId) : null;
  const rate = services.config.PAYMENT_USDT_RATE;
  const order = {
    orderNo: newOrderNo('D', now),
    reference: newReference(),
    createdAt: now,
    expiresAt: now + VALIDITY_MS[input.method],
    coinAmount: input.method === 'crypto' ? coinAmountFor(input.amountMinor, rate) : null,
    coinRate: input.method === 'crypto' ? rate : null,
    bankAccountId: account?.id ?? null,
  };
  await services.ledger.transact('deposit_order', (tx) =>
    recordOrder(tx, services.config, input, order),
  );
  const provider = adapters.deposit[input.method];
  if (!provider) throw new AppError('errors.payments.methodOff');
  let started;
  try {
    started = await provider.start({
      orderNo: order.orderNo,
      amountMinor: input.amountMinor,
      reference: order.reference,
      coinAmount: order.coinAmount,
      expiresAt: order.expiresAt,
      userId: input.userId,
      currency: services.config.jurisdiction.currency,
      lang: input.lang ?? 'tk',
    });
  } catch (error) {
    // The provider refused or never answered: the order closes, nothing was taken.
    await settleDeposit(services, {
      orderNo: order.orderNo,
      outcome: 'fail',
      actor: `provider:${input.method}`,
      actorType: 'system',
      reason: `provider: ${error instanceof Error ? error.message : 'no answer'}`,
    });
    if (error instanceof AppError) throw error;
    throw new AppError('errors.payments.providerUnavailable');
  }
  await db
    .updateTable('deposit_orders')
    .set({
      provider_ref: started.providerRef,
      pay_url: started.payUrl ?? null,
      coin_address: started.address ?? null,
      coin_network: started.network ?? null,
    })
    .where('order_no', '=', order.orderNo)
    .execute();
  const loaded = await loadDeposit(db, order.orderNo);
  if (!loaded) throw new Error(`deposit ${order.orderNo} vanished`);
  return loaded.view;
}

interface NewOrder {
  orderNo: string;
  reference: string;
  createdAt: number;
  expiresAt: number;
  coinAmount: string | null;
  coinRate: string | null;
  bankAccountId: number | null;
}

/**
 * Decides and records the order in one transaction holding the player's cash row (player
 * protection's guard takes it): the player's deposit limits, the KYC level the pack asks once
 * lifetime deposits (waiting orders included) pass its threshold, and the cap on waiting orders
 * are read under that lock, so parallel orders of one player are judged one after the other
 * (read before it, 20 orders at once were all accepted).
 */
async function recordOrder(
  tx: TxState,
  config: Services['config'],
  input: DepositRequest,
  order: NewOrder,
) {
  await guardDepositOrder(tx, config.jurisdiction, input.userId, input.amountMinor);
  await requireKycFor({ db: tx.trx, config }, input.userId, 'deposit', input.amountMinor);
  await expireStale(tx.trx, input.userId, order.createdAt);
  const open = await tx.trx
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', input.userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(open.n) >= OPEN_DEPOSITS_MAX) {
    throw new AppError('errors.payments.tooManyOpen', { max: OPEN_DEPOSITS_MAX });
  }
  await tx.trx
    .insertInto('deposit_orders')
    .values({
      order_no: order.orderNo,
      user_id: input.userId,
      method: input.method,
      amount_minor: input.amountMinor,
      status: 'pending',
      reference: order.reference,
      bank_account_id: order.bankAccountId,
      coin_network: null,
      coin_address: null,
      coin_amount: order.coinAmount,
      coin_rate: order.coinRate,
      pay_url: null,
      provider_ref: null,
      entry_id: null,
      fail_reason: null,
      created_at: order.createdAt,
      updated_at: order.createdAt,
      expires_at: order.expiresAt,
      confirmed_at: null,
      bonus_template_id: input.bonusTemplateId ?? null,
    })
    .execute();
}

export type SettleOutcome = 'confirm' | 'reject' | 'fail' | 'expire';

/** Methods whose deposits only their provider confirms (signed notification, retrieved status). */
const PROVIDER_SETTLED = new Set<string>(['trustly', 'paysafecard']);

const TARGET: Record<SettleOutcome, DepositStatus> = {
  confirm: 'confirmed',
  reject: 'rejected',
  fail: 'failed',
  expire: 'expired',
};

export interface SettleResult {
  /** False when the order was already settled (or not in a state this outcome applies to). */
  changed: boolean;
  status: DepositStatus;
  userId: number;
  amountMinor: number;
  entryId: number | null;
}

/**
 * Moves an order to its final state, crediting the player on confirm. A confirm applies to a
 * pending or expired order (money that arrives late still counts); the other outcomes only to
 * a pending one. Anything else changes nothing and answers changed: false.
 */
export interface SettleInput {
  orderNo: string;
  outcome: SettleOutcome;
  actor: string;
  actorType: 'cli' | 'system' | 'staff';
  reason?: string;
  /**
   * A provider's paid event may also confirm an order it reported failed before: the money arrived
   * after all (money that arrives is never ignored). An operator's rejection is never overturned
   * this way.
   */
  confirmFailed?: boolean;
}

export async function settleDeposit(
  services: Pick<Services, 'ledger'> & Partial<Pick<Services, 'config'>>,
  input: SettleInput,
): Promise<SettleResult | null> {
  const result = await services.ledger.transact(`deposit_${input.outcome}`, (tx) =>
    settleDepositTx(tx, input, services.config?.jurisdiction.bonus ?? null),
  );
  if (services.config) await afterDepositSettled(services.ledger.db, services.config, result);
  return result;
}

/**
 * After a credited deposit: AML's source-of-funds request and alert at the threshold, and the
 * signs-of-harm markers a deposit moves.
 */
export async function afterDepositSettled(
  db: Kysely<DB>,
  config: Services['config'],
  result: SettleResult | null,
) {
  if (!result?.changed || result.status !== 'confirmed') return;
  await checkSourceOfFunds(db, config.jurisdiction, result.userId);
  await afterHarmEvent(db, config.jurisdiction.harm, result.userId);
}

/**
 * settleDeposit inside a ledger transaction the caller runs (the webhook's). On confirm, the
 * bonus the player chose for the order is granted in the same transaction under the pack's
 * bonus rules (null: no bonus is granted).
 */
export async function settleDepositTx(
  tx: TxState,
  input: SettleInput,
  bonusPack: BonusPack | null,
): Promise<SettleResult | null> {
  const row = await tx.trx
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', input.orderNo)
    .executeTakeFirst();
  if (!row) return null;
  // Trustly's and paysafecard's deposits are credited only by their provider's word.
  if (
    input.outcome === 'confirm' &&
    PROVIDER_SETTLED.has(row.method) &&
    input.actorType !== 'system'
  ) {
    throw new AppError('errors.payments.providerSettles');
  }
  const from: DepositStatus[] =
    input.outcome !== 'confirm'
      ? ['pending']
      : input.confirmFailed
        ? ['pending', 'expired', 'failed']
        : ['pending', 'expired'];
  const target = TARGET[input.outcome];
  const updated = await tx.trx
    .updateTable('deposit_orders')
    .set({
      status: target,
      updated_at: tx.now,
      // Final now: whatever the provider said short of final (pending, authorized) is over.
      provider_state: null,
      ...(input.outcome === 'confirm' ? { confirmed_at: tx.now } : {}),
      ...(input.outcome !== 'confirm' && input.reason
        ? { fail_reason: input.reason.slice(0, 200) }
        : {}),
    })
    .where('id', '=', row.id)
    .where('status', 'in', from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    return {
      changed: false,
      status: row.status,
      userId: row.user_id,
      amountMinor: row.amount_minor,
      entryId: row.entry_id,
    };
  }
  let entryId: number | null = null;
  if (input.outcome === 'confirm') {
    const entry = await depositCredit(tx, {
      provider: row.method,
      orderNo: row.order_no,
      userId: row.user_id,
      amountMinor: row.amount_minor,
      actor: input.actor,
      reason: input.reason,
    });
    entryId = entry.entryId;
    await tx.trx
      .updateTable('deposit_orders')
      .set({ entry_id: entryId })
      .where('id', '=', row.id)
      .execute();
    if (bonusPack) await grantDepositBonus(tx, bonusPack, row);
  }
  await writeAudit(
    tx.trx,
    {
      actorType: input.actorType,
      actorId: input.actor,
      action: `payments.deposit_${input.outcome}`,
      subject: `deposit:${row.order_no}`,
      detail: {
        userId: row.user_id,
        amount: minorToDecimal(row.amount_minor),
        entryId,
        reason: input.reason ?? null,
      },
    },
    tx.now,
  );
  return {
    changed: true,
    status: target,
    userId: row.user_id,
    amountMinor: row.amount_minor,
    entryId,
  };
}
