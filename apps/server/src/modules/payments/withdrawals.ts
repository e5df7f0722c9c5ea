// Withdrawals: the player asks (the amount is held at once), the operator approves (posted and
// paid out through the payout provider) or rejects (voided back), and the player may cancel
// one still under review. Each state change is a conditional UPDATE in the same ledger
// transaction as its movement, so a hold is released exactly once whoever races for it.
import type { Selectable, Transaction } from 'kysely';
import {
  WITHDRAW_DAILY_COUNT_MAX,
  WITHDRAW_MINOR_MAX,
  WITHDRAW_MINOR_MIN,
} from '@talih/contracts/limits.ts';
import { minorToDecimal, minorToNumber } from '@talih/contracts/money.ts';
import type { WithdrawOrder } from '@talih/contracts/payments.ts';
import { PAYOUT_PROVIDER_CODE, type PayoutProvider } from '../../adapters/payments/types.ts';
import { writeAudit } from '../../audit/audit.ts';
import { hitRateLimits } from '../../cache/rate-limit.ts';
import type { DB, WithdrawalsTable } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { LedgerError } from '../../ledger/errors.ts';
import {
  withdrawalHold,
  withdrawalPayoutVoid,
  withdrawalPost,
  withdrawalVoid,
} from '../../ledger/payment-movements.ts';
import { requestHash, type TxState } from '../../ledger/post.ts';
import { playerCashMinor } from '../../ledger/queries.ts';
import type { Services } from '../../services.ts';
import { bankCardView, findBankCard } from './bank-cards.ts';
import { istanbulDay, newOrderNo, withdrawView } from './orders.ts';
import { requireWithdrawPassword } from './withdraw-password.ts';
import { paysafecardOfServices } from './paysafecard/provider.ts';
import { splitFullName } from './paysafecard/payouts.ts';
import { PAYSAFECARD_ACCOUNT_PATH } from '@talih/sandbox/payments/paysafecard-account-page.ts';
import { refuseIfBlocked } from '../accounts/blocks.ts';
import { requireKycFor } from '../kyc/gate.ts';
import { enabledDepositCodes } from '../../production-checks.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import {
  bonusForfeitQuoteOf,
  forfeitBonusesForWithdrawal,
  wageringLeftMinor,
} from '../bonus/withdrawal-forfeit.ts';
// The daily amount limit is the VIP level's (level 0: WITHDRAW_DAILY_MINOR_MAX).
import { withdrawDailyMaxMinorOf } from '../engagement/vip/vip.ts';

const CREATE_LIMITS = [
  { name: 'withdraw:create:minute', max: 30, windowMs: 60 * 1000 },
  { name: 'withdraw:create:hour', max: 60, windowMs: 60 * 60 * 1000 },
];
const COUNTED: WithdrawalsTable['status'][] = ['pending', 'approved', 'paid', 'payout_failed'];

/**
 * Wagering the active bonus still asks. It no longer blocks a withdrawal: the
 * request forfeits the bonus instead (bonusForfeit), once the player accepts.
 */
export async function openWageringMinor(services: Services, userId: number): Promise<number> {
  return wageringLeftMinor(services.db, userId);
}

async function usedToday(trx: Services['db'], userId: number, day: string) {
  const row = await trx
    .selectFrom('withdrawals')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'),
    ])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('status', 'in', COUNTED)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amountMinor: Number(row.total) };
}

export async function withdrawInfo(services: Services, userId: number, lang: Language = 'tk') {
  const [cash, card, user, used, wagering, dailyMaxMinor, forfeit, trustly, paysafecard] =
    await Promise.all([
      playerCashMinor(services.db, userId),
      findBankCard(services.db, userId),
      services.db
        .selectFrom('users')
        .select(['mobile', 'withdraw_password_hash'])
        .where('id', '=', userId)
        .executeTakeFirst(),
      usedToday(services.db, userId, istanbulDay()),
      openWageringMinor(services, userId),
      withdrawDailyMaxMinorOf(services.db, userId),
      bonusForfeitQuoteOf(services.db, userId, lang),
      trustlyAccountOf(services, userId),
      paysafecardPayoutOf(services, userId),
    ]);
  return {
    balance: minorToNumber(cash),
    minAmount: minorToNumber(WITHDRAW_MINOR_MIN),
    maxAmount: minorToNumber(WITHDRAW_MINOR_MAX),
    dailyMaxAmount: minorToNumber(dailyMaxMinor),
    dailyMaxCount: WITHDRAW_DAILY_COUNT_MAX,
    dailyUsedAmount: minorToNumber(used.amountMinor),
    dailyUsedCount: used.count,
    wageringLeft: minorToNumber(wagering),
    hasBankCard: card !== undefined,
    hasWithdrawPassword: Boolean(user?.withdraw_password_hash),
    phoneRequired: services.config.PAYMENT_WITHDRAW_REQUIRE_PHONE,
    phoneVerified: Boolean(user?.mobile),
    bankCard: card ? bankCardView(card) : null,
    bonusForfeit: forfeit,
    payoutAccount: trustly
      ? {
          provider: 'trustly' as const,
          bankName: trustly.bank,
          account: trustly.descriptor || `****${trustly.last_digits}`,
        }
      : null,
    ...(paysafecard ? { paysafecardPayout: paysafecard } : {}),
  };
}

