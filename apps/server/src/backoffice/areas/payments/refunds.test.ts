// Refunds of provider deposits on both databases: one finance member asks, a second approves
// (never the first), and only then is the amount held from the player and sent to Trustly
// (Refund, final on its debit notification flagged refund) or paysafecard (refund, final in its
// answer). Full and partial refunds; more than the deposit refused; replays of the request, the
// approval and the notifications change nothing; a provider's refusal or cancel gives the money
// back once; two refunds racing for the same money pay once; a refund left held is a reconcile
// violation; the CLI asks as a named staff member.
import { describe, expect, it } from 'vitest';
import { decideApproval } from '@talih/contracts/backoffice/approvals.ts';
import { providerPayments, requestRefund } from '@talih/contracts/backoffice/payments.ts';
import { runCli } from '../../../cli/talih.ts';
import { newRefundNo, startRefund, type StartRefund } from '../../../modules/payments/refunds.ts';
import { backends } from '../../../testing/backends.ts';
import { staffAnswer } from '../../../testing/calls.ts';
import { balanceOf, expectReconciled } from '../../../testing/ledger.ts';
import { withdrawingPlayer } from '../../../testing/payments.ts';
import { useProviderApp } from '../../../testing/provider-payments.ts';
import { reconcile } from '../../../testing/reconcile.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type StaffClient,
} from '../../../testing/staff.ts';

