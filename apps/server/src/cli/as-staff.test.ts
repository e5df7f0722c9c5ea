// `talih deposits|withdrawals|credit ... --as <staff name>` on both databases: the command runs
// the back-office staff call as that staff member (permission checked, four-eyes, staff audit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../areas.ts';
import { backends } from '../testing/backends.ts';
import {
  TEST_PAYMENT_SECRETS,
  seedBankAccounts,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../testing/payments.ts';
import { createPlayer } from '../testing/players.ts';
import { openBackofficeTest, staffClient, type BackofficeTest } from '../testing/staff.ts';
import { adjustBalance } from './adjust.ts';
import { paymentsCommand } from './payments.ts';
import { call as callApi } from '../testing/calls.ts';
import {
  createRechargeOrder as createRechargeOrderCall,
  createWithdraw,
} from '@talih/contracts/payments.ts';

for (const backend of backends()) {
  describe(`operator commands --as a staff member on ${backend.name}`, () => {
    let t: BackofficeTest;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, {
        ...TEST_PAYMENT_SECRETS,
        PAYMENT_SANDBOX_AUTO: 'false',
        FOUR_EYES_WITHDRAWAL_MINOR: '100000',
      });
      await seedBankAccounts(t);
    });
    afterAll(() => t.dispose());

    const run = async (fn: (o: (l: string) => void, e: (l: string) => void) => Promise<number>) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await fn(
        (l) => out.push(l),
        (l) => err.push(l),
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const staffRows = (objectId: string) =>
      t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'staff_name'])
        .where('object_id', '=', objectId)
        .orderBy('seq')
        .execute();

    it('confirms a havale by its reference as finance, in the staff audit log', async () => {
      const finance = await staffClient(t, 'finance');
      const p = await createPlayer(t);
      const order = await callApi(
        t,
        createRechargeOrderCall,
        { method: 'havale', amount: 120 },
        { session: p.token },
      );
      const as = { name: finance.name, config: t.config, areas: AREAS };
      const args = {
        area: 'deposits' as const,
        action: 'confirm',
        id: order.orderId,
        status: undefined,
        reason: undefined,
        payoutAdapter: 'sandbox' as const,
        as,
      };
      const missing = await run((o, e) => paymentsCommand(t.database, t.cache, args, o, e));
      expect(missing).toMatchObject({ code: 2 });
      const ok = await run((o, e) =>
        paymentsCommand(t.database, t.cache, { ...args, reference: order.reference }, o, e),
      );
      expect(ok.code).toBe(0);
      expect(ok.out).toContain('"status":"confirmed"');
      expect(await staffRows(order.orderId)).toEqual([
        { action: 'deposit.confirm', staff_name: finance.name },
      ]);
    });

    it('refuses a staff member without the permission, and waits for a second approver above the threshold', async () => {
      const support = await staffClient(t, 'support');
      const finance = await staffClient(t, 'finance');
      const p = await withdrawingPlayer(t, 5000_00);
      const w = await callApi(
        t,
        createWithdraw,
        { amount: 2000, withdrawPassword: WITHDRAW_PASSWORD },
        { session: p.token },
      );
      const args = (name: string) => ({
        area: 'withdrawals' as const,
        action: 'approve',
        id: w.orderId,
        status: undefined,
        reason: undefined,
        payoutAdapter: 'sandbox' as const,
        as: { name, config: t.config, areas: AREAS },
      });
      const refused = await run((o, e) =>
        paymentsCommand(t.database, t.cache, args(support.name), o, e),
      );
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('lacks the permission withdrawals.approve');
      const waits = await run((o, e) =>
        paymentsCommand(t.database, t.cache, args(finance.name), o, e),
      );
      expect(waits.code).toBe(0);
      expect(waits.out).toContain('"status":"pending"');
      const row = await t.database.db
        .selectFrom('withdrawals')
        .select('status')
        .where('order_no', '=', w.orderId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
    });

    it('credits as finance through the back-office adjustment (staff audit, staff actor)', async () => {
      const finance = await staffClient(t, 'finance');
      const p = await createPlayer(t);
      const res = await run((o, e) =>
        adjustBalance(
          t.database,
          t.cache,
          {
            direction: 'credit',
            userId: String(p.userId),
            amount: '25.50',
            reason: 'goodwill',
            key: `cli-as-${p.userId}`,
            as: { name: finance.name, config: t.config, areas: AREAS },
          },
          o,
          e,
        ),
      );
      expect(res.code).toBe(0);
      expect(res.out).toContain('"cashMinor":2550');
      expect(await staffRows(String(p.userId))).toContainEqual({
        action: 'player.adjust.credit',
        staff_name: finance.name,
      });
    });
  });
}
