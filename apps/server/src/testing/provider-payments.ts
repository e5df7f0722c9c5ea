// One set-up for the provider payment tests (Trustly, paysafecard, their settlement reports,
// payouts and races): an app in a euro pack whose Trustly and paysafecard run against the
// sandbox's simulators, notifications sent at once and no automatic sandbox payments, and
// the reads those tests share (an order's row, its notification history, its entries).
import { afterAll, beforeAll, expect } from 'vitest';
import { createRechargeOrder } from '@talih/contracts/payments.ts';
import type { Backend, TestApp } from './backends.ts';
import { openTestApp } from './backends.ts';
import { answer } from './calls.ts';
import { euroPackFile } from './payments.ts';
import { listAlerts } from '../modules/risk/alerts.ts';
import { paysafecardOf } from '../modules/payments/paysafecard/provider.ts';
import { TRUSTLY_NOTIFICATION_PATH } from '../modules/payments/trustly/notifications.ts';
import { trustlySimulatorOf } from '../modules/payments/trustly/provider.ts';

/** The environment of a provider test: a euro pack, both simulators, nothing automatic. */
export function providerTestEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    JURISDICTION: euroPackFile('EUR'),
    TRUSTLY_ADAPTER: 'simulator',
    PAYSAFECARD_ADAPTER: 'simulator',
    PAYMENT_SANDBOX_DELAY_MS: '0',
    PAYMENT_SANDBOX_AUTO: 'false',
    ...overrides,
  };
}

/** The reads and actions provider tests share, over an app opened elsewhere. */
export function providerReads<T extends TestApp>(app: () => T) {
  const db = () => app().database.db;
  const orderRow = (orderNo: string) =>
    db()
      .selectFrom('deposit_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
  return {
    db,
    orderRow,
    withdrawalRow: (orderNo: string) =>
      db()
        .selectFrom('withdrawals')
        .selectAll()
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow(),
    /** An order's notifications, as kind and outcome, in the order they were recorded. */
    history: (orderNo: string) =>
      db()
        .selectFrom('payment_notifications')
        .select(['kind', 'outcome'])
        .where('order_no', '=', orderNo)
        .orderBy('id')
        .execute(),
    /** The journal entries of a deposit order (its credit, reversals, refunds). */
    entriesOf: (orderNo: string) =>
      db()
        .selectFrom('journal_entries')
        .select(['kind', 'amount_minor'])
        .where('idempotency_key', 'like', `deposit:${orderNo}%`)
        .orderBy('id')
        .execute(),
    alertsOf: async (userId: number, kind: string) =>
      (await listAlerts(db(), { status: 'all', limit: 500 })).filter(
        (a) => a.userId === userId && a.kind === kind,
      ),
    /** A deposit order with a provider: its view, its row and the provider's reference. */
    async deposit(token: string, method: 'trustly' | 'paysafecard', amount: number) {
      const res = await answer(app(), createRechargeOrder, { amount, method }, { session: token });
      expect(res.state, res.msg).toBe('200');
      const row = await orderRow(res.resultData.orderId);
      return { view: res.resultData, row, ref: row.provider_ref! };
    },
    /** POSTs a body to Trustly's notification endpoint as Trustly does. */
    postTrustly: (body: string) =>
      app().app.inject({
        method: 'POST',
        url: TRUSTLY_NOTIFICATION_PATH,
        headers: { 'content-type': 'application/json' },
        payload: body,
      }),
    trustlySim: () => trustlySimulatorOf(app().app),
    paysafecard: () => paysafecardOf(app().app),
  };
}

/**
 * Opens the app before the describe block's tests and closes it after: `fixture.t` is the
 * app, the rest the shared reads.
 */
export function useProviderApp<T extends TestApp = TestApp>(
  backend: Backend,
  overrides: Record<string, string> = {},
  open: (backend: Backend, env: Record<string, string>) => Promise<T> = openTestApp as never,
) {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open(backend, providerTestEnv(overrides));
  });
  afterAll(() => opened?.dispose());
  const app = () => {
    if (!opened) throw new Error('the provider test app is not open yet');
    return opened;
  };
  return {
    get t(): T {
      return app();
    },
    ...providerReads(app),
  };
}
