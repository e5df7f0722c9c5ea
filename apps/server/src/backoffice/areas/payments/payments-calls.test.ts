// The players and payments staff calls over HTTP on the back-office app, on both databases:
// role-specific refusals, each action in the staff audit log, and four-eyes: a withdrawal and
// an adjustment above the threshold wait for a second staff member (never the requester), then
// run once, audited under both names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import {
  TEST_PAYMENT_SECRETS,
  seedBankAccounts,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../../../testing/payments.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { call as callApi, staffAnswer, totalAssetsOf } from '../../../testing/calls.ts';
import { adjustPlayer, getPlayer, searchPlayers } from '@talih/contracts/backoffice/players.ts';
import {
  createRechargeOrder as createRechargeOrderCall,
  createWithdraw,
} from '@talih/contracts/payments.ts';
import { approveWithdrawal, withdrawalQueue } from '@talih/contracts/backoffice/payments.ts';

/** The approval a four-eyes call waits on (null when the call went through at once). */
const approvalOf = (r: { status: string }) =>
  'approvalId' in r && typeof r.approvalId === 'number' ? r.approvalId : null;

for (const backend of backends()) {
  describe(`players and payments staff calls on ${backend.name}`, () => {
    let t: BackofficeTest;
    let finance: StaffClient;
    let finance2: StaffClient;
    let support: StaffClient;
    let risk: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, {
        ...TEST_PAYMENT_SECRETS,
        PAYMENT_SANDBOX_AUTO: 'false',
        FOUR_EYES_WITHDRAWAL_MINOR: '100000',
        FOUR_EYES_ADJUSTMENT_MINOR: '100000',
      });
      await seedBankAccounts(t);
      finance = await staffClient(t, 'finance');
      finance2 = await staffClient(t, 'finance');
      support = await staffClient(t, 'support');
      risk = await staffClient(t, 'risk');
    });
    afterAll(() => t.dispose());
    const auditRows = async (objectType: string, objectId: string) =>
      t.database.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('object_type', '=', objectType)
        .where('object_id', '=', objectId)
        .orderBy('seq')
        .execute();

    it('support reads players and writes notes, but may not block, adjust or touch payments', async () => {
      const p = await createPlayer(t, 1000);
      const found = await staffAnswer(support, searchPlayers, {
        query: String(p.userId),
      });
      expect(found.resultData.rows.map((r) => r.userId)).toContain(p.userId);
      const profile = await staffAnswer(support, getPlayer, { userId: p.userId });
      expect(profile.resultData).toMatchObject({
        cashMinor: 1000,
        limits: {
          withdrawDailyUsedMinor: 0,
          withdrawDailyUsedCount: 0,
          withdrawMinMinor: 10000,
        },
      });
      expect(
        (await support.call('/players/addNote', { userId: p.userId, body: 'aradı' })).state,
      ).toBe('200');
      const refused = [
        await support.call('/players/blocks', {
          userId: p.userId,
          block: ['bet'],
          reason: 'deneme',
        }),
        await support.call('/players/adjust', {
          userId: p.userId,
          direction: 'credit',
          amountMinor: 100,
          reason: 'deneme',
          requestKey: 'support-try-1',
        }),
        await support.call('/payments/deposits', {}),
        await risk.call('/payments/withdrawals/approve', { orderNo: 'W2611260000AAAA' }),
      ];
      for (const r of refused) expect(r.state).not.toBe('200');
      expect(refused[0]!.msg).toBe(refused[1]!.msg);
    });

    it('risk blocks betting; the player is refused; the block is audited with the reason', async () => {
      const p = await createPlayer(t, 1000);
      const res = await risk.call('/players/blocks', {
        userId: p.userId,
        block: ['bet'],
        reason: 'problem gambling report',
      });
      expect(res).toMatchObject({ state: '200', resultData: { after: { blocks: ['bet'] } } });
      const launch = await t.call(
        '/labelGame/getGameUrlByGame',
        { gameId: 1, isReal: 1 },
        { token: p.token },
      );
      expect(launch.state).not.toBe('200');
      const rows = await auditRows('player', String(p.userId));
      expect(rows.map((r) => [r.action, r.staff_name, r.reason])).toEqual([
        ['player.blocks', risk.name, 'problem gambling report'],
      ]);
    });

    it('a havale is confirmed by its reference through the call, once, and audited', async () => {
      const p = await createPlayer(t);
      const order = await callApi(
        t,
        createRechargeOrderCall,
        { method: 'havale', amount: 300 },
        { session: p.token },
      );
      const wrong = await finance.call('/payments/deposits/confirm', {
        orderNo: order.orderId,
        reference: 'TLHXXXXXXX',
      });
      expect(wrong.msg).toBe(
        'Girdiğiniz referans bu yatırım talebinin referansıyla eşleşmiyor. Banka hareketindeki açıklamayı kontrol edin.',
      );
      const ok = await finance.call('/payments/deposits/confirm', {
        orderNo: order.orderId,
        reference: order.reference,
      });
      expect(ok).toMatchObject({ state: '200', resultData: { status: 'confirmed' } });
      expect(await totalAssetsOf(t, p.token)).toBe(300);
      const rows = await auditRows('deposit', order.orderId);
      expect(rows.map((r) => r.action)).toEqual(['deposit.confirm']);
    });

    it('a withdrawal above the threshold waits; the requester cannot approve it; a second one pays it once', async () => {
      const p = await withdrawingPlayer(t, 5000_00);
      const w = await callApi(
        t,
        createWithdraw,
        { amount: 2000, withdrawPassword: WITHDRAW_PASSWORD },
        { session: p.token },
      );
      const asked = await staffAnswer(finance, approveWithdrawal, {
        orderNo: w.orderId,
      });
      expect(asked.resultData.status).toBe('pending');
      const again = await staffAnswer(finance, approveWithdrawal, {
        orderNo: w.orderId,
      });
      expect(approvalOf(again.resultData)).toBe(approvalOf(asked.resultData));
      const queue = await staffAnswer(finance, withdrawalQueue, {});
      expect(queue.resultData.rows.find((r) => r.orderNo === w.orderId)).toMatchObject({
        status: 'pending',
        approvalId: approvalOf(asked.resultData),
      });
      const own = await finance.call('/approvals/decide', {
        id: approvalOf(asked.resultData),
        decision: 'approve',
        reason: '',
      });
      expect(own.state).not.toBe('200');
      const second = await finance2.call('/approvals/decide', {
        id: approvalOf(asked.resultData),
        decision: 'approve',
        reason: '',
      });
      expect(second.state).toBe('200');
      const paid = await t.database.db
        .selectFrom('withdrawals')
        .select('status')
        .where('order_no', '=', w.orderId)
        .executeTakeFirstOrThrow();
      expect(paid.status).toBe('paid');
      expect(await totalAssetsOf(t, p.token)).toBe(3000);
      const rows = await auditRows('withdrawal', w.orderId);
      const approve = rows.find((r) => r.action === 'withdrawal.approve');
      // Run by the second staff member, with the requester's name beside it.
      expect(approve).toMatchObject({ staff_name: finance2.name, second_staff_name: finance.name });
    });

    it('an adjustment within the threshold runs at once; above it waits for a second approver', async () => {
      const p = await createPlayer(t, 1000);
      const small = await finance.call('/players/adjust', {
        userId: p.userId,
        direction: 'credit',
        amountMinor: 500,
        reason: 'goodwill',
        requestKey: `small-key-${p.userId}`,
      });
      expect(small).toMatchObject({
        state: '200',
        resultData: { status: 'done', cashMinor: 1500 },
      });
      const big = await staffAnswer(finance, adjustPlayer, {
        userId: p.userId,
        direction: 'credit',
        amountMinor: 200_000,
        reason: 'jackpot correction',
        requestKey: `big-key-${p.userId}`,
      });
      expect(big.resultData.status).toBe('pending');
      expect(await totalAssetsOf(t, p.token)).toBe(15);
      expect(
        (
          await finance2.call('/approvals/decide', {
            id: approvalOf(big.resultData),
            decision: 'approve',
            reason: '',
          })
        ).state,
      ).toBe('200');
      expect(await totalAssetsOf(t, p.token)).toBe(2015);
    });

    it('finance saves method limits (audited) and the player deposit call obeys them', async () => {
      const p = await createPlayer(t);
      const saved = await finance.call('/payments/methods/save', {
        method: 'havale',
        minMinor: 100_00,
        maxMinor: 900_00,
        enabled: true,
        reason: 'bank limit',
      });
      expect(saved).toMatchObject({
        state: '200',
        resultData: { minMinor: 10000, maxMinor: 90000, updatedBy: finance.name },
      });
      const bad = await finance.call('/payments/methods/save', {
        method: 'havale',
        minMinor: 900_00,
        maxMinor: 100_00,
        enabled: true,
        reason: 'typo',
      });
      expect(bad.msg).toBe('En düşük tutar en yüksek tutardan büyük olamaz.');
      const refused = await t.call(
        '/recharge/createRechargeOrder',
        { method: 'havale', amount: 950 },
        { token: p.token },
      );
      expect(refused.msg).toBe('Tek seferde en fazla ₺900,00 yatırabilirsiniz.');
      expect((await auditRows('payment_method', 'havale')).map((r) => r.action)).toEqual([
        'payment_method.save',
      ]);
      expect(
        (
          await support.call('/payments/methods/save', {
            method: 'havale',
            minMinor: 100,
            maxMinor: 200,
            enabled: true,
            reason: 'x y z',
          })
        ).state,
      ).not.toBe('200');
      await finance.call('/payments/methods/save', {
        method: 'havale',
        minMinor: 50_00,
        maxMinor: 50_000_00,
        enabled: true,
        reason: 'back',
      });
    });
  });
}