/**
 * What the withdrawal page needs for a payout to a paysafecard account, where the pack offers
 * paysafecard: the verified name and date of birth paysafecard matches (null until the
 * profile has both) and, with the simulator, its page for opening an account.
 */
async function paysafecardPayoutOf(services: Services, userId: number) {
  const runtime = paysafecardOfServices(services);
  if (!runtime || !enabledDepositCodes(services.config).includes('paysafecard')) return null;
  const kyc = await services.db
    .selectFrom('kyc_profiles')
    .select(['full_name', 'birth_date'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const named = splitFullName(kyc?.full_name ?? '') !== null;
  return {
    holderName: named ? kyc!.full_name!.trim().replace(/\s+/g, ' ') : null,
    dateOfBirth: named ? (kyc?.birth_date ?? null) : null,
    sandboxAccountUrl: runtime.simulator ? PAYSAFECARD_ACCOUNT_PATH : null,
  };
}

export async function createWithdrawal(
  services: Services,
  input: {
    userId: number;
    amountMinor: number;
    withdrawPassword: string;
    /** This HTTP request's id, for the audit log. */
    requestId: string;
    /** The client's id of the request: a retry with it answers the first withdrawal. */
    clientRequestId?: string;
    /** The player accepted giving up their bonuses (getWithdrawInfo's bonusForfeit). */
    acceptBonusForfeit?: boolean;
    /** Where it is paid: the bank card, the player's Trustly account, or paysafecard account. */
    method?: 'bank' | 'trustly' | 'paysafecard';
    /** The e-mail of the player's paysafecard account (method paysafecard). */
    paysafecardEmail?: string;
  },
): Promise<WithdrawOrder> {
  const { userId, amountMinor } = input;
  await refuseIfBlocked(services.db, userId, 'withdraw');
  await requireKycFor(services, userId, 'withdraw', amountMinor);
  if (amountMinor < WITHDRAW_MINOR_MIN) {
    throw new AppError('errors.payments.withdrawMin', {
      minMoney: minorToNumber(WITHDRAW_MINOR_MIN),
    });
  }
  if (amountMinor > WITHDRAW_MINOR_MAX) {
    throw new AppError('errors.payments.withdrawMax', {
      maxMoney: minorToNumber(WITHDRAW_MINOR_MAX),
    });
  }
  if (await hitRateLimits(services.cache, String(userId), CREATE_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
  // Named before the hold: paysafecard validates the payout under this order number first.
  const orderNo = newOrderNo('W');
  const destination =
    input.method === 'paysafecard'
      ? await paysafecardDestination(services, {
          orderNo,
          userId,
          amountMinor,
          email: input.paysafecardEmail,
        })
      : await payoutDestination(services, userId, input.method);
  const user = await services.db
    .selectFrom('users')
    .select(['mobile'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (services.config.PAYMENT_WITHDRAW_REQUIRE_PHONE && !user?.mobile) {
    throw new AppError('errors.payments.needPhone');
  }
  await requireWithdrawPassword(services, userId, input.withdrawPassword);

  const hash = requestHash({ amountMinor });
  try {
    return await services.ledger.transact('withdrawal_hold', async (tx) => {
      // One player's withdrawals queue on their user row, so two parallel requests can never
      // both pass the daily limits (the ledger already guards the balance).
      await tx.trx
        .updateTable('users')
        .set({ updated_at: tx.now })
        .where('id', '=', userId)
        .execute();
      // Looked up holding that row, so of two parallel replays the second sees the first.
      const replayed = await replayOf(tx, userId, input.clientRequestId, hash);
      if (replayed) return withdrawView(replayed);
      const day = istanbulDay(tx.now);
      const used = await usedToday(tx.trx, userId, day);
      if (used.count >= WITHDRAW_DAILY_COUNT_MAX) {
        throw new AppError('errors.payments.dailyCount', { max: WITHDRAW_DAILY_COUNT_MAX });
      }
      const dailyMaxMinor = await withdrawDailyMaxMinorOf(tx.trx, userId);
      if (used.amountMinor + amountMinor > dailyMaxMinor) {
        throw new AppError('errors.payments.dailyAmount', {
          leftMoney: minorToNumber(Math.max(0, dailyMaxMinor - used.amountMinor)),
        });
      }
      // Bonuses end before the hold, in its transaction: refused unless accepted.
      const forfeit = await forfeitBonusesForWithdrawal(
        tx,
        userId,
        input.acceptBonusForfeit === true,
      );
      const row = await tx.trx
        .insertInto('withdrawals')
        .values({
          order_no: orderNo,
          user_id: userId,
          amount_minor: amountMinor,
          status: 'pending',
          holder_name: destination.holderName,
          bank_code: destination.bankCode,
          bank_name: destination.bankName,
          iban: destination.iban,
          provider: destination.provider,
          payout_account: destination.account,
          payout_ref: destination.payoutRef ?? null,
          payout_error: null,
          fail_reason: null,
          reviewed_by: null,
          day,
          created_at: tx.now,
          updated_at: tx.now,
          request_id: input.clientRequestId ?? null,
          request_hash: input.clientRequestId ? hash : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const entry = await withdrawalHold(tx, {
        provider: destination.provider,
        orderNo,
        userId,
        amountMinor,
      });
      await writeAudit(
        tx.trx,
        {
          actorType: 'player',
          actorId: userId,
          action: 'payments.withdraw_request',
          subject: `withdraw:${orderNo}`,
          detail: {
            amount: minorToDecimal(amountMinor),
            entryId: entry.entryId,
            ...(forfeit.forfeitedMinor > 0 || forfeit.cancelledCount > 0
              ? {
                  bonusForfeited: minorToDecimal(forfeit.forfeitedMinor),
                  bonusesCancelled: forfeit.cancelledCount,
                }
              : {}),
          },
          requestId: input.requestId,
        },
        tx.now,
      );
      return withdrawView(row);
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('errors.payments.insufficient');
    }
    throw error;
  }
}

/** The Trustly account a player's withdrawals go to (the last one Trustly reported), if offered. */
export async function trustlyAccountOf(services: Pick<Services, 'db' | 'config'>, userId: number) {
  if (!enabledDepositCodes(services.config).includes('trustly')) return undefined;
  return services.db
    .selectFrom('payment_accounts')
    .selectAll()
    .where('provider', '=', 'trustly')
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

interface PayoutDestination {
  provider: string;
  account: string | null;
  /** The provider's payout made when it was asked for (paysafecard's validation). */
  payoutRef?: string;
  holderName: string;
  bankCode: string;
  bankName: string;
  iban: string;
}

/**
 * Where a withdrawal is paid. Trustly pays to the bank account the player last deposited from
 * with Trustly (its `account` notification), where the pack offers Trustly; the bank payout
 * pays to the bound bank card. Without a method, Trustly when it is offered and known.
 */
async function payoutDestination(
  services: Services,
  userId: number,
  method: 'bank' | 'trustly' | undefined,
): Promise<PayoutDestination> {
  const trustlyOffered = enabledDepositCodes(services.config).includes('trustly');
  if (method !== 'bank' && trustlyOffered) {
    const account = await trustlyAccountOf(services, userId);
    if (account) {
      return {
        provider: 'trustly',
        account: account.account_id,
        holderName: account.descriptor || 'Trustly',
        bankCode: 'TRUSTLY',
        bankName: account.bank,
        iban: (account.descriptor || `****${account.last_digits}`).slice(0, 34),
      };
    }
    if (method === 'trustly') throw new AppError('errors.payments.needTrustlyAccount');
  }
  if (method === 'trustly') throw new AppError('errors.payments.methodOff');
  const card = await findBankCard(services.db, userId);
  if (!card) throw new AppError('errors.payments.needBankCard');
  return {
    provider: PAYOUT_PROVIDER_CODE,
    account: null,
    holderName: card.holder_name,
    bankCode: card.bank_code,
    bankName: card.bank_name,
    iban: card.iban,
  };
}

/**
 * A payout to the player's paysafecard account (found by its e-mail), where the pack offers
 * paysafecard: validated with paysafecard before anything is held (./paysafecard/payouts.ts).
 */
async function paysafecardDestination(
  services: Services,
  input: { orderNo: string; userId: number; amountMinor: number; email?: string },
): Promise<PayoutDestination> {
  const runtime = paysafecardOfServices(services);
  if (!runtime || !enabledDepositCodes(services.config).includes('paysafecard')) {
    throw new AppError('errors.payments.methodOff');
  }
  const email = (input.email ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw new AppError('errors.paysafecard.payoutAccount');
  }
  const payoutRef = await runtime.validatePayout({ ...input, email });
  return {
    provider: 'paysafecard',
    account: email,
    payoutRef,
    holderName: 'paysafecard',
    bankCode: 'PSC',
    bankName: 'paysafecard',
    iban: email.slice(0, 34),
  };
}

/**
 * The withdrawal a client request id already created, or undefined; the same id with another
 * amount is refused.
 */
async function replayOf(
  tx: TxState,
  userId: number,
  clientRequestId: string | undefined,
  hash: string,
) {
  if (!clientRequestId) return undefined;
  const row = await tx.trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_id', '=', clientRequestId)
    .executeTakeFirst();
  if (row && row.request_hash !== hash) throw new AppError('errors.payments.requestIdReused');
  return row;
}

type Release = 'cancel' | 'reject';

/** Cancel (the player, their own) or reject (the operator): pending -> voided back to cash. */
export async function releaseWithdrawal(
  services: Pick<Services, 'ledger'>,
  input: { orderNo: string; how: Release; actor: string; userId?: number; reason?: string },
  /** Runs in the same transaction once released (the back-office's staff audit row). */
  inTx?: WithdrawalHook,
): Promise<Selectable<WithdrawalsTable> | null> {
  return services.ledger.transact(`withdrawal_${input.how}`, async (tx) => {
    const row = await findWithdrawal(tx, input.orderNo, input.userId);
    if (!row) return null;
    const status = input.how === 'cancel' ? 'cancelled' : 'rejected';
    const updated = await tx.trx
      .updateTable('withdrawals')
      .set({
        status,
        updated_at: tx.now,
        fail_reason: input.reason?.slice(0, 200) ?? null,
        reviewed_by: input.how === 'reject' ? input.actor : null,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return row;
    const entry = await withdrawalVoid(tx, {
      provider: row.provider,
      orderNo: row.order_no,
      userId: row.user_id,
      amountMinor: row.amount_minor,
      actor: input.actor,
      reason: input.reason,
    });
    await writeAudit(
      tx.trx,
      {
        actorType: input.how === 'cancel' ? 'player' : 'cli',
        actorId: input.actor,
        action: `payments.withdraw_${input.how}`,
        subject: `withdraw:${row.order_no}`,
        detail: { entryId: entry.entryId, reason: input.reason ?? null },
      },
      tx.now,
    );
    const after = await findWithdrawal(tx, input.orderNo);
    if (after) await inTx?.(tx.trx, row, after);
    return after;
  });
}

/** A change's before and after rows, inside the transaction that made it. */
export type WithdrawalHook = (
  trx: Transaction<DB>,
  before: Selectable<WithdrawalsTable>,
  after: Selectable<WithdrawalsTable>,
) => Promise<void>;

async function findWithdrawal(tx: TxState, orderNo: string, userId?: number) {
  let q = tx.trx.selectFrom('withdrawals').selectAll().where('order_no', '=', orderNo);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return (await q.executeTakeFirst()) ?? null;
}

/**
 * The operator approves: pending -> approved with the hold posted to the payout provider, then
 * the payout is sent; once the provider accepts it the withdrawal is paid, and if it refuses
 * the withdrawal is payout_failed (the money waits in the provider's clearing account).
 * Approving a payout_failed one again retries its payout (the provider answers the first
 * payout for the order); voidFailedPayout gives it back instead.
 */
export async function approveWithdrawal(
  services: Pick<Services, 'ledger' | 'db' | 'metrics'>,
  payout: PayoutProvider,
  input: { orderNo: string; actor: string },
): Promise<Selectable<WithdrawalsTable> | null> {
  const approved = await services.ledger.transact('withdrawal_post', async (tx) => {
    const row = await findWithdrawal(tx, input.orderNo);
    if (!row) return null;
    if (row.status === 'payout_failed') return retryPayout(tx, row, input.actor);
    const updated = await tx.trx
      .updateTable('withdrawals')
      .set({ status: 'approved', updated_at: tx.now, reviewed_by: input.actor })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      const entry = await withdrawalPost(tx, {
        provider: row.provider,
        orderNo: row.order_no,
        userId: row.user_id,
        amountMinor: row.amount_minor,
        actor: input.actor,
      });
      await writeAudit(
        tx.trx,
        {
          actorType: 'cli',
          actorId: input.actor,
          action: 'payments.withdraw_approve',
          subject: `withdraw:${row.order_no}`,
          detail: { entryId: entry.entryId, amount: minorToDecimal(row.amount_minor) },
        },
        tx.now,
      );
    }
    return findWithdrawal(tx, input.orderNo);
  });
  if (!approved || approved.status !== 'approved') return approved;
  return sendPayout(services, payout, approved);
}

/**
 * Sends an approved withdrawal's payout and records the provider's answer: paid, accepted
 * (the provider reports later), payout_failed, or the money back on a refusal. Approval calls
 * it; so does the payout sweeper (./payout-sweeper.ts) for one a crash left approved.
 */
export async function sendPayout(
  services: Pick<Services, 'ledger' | 'db' | 'metrics'>,
  payout: PayoutProvider,
  approved: Selectable<WithdrawalsTable>,
): Promise<Selectable<WithdrawalsTable> | null> {
  const result = await payout.payout({
    orderNo: approved.order_no,
    amountMinor: approved.amount_minor,
    holderName: approved.holder_name,
    iban: approved.iban,
    bankCode: approved.bank_code,
    provider: approved.provider,
    account: approved.payout_account,
    userId: approved.user_id,
    payoutRef: approved.payout_ref,
  });
  // Manual payouts: the withdrawal waits, approved, until finance marks it paid.
  if (result.status === 'manual') return approved;
  if (result.status === 'refused') {
    await services.ledger.transact('withdrawal_payout_refused', (tx) =>
      returnPayout(tx, approved, result.reason),
    );
    return findRow(services, approved.id);
  }
  const now = Date.now();
  if (result.status === 'accepted') {
    // The provider reports the outcome later (Trustly's payoutconfirmation or payoutfailed):
    // the withdrawal stays approved until then, naming the provider's order.
    await services.db
      .updateTable('withdrawals')
      .set({
        payout_ref: result.payoutRef ?? approved.payout_ref,
        payout_error: null,
        updated_at: now,
      })
      .where('id', '=', approved.id)
      .where('status', '=', 'approved')
      .execute();
    return (
      (await services.db
        .selectFrom('withdrawals')
        .selectAll()
        .where('id', '=', approved.id)
        .executeTakeFirst()) ?? null
    );
  }
  const settled = await services.db
    .updateTable('withdrawals')
    .set(
      result.status === 'sent'
        ? { status: 'paid', payout_ref: result.payoutRef, payout_error: null, updated_at: now }
        : { status: 'payout_failed', payout_error: result.reason.slice(0, 200), updated_at: now },
    )
    .where('id', '=', approved.id)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (result.status === 'sent' && Number(settled.numUpdatedRows) === 1) {
    services.metrics?.withdrawalPaid(approved.provider, approved.amount_minor);
  }
  return (
    (await services.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', approved.id)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Finance transferred an approved withdrawal by bank: approved -> paid with the bank's
 * reference, once (a conditional UPDATE), audited in the same transaction. No money moves
 * here: approval already posted the amount to the payout clearing account. Answers the row as
 * it is after and whether this call changed it, or null when there is no such order.
 */
export async function markWithdrawalPaid(
  services: Pick<Services, 'ledger' | 'metrics'>,
  input: { orderNo: string; bankRef: string; actor: string; actorType: 'cli' | 'staff' },
): Promise<{ row: Selectable<WithdrawalsTable>; changed: boolean } | null> {
  const marked = await services.ledger.transact('withdrawal_mark_paid', async (tx) => {
    const row = await findWithdrawal(tx, input.orderNo);
    if (!row) return null;
    // Trustly says itself when it paid (payoutconfirmation): nobody marks it paid by hand.
    if (row.provider === 'trustly') throw new AppError('errors.payments.payoutProviderSettles');
    const updated = await tx.trx
      .updateTable('withdrawals')
      .set({ status: 'paid', payout_ref: input.bankRef, payout_error: null, updated_at: tx.now })
      .where('id', '=', row.id)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { row, changed: false };
    await writeAudit(
      tx.trx,
      {
        actorType: input.actorType,
        actorId: input.actor,
        action: 'payments.withdraw_mark_paid',
        subject: `withdraw:${row.order_no}`,
        detail: { bankRef: input.bankRef, amount: minorToDecimal(row.amount_minor) },
      },
      tx.now,
    );
    const after = await findWithdrawal(tx, input.orderNo);
    return after && { row: after, changed: true };
  });
  if (marked?.changed)
    services.metrics?.withdrawalPaid(marked.row.provider, marked.row.amount_minor);
  return marked;
}

/** payout_failed -> approved, audited: the payout is sent again (no money moves here). */
async function retryPayout(tx: TxState, row: Selectable<WithdrawalsTable>, actor: string) {
  const updated = await tx.trx
    .updateTable('withdrawals')
    .set({ status: 'approved', updated_at: tx.now, reviewed_by: actor })
    .where('id', '=', row.id)
    .where('status', '=', 'payout_failed')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) {
    await writeAudit(
      tx.trx,
      {
        actorType: 'cli',
        actorId: actor,
        action: 'payments.withdraw_payout_retry',
        subject: `withdraw:${row.order_no}`,
        detail: { lastError: row.payout_error },
      },
      tx.now,
    );
  }
  return findWithdrawal(tx, row.order_no);
}

/**
 * The operator gives a failed payout back: payout_failed -> voided, and the amount returns from
 * the payout provider's clearing account to the player's cash, once (a conditional UPDATE and
 * the movement's key). Answers the row as it is after, or null when there is no such order.
 */
export async function voidFailedPayout(
  services: Pick<Services, 'ledger'>,
  input: { orderNo: string; actor: string; reason: string },
  /** Runs in the same transaction once voided (the back-office's staff audit row). */
  inTx?: WithdrawalHook,
): Promise<{ row: Selectable<WithdrawalsTable>; changed: boolean } | null> {
  return services.ledger.transact('withdrawal_payout_void', async (tx) => {
    const row = await findWithdrawal(tx, input.orderNo);
    if (!row) return null;
    const updated = await tx.trx
      .updateTable('withdrawals')
      .set({
        status: 'voided',
        updated_at: tx.now,
        fail_reason: input.reason.slice(0, 200),
        reviewed_by: input.actor,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'payout_failed')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { row, changed: false };
    const entry = await withdrawalPayoutVoid(tx, {
      provider: row.provider,
      orderNo: row.order_no,
      userId: row.user_id,
      amountMinor: row.amount_minor,
      actor: input.actor,
      reason: input.reason,
    });
    await writeAudit(
      tx.trx,
      {
        actorType: 'cli',
        actorId: input.actor,
        action: 'payments.withdraw_payout_void',
        subject: `withdraw:${row.order_no}`,
        detail: { entryId: entry.entryId, reason: input.reason },
      },
      tx.now,
    );
    const after = await findWithdrawal(tx, input.orderNo);
    if (after) await inTx?.(tx.trx, row, after);
    return after ? { row: after, changed: true } : null;
  });
}

async function findRow(services: Pick<Services, 'db'>, id: number) {
  return (
    (await services.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/**
 * A payout its provider will not make (Trustly's payoutfailed, a paysafecard refusal): its
 * money goes back from the provider's clearing account to the player's cash, once (a
 * conditional update of the row and the movement's own key), with the provider's reason.
 */
export async function returnPayout(
  tx: TxState,
  w: Selectable<WithdrawalsTable>,
  reason: string,
): Promise<boolean> {
  const updated = await tx.trx
    .updateTable('withdrawals')
    .set({ status: 'voided', fail_reason: reason, payout_error: reason, updated_at: tx.now })
    .where('id', '=', w.id)
    .where('status', 'in', ['approved', 'payout_failed'])
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  const actor = `provider:${w.provider}`;
  const entry = await withdrawalPayoutVoid(tx, {
    provider: w.provider,
    orderNo: w.order_no,
    userId: w.user_id,
    amountMinor: w.amount_minor,
    actor,
    reason,
  });
  await writeAudit(
    tx.trx,
    {
      actorType: 'system',
      actorId: actor,
      action: 'payments.withdraw_payout_returned',
      subject: `withdraw:${w.order_no}`,
      detail: { entryId: entry.entryId, reason },
    },
    tx.now,
  );
  return true;
}
