// Deposit settlement as a property, on both databases: whatever mix of provider events
// (paid, failed, expired, replays, wrong amounts, forged) and operator actions arrives, in any
// order and partly in parallel, an order is credited at most once, exactly when it ends
// confirmed, and the ledger reconciles. The reconcile checks also catch a payment table that
// disagrees with the journal.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRechargeOrder, orderRecordDetail } from '@talih/contracts/payments.ts';
import { reconcile } from '../../testing/reconcile.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { call, totalAssetsOf } from '../../testing/calls.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import { createPlayer } from '../../testing/players.ts';
import { seedBankAccounts, sendWebhook, TEST_PAYMENT_SECRETS } from '../../testing/payments.ts';
import { settleDeposit } from './deposits.ts';

type Step =
  | { kind: 'event'; status: 'paid' | 'failed' | 'expired'; eventId: number; wrongAmount: boolean }
  | { kind: 'forged' }
  | { kind: 'operator'; outcome: 'confirm' | 'reject' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('event' as const),
    status: fc.constantFrom('paid' as const, 'failed' as const, 'expired' as const),
    // Few ids, so replays of one event are common.
    eventId: fc.integer({ min: 1, max: 4 }),
    wrongAmount: fc.boolean(),
  }),
  fc.constant({ kind: 'forged' as const }),
  fc.record({
    kind: fc.constant('operator' as const),
    outcome: fc.constantFrom('confirm' as const, 'reject' as const),
  }),
);

for (const backend of backends()) {
  describe(`deposit settlement properties on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' });
      await seedBankAccounts(t);
    });
    afterAll(() => t.dispose());

    const run = (orderId: string, s: Step, tag: string) => {
      switch (s.kind) {
        case 'event':
          return sendWebhook(t, 'havale', {
            orderId,
            status: s.status,
            amount: s.wrongAmount ? '1.00' : '100.00',
            // An event id is the provider's: the same id always carries the same event.
            eventId: `${tag}-${s.eventId}-${s.status}-${s.wrongAmount}`,
          });
        case 'forged':
          return sendWebhook(
            t,
            'havale',
            { orderId, status: 'paid', amount: '100.00' },
            'forged-secret-0123456789',
          );
        case 'operator':
          return settleDeposit(t.app.talih.services, {
            orderNo: orderId,
            outcome: s.outcome,
            actor: 'property',
            actorType: 'cli',
            reason: 'property test',
          });
      }
    };

    it('credits at most once, exactly when the order ends confirmed', async () => {
      let round = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
          async (batches) => {
            round++;
            const p = await createPlayer(t);
            const order = await call(t, createRechargeOrder, { amount: 100 }, { session: p.token });
            // Batches in order; the steps of one batch in parallel.
            for (const batch of batches) {
              await Promise.all(batch.map((s) => run(order.orderId, s, `r${round}`)));
            }
            const final = await call(
              t,
              orderRecordDetail,
              { orderId: order.orderId },
              { session: p.token },
            );
            const balance = await totalAssetsOf(t, p.token);
            expect(balance).toBe(final.status === 'confirmed' ? 100 : 0);
            const credits = await t.database.db
              .selectFrom('journal_entries')
              .select('id')
              .where('idempotency_key', '=', `deposit:${order.orderId}`)
              .execute();
            expect(credits).toHaveLength(final.status === 'confirmed' ? 1 : 0);
          },
        ),
        { numRuns: 25 },
      );
      await expectReconciled(t);
    });

    it('reconcile names a deposit marked confirmed that was never credited', async () => {
      const p = await createPlayer(t);
      const order = await call(t, createRechargeOrder, { amount: 100 }, { session: p.token });
      await t.database.db
        .updateTable('deposit_orders')
        .set({ status: 'confirmed' })
        .where('order_no', '=', order.orderId)
        .execute();
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      // Named twice: by the order's own check and by its provider's clearing account.
      expect(violations).toBe(2);
      expect(lines.join('\n')).toContain(
        `deposit ${order.orderId} is confirmed but was never credited`,
      );
      expect(lines.join('\n')).toMatch(/payment clearing of havale is -\d+, its orders say -\d+/);
      // Put it back, so the app's database stays whole for the other tests.
      await t.database.db
        .updateTable('deposit_orders')
        .set({ status: 'pending' })
        .where('order_no', '=', order.orderId)
        .execute();
    });
  });
}