for (const backend of backends()) {
  describe(`deposit refunds on ${backend.name}`, () => {
    const f = useProviderApp(backend, {}, openBackofficeTest);
    let asker: StaffClient;
    let approver: StaffClient;

    const refundRow = (refundNo: string) =>
      f
        .db()
        .selectFrom('deposit_refunds')
        .selectAll()
        .where('refund_no', '=', refundNo)
        .executeTakeFirstOrThrow();
    const refundsOf = (orderNo: string) =>
      f
        .db()
        .selectFrom('deposit_refunds')
        .select(['amount_minor', 'status', 'failure', 'requested_by', 'approved_by'])
        .where('order_no', '=', orderNo)
        .orderBy('id')
        .execute();

    /** A player with a credited deposit of `amount` euros through `method`. */
    async function credited(method: 'trustly' | 'paysafecard', amount: number) {
      asker ??= await staffClient(f.t, 'finance');
      approver ??= await staffClient(f.t, 'finance');
      const p = await withdrawingPlayer(f.t, 0, false);
      const d = await f.deposit(p.token, method, amount);
      if (method === 'trustly') f.trustlySim().decide(d.ref, 'credit');
      else f.paysafecard().simulator!.authorize(d.ref);
      await f.trustlySim().idle();
      await f.paysafecard().simulator!.idle();
      expect(await balanceOf(f.t, p.userId)).toBe(amount * 100);
      return { p, orderNo: d.row.order_no, ref: d.ref };
    }

    /** Asks (asker) and approves (approver): answers the approval's outcome. */
    async function refund(orderNo: string, amountMinor: number, email: string | null = null) {
      const asked = await staffAnswer(asker, requestRefund, {
        orderNo,
        amountMinor,
        email,
        reason: 'player asked for it back',
      });
      expect(asked.state, asked.msg).toBe('200');
      const decided = await staffAnswer(approver, decideApproval, {
        id: asked.resultData.approvalId,
        decision: 'approve',
      });
      await f.trustlySim().idle();
      return { asked, decided };
    }

    it('a full Trustly refund: nothing moves until a second member approves; final on the refund debit', async () => {
      const { p, orderNo, ref } = await credited('trustly', 100);
      const asked = await staffAnswer(asker, requestRefund, {
        orderNo,
        amountMinor: 100_00,
        email: null,
        reason: 'player asked for it back',
      });
      expect(asked.state, asked.msg).toBe('200');
      expect(asked.resultData.status).toBe('pending');
      expect(await balanceOf(f.t, p.userId)).toBe(100_00);
      // Asking again answers the same request; the asker cannot approve it.
      const again = await staffAnswer(asker, requestRefund, {
        orderNo,
        amountMinor: 100_00,
        email: null,
        reason: 'player asked for it back',
      });
      expect(again.resultData.approvalId).toBe(asked.resultData.approvalId);
      const own = await staffAnswer(asker, decideApproval, {
        id: asked.resultData.approvalId,
        decision: 'approve',
      });
      expect(own.state).toBe('500');
      expect(await refundsOf(orderNo)).toEqual([]);

      f.trustlySim().setRefundScript('debit');
      const decided = await staffAnswer(approver, decideApproval, {
        id: asked.resultData.approvalId,
        decision: 'approve',
      });
      expect(decided.state, decided.msg).toBe('200');
      await f.trustlySim().idle();
      expect(await refundsOf(orderNo)).toEqual([
        {
          amount_minor: 100_00,
          status: 'refunded',
          failure: null,
          requested_by: asker.name,
          approved_by: approver.name,
        },
      ]);
      expect(await balanceOf(f.t, p.userId)).toBe(0);
      expect(f.trustlySim().refunds()).toEqual([
        { orderId: ref, amount: '100.00', outcome: 'debited' },
      ]);
      expect((await f.history(orderNo)).slice(-2)).toEqual([
        { kind: 'pending', outcome: 'refund_pending' },
        { kind: 'debit', outcome: 'refunded' },
      ]);
      const row = await f.orderRow(orderNo);
      expect([row.refunded_minor, row.reversed_minor, row.status]).toEqual([
        100_00,
        0,
        'confirmed',
      ]);
      // The approval again, and nothing is left to refund.
      const twice = await staffAnswer(approver, decideApproval, {
        id: asked.resultData.approvalId,
        decision: 'approve',
      });
      expect(twice.state).toBe('500');
      const more = await staffAnswer(asker, requestRefund, {
        orderNo,
        amountMinor: 1,
        email: null,
        reason: 'one cent more',
      });
      expect(more.msg).toBe('İade tutarı, iade edilebilecek tutarı (0.00) aşamaz.');
      const view = await staffAnswer(approver, providerPayments, {
        provider: 'trustly',
        page: 1,
        pageSize: 50,
      });
      const shown = view.resultData.rows.find((r) => r.orderNo === orderNo)!;
      expect([shown.refundedMinor, shown.refundableMinor, shown.refunds.length]).toEqual([
        100_00, 0, 1,
      ]);
      await expectReconciled(f.t);
    });

    it('partial paysafecard refunds up to the deposit; more than is left is refused', async () => {
      const { p, orderNo, ref } = await credited('paysafecard', 80);
      const noEmail = await staffAnswer(asker, requestRefund, {
        orderNo,
        amountMinor: 30_00,
        email: null,
        reason: 'partial refund',
      });
      expect(noEmail.msg).toBe(
        'paysafecard iadesi için oyuncunun paysafecard hesabının e-posta adresini girin.',
      );
      const over = await staffAnswer(asker, requestRefund, {
        orderNo,
        amountMinor: 80_01,
        email: 'p@psc.example',
        reason: 'too much',
      });
      expect(over.msg).toBe('İade tutarı, iade edilebilecek tutarı (80.00) aşamaz.');
      await refund(orderNo, 30_00, 'p@psc.example');
      expect(await balanceOf(f.t, p.userId)).toBe(50_00);
      expect(f.paysafecard().simulator!.refundedOf(ref)).toBe(30);
      await refund(orderNo, 50_00, 'p@psc.example');
      expect(await balanceOf(f.t, p.userId)).toBe(0);
      expect(f.paysafecard().simulator!.refundedOf(ref)).toBe(80);
      expect((await refundsOf(orderNo)).map((r) => [r.amount_minor, r.status])).toEqual([
        [30_00, 'refunded'],
        [50_00, 'refunded'],
      ]);
      expect((await f.orderRow(orderNo)).refunded_minor).toBe(80_00);
      await expectReconciled(f.t);
    });

    it('a provider refusal or cancel gives the held money back once', async () => {
      const psc = await credited('paysafecard', 55);
      f.paysafecard().simulator!.refuseNextRefund('CUSTOMER_NOT_FOUND');
      const { decided } = await refund(psc.orderNo, 55_00, 'nobody@psc.example');
      expect(decided.state, decided.msg).toBe('200');
      expect(await refundsOf(psc.orderNo)).toMatchObject([
        {
          status: 'returned',
          failure:
            'paysafecard 404 CUSTOMER_NOT_FOUND: No customer account found by provided credentials.',
        },
      ]);
      expect(await balanceOf(f.t, psc.p.userId)).toBe(55_00);
      expect((await f.orderRow(psc.orderNo)).refunded_minor).toBe(0);
      expect(f.paysafecard().simulator!.refundedOf(psc.ref)).toBe(0);

      const tr = await credited('trustly', 60);
      f.trustlySim().setRefundScript('cancel');
      await refund(tr.orderNo, 60_00);
      f.trustlySim().setRefundScript('debit');
      expect(await refundsOf(tr.orderNo)).toMatchObject([
        {
          status: 'returned',
          failure: 'Trustly cancelled the refund: REFUND_FAILED',
        },
      ]);
      expect(await balanceOf(f.t, tr.p.userId)).toBe(60_00);
      // The cancel sent again changes nothing.
      const body = f.trustlySim().notification('cancel', tr.ref, { refund: '1' });
      expect((await f.postTrustly(body)).statusCode).toBe(200);
      expect(await balanceOf(f.t, tr.p.userId)).toBe(60_00);
      const returned = await f
        .db()
        .selectFrom('journal_entries')
        .select('kind')
        .where('kind', '=', 'refund_void')
        .where('user_id', '=', tr.p.userId)
        .execute();
      expect(returned).toHaveLength(1);
      await expectReconciled(f.t);
    });

    it('replayed refund notifications and a replayed approval move nothing twice', async () => {
      const { p, orderNo, ref } = await credited('trustly', 50);
      f.trustlySim().setRefundScript('held');
      await refund(orderNo, 20_00);
      f.trustlySim().setRefundScript('debit');
      const [held] = await f
        .db()
        .selectFrom('deposit_refunds')
        .selectAll()
        .where('order_no', '=', orderNo)
        .execute();
      expect([held!.status, held!.provider_state]).toEqual(['held', 'pending']);
      expect(await balanceOf(f.t, p.userId)).toBe(30_00);
      // While it waits, no second refund of the deposit starts.
      const second = await staffAnswer(asker, requestRefund, {
        orderNo,
        amountMinor: 10_00,
        email: null,
        reason: 'second one',
      });
      expect(second.msg).toBe(
        'Bu yatırımın sağlayıcı yanıtını bekleyen bir iadesi var. Yanıt geldikten sonra yeniden deneyin.',
      );
      const debit = f.trustlySim().notification('debit', ref, { refund: '1', amount: '20.00' });
      const answers = await Promise.all([1, 2, 3].map(() => f.postTrustly(debit)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect((await refundRow(held!.refund_no)).status).toBe('refunded');
      expect(await balanceOf(f.t, p.userId)).toBe(30_00);
      // The executor run again with the same refund number answers the refund as it stands.
      const services = f.t.app.talih.services;
      const again = await startRefund(services, {
        refundNo: held!.refund_no,
        orderNo,
        amountMinor: 20_00,
        email: null,
        reason: 'replay',
        requestedBy: asker.name,
        approvedBy: approver.name,
      });
      expect(again.status).toBe('refunded');
      expect(await balanceOf(f.t, p.userId)).toBe(30_00);
      expect((await f.orderRow(orderNo)).refunded_minor).toBe(20_00);
      await expectReconciled(f.t);
    });

    it('two refunds racing for the same money: one is paid, the other refused', async () => {
      const services = f.t.app.talih.services;
      for (const method of ['paysafecard', 'trustly'] as const) {
        const { p, orderNo, ref } = await credited(method, 70);
        const base: Omit<StartRefund, 'refundNo'> = {
          orderNo,
          amountMinor: 70_00,
          email: method === 'paysafecard' ? 'p@psc.example' : null,
          reason: 'race',
          requestedBy: asker.name,
          approvedBy: approver.name,
        };
        const results = await Promise.allSettled([
          startRefund(services, { ...base, refundNo: newRefundNo() }),
          startRefund(services, { ...base, refundNo: newRefundNo() }),
        ]);
        await f.trustlySim().idle();
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(String(refused.reason)).toMatch(/refundInFlight|refundTooMuch/);
        expect(await balanceOf(f.t, p.userId)).toBe(0);
        expect((await refundsOf(orderNo)).map((r) => r.status)).toEqual(['refunded']);
        if (method === 'paysafecard') {
          expect(f.paysafecard().simulator!.refundedOf(ref)).toBe(70);
        } else {
          expect(
            f
              .trustlySim()
              .refunds()
              .filter((r) => r.orderId === ref),
          ).toHaveLength(1);
        }
      }
      await expectReconciled(f.t);
    });

    it('a player whose cash is gone: refused, nothing held; a refund left held is a violation', async () => {
      const spent = await credited('paysafecard', 50);
      await f
        .db()
        .updateTable('ledger_accounts')
        .set({ balance_minor: 0 })
        .where('kind', '=', 'player_cash')
        .where('owner', '=', String(spent.p.userId))
        .execute();
      const { decided } = await refund(spent.orderNo, 50_00, 'p@psc.example');
      expect(decided.msg).toBe('Oyuncunun bakiyesi bu iadeyi karşılamıyor; hiçbir şey değişmedi.');
      expect(await refundsOf(spent.orderNo)).toEqual([]);
      expect((await f.orderRow(spent.orderNo)).refunded_minor).toBe(0);
      await f
        .db()
        .updateTable('ledger_accounts')
        .set({ balance_minor: 50_00 })
        .where('kind', '=', 'player_cash')
        .where('owner', '=', String(spent.p.userId))
        .execute();

      const { orderNo } = await credited('trustly', 50);
      f.trustlySim().setRefundScript('held');
      await refund(orderNo, 10_00);
      f.trustlySim().setRefundScript('debit');
      const [held] = await refundsOf(orderNo);
      expect(held!.status).toBe('held');
      await expectReconciled(f.t);
      const lines: string[] = [];
      const late = await reconcile(f.t.database, (l) => lines.push(l), {
        withdrawStuckHours: 1,
        now: Date.now() + 2 * 3600_000,
      });
      const stuck = late.checks.find(
        (c) => c.name === 'refunds: no refund waits for its provider (held) past the threshold',
      );
      expect(stuck?.ok).toBe(false);
      expect(stuck?.sample.join('\n')).toContain(`of deposit ${orderNo} (trustly,`);
      expect(stuck?.sample.join('\n')).toContain('is held (pending) since');
      // Trustly's debit comes at last: clean again.
      const sim = f.trustlySim();
      const ref = (await f.orderRow(orderNo)).provider_ref!;
      await f.postTrustly(sim.notification('debit', ref, { refund: '1', amount: '10.00' }));
      await expectReconciled(f.t, { withdrawStuckHours: 1, now: Date.now() + 2 * 3600_000 });
    });

    it('support may not ask for a refund; the CLI asks as a named finance member', async () => {
      const { orderNo } = await credited('trustly', 50);
      const support = await staffClient(f.t, 'support');
      const refused = await support.call(requestRefund.path, {
        orderNo,
        amountMinor: 15_00,
        email: null,
        reason: 'not mine to ask',
      });
      expect([refused.state, refused.msg]).toEqual(['403', 'Bu işlem için yetkiniz yok.']);
      const lines: string[] = [];
      const code = await runCli(
        ['payments', 'refund', orderNo, '15.00', '--reason', 'asked by phone', '--as', asker.name],
        (l) => lines.push(l),
        (l) => lines.push(l),
        cliEnv(f.t, backend),
      );
      expect(lines.join('\n')).toMatch(
        new RegExp(
          `^payments refund ${orderNo} €15,00 as ${asker.name}: request #\\d+ waits for a second staff member with deposits.refund`,
        ),
      );
      expect(code).toBe(0);
      const view = await staffAnswer(approver, providerPayments, {
        provider: 'trustly',
        page: 1,
        pageSize: 50,
      });
      expect(view.resultData.rows.find((r) => r.orderNo === orderNo)?.refundApprovalId).toEqual(
        expect.any(Number),
      );
    });
  });
}
